/** The user feed (`/app/content/user-feed`): the pieces of the collections the family follows, newest first. */
import { isCollectionAdded, userFeed } from '@attune/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useContentData } from '../api/content-data';
import { ContentPageHeader } from '../components/content-page-header';
import { useContentStore } from '../components/content-store';
import { PieceList } from '../components/piece-card';

export function Component() {
  const { t } = useTranslation();
  const { library } = useContentData();
  const { userCollections } = useContentStore();
  if (!library) return null;
  const added = library.collections
    .filter((collection) => isCollectionAdded(collection, userCollections))
    .map((collection) => collection.id);
  return (
    <>
      <ContentPageHeader title={t('content.userFeed.title')} />
      {added.length === 0 ? (
        <p>
          {t('content.userFeed.empty')}{' '}
          <Link to={paths.app.content.editCollections.getHref()}>{t('content.editCollections.title')}</Link>
        </p>
      ) : (
        <PieceList pieces={userFeed(library.pieces, added)} empty={t('content.noPieces')} />
      )}
    </>
  );
}
