import type {
  ActivityPlan,
  AddOnCategory,
  ChildCourse,
  Gauge,
  MeaningfulChangeScore,
  Session,
  Solution,
  Trend,
} from '@attune/core/rules';
import {
  appClient,
  type ClientVariant,
  childViewTab,
  childViewTabs,
  startablePlans,
} from '@attune/core/rules';
import { Tabs } from '@attune/ui';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useFetcher,
  useLoaderData,
  useNavigate,
  useParams,
} from 'react-router';
import { paths } from '../../../config/paths';
import { getAccount, useAccount } from '../../../lib/account';
import { appErrorOf, call } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';
import { useChildData, useChildMay } from '../../../lib/child-data';
import { sessionClientVariant, useAppClient } from '../../../lib/client-variant';
import { useErrorText } from '../../../lib/error-text';
import { ChildTimeline } from '../components/child-timeline';
import { ScoresTab } from '../components/scores-tab';

const TABS = ['timeline', 'scores', 'tools'] as const;
type Tab = (typeof TABS)[number];

/** The tabs of the account: a clinical account has only Tools; otherwise core's tabs for the client. */
function tabsOf(clinical: boolean, variant: ClientVariant): readonly Tab[] {
  if (clinical) return ['tools'];
  return childViewTabs({ variant, clinical }).filter((tab): tab is Tab => TABS.includes(tab as Tab));
}

/** The tab the URL asks for, among those the account has (a clinical account has only Tools). */
function tabOf(requested: string | undefined, clinical: boolean, variant: ClientVariant = 'default'): Tab {
  const tabs = tabsOf(clinical, variant);
  const tab = tabs.find((candidate) => candidate === requested);
  return tab ?? tabs[0] ?? 'timeline';
}

/** What the open tab shows, loaded with the plan catalogue (cached by the client). */
type TabData =
  | {
      readonly tab: 'timeline';
      readonly todayList: readonly Session[];
      readonly scores: readonly MeaningfulChangeScore[];
      /** The add-on catalogue, for the discover cards (a cached reference call). */
      readonly solutions: readonly Solution[];
    }
  | {
      readonly tab: 'scores';
      readonly scores: readonly MeaningfulChangeScore[];
      readonly trends: readonly Trend[];
      readonly gauges: readonly Gauge[];
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
      const [todayList, scores, solutions] = await Promise.all([
        call((api) => api.listTodaySessions({ query }), signal),
        call((api) => api.listMeaningfulChangeScores({ query }), signal),
        call((api) => api.listSolutions(), signal),
      ]);
      return { tab, todayList, scores, solutions };
    }
    case 'scores': {
      const [scores, trends, gauges] = await Promise.all([
        call((api) => api.listMeaningfulChangeScores({ query }), signal),
        call((api) => api.listTrends({ query }), signal),
        call((api) => api.listGauges({ params: { id: childId } }), signal),
      ]);
      return { tab, scores, trends, gauges };
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

/**
 * A tab's data fetched on intent (the pointer rests on the tab, or it gets focus), kept a few seconds for
 * the loader of the navigation that follows; a write on this page drops it.
 */
const PREFETCH_TTL_MS = 5_000;
interface Prefetch {
  readonly at: number;
  readonly data: Promise<LoaderData>;
  /** The data once it has arrived. */
  value?: LoaderData;
}
const prefetched = new Map<string, Prefetch>();

function loadAll(tab: Tab, childId: number, signal: AbortSignal): Promise<LoaderData> {
  return Promise.all([call((api) => api.listActivityPlans(), signal), loadTab(tab, childId, signal)]).then(
    ([catalogue, data]) => ({ ...data, catalogue }),
  );
}

export function prefetchTab(tab: Tab, childId: number): void {
  const key = `${childId}:${tab}`;
  const hit = prefetched.get(key);
  if (hit && Date.now() - hit.at < PREFETCH_TTL_MS) return;
  const data = loadAll(tab, childId, new AbortController().signal);
  const entry: Prefetch = { at: Date.now(), data };
  prefetched.set(key, entry);
  data.then(
    (value) => {
      entry.value = value;
    },
    () => prefetched.delete(key),
  );
}

/** A prefetched tab's data if it has arrived (and is fresh), without taking it. */
function arrived(tab: Tab, childId: number): LoaderData | null {
  const hit = prefetched.get(`${childId}:${tab}`);
  return hit?.value && Date.now() - hit.at < PREFETCH_TTL_MS ? hit.value : null;
}

function takePrefetched(tab: Tab, childId: number): Promise<LoaderData> | null {
  const key = `${childId}:${tab}`;
  const hit = prefetched.get(key);
  prefetched.delete(key);
  return hit && Date.now() - hit.at < PREFETCH_TTL_MS ? hit.data : null;
}

export function loader({ params, request }: LoaderFunctionArgs): Promise<LoaderData> {
  const childId = Number(params.child_id);
  const account = getAccount();
  const variant = appClient({
    variant: sessionClientVariant(),
    account: account ? { client: account.client ?? null } : null,
  });
  // A clinical account's child view is the Clinical tab (core's `childViewTab`).
  if (childViewTab(params.tab, { variant, clinical: account?.clinical === true }) === 'clinical')
    throw redirect(paths.app.child.clinical.getHref(childId));
  const tab = tabOf(params.tab, account?.clinical === true, variant);
  return takePrefetched(tab, childId) ?? loadAll(tab, childId, request.signal);
}

/**
 * Starts a plan (and activates it): the child's plans and today's sessions then load again. With
 * `intent=accept-goal`, accepts (or declines) a measure's goal (`PUT meaningful_change_scores/{id}`).
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const childId = Number(params.child_id);
  prefetched.clear();
  const form = await request.formData();
  if (form.get('intent') === 'accept-goal') {
    try {
      await call((api) =>
        api.updateMeaningfulChangeScore({
          params: { id: Number(form.get('score_id')) },
          body: { accepted: form.get('accepted') === 'true' },
        }),
      );
      return { error: null };
    } catch (error) {
      return { error: appErrorOf(error) };
    }
  }
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
  const loaded = useLoaderData() as LoaderData;
  // A tab whose data was prefetched shows at once; the navigation that replaces the URL follows.
  const [early, setEarly] = useState<LoaderData | null>(null);
  const data = early && early.tab !== loaded.tab ? early : loaded;
  const account = useAccount();
  const clinical = account?.clinical === true;
  const variant = useAppClient();
  const tabs = tabsOf(clinical, variant);
  const tab = early && early.tab !== loaded.tab ? early.tab : tabOf(params.tab, clinical, variant);
  const select = (next: string) => {
    const ready = tabs.includes(next as Tab) ? arrived(next as Tab, child.id) : null;
    setEarly(ready);
    const go = () => navigate(paths.app.child.view.getHref(child.id, next), { replace: true });
    // with the data at hand, the tab paints first and the router (which renders the whole page) follows
    // a frame later
    if (ready) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 0)));
    else void go();
  };
  // Intent: the pointer on a tab, or focus on it, fetches that tab's data for the loader.
  const intent = (event: React.SyntheticEvent) => {
    const id = (event.target as Element).closest?.('[role="tab"]')?.id ?? '';
    const next = tabs.find((candidate) => id.endsWith(`-tab-${candidate}`));
    if (next && next !== tab) prefetchTab(next, child.id);
  };
  // Only the open tab's data is loaded; the others render once chosen (the URL changes, the loader runs).
  const panel = (id: Tab): React.ReactNode => {
    if (data.tab !== id) return null;
    switch (data.tab) {
      case 'timeline':
        return <ChildTimeline todayList={data.todayList} scores={data.scores} solutions={data.solutions} />;
      case 'scores':
        return <ScoresTab scores={data.scores} trends={data.trends} gauges={data.gauges} />;
      case 'tools':
        return <Tools categories={data.categories} courses={data.courses} />;
    }
  };
  return (
    <div className="web-page">
      <h1 className="web-visually-hidden">{child.name}</h1>
      <Plans catalogue={loaded.catalogue} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only prefetches; the tabs inside are the controls */}
      <div onPointerOver={intent} onFocus={intent}>
        <Tabs
          className="web-child-tabs"
          label={t('child.tabsLabel')}
          selectedId={tab}
          onSelect={select}
          tabs={tabs.map((id) => ({ id, label: t(`child.tabs.${id}`), panel: panel(id) }))}
        />
      </div>
    </div>
  );
}

