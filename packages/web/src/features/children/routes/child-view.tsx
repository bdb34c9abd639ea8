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
  type ToolStatus,
  toolStatus,
} from '@attune/core/rules';
import { Button, ButtonLink, Tabs } from '@attune/ui';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  type FetcherWithComponents,
  Link,
  type LoaderFunctionArgs,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useLoaderData,
  useNavigate,
  useParams,
} from 'react-router';
import { paths } from '../../../config/paths';
import { getAccount, useAccount } from '../../../lib/account';
import { call } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';
import { useChildData, useChildMay } from '../../../lib/child-data';
import { sessionClientVariant, useAppClient } from '../../../lib/client-variant';
import { useErrorText } from '../../../lib/error-text';
import { today } from '../../../lib/family-day';
import { failureOf } from '../../../lib/refusal';
import { ChildTimeline } from '../components/child-timeline';
import { preloadScoreChart, ScoresTab } from '../components/scores-tab';

const TABS = ['timeline', 'scores', 'tools'] as const;
type Tab = (typeof TABS)[number];

/**
 * The tabs this page shows: core's tabs of the account (`childViewTabs`) but Clinical, which is its own
 * page (a clinical account lands there, and opens its child's plans and scores from it).
 */
function tabsOf(clinical: boolean, variant: ClientVariant): readonly Tab[] {
  return childViewTabs({ variant, clinical }).filter((tab): tab is Tab => TABS.includes(tab as Tab));
}

/** The tab the URL asks for, among those the account has on this page. */
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
      readonly solutions: readonly Solution[];
    };

type LoaderData = TabData & {
  readonly catalogue: readonly ActivityPlan[];
  /** When the data arrived (`Date.now()`), to keep the newest of a tab's and to load an old one again. */
  readonly at: number;
};

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
      const [categories, courses, solutions] = await Promise.all([
        call((api) => api.listAddOnCategories(), signal),
        call((api) => api.listChildCourses({ query }), signal),
        call((api) => api.listSolutions(), signal),
      ]);
      return { tab, categories, courses, solutions };
    }
  }
}

function loadAll(tab: Tab, childId: number, signal: AbortSignal): Promise<LoaderData> {
  return Promise.all([call((api) => api.listActivityPlans(), signal), loadTab(tab, childId, signal)]).then(
    ([catalogue, data]) => ({ ...data, catalogue, at: Date.now() }),
  );
}

/**
 * The URL's tab (`/app/child/{id}/{tab}`). The other tabs load through the same loader with the router's
 * fetchers (on intent: the pointer on a tab, focus, a touch), so a tab change needs no loader.
 */
export function loader({ params, request }: LoaderFunctionArgs): Promise<LoaderData> {
  const childId = Number(params.child_id);
  const account = getAccount();
  const variant = appClient({
    variant: sessionClientVariant(),
    account: account ? { client: account.client ?? null } : null,
  });
  // A clinical account lands on the Clinical tab, its own page (core's `childViewTab`); its plans and
  // scores are the tabs of this page.
  if (childViewTab(params.tab, { variant, clinical: account?.clinical === true }) === 'clinical')
    throw redirect(paths.app.child.clinical.getHref(childId));
  const tab = tabOf(params.tab, account?.clinical === true, variant);
  return loadAll(tab, childId, request.signal);
}

/**
 * A change of tab only (same child, same query, no form sent) loads nothing: the page already holds the
 * tab's data (or its fetcher is loading it). Anything else (a write, another child, the same URL again)
 * loads as the router decides.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const tabOnly =
    !formMethod &&
    currentUrl.pathname !== nextUrl.pathname &&
    currentUrl.search === nextUrl.search &&
    currentParams.child_id === nextParams.child_id &&
    currentParams.inspected === nextParams.inspected;
  return tabOnly ? false : defaultShouldRevalidate;
}

/**
 * Starts a plan (and activates it): the child's plans and today's sessions then load again. With
 * `intent=accept-goal`, accepts (or declines) a measure's goal (`PUT meaningful_change_scores/{id}`).
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const childId = Number(params.child_id);
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
      return { error: failureOf(error) };
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
    return { error: failureOf(error) };
  }
}

/**
 * Runs `work` once the next two frames have painted and the browser is idle (at most a second later);
 * returns what cancels it.
 */
function afterPaint(work: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work, { timeout: 1000 });
      else timer = window.setTimeout(work, 0);
    });
  });
  let idle = 0;
  let timer = 0;
  return () => {
    cancelAnimationFrame(frame);
    if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    window.clearTimeout(timer);
  };
}

/** A tab's data older than this is loaded again (in the background) when the family shows intent for it. */
const STALE_MS = 30_000;

