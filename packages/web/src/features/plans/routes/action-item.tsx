import { Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { NotFoundCard } from '../../../components/not-found-card';
import { paths } from '../../../config/paths';
import { useChildData } from '../../../lib/child-data';
import { loadQuery, referenceQuery } from '../../../lib/queries';
import { usePlanRoute } from '../components/use-plan';

/** The plans of the catalogue (`GET activity_plans`, reference data): the actions and their steps live there. */
export function loader() {
  return loadQuery(referenceQuery('listActivityPlans'));
}

/**
 * A plan action's step (`action/{action_id}/item/{item_position}`): the tool a plan offers outside its
 * schedule, its steps listed, the one the route names shown, with previous and next.
 */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const catalogue = useLoaderData<typeof loader>();
  const { child } = useChildData();
  const { plan } = usePlanRoute();
  const template = plan ? catalogue.find((p) => p.id === plan.activity_plan.id) : undefined;
  const planAction = template?.actions.find((a) => String(a.id) === params.action_id);
  if (!plan || !planAction) return <NotFoundCard />;
  const steps = [...planAction.activity_items].sort((a, b) => a.position - b.position);
  const position = Number(params.item_position ?? 1);
  const step = steps.find((s) => s.position === position);
  const index = step ? steps.indexOf(step) : -1;
  const href = (n: number) => paths.app.child.action.getHref(child.id, plan.id, String(planAction.id), n);
  const previous = steps[index - 1];
  const next = steps[index + 1];
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <Card render={<section />} className="web-prose">
        <h1>{planAction.title}</h1>
        {planAction.description ? <p>{planAction.description}</p> : null}
        {step ? (
          <>
            <h2 className="web-h3">{t('plan.actionOf', { n: index + 1, total: steps.length })}</h2>
            <p>{step.content}</p>
          </>
        ) : (
          <p>{t('plan.actionNone')}</p>
        )}
        <div className="web-actions">
          {previous ? <Link to={href(previous.position)}>{t('plan.actionPrevious')}</Link> : null}
          {next ? <Link to={href(next.position)}>{t('plan.actionNext')}</Link> : null}
        </div>
      </Card>
      {steps.length > 0 ? (
        <Card render={<nav aria-label={t('plan.actionSteps')} />}>
          <ol className="web-list">
            {steps.map((s, i) => (
              <li key={s.id}>
                <Link to={href(s.position)} aria-current={s === step ? 'step' : undefined}>
                  {t('plan.actionStep', { n: i + 1 })}
                </Link>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
    </div>
  );
}
