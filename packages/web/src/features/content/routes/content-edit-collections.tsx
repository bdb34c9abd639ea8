/** Edit collections (`/app/content/edit-collections`): add or remove the collections the family follows. */
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';
import { useContentData } from '../api/content-data';
import { CollectionPicker } from '../components/collection-picker';

export function Component() {
  const { t } = useTranslation();
  const { library } = useContentData();
  if (!library) return null;
  return (
    <div className="web-page--narrow web-content__narrow">
      <BackButton />
      <h1>{t('content.editCollections.title')}</h1>
      <p className="web-lead">{t('content.editCollections.body')}</p>
      <CollectionPicker library={library} legend={t('content.editCollections.legend')} />
    </div>
  );
}