/**
 * The child view: plans, then the Timeline (default), Scores and Tools tabs. A tab shows at once from the
 * data the page holds: the URL's tab from the loader, the others loaded on intent through the router's
 * fetchers (the same loader); a panel seen once stays in the page, hidden. The URL's tab follows (replaced)
 * once the panel has painted, and loads nothing (`shouldRevalidate`). A write on the page (an action)
 * revalidates the loader and every tab's fetcher. Another child is another page (its own state and fetchers).
 */
export function Component() {
  const { child } = useChildData();
  return <ChildView key={child.id} />;
}

function ChildView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { child } = useChildData();
  const loaded = useLoaderData() as LoaderData;
  const account = useAccount();
  const clinical = account?.clinical === true;
  // The visit report is the family's (a collaborator follows the child without it).
  const mayChange = useChildMay('change');
  const variant = useAppClient();
  const tabs = tabsOf(clinical, variant);
  const fetchers: Record<Tab, FetcherWithComponents<LoaderData>> = {
    timeline: useFetcher<LoaderData>(),
    scores: useFetcher<LoaderData>(),
    tools: useFetcher<LoaderData>(),
  };
  // What the loader brought for each tab while the page stayed open (a revalidation brings the URL's tab
  // only; the tab it brought before is kept until its fetcher has newer data).
  const [fromLoader, setFromLoader] = useState<Partial<Record<Tab, LoaderData>>>(() => ({
    [loaded.tab]: loaded,
  }));
  if (fromLoader[loaded.tab] !== loaded) setFromLoader((held) => ({ ...held, [loaded.tab]: loaded }));
  // The newest data held for each tab: the loader's or the tab's fetcher's.
  const dataOf = (id: Tab): LoaderData | null => {
    const fetched = fetchers[id].data?.tab === id ? fetchers[id].data : null;
    const own = fromLoader[id] ?? null;
    if (!fetched) return own;
    return !own || fetched.at > own.at ? fetched : own;
  };
  // After the loader ran again (a write on the page, the same URL again), a tab only the loader had
  // brought before is loaded again by its fetcher, in the background: the router already reloads the
  // tabs its fetchers hold.
  const reloadHeld = useRef<(brought: Tab) => void>(() => undefined);
  reloadHeld.current = (brought) => {
    for (const id of TABS)
      if (id !== brought && fromLoader[id] && !fetchers[id].data && fetchers[id].state === 'idle')
        void fetchers[id].load(paths.app.child.view.getHref(child.id, id));
  };
  const firstLoad = useRef(loaded);
  useEffect(() => {
    if (loaded !== firstLoad.current) reloadHeld.current(loaded.tab);
  }, [loaded]);

  // The selected tab: the URL's, or the one just picked (the URL follows a frame later).
  const urlTab = tabOf(params.tab, clinical, variant);
  const [selected, setSelected] = useState<Tab>(urlTab);
  const [shownUrlTab, setShownUrlTab] = useState<Tab>(urlTab);
  if (urlTab !== shownUrlTab) {
    // the URL changed (a link, back or forward, or the navigation that follows a pick)
    setShownUrlTab(urlTab);
    setSelected(urlTab);
  }
  const tab = tabs.includes(selected) ? selected : urlTab;

  const load = (id: Tab, staleAfter: number) => {
    const fetcher = fetchers[id];
    const data = dataOf(id);
    if (fetcher.state !== 'idle' || (data && Date.now() - data.at < staleAfter)) return;
    void fetcher.load(paths.app.child.view.getHref(child.id, id));
  };
  // The tab shown has no data yet (picked with no intent first, or opened by a link): load it; the panel
  // says it is loading meanwhile.
  const loadShown = useRef(load);
  loadShown.current = load;
  useEffect(() => loadShown.current(tab, Number.POSITIVE_INFINITY), [tab]);
  // The URL's tab follows the pick once the panel has painted and the browser is idle: the navigation
  // loads nothing (`shouldRevalidate`) but renders the whole page and writes the browser's history.
  const pendingUrl = useRef<(() => void) | null>(null);
  useEffect(() => () => pendingUrl.current?.(), []);
  const select = (next: string) => {
    const id = tabs.find((candidate) => candidate === next);
    if (!id) return;
    setSelected(id);
    pendingUrl.current?.();
    pendingUrl.current = afterPaint(() => {
      pendingUrl.current = null;
      navigate(paths.app.child.view.getHref(child.id, id), { replace: true });
    });
  };
  // Intent: the pointer on a tab, focus on it or a touch loads that tab's data (again when it is old), and
  // the Scores chart's code.
  const intent = (event: React.SyntheticEvent) => {
    const element = (event.target as Element).closest?.('[role="tab"]');
    const id = tabs.find((candidate) => element?.id.endsWith(`-tab-${candidate}`));
    if (!id) return;
    if (id === 'scores') preloadScoreChart();
    if (id !== tab) load(id, STALE_MS);
  };

  const timeline = dataOf('timeline');
  const scores = dataOf('scores');
  const tools = dataOf('tools');
  const panels: Record<Tab, React.ReactNode> = {
    timeline:
      timeline?.tab === 'timeline' ? (
        <ChildTimeline
          todayList={timeline.todayList}
          scores={timeline.scores}
          solutions={timeline.solutions}
        />
      ) : null,
    scores:
      scores?.tab === 'scores' ? (
        <ScoresTab scores={scores.scores} trends={scores.trends} gauges={scores.gauges} />
      ) : null,
    tools:
      tools?.tab === 'tools' ? (
        <Tools categories={tools.categories} courses={tools.courses} solutions={tools.solutions} />
      ) : null,
  };
  return (
    <div className="web-page">
      <h1 className="web-visually-hidden">{child.name}</h1>
      {clinical ? (
        <p>
          <Link to={paths.app.child.clinical.getHref(child.id)}>{t('child.tabs.clinical')}</Link>
        </p>
      ) : null}
      {mayChange ? (
        <p>
          <Link to={paths.app.child.report.getHref(child.id)}>{t('report.link', { name: child.name })}</Link>
        </p>
      ) : null}
      <Plans catalogue={loaded.catalogue} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only prefetches; the tabs inside are the controls */}
      <div onPointerOver={intent} onFocus={intent} onTouchStart={intent}>
        <Tabs
          compact
          label={t('child.tabsLabel')}
          selectedId={tab}
          onSelect={select}
          keepMounted
          tabs={tabs.map((id) => ({
            id,
            label: t(`child.tabs.${id}`),
            panel:
              panels[id] ??
              (id === tab ? (
                <p className="web-muted" role="status" aria-busy="true">
                  {t('common.loading')}
                </p>
              ) : null),
          }))}
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
  const failed = fetcher.state === 'idle' ? (fetcher.data?.error?.error ?? null) : null;
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
    today: today(),
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
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy !== null}
                  aria-busy={busy === plan.id || undefined}
                  onClick={() => start(plan)}
                  aria-label={t('child.plans.startNamed', { title: title(plan) })}
                >
                  {t('child.plans.start')}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {failed ? (
        <p role="alert" className="web-form-error">
          {/* a gate's refusal (no subscription, an add-on not bought) says which, a refusal with the server's
              reason (already started) says it; any other failure the generic words */}
          {(failed.kind === 'gate-refused' || failed.kind === 'refused' ? errorText(failed) : null) ??
            t('child.plans.startError')}
        </p>
      ) : null}
    </section>
  );
});

