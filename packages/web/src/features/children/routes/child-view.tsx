import type {
  ActivityPlan,
  AddOnCategory,
  ChildCourse,
  MeaningfulChangeScore,
  Trend,
} from '@attune/core/rules';
import { goalDirection } from '@attune/core/rules';
import { GoalProgress, Tabs, TrendBadge } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  useFetcher,
  useLoaderData,
  useNavigate,
  useParams,
} from 'react-router';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/account';
import { call } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { ChildTimeline } from '../components/child-timeline';

/** What the child view's tabs show besides the child's plans (the child layout loads those). */
export interface ChildViewData {
  /** The plan catalogue (`GET activity_plans`), for "Start a plan". */
  readonly catalogue: readonly ActivityPlan[];
  readonly scores: readonly MeaningfulChangeScore[];
  readonly trends: readonly Trend[];
  readonly categories: readonly AddOnCategory[];
  readonly courses: readonly ChildCourse[];
}

/** Loads the tabs' data in parallel; any failure reaches the route's error element. */
export async function loader({ params }: LoaderFunctionArgs): Promise<ChildViewData> {
  const childId = Number(params.child_id);
  const [catalogue, scores, trends, categories, courses] = await Promise.all([
    call((api) => api.listActivityPlans()),
    call((api) => api.listMeaningfulChangeScores({ query: { child_id: childId } })),
    call((api) => api.listTrends({ query: { child_id: childId } })),
    call((api) => api.listAddOnCategories()),
    call((api) => api.listChildCourses({ query: { child_id: childId } })),
  ]);
  return { catalogue, scores, trends, categories, courses };
}

/** What starting a plan answers to its form: nothing when it worked (the loaders reload), else the failure. */
export type StartPlanResult = { readonly failed: true } | null;

/**
 * Starts a plan for the child (`POST child_activity_plans`, then `activate` when it is not active yet).
 * When it returns, React Router reloads the child's plans and today list, so the new plan's first session
 * is under Today at once.
 */
export async function action({ params, request }: ActionFunctionArgs): Promise<StartPlanResult> {
  const childId = Number(params.child_id);
  const form = await request.formData();
  const activityPlanId = Number(form.get('activity_plan_id'));
  try {
    const created = await call((api) =>
      api.startPlan({ body: { child_id: childId, activity_plan_id: activityPlanId } }),
    );
    if (created.state !== 'active')
      await call((api) => api.activatePlan({ params: { id: created.id }, body: { child_id: childId } }));
    return null;
  } catch {
    return { failed: true };
  }
}

const TABS = ['timeline', 'scores', 'tools'] as const;
type Tab = (typeof TABS)[number];

