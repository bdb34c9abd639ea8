import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { NotFoundCard } from '../../../components/not-found-card';
import { usePlanRoute } from '../components/use-plan';

/** A plan action's item (a tool the plan offers outside its schedule). */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const { plan } = usePlanRoute();
  if (!plan) return <NotFoundCard />;
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <section className="web-card">
        <h1>{t('plan.actionTitle')}</h1>
        <p>
          {t('plan.itemOf', {
            n: Number(params.item_position ?? 1),
            total: Number(params.item_position ?? 1),
          })}
        </p>
      </section>
    </div>
  );
}
