import { ButtonLink } from '@attune/ui';
/** Content setup (`/app/content/setup`): choose the collections to follow, then go to For You. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useContentData } from '../api/content-data';
import { CollectionPicker } from '../components/collection-picker';
import { ContentPageHeader } from '../components/content-page-header';

export function Component() {
  const { t } = useTranslation();
  const { library } = useContentData();
  if (!library) return null;
  return (
    <div className="web-page--narrow web-content__narrow">
      <ContentPageHeader title={t('content.setup.title')} />
      <p className="web-lead">{t('content.setup.body')}</p>
      <CollectionPicker library={library} legend={t('content.setup.legend')} />
      <ButtonLink variant="primary" render={<Link to={paths.app.content.getHref()} />}>
        {t('content.setup.done')}
      </ButtonLink>
    </div>
  );
}
