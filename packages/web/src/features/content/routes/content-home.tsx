/**
 * The content home (`/app/content/{tab?}`): For You (default), Explore and Saved; a tab change replaces
 * the URL's tab (core's `contentTab` reads it).
 */
import { CONTENT_TABS, contentTab, savedPieces } from '@attune/core/rules';
import { ChipLink, Tabs } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useContentData } from '../api/content-data';
import { ContentPageHeader } from '../components/content-page-header';
import { useContentStore } from '../components/content-store';
import { ExploreTab } from '../components/explore-tab';
import { ForYouTab } from '../components/for-you-tab';
import { PieceList } from '../components/piece-card';

export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const tab = contentTab(params.tab);
  const { library } = useContentData();
  const { userPieces } = useContentStore();
  if (!library) return null;
  const panel = (id: string) => {
    if (id !== tab) return null;
    switch (tab) {
      case 'for-you':
        return <ForYouTab library={library} />;
      case 'explore':
        return <ExploreTab library={library} />;
      case 'saved':
        return <PieceList pieces={savedPieces(library.pieces, userPieces)} empty={t('content.savedEmpty')} />;
    }
  };
  return (
    <>
      <ContentPageHeader title={t('content.title')} contentHome />
      <div className="web-content__head">
        <nav aria-label={t('content.moreLabel')} className="web-content__links">
          <ChipLink render={<Link to={paths.app.content.userFeed.getHref()} />}>
            {t('content.userFeed.title')}
          </ChipLink>
          <ChipLink render={<Link to={paths.app.content.editCollections.getHref()} />}>
            {t('content.editCollections.title')}
          </ChipLink>
        </nav>
      </div>
      <Tabs
        label={t('content.tabsLabel')}
        selectedId={tab}
        onSelect={(next) => void navigate(paths.app.content.tab.getHref(next), { replace: true })}
        tabs={CONTENT_TABS.map((id) => ({ id, label: t(`content.tabs.${id}`), panel: panel(id) }))}
      />
    </>
  );
}
