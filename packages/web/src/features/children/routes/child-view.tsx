import type { ActivityPlan, AddOnCategory, ChildCourse, Solution } from '@attune/core/rules';
import {
  appClient,
  type ClientVariant,
  childViewTab,
  childViewTabs,
  startablePlans,
  type ToolStatus,
  toolStatus,
} from '@attune/core/rules';
import { Button, ButtonLink, Card, ChipLink, Tabs } from '@attune/ui';
import { useQuery } from '@tanstack/react-query';
import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useFetcher,
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
import {
  childTabQueries,
  loadQuery,
  pageQueryClient,
  prefetchAnswers,
  prefetchQuery,
  type QueryOptions,
  referenceQuery,
} from '../../../lib/queries';
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

/**
 * The URL's tab (`/app/child/{id}/{tab}`): its queries and the plan catalogue, read through the query
 * cache. The other tabs are prefetched on intent (the pointer on a tab, focus, a touch), so a tab change
 * finds its answers cached and its URL, which follows, loads nothing new.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<null> {
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
  await Promise.all([
    loadQuery(referenceQuery('listActivityPlans')),
    ...Object.values(childTabQueries[tab](childId)).map((query) => loadQuery<unknown>(query)),
  ]);
  return null;
}

/**
 * Starts a plan (and activates it): the write marks the child's answers stale, so the child's plans and
 * today's sessions load again (the router revalidates, the tabs on screen refetch). With
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

/**
 * The child view: plans, then the Timeline (default), Scores and Tools tabs. A tab shows at once from the
 * query cache (loaded by the loader for the URL's tab, prefetched on intent for the others, whose panels
 * are then prepared out of sight); a panel seen or prepared once stays in the page, hidden, and follows its
 * queries (a write refetches them). The URL's tab follows (replaced) once the panel has painted. Another
 * child is another page (its own state).
 */
export function Component() {
  const { child } = useChildData();
  return <ChildView key={child.id} />;
}

function ChildView() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const account = useAccount();
  const clinical = account?.clinical === true;
  // The visit report is the family's (a collaborator follows the child without it).
  const mayChange = useChildMay('change');
  const catalogue = useAnswer(referenceQuery('listActivityPlans'));
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
      <Plans catalogue={catalogue ?? NO_PLANS} />
      <ChildTabs childId={child.id} clinical={clinical} />
    </div>
  );
}

/**
 * The Timeline, Scores and Tools tabs. A tab change renders this and the kit's tab list only: the view
 * around it (plans, links) keeps its render, and each panel is the same element while its tab is seen, so
 * a panel shown again is only un-hidden.
 */
