/** A collection (`/app/content/collection/{collection_id}`): its words, tags, Add/Remove and its pieces. */
import { isCollectionAdded, piecesOfCollection, translatedField, unreadCount } from '@attune/core/rules';
import { Button } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { useContentData } from '../api/content-data';
import { ContentPageHeader } from '../components/content-page-header';
import { useContentStore } from '../components/content-store';
import { PieceList } from '../components/piece-card';

export function Component() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const { library } = useContentData();
  const { userCollections, userPieces, setCollectionAdded } = useContentStore();
  const collection = library?.collections.find((entry) => entry.id === Number(params.collection_id));
  if (!library) return null;
  if (!collection) {
    return (
      <>
        <BackButton />
        <p role="alert">{t('errors.noUserCollectionFound')}</p>
      </>
    );
  }
  const added = isCollectionAdded(collection, userCollections);
  const unread = unreadCount(collection.id, library.pieces, userPieces);
  const name = translatedField(collection, 'name', i18n.language) ?? collection.name;
  return (
    <>
      <ContentPageHeader title={name} />
      <header className="web-content__collection-head">
        <p className="web-lead">{translatedField(collection, 'description', i18n.language)}</p>
        <p className="web-muted">{t('content.unread', { count: unread })}</p>
        <Button
          variant={added ? 'secondary' : 'primary'}
          size="sm"
          aria-pressed={added}
          onClick={() => setCollectionAdded(collection.id, !added)}
        >
          {t(added ? 'content.collectionAdded' : 'content.addCollection')}
        </Button>
      </header>
      <PieceList pieces={piecesOfCollection(collection.id, library.pieces)} empty={t('content.noPieces')} />
    </>
  );
}
