import type {
  ActivityPlan,
  AddOnCategory,
  ChildCourse,
  MeaningfulChangeScore,
  Session,
  Trend,
} from '@attune/core/rules';
import { findTrend, goalDirection } from '@attune/core/rules';
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
import { getAccount, useAccount } from '../../../lib/account';
import { appErrorOf, call } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { ChildTimeline } from '../components/child-timeline';

const TABS = ['timeline', 'scores', 'tools'] as const;
type Tab = (typeof TABS)[number];

/** The tab the URL asks for, among those the account has (a clinical account has only Tools). */
function tabOf(requested: string | undefined, clinical: boolean): Tab {
  const tabs: readonly Tab[] = clinical ? ['tools'] : TABS;
  const tab = tabs.find((candidate) => candidate === requested);
  return tab ?? tabs[0] ?? 'timeline';
}

/** What the open tab shows, loaded with the plan catalogue (cached by the client). */
type TabData =
  | {
      readonly tab: 'timeline';
      readonly todayList: readonly Session[];
      readonly scores: readonly MeaningfulChangeScore[];
    }
  | {
      readonly tab: 'scores';
      readonly scores: readonly MeaningfulChangeScore[];
      readonly trends: readonly Trend[];
    }
  | {
      readonly tab: 'tools';
      readonly categories: readonly AddOnCategory[];
      readonly courses: readonly ChildCourse[];
    };

type LoaderData = TabData & { readonly catalogue: readonly ActivityPlan[] };

async function loadTab(tab: Tab, childId: number, signal: AbortSignal): Promise<TabData> {
  const query = { child_id: childId };
  switch (tab) {
    case 'timeline': {
      const [todayList, scores] = await Promise.all([
        call((api) => api.listTodaySessions({ query }), signal),
        call((api) => api.listMeaningfulChangeScores({ query }), signal),
      ]);
      return { tab, todayList, scores };
    }
    case 'scores': {
      const [scores, trends] = await Promise.all([
        call((api) => api.listMeaningfulChangeScores({ query }), signal),
        call((api) => api.listTrends({ query }), signal),
      ]);
      return { tab, scores, trends };
    }
    case 'tools': {
      const [categories, courses] = await Promise.all([
        call((api) => api.listAddOnCategories(), signal),
        call((api) => api.listChildCourses({ query }), signal),
      ]);
      return { tab, categories, courses };
    }
  }
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<LoaderData> {
  const childId = Number(params.child_id);
  const tab = tabOf(params.tab, getAccount()?.clinical === true);
  const [catalogue, data] = await Promise.all([
    call((api) => api.listActivityPlans(), request.signal),
    loadTab(tab, childId, request.signal),
  ]);
  return { ...data, catalogue };
}

/** Starts a plan (and activates it): the child's plans and today's sessions then load again. */
export async function action({ params, request }: ActionFunctionArgs) {
  const childId = Number(params.child_id);
  const form = await request.formData();
  const activityPlanId = Number(form.get('activity_plan_id'));
  try {
    const created = await call((api) =>
      api.startPlan({ body: { child_id: childId, activity_plan_id: activityPlanId } }),
    );
    if (created.state !== 'active')
      await call((api) => api.activatePlan({ params: { id: created.id }, body: { child_id: childId } }));
    return { error: null };
  } catch (error) {
    return { error: appErrorOf(error) };
  }
}

/** The child view: plans, then the Timeline (default), Scores and Tools tabs; a tab change replaces the URL's tab. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { child } = useChildData();
  const data = useLoaderData() as LoaderData;
  const account = useAccount();
  const clinical = account?.clinical === true;
  const tabs: readonly Tab[] = clinical ? ['tools'] : TABS;
  const tab = tabOf(params.tab, clinical);
  const select = (next: string) => navigate(paths.app.child.view.getHref(child.id, next), { replace: true });
  // Only the open tab's data is loaded; the others render once chosen (the URL changes, the loader runs).
  const panel = (id: Tab): React.ReactNode => {
    if (data.tab !== id) return null;
    switch (data.tab) {
      case 'timeline':
        return <ChildTimeline todayList={data.todayList} scores={data.scores} />;
      case 'scores':
        return <Scores scores={data.scores} trends={data.trends} />;
      case 'tools':
        return <Tools categories={data.categories} courses={data.courses} />;
    }
  };
  return (
    <div className="web-page">
      <h1 className="web-visually-hidden">{child.name}</h1>
      <Plans catalogue={data.catalogue} />
      <Tabs
        className="web-child-tabs"
        label={t('child.tabsLabel')}
        selectedId={tab}
        onSelect={select}
        tabs={tabs.map((id) => ({ id, label: t(`child.tabs.${id}`), panel: panel(id) }))}
      />
    </div>
  );
}

function Plans({ catalogue }: { readonly catalogue: readonly ActivityPlan[] }) {
  const { t, i18n } = useTranslation();
  const { child, plans } = useChildData();
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state === 'idle' ? null : Number(fetcher.formData?.get('activity_plan_id'));
  const failed = fetcher.state === 'idle' && fetcher.data?.error;
  const started = new Set(plans.map((plan) => plan.activity_plan_id));
  const available = catalogue.filter((plan) => !started.has(plan.id) && plan.kind !== 'intervention');
  const title = (plan: { title: string; translations: Record<string, string> }) =>
    plan.translations[`title_${i18n.language}`] ?? plan.title;
  const start = (plan: ActivityPlan) =>
    void fetcher.submit({ activity_plan_id: plan.id }, { method: 'post' });
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
                  disabled={busy !== null}
                  aria-busy={busy === plan.id || undefined}
                  onClick={() => start(plan)}
                  aria-label={t('child.plans.startNamed', { title: title(plan) })}
                >
                  {t('child.plans.start')}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {failed ? (
        <p role="alert" className="web-form-error">
          {t('child.plans.startError')}
        </p>
      ) : null}
    </section>
  );
}

function Scores({
  scores,
  trends,
}: {
  readonly scores: readonly MeaningfulChangeScore[];
  readonly trends: readonly Trend[];
}) {
  const { t } = useTranslation();
  if (scores.length === 0) return <p className="web-muted">{t('child.scores.empty')}</p>;
  return (
    <ul className="web-grid">
      {scores.map((score) => {
        const latest = score.results[score.results.length - 1];
        if (!latest) return null;
        // Which way is better comes from the measure (core), never from a guess on the numbers.
        const direction = goalDirection(score.kind, latest);
        const found = findTrend(trends, score.kind);
        const trend = found.ok ? found.trend.trend : undefined;
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

function Tools({
  categories,
  courses,
}: {
  readonly categories: readonly AddOnCategory[];
  readonly courses: readonly ChildCourse[];
}) {
  const { t } = useTranslation();
  const { child } = useChildData();
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
