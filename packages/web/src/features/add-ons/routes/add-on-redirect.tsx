import { ButtonLink, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppData } from '../../../lib/app-data';

/** `/app/add-on/{solution}`: opens the add-on for the first child, or asks to add a child first. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const { children } = useAppData();
  const first = children[0];
  if (first) return <Navigate to={paths.app.child.addOns.getHref(first.id, params.solution)} replace />;
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />}>
        <p>{t('pages.addOns.needChild')}</p>
        <ButtonLink variant="primary" render={<Link to={paths.app.addChild.getHref()} />}>
          {t('menu.addChild')}
        </ButtonLink>
      </Card>
    </div>
  );
}
