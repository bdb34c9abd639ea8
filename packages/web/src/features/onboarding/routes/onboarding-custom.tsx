import type { ActivityPlan } from '@attune/core/rules';
import { ButtonLink, Card, CheckboxField, CheckboxGroup } from '@attune/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { paths } from '../../../config/paths';
import { useChildData } from '../../../lib/child-data';
import { loadQuery, referenceQuery } from '../../../lib/queries';
import { pendingPlansOf, queuePlans, unqueuePlan } from '../api/pending-plans';

export async function loader(): Promise<{ catalogue: readonly ActivityPlan[] }> {
  return { catalogue: await loadQuery(referenceQuery('listActivityPlans')) };
}

/** Choosing plans yourself: each ticked plan is queued (once), and all start together when onboarding ends. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { child, plans } = useChildData();
  const { catalogue } = useLoaderData() as { catalogue: readonly ActivityPlan[] };
  const started = new Set(plans.map((plan) => plan.activity_plan_id));
  const offered = catalogue.filter((plan) => plan.kind !== 'intervention' && !started.has(plan.id));
  const [queued, setQueued] = useState(
    () => new Set(pendingPlansOf(child.id).map((p) => p.activity_plan_id)),
  );
  const toggle = (plan: ActivityPlan, on: boolean) => {
    if (on) queuePlans(child.id, [plan.id]);
    else unqueuePlan(child.id, plan.id);
    setQueued(new Set(pendingPlansOf(child.id).map((p) => p.activity_plan_id)));
  };
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <Card render={<section />}>
        <h1>{t('onboarding.customTitle')}</h1>
        <CheckboxGroup legend={t('onboarding.customHint', { name: child.name })}>
          {offered.map((plan) => (
            <CheckboxField
              key={plan.id}
              className="web-onboarding-plan"
              checked={queued.has(plan.id)}
              onCheckedChange={(checked) => toggle(plan, checked)}
              label={
                <>
                  <strong>{plan.translations[`title_${i18n.language}`] ?? plan.title}</strong>
                  {plan.short_description ? (
                    <span className="web-muted"> · {plan.short_description}</span>
                  ) : null}
                </>
              }
            />
          ))}
        </CheckboxGroup>
        {queued.size > 0 ? (
          <ButtonLink
            variant="primary"
            size="lg"
            block
            render={<Link to={paths.app.child.onboarding.getHref(child.id)} />}
          >
            {t('common.continue')}
          </ButtonLink>
        ) : (
          <p className="web-muted">{t('onboarding.customNone')}</p>
        )}
      </Card>
    </div>
  );
}
