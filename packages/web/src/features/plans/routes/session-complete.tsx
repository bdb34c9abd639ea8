import { ButtonLink, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundCard } from '../../../components/not-found-card';
import { paths } from '../../../config/paths';
import { useChildData } from '../../../lib/child-data';
import { usePlanRoute } from '../components/use-plan';

export function Component() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const { plan, session } = usePlanRoute();
  if (!plan || !session) return <NotFoundCard />;
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />} className="web-center web-celebrate">
        <p className="web-celebrate__icon" aria-hidden="true">
          ✓
        </p>
        <h1>{t('plan.completeTitle')}</h1>
        <p>{t('plan.completeBody', { title: session.title, name: child.name })}</p>
        <ButtonLink
          variant="primary"
          size="lg"
          render={<Link to={paths.app.child.plan.getHref(child.id, plan.id)} />}
        >
          {t('plan.backToPlan')}
        </ButtonLink>
      </Card>
    </div>
  );
}
