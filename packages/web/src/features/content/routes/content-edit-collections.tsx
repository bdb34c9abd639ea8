/** Edit collections (`/app/content/edit-collections`): add or remove the collections the family follows. */
import { useTranslation } from 'react-i18next';
import { useContentData } from '../api/content-data';
import { CollectionPicker } from '../components/collection-picker';
import { ContentPageHeader } from '../components/content-page-header';

export function Component() {
  const { t } = useTranslation();
  const { library } = useContentData();
  if (!library) return null;
  return (
    <div className="web-page--narrow web-content__narrow">
      <ContentPageHeader title={t('content.editCollections.title')} />
      <p className="web-lead">{t('content.editCollections.body')}</p>
      <CollectionPicker library={library} legend={t('content.editCollections.legend')} />
    </div>
  );
}