/**
 * The tools with a page, in the Tools tab, each with where it stands for the child (core's `toolStatus`
 * on the family's day: included, the child's, locked or coming soon); each page says what unlocks it.
 */
const TOOL_LINKS = [
  'social-emotional',
  'sleep',
  'target-recognition',
  'food-sensitivity',
  'parent-coaching',
  'reading-attention-tutor',
] as const;

const Tools = memo(function Tools({
  categories,
  courses,
  solutions,
}: {
  readonly categories: readonly AddOnCategory[];
  readonly courses: readonly ChildCourse[];
  readonly solutions: readonly Solution[];
}) {
  const { t } = useTranslation();
  const { child } = useChildData();
  const { products, purchases } = useAppData();
  // The tools and add-ons are bought and used by the family; a collaborator sees the courses only.
  const family = useChildMay('change');
  const statusOf = (tool: string): ToolStatus =>
    toolStatus(
      solutions.find((solution) => solution.name === tool),
      { products, purchases, childId: child.id, today: today() },
    );
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
            {TOOL_LINKS.map((tool) => {
              const status = statusOf(tool);
              return (
                <li key={tool} data-tool={tool} data-status={status}>
                  <Link
                    to={
                      tool === 'target-recognition'
                        ? paths.app.child.targetRecognition.getHref(child.id)
                        : paths.app.child.tool.getHref(child.id, tool)
                    }
                  >
                    {t(`tools.names.${tool}`)}
                  </Link>{' '}
                  <span className={`web-tool-status web-tool-status--${status}`}>
                    {t(`tools.status.${status}`)}
                  </span>
                </li>
              );
            })}
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
          <ButtonLink variant="primary" render={<Link to={paths.app.child.addOns.getHref(child.id)} />}>
            {t('child.tools.browse')}
          </ButtonLink>
        </>
      ) : null}
    </div>
  );
});