/** The child's plans and those to start (kept as they are while the tabs change). */
const Plans = memo(function Plans({ catalogue }: { readonly catalogue: readonly ActivityPlan[] }) {
  const { t, i18n } = useTranslation();
  const { child, plans } = useChildData();
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state === 'idle' ? null : Number(fetcher.formData?.get('activity_plan_id'));
  const failed = fetcher.state === 'idle' ? (fetcher.data?.error ?? null) : null;
  const errorText = useErrorText();
  const { products, purchases } = useAppData();
  // A collaborator may not start plans (core's `collaboratorMay`, as the server's gate).
  const mayStart = useChildMay('change');
  // An add-on's plan is offered once it is bought for this child (core's access rule, as the server's gate).
  const available = startablePlans(catalogue, {
    startedPlanIds: plans.map((plan) => plan.activity_plan_id),
    products,
    purchases,
    childId: child.id,
  });
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
      {mayStart && available.length > 0 ? (
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
          {/* a gate's refusal (no subscription, an add-on not bought) says which; any other failure the generic words */}
          {(failed.kind === 'gate-refused' ? errorText(failed) : null) ?? t('child.plans.startError')}
        </p>
      ) : null}
    </section>
  );
});

/** The tools with a page, in the Tools tab (each page says what unlocks it). */
const TOOL_LINKS = [
  'social-emotional',
  'sleep',
  'target-recognition',
  'food-sensitivity',
  'parent-coaching',
  'reading-attention-tutor',
] as const;

function Tools({
  categories,
  courses,
}: {
  readonly categories: readonly AddOnCategory[];
  readonly courses: readonly ChildCourse[];
}) {
  const { t } = useTranslation();
  const { child } = useChildData();
  // The tools and add-ons are bought and used by the family; a collaborator sees the courses only.
  const family = useChildMay('change');
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
      {family ? (
        <>
          <h2 className="web-h3">{t('tools.listTitle')}</h2>
          <ul className="web-lectures" aria-label={t('tools.listTitle')}>
            {TOOL_LINKS.map((tool) => (
              <li key={tool}>
                <Link
                  to={
                    tool === 'target-recognition'
                      ? paths.app.child.targetRecognition.getHref(child.id)
                      : paths.app.child.tool.getHref(child.id, tool)
                  }
                >
                  {t(`tools.names.${tool}`)}
                </Link>
              </li>
            ))}
          </ul>
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
        </>
      ) : null}
    </div>
  );
}
