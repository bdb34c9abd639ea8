/**
 * For You: the pieces recommended by improvement area (`GET recommendations/content_pieces`), the areas
 * of the family's children first (named), three pieces each with a link to the whole area; and, while the
 * family follows no collection yet, an invitation to choose some (setup).
 */
import { isCollectionAdded } from '@attune/core/rules';
import { ButtonLink, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppData } from '../../../lib/app-data';
import type { ContentLibrary } from '../api/content-data';
import { useContentStore } from './content-store';
import { PieceList } from './piece-card';

const SHOWN_PER_AREA = 3;

export function ForYouTab({ library }: { readonly library: ContentLibrary }) {
  const { t } = useTranslation();
  const { children } = useAppData();
  const { userCollections } = useContentStore();
  const following = library.collections.some((collection) => isCollectionAdded(collection, userCollections));
  const ordered = [...library.recommendations].sort((a, b) => b.children.length - a.children.length);
  const names = (ids: readonly number[]) =>
    children.filter((child) => ids.includes(child.id)).map((child) => child.name);
  return (
    <div className="web-stack">
      {following ? null : (
        <Card render={<section />} notice>
          <h2 className="web-h3">{t('content.setup.inviteTitle')}</h2>
          <p>{t('content.setup.inviteBody')}</p>
          <ButtonLink variant="primary" size="sm" render={<Link to={paths.app.content.setup.getHref()} />}>
            {t('content.setup.invite')}
          </ButtonLink>
        </Card>
      )}
      {ordered.map((recommendation) => {
        const area = t(`child.scores.kinds.${recommendation.key}`, { defaultValue: recommendation.key });
        const forChildren = names(recommendation.children);
        const headingId = `area-${recommendation.key}`;
        return (
          <section key={recommendation.key} aria-labelledby={headingId} className="web-section">
            <div className="web-content__area-head">
              <h2 id={headingId} className="web-h3">
                {area}
              </h2>
              <Link to={paths.app.content.recommendations.getHref(recommendation.key)}>
                {t('content.seeAll', { area })}
              </Link>
            </div>
            {forChildren.length > 0 ? (
              <p className="web-muted">{t('content.forChildren', { names: forChildren.join(', ') })}</p>
            ) : null}
            <PieceList
              pieces={recommendation.pieces.slice(0, SHOWN_PER_AREA)}
              empty={t('content.noPieces')}
            />
          </section>
        );
      })}
    </div>
  );
}