const ChildTabs = memo(function ChildTabs({
  childId,
  clinical,
}: {
  readonly childId: number;
  readonly clinical: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const variant = useAppClient();
  const tabs = useMemo(() => tabsOf(clinical, variant), [clinical, variant]);

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
  // The tabs shown once, or prepared on intent: their panels stay in the page (hidden but the selected).
  const [seen, setSeen] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  if (!seen.has(tab)) setSeen(new Set([...seen, tab]));
  const preparing = useRef(new Set<Tab>());

  // The URL's tab follows the pick once the panel has painted and the browser is idle.
  const pendingUrl = useRef<(() => void) | null>(null);
  useEffect(() => () => pendingUrl.current?.(), []);
  const select = (next: string) => {
    const id = tabs.find((candidate) => candidate === next);
    if (!id) return;
    setSelected(id);
    pendingUrl.current?.();
    pendingUrl.current = afterPaint(() => {
      pendingUrl.current = null;
      navigate(paths.app.child.view.getHref(childId, id), { replace: true });
    });
  };
  // Intent: the pointer on a tab, focus on it or a touch prefetches that tab's answers (unless fresh), and
  // the Scores chart's code; once the answers are in, the tab's panel is prepared out of sight (rendered
  // hidden, in a transition that yields to input), so that the click only shows it. A failed answer
  // prepares nothing: the click then loads the tab and says why it could not.
  const intent = (event: React.SyntheticEvent) => {
    const element = (event.target as Element).closest?.('[role="tab"]');
    const id = tabs.find((candidate) => element?.id.endsWith(`-tab-${candidate}`));
    if (!id) return;
    if (id === 'scores') preloadScoreChart();
    if (id === tab) return;
    const queries = Object.values(childTabQueries[id](childId));
    if (seen.has(id) || preparing.current.has(id)) {
      for (const query of queries) prefetchQuery(query);
      return;
    }
    preparing.current.add(id);
    void prefetchAnswers(queries).then((answered) => {
      if (answered)
        startTransition(() => setSeen((shown) => (shown.has(id) ? shown : new Set([...shown, id]))));
      else preparing.current.delete(id);
    });
  };
  // The same items (and panel elements) until a tab is seen for the first time: the kit's tabs then only
  // move the selection.
  const items = useMemo(
    () =>
      tabs.map((id) => ({
        id,
        label: t(`child.tabs.${id}`),
        panel: seen.has(id) ? <TabPanel tab={id} childId={childId} /> : null,
      })),
    [tabs, seen, t, childId],
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only prefetches; the tabs inside are the controls
    <div onPointerOver={intent} onFocus={intent} onTouchStart={intent}>
      <Tabs
        compact
        label={t('child.tabsLabel')}
        selectedId={tab}
        onSelect={select}
        keepMounted
        tabs={items}
      />
    </div>
  );
});

const NO_PLANS: readonly ActivityPlan[] = [];

/** A query's answer on this page, once it is there; a failure reaches the route's error element. */
function useAnswer<T>(query: QueryOptions<T>): T | undefined {
  return useQuery({ ...query, throwOnError: true }, pageQueryClient()).data;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="web-muted" role="status" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}

/** One tab's panel, from its queries (`childTabQueries`); says it is loading until every answer is there. */
const TabPanel = memo(function TabPanel({ tab, childId }: { readonly tab: Tab; readonly childId: number }) {
  if (tab === 'timeline') return <TimelinePanel childId={childId} />;
  if (tab === 'scores') return <ScoresPanel childId={childId} />;
  return <ToolsPanel childId={childId} />;
});

function TimelinePanel({ childId }: { readonly childId: number }) {
  const queries = childTabQueries.timeline(childId);
  const todayList = useAnswer(queries.todayList);
  const scores = useAnswer(queries.scores);
  const solutions = useAnswer(queries.solutions);
  if (!todayList || !scores || !solutions) return <Loading />;
  return <ChildTimeline todayList={todayList} scores={scores} solutions={solutions} />;
}

function ScoresPanel({ childId }: { readonly childId: number }) {
  const queries = childTabQueries.scores(childId);
  const scores = useAnswer(queries.scores);
  const trends = useAnswer(queries.trends);
  const gauges = useAnswer(queries.gauges);
  if (!scores || !trends || !gauges) return <Loading />;
  return <ScoresTab scores={scores} trends={trends} gauges={gauges} />;
}

function ToolsPanel({ childId }: { readonly childId: number }) {
  const queries = childTabQueries.tools(childId);
  const categories = useAnswer(queries.categories);
  const courses = useAnswer(queries.courses);
  const solutions = useAnswer(queries.solutions);
  if (!categories || !courses || !solutions) return <Loading />;
  return <Tools categories={categories} courses={courses} solutions={solutions} />;
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
              <Card
                render={
                  <Link
                    style={{ borderTopColor: plan.activity_plan.primary_color }}
                    to={paths.app.child.plan.getHref(child.id, plan.id)}
                  />
                }
                className="web-plan-card"
              >
                <span className="web-plan-card__title">{title(plan.activity_plan)}</span>
                {plan.activity_plan.short_description ? (
                  <span className="web-muted">{plan.activity_plan.short_description}</span>
                ) : null}
                <span className="web-plan-card__progress">
                  {t('child.plans.progress', { done, total: sessions.length })}
                </span>
              </Card>
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
  const day = today();
  const statusOf = (tool: string): ToolStatus =>
    toolStatus(
      solutions.find((solution) => solution.name === tool),
      { products, purchases, childId: child.id, today: day },
    );
  return (
    <Card>
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
                <ChipLink
                  accent={`var(--at-category-${category.tag}, var(--at-category-gray))`}
                  render={<Link to={paths.app.child.addOnCategory.getHref(child.id, category.tag)} />}
                >
                  {t(`pages.addOns.categories.${category.tag}`, { defaultValue: category.title })}
                </ChipLink>
              </li>
            ))}
          </ul>
          <ButtonLink variant="primary" render={<Link to={paths.app.child.addOns.getHref(child.id)} />}>
            {t('child.tools.browse')}
          </ButtonLink>
        </>
      ) : null}
    </Card>
  );
});
