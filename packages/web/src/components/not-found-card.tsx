import { Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useChildData } from '../lib/child-data';

export function NotFoundCard() {
  const { t } = useTranslation();
  const { child } = useChildData();
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />}>
        <h1>{t('pages.notFound.title')}</h1>
        <p>{t('pages.notFound.body')}</p>
        <Link to={paths.app.child.view.getHref(child.id)}>{t('plan.backToChild', { name: child.name })}</Link>
      </Card>
    </div>
  );
}
