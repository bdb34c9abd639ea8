/**
 * The Food Sensitivity tool: ordering the kit with its shipping address, then the order's state with the
 * date of each milestone (core's `foodSensitivityMilestones`: ordered, shipped, sample sent, sample
 * received, results ready) and the parent's next step (`POST food_sensitivity_states`, allowed by core's
 * `nextFoodSensitivityState`), and once staff entered them, the results: levels 0-4 of the food panel and
 * the three free bonus tests.
 */
import {
  FOOD_SENSITIVITY_MAX_LEVEL,
  FOOD_SENSITIVITY_STEPS,
  type FoodSensitivityPanel,
  FoodSensitivityPanelSchema,
  type FoodSensitivityResult,
  foodSensitivityMilestones,
  kitOrderOpen,
  nextFoodSensitivityState,
  type ShippingAddress,
} from '@attune/core/rules';
import { Button, Card, formatDate } from '@attune/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { call } from '../../../lib/api-client';
import { KitOrderForm } from './kit-order-form';

type Step = keyof typeof FOOD_SENSITIVITY_STEPS;
const STEPS = Object.keys(FOOD_SENSITIVITY_STEPS) as Step[];

/** Where the kit goes, as the parent gave it. */
function ShippingTo({ address }: { readonly address: ShippingAddress }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="web-h4">{t('tools.foodSensitivity.shippingTo')}</h3>
      <address className="web-muted">
        {[
          address.name,
          address.line1,
          address.line2,
          `${address.city}, ${address.state} ${address.postal_code}`,
          address.country,
        ]
          .filter(Boolean)
          .flatMap((line, index) => (index === 0 ? [line] : [<br key={`br-${line}`} />, line]))}
      </address>
    </div>
  );
}

/** The Food Sensitivity tool's body. */
export function FoodSensitivityTool({
  childId,
  results,
}: {
  readonly childId: number;
  readonly results: readonly FoodSensitivityResult[];
}) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<'idle' | 'busy' | 'error'>('idle');
  const test = results[0] ?? null;
  const state = test?.state ?? null;
  // Ordering is the address form; the results-viewed step is its own button once results are in.
  const nextStep = STEPS.find(
    (step) =>
      step !== 'request_kit' && step !== 'results_viewed' && nextFoodSensitivityState(state, step) !== null,
  );
  const take = async (step: Step) => {
    setStatus('busy');
    try {
      await call((api) =>
        api.updateFoodSensitivityState({ body: { child_id: childId, state_action: step } }),
      );
      setStatus('idle');
      await revalidator.revalidate();
    } catch {
      setStatus('error');
    }
  };
  const showResults = state === 'results_ready' || state === 'results_viewed';
  const panels = FoodSensitivityPanelSchema.options;
  const itemsOf = (panel: FoodSensitivityPanel) => (test?.items ?? []).filter((item) => item.panel === panel);

  return (
    <>
      <Card render={<section aria-labelledby="fs-kit" />}>
        <h2 id="fs-kit" className="web-h3">
          {t('tools.foodSensitivity.kitTitle')}
        </h2>
        <p role="status">{t(`tools.foodSensitivity.states.${state ?? 'none'}`)}</p>
        {test && kitOrderOpen(test) ? (
          <p className="web-notice">{t('tools.foodSensitivity.needsAddress')}</p>
        ) : null}
        {test ? (
          <ol className="web-list" aria-label={t('tools.foodSensitivity.milestonesTitle')}>
            {foodSensitivityMilestones(test).map(({ milestone, at, reached }) => (
              <li key={milestone} className="web-list__row" data-milestone={milestone} data-reached={reached}>
                <p>
                  {t(`tools.foodSensitivity.milestones.${milestone}`)}:{' '}
                  {at
                    ? formatDate(at, i18n.language, 'long')
                    : reached
                      ? t('tools.foodSensitivity.milestoneDone')
                      : t('tools.foodSensitivity.milestonePending')}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        {kitOrderOpen(test) ? (
          <KitOrderForm childId={childId} onOrdered={() => revalidator.revalidate()} />
        ) : null}
        {test?.shipping_address ? <ShippingTo address={test.shipping_address} /> : null}
        {nextStep ? (
          <Button variant="primary" onClick={() => void take(nextStep)} disabled={status === 'busy'}>
            {t(`tools.foodSensitivity.steps.${nextStep}`)}
          </Button>
        ) : null}
        {state === 'results_ready' ? (
          <Button variant="primary" onClick={() => void take('results_viewed')} disabled={status === 'busy'}>
            {t('tools.foodSensitivity.steps.results_viewed')}
          </Button>
        ) : null}
        {status === 'error' ? (
          <p className="web-form-error" role="alert">
            {t('tools.error')}
          </p>
        ) : null}
      </Card>
      {showResults && test ? (
        <Card render={<section aria-labelledby="fs-results" />}>
          <h2 id="fs-results" className="web-h3">
            {t('tools.foodSensitivity.resultsTitle')}
          </h2>
          {test.completed_at ? (
            <p className="web-muted">
              {t('tools.foodSensitivity.resultsDate', {
                date: formatDate(test.completed_at, i18n.language, 'long'),
              })}
            </p>
          ) : null}
          <p className="web-muted">
            {t('tools.foodSensitivity.levels', { max: FOOD_SENSITIVITY_MAX_LEVEL })}
          </p>
          {panels.map((panel) => {
            const items = itemsOf(panel);
            if (items.length === 0) return null;
            return (
              <div key={panel} data-panel={panel}>
                <h3 className="web-h4">
                  {t(`tools.foodSensitivity.panels.${panel}`)}
                  {panel !== 'food' ? ` · ${t('tools.foodSensitivity.bonus')}` : ''}
                </h3>
                <ul className="web-list">
                  {items.map((item) => (
                    <li key={item.name} className="web-list__row">
                      <p>
                        {item.name}:{' '}
                        {t('tools.foodSensitivity.level', {
                          level: item.level,
                          max: FOOD_SENSITIVITY_MAX_LEVEL,
                        })}
                      </p>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </Card>
      ) : null}
    </>
  );
}