/** The child view: plans, then the Timeline (default), Scores and Tools tabs; a tab change replaces the URL's tab. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { child } = useChildData();
  const data = useLoaderData() as ChildViewData;
  const account = useAccount();
  const clinical = account?.clinical === true;
  const tabs: Tab[] = clinical ? ['tools'] : [...TABS];
  const requested = params.tab as Tab | undefined;
  const tab: Tab = requested && tabs.includes(requested) ? requested : (tabs[0] ?? 'timeline');
  const select = (next: string) => navigate(paths.app.child.view.getHref(child.id, next), { replace: true });
  const panels: Record<Tab, React.ReactNode> = {
    timeline: <ChildTimeline scores={data.scores} />,
    scores: <Scores />,
    tools: <Tools />,
  };
  return (
    <div className="web-page">
      <h1 className="web-visually-hidden">{child.name}</h1>
      <Plans />
      <Tabs
        className="web-child-tabs"
        label={t('child.tabsLabel')}
        selectedId={tab}
        onSelect={select}
        tabs={tabs.map((id) => ({ id, label: t(`child.tabs.${id}`), panel: panels[id] }))}
      />
    </div>
  );
}

function Plans() {
  const { t, i18n } = useTranslation();
  const { child, plans } = useChildData();
  const { catalogue } = useLoaderData() as ChildViewData;
  const fetcher = useFetcher<StartPlanResult>();
  const starting = fetcher.state !== 'idle' ? Number(fetcher.formData?.get('activity_plan_id')) : null;
  const error = fetcher.state === 'idle' && fetcher.data?.failed ? t('child.plans.startError') : null;
  const started = new Set(plans.map((plan) => plan.activity_plan_id));
  const available = catalogue.filter((plan) => !started.has(plan.id) && plan.kind !== 'intervention');
  const title = (plan: { title: string; translations: Record<string, string> }) =>
    plan.translations[`title_${i18n.language}`] ?? plan.title;
  const start = (plan: ActivityPlan) =>
    fetcher.submit({ activity_plan_id: String(plan.id) }, { method: 'post' });
  return (
    <section aria-labelledby="plans-title" className="web-section">
      <h2 id="plans-title">{t('child.plans.title')}</h2>
      {plans.length === 0 ? <p className="web-muted">{t('child.plans.none')}</p> : null}
      <ul className="web-grid">
        {plans.map((plan) => {
          const sessions = plan.child_activity_sessions.filter((s) => s.position > 0);
          const done = sessions.filter((s) => s.complete || s.skipped).length;
          return (
            <li key={plan.id}>
              <Link
                className="web-card web-plan-card"
                style={{ borderTopColor: plan.activity_plan.primary_color }}
                to={paths.app.child.plan.getHref(child.id, plan.id)}
              >
                <span className="web-plan-card__title">{title(plan.activity_plan)}</span>
                {plan.activity_plan.short_description ? (
                  <span className="web-muted">{plan.activity_plan.short_description}</span>
                ) : null}
                <span className="web-plan-card__progress">
                  {t('child.plans.progress', { done, total: sessions.length })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {available.length > 0 ? (
        <details className="web-disclosure" open={plans.length === 0}>
          <summary>
            <span className="web-h3">{t('child.plans.startTitle')}</span>{' '}
            <span className="web-muted">({available.length})</span>
          </summary>
          <ul className="web-list">
            {available.map((plan) => (
              <li key={plan.id} className="web-list__row">
                <div>
                  <strong>{title(plan)}</strong>
                  {plan.short_description ? <p className="web-muted">{plan.short_description}</p> : null}
                </div>
                <button
                  type="button"
                  className="at-button at-button--secondary at-button--sm"
                  disabled={starting !== null}
                  aria-busy={starting === plan.id || undefined}
                  onClick={() => void start(plan)}
                  aria-label={t('child.plans.startNamed', { title: title(plan) })}
                >
                  {t('child.plans.start')}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {error ? (
        <p role="alert" className="web-form-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function Scores() {
  const { t } = useTranslation();
  const { scores, trends } = useLoaderData() as ChildViewData;
  if (scores.length === 0) return <p className="web-muted">{t('child.scores.empty')}</p>;
  return (
    <ul className="web-grid">
      {scores.map((score) => {
        const latest = score.results[score.results.length - 1];
        if (!latest) return null;
        const direction = goalDirection(score.kind, latest);
        const trend = trends.find((candidate) => candidate.key === score.kind)?.trend;
        return (
          <li key={score.id} className="web-card web-score">
            <h3>{t(`child.scores.kinds.${score.kind}`, { defaultValue: score.kind })}</h3>
            <GoalProgress
              goal={{
                start: latest.start,
                current: latest.current,
                target: latest.target,
                direction,
                min: latest.min,
                max: latest.max,
              }}
            />
            {trend ? (
              <TrendBadge direction={trend} />
            ) : (
              <p className="web-muted">{t('child.scores.noTrend')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Tools() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const { categories, courses } = useLoaderData() as ChildViewData;
  return (
    <div className="web-card">
      {courses.length > 0 ? (
        <>
          <h2 className="web-h3">{t('child.tools.courses')}</h2>
          <ul className="web-lectures">
            {courses.map((course) => (
              <li key={course.id}>
                <Link to={paths.app.child.course.getHref(child.id, course.id)}>{course.course.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className="web-h3">{t('child.tools.title')}</h2>
      <p>{t('child.tools.body', { name: child.name })}</p>
      <ul className="web-chips">
        {categories.map((category) => (
          <li key={category.tag}>
            <Link
              className="web-chip web-chip--link"
              style={{ borderColor: `var(--at-category-${category.tag}, var(--at-category-gray))` }}
              to={paths.app.child.addOnCategory.getHref(child.id, category.tag)}
            >
              {t(`pages.addOns.categories.${category.tag}`, { defaultValue: category.title })}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        className="at-button at-button--primary at-button--md"
        to={paths.app.child.addOns.getHref(child.id)}
      >
        {t('child.tools.browse')}
      </Link>
    </div>
  );
}
