import type { ActivityPlan, ImprovementArea, ImprovementGroup } from '@attune/core/rules';
import { pathAreas, pathPlanKeys } from '@attune/core/rules';
import { Button, Card, Chip } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useFetcher,
  useLoaderData,
  useSearchParams,
} from 'react-router';
import { BackButton } from '../../../components/back-button';
import { paths } from '../../../config/paths';
import { appErrorOf, call } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { loadQuery, referenceQuery } from '../../../lib/queries';
import { queuePlans } from '../api/pending-plans';

interface LoaderData {
  readonly group: ImprovementGroup;
  readonly areas: readonly ImprovementArea[];
  readonly catalogue: readonly ActivityPlan[];
}

export async function loader({ params }: LoaderFunctionArgs): Promise<LoaderData> {
  const [groups, areas, catalogue] = await Promise.all([
    loadQuery(referenceQuery('listImprovementGroups')),
    loadQuery(referenceQuery('listImprovementAreas')),
    loadQuery(referenceQuery('listActivityPlans')),
  ]);
  const group = groups.find((candidate) => String(candidate.id) === params.path);
  if (!group) throw new Response('Not Found', { status: 404 });
  return { group, areas, catalogue };
}

function chosenAreas(search: URLSearchParams): string[] {
  return (search.get('areas') ?? '').split(',').filter(Boolean);
}

/** The plans of the catalogue a path starts (core's `pathPlanKeys`), in that order. */
function planIds(
  catalogue: readonly ActivityPlan[],
  areas: readonly string[],
  onMedication: boolean,
): ActivityPlan[] {
  return pathPlanKeys(areas, onMedication)
    .map((key) => catalogue.find((plan) => plan.key === key))
    .filter((plan): plan is ActivityPlan => plan !== undefined);
}

/** Starts the path (`POST paths {child_id, group_id, areas}`), queues its plans, then the questionnaires. */
export async function action({ params, request }: ActionFunctionArgs) {
  const childId = Number(params.child_id);
  const form = await request.formData();
  const areas = String(form.get('areas') ?? '')
    .split(',')
    .filter(Boolean);
  try {
    await call((api) =>
      api.createPath({ body: { child_id: childId, group_id: Number(params.path), areas } }),
    );
    queuePlans(
      childId,
      String(form.get('plans') ?? '')
        .split(',')
        .filter(Boolean)
        .map(Number),
    );
    return redirect(paths.app.child.onboarding.getHref(childId));
  } catch (error) {
    return { error: appErrorOf(error) };
  }
}

/** The recommended path: its group, the chosen areas it covers and the plans it starts; Start this path. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { child } = useChildData();
  const { group, areas, catalogue } = useLoaderData() as LoaderData;
  const [search] = useSearchParams();
  const fetcher = useFetcher<typeof action>();
  const chosen = pathAreas(group, chosenAreas(search));
  const plans = planIds(catalogue, chosen, child.on_medication);
  const busy = fetcher.state !== 'idle';
  // Names in the app's language (the locale's, by slug and by the group's catalogue name), else as given.
  const nameOf = (slug: string) =>
    t(`improvementAreas.names.${slug}.name`, {
      defaultValue: areas.find((area) => area.slug === slug)?.name ?? slug,
    });
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <Card render={<section />}>
        <p className="web-muted">{t('onboarding.recommendedTitle')}</p>
        <h1>{t(`improvementGroups.names.${group.name}.name`, { defaultValue: group.name })}</h1>
        {group.description ? (
          <p>{t(`improvementGroups.names.${group.name}.description`, { defaultValue: group.description })}</p>
        ) : null}
        <h2 className="web-h3">{t('onboarding.pathAreas')}</h2>
        {chosen.length > 0 ? (
          <ul className="web-chips">
            {chosen.map((slug) => (
              <li key={slug}>
                <Chip>{nameOf(slug)}</Chip>
              </li>
            ))}
          </ul>
        ) : (
          <p className="web-muted">{t('onboarding.pickAreas')}</p>
        )}
        <h2 className="web-h3">{t('onboarding.pathPlans')}</h2>
        <ul className="web-list">
          {plans.map((plan) => (
            <li key={plan.id} className="web-list__row">
              <span>
                <strong>{plan.translations[`title_${i18n.language}`] ?? plan.title}</strong>
                {plan.short_description ? (
                  <span className="web-muted"> · {plan.short_description}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <fetcher.Form method="post">
          <input type="hidden" name="areas" value={chosen.join(',')} />
          <input type="hidden" name="plans" value={plans.map((plan) => plan.id).join(',')} />
          <Button
            variant="primary"
            size="lg"
            block
            type="submit"
            disabled={busy || chosen.length === 0}
            aria-busy={busy || undefined}
          >
            {t('onboarding.startPath')}
          </Button>
        </fetcher.Form>
        {fetcher.state === 'idle' && fetcher.data && 'error' in fetcher.data ? (
          <p role="alert" className="web-form-error">
            {t('child.plans.startError')}
          </p>
        ) : null}
        <p>
          <Link to={paths.app.child.onboarding.getHref(child.id)}>{t('onboarding.changeAreas')}</Link>
        </p>
      </Card>
    </div>
  );
}
