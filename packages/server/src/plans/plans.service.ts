/**
 * A child's plans: starting one from the catalogue (its sessions scheduled from the template), listing
 * them with sessions and items, the today list, and the state changes activate, pause and unpause.
 *
 * Conventions:
 * - a plan starts 'active' on the family's day; its sessions are scheduled by the core's
 *   `scheduleSessions` with the plan's cadence (`planCadenceDays`): the intro (position 0) due that day
 *   and primed, the session at position k due k × the cadence later;
 * - the today list is core's `isInTodayList` (the sessions of the child's active plans due today or earlier,
 *   neither complete nor skipped) in core's `compareTodayList` order (plan priority, plan, position);
 * - rows are read in three queries (plans, sessions, items) and joined with the in-memory catalogue.
 */
import { compareTodayList, planCadenceDays, planPriority, scheduleSessions } from '@attune/core/rules';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type AppContext, todayOf } from '../context';
import type { Db, Tx } from '../db/database';
import { childActivityItems, childActivityPlans, childActivitySessions } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { iso } from '../lib/days';
import { localizedCatalogue, type PlanCatalogue } from './catalogue-cache';

type PlanRow = typeof childActivityPlans.$inferSelect;
type SessionRow = typeof childActivitySessions.$inferSelect;
type ItemRow = typeof childActivityItems.$inferSelect;

/** The wire shape of a session item. */
export function itemJson(catalogue: PlanCatalogue, item: ItemRow) {
  const template = catalogue.items.get(item.activityItemId);
  return {
    id: item.id,
    position: item.position,
    activity_item: {
      id: item.activityItemId,
      content: template?.content ?? '',
      kind: template?.kind ?? 'text',
      require_confirmation: template?.requireConfirmation ?? false,
      video_url: template?.videoUrl ?? null,
    },
    complete: item.complete,
    skipped: item.skipped,
    completed_at: iso(item.completedAt),
    reflection: item.reflection,
  };
}

/** The wire shape of a session with its items. */
export function sessionJson(catalogue: PlanCatalogue, session: SessionRow, items: readonly ItemRow[]) {
  const template = catalogue.sessions.get(session.activitySessionId);
  return {
    id: session.id,
    child_activity_plan_id: session.childActivityPlanId,
    activity_session_id: session.activitySessionId,
    title: template?.title ?? 'Session',
    kind: template?.kind ?? 'session',
    description: template?.description || null,
    requirements: template?.requirements || null,
    schedule_date: session.scheduleDate,
    position: session.position,
    complete: session.complete,
    completed_at: iso(session.completedAt),
    skipped: session.skipped,
    skipped_at: iso(session.skippedAt),
    primed: session.primed,
    length: template?.length || null,
    actions: template?.actions ?? { complete: true, skip: true },
    child_activity_items: [...items]
      .sort((a, b) => a.position - b.position)
      .map((item) => itemJson(catalogue, item)),
  };
}

/** The catalogue summary a child plan carries. */
export function planSummaryJson(catalogue: PlanCatalogue, activityPlanId: number) {
  const plan = catalogue.plans.get(activityPlanId);
  return {
    id: activityPlanId,
    key: plan?.key ?? 'plan',
    title: plan?.title ?? 'Plan',
    kind: plan?.kind ?? 'plan',
    short_description: plan?.shortDescription || null,
    primary_color: plan?.primaryColor ?? '#4a6fa5',
    icon: plan?.icon ?? null,
    translations: plan?.translations ?? {},
  };
}

/** The wire shape of a child plan with its sessions. */
export function childPlanJson(
  catalogue: PlanCatalogue,
  plan: PlanRow,
  sessions: readonly SessionRow[],
  itemsBySession: ReadonlyMap<number, ItemRow[]>,
) {
  return {
    id: plan.id,
    child_id: plan.childId,
    activity_plan_id: plan.activityPlanId,
    activity_plan: planSummaryJson(catalogue, plan.activityPlanId),
    state: plan.state as 'inactive' | 'active' | 'paused',
    complete: plan.complete,
    created_at: plan.createdAt.toISOString(),
    child_activity_sessions: [...sessions]
      .sort((a, b) => a.position - b.position)
      .map((session) => sessionJson(catalogue, session, itemsBySession.get(session.id) ?? [])),
  };
}

/** Wire shape of a child plan. */
export type ChildPlanJson = ReturnType<typeof childPlanJson>;

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
};

async function catalogueFor(
  ctx: AppContext,
  planRows: readonly PlanRow[],
  db: Db | Tx = ctx.db,
): Promise<PlanCatalogue> {
  const catalogue = await ctx.catalogue.ensure(
    (c) => planRows.every((row) => c.plans.has(row.activityPlanId)),
    db,
  );
  // Titles, steps and texts in the language the app asked for.
  return localizedCatalogue(catalogue, ctx.language);
}

type SessionTuple = [
  number,
  number,
  number,
  number,
  string | null,
  boolean,
  string | null,
  boolean,
  string | null,
  boolean,
  ItemTuple[],
];
type ItemTuple = [number, number, number, boolean, boolean, string | null, string | null, string | null];

const instantOf = (text: string | null): Date | null => (text === null ? null : new Date(text));

/**
 * Reads the sessions of some child plans with their items in ONE query that PostgreSQL aggregates into a
 * single JSON text: parsing one JSON string is far cheaper than materialising 750 rows one by one (the
 * plan listing of a busy child), on PGlite above all.
 */
export async function readSessionsAndItems(db: Db | Tx, planIds: readonly number[]) {
  const sessions: SessionRow[] = [];
  const items: ItemRow[] = [];
  if (planIds.length === 0) return { sessions, items };
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      s.id, s.child_activity_plan_id, s.activity_session_id, s.position, s.schedule_date,
      s.complete, s.completed_at, s.skipped, s.skipped_at, s.primed,
      (select coalesce(json_agg(json_build_array(
         i.id, i.activity_item_id, i.position, i.complete, i.skipped, i.completed_at, i.skipped_at, i.reflection
       ) order by i.position), '[]'::json)
       from child_activity_items i where i.child_activity_session_id = s.id)
    ) order by s.child_activity_plan_id, s.position), '[]'::json)::text as data
    from child_activity_sessions s
    where s.child_activity_plan_id in (${sql.join(
      planIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as {
    rows: { data: string }[];
  };
  const text = result.rows[0]?.data ?? '[]';
  for (const row of JSON.parse(text) as SessionTuple[]) {
    const [
      id,
      planId,
      activitySessionId,
      position,
      scheduleDate,
      complete,
      completedAt,
      skipped,
      skippedAt,
      primed,
      itemTuples,
    ] = row;
    sessions.push({
      id,
      childActivityPlanId: planId,
      activitySessionId,
      position,
      scheduleDate,
      complete,
      completedAt: instantOf(completedAt),
      skipped,
      skippedAt: instantOf(skippedAt),
      primed,
    });
    for (const [
      itemId,
      activityItemId,
      itemPosition,
      itemComplete,
      itemSkipped,
      itemCompletedAt,
      itemSkippedAt,
      reflection,
    ] of itemTuples) {
      items.push({
        id: itemId,
        childActivitySessionId: id,
        activityItemId,
        position: itemPosition,
        complete: itemComplete,
        completedAt: instantOf(itemCompletedAt),
        skipped: itemSkipped,
        skippedAt: instantOf(itemSkippedAt),
        reflection,
      });
    }
  }
  return { sessions, items };
}

/** Reads child plans (given rows) with their sessions and items, in the core's plan order. */
export async function childPlansJson(ctx: AppContext, db: Db | Tx, planRows: readonly PlanRow[]) {
  if (planRows.length === 0) return [];
  const catalogue = await catalogueFor(ctx, planRows, db);
  const { sessions, items } = await readSessionsAndItems(
    db,
    planRows.map((row) => row.id),
  );
  const sessionsByPlan = groupBy(sessions, (row) => row.childActivityPlanId);
  const itemsBySession = groupBy(items, (row) => row.childActivitySessionId);
  const ordered = [...planRows].sort(
    (a, b) => priorityOf(catalogue, b) - priorityOf(catalogue, a) || a.id - b.id,
  );
  return ordered.map((plan) =>
    childPlanJson(catalogue, plan, sessionsByPlan.get(plan.id) ?? [], itemsBySession),
  );
}

const priorityOf = (catalogue: PlanCatalogue, plan: PlanRow): number =>
  planPriority(catalogue.plans.get(plan.activityPlanId)?.key ?? '');

/** Every plan of a child (ownership already checked). */
export async function listChildPlans(ctx: AppContext, childId: number) {
  const planRows = await ctx.db
    .select()
    .from(childActivityPlans)
    .where(eq(childActivityPlans.childId, childId))
    .orderBy(asc(childActivityPlans.id));
  return childPlansJson(ctx, ctx.db, planRows);
}

/** One child plan of a child, or 404 (also when it belongs to another child). */
export async function childPlanOf(_ctx: AppContext, db: Db | Tx, childId: number, planId: number) {
  const rows = await db
    .select()
    .from(childActivityPlans)
    .where(and(eq(childActivityPlans.id, planId), eq(childActivityPlans.childId, childId)));
  const row = rows[0];
  if (!row) throw notFound('Plan');
  return row;
}

/** One child plan as the wire shows it. */
export async function childPlanJsonById(ctx: AppContext, db: Db | Tx, childId: number, planId: number) {
  const row = await childPlanOf(ctx, db, childId, planId);
  const [json] = await childPlansJson(ctx, db, [row]);
  if (!json) throw notFound('Plan');
  return json;
}

/**
 * Starts a catalogue plan for a child on the family's day: one child plan, a session per template
 * scheduled by the core's `scheduleSessions` (position 0 due today and primed, position k due k × the
 * plan's cadence later), an item per template item. Returns the new plan's id.
 */
export async function startPlan(
  ctx: AppContext,
  db: Db | Tx,
  childId: number,
  activityPlanId: number,
  options: { today?: string; now?: Date } = {},
): Promise<number> {
  const catalogue = await ctx.catalogue.ensure((c) => c.plans.has(activityPlanId), db);
  const plan = catalogue.plans.get(activityPlanId);
  if (!plan) throw new HttpError(422, { activity_plan_id: ['is not a plan of the catalogue'] });
  const today = options.today ?? todayOf(ctx);
  const now = options.now ?? ctx.clock.now();
  const templates = catalogue.sessionsOfPlan.get(plan.id) ?? [];
  const inserted = await db
    .insert(childActivityPlans)
    .values({ childId, activityPlanId, state: 'active', createdAt: now })
    .returning({ id: childActivityPlans.id });
  const planId = inserted[0]?.id;
  if (planId === undefined) throw new Error('plan insert returned no row');
  if (templates.length === 0) return planId;
  const schedule = scheduleSessions(
    today,
    planCadenceDays(plan.key),
    templates.map((template) => template.position),
  );
  const sessions = await db
    .insert(childActivitySessions)
    .values(
      templates.map((template, index) => ({
        childActivityPlanId: planId,
        activitySessionId: template.id,
        position: template.position,
        scheduleDate: schedule[index]?.schedule_date ?? today,
        primed: schedule[index]?.primed ?? false,
      })),
    )
    .returning({ id: childActivitySessions.id, activitySessionId: childActivitySessions.activitySessionId });
  const itemValues = sessions.flatMap((session) =>
    (catalogue.itemsOfSession.get(session.activitySessionId) ?? []).map((item) => ({
      childActivitySessionId: session.id,
      activityItemId: item.id,
      position: item.position,
    })),
  );
  if (itemValues.length > 0) await db.insert(childActivityItems).values(itemValues);
  return planId;
}

/** Sets a child plan's state; activating and unpausing give 'active', pausing 'paused'. */
export async function setPlanState(
  ctx: AppContext,
  childId: number,
  planId: number,
  action: 'activate' | 'pause' | 'unpause',
) {
  await childPlanOf(ctx, ctx.db, childId, planId);
  const state = action === 'pause' ? 'paused' : 'active';
  await ctx.db.update(childActivityPlans).set({ state }).where(eq(childActivityPlans.id, planId));
  return childPlanJsonById(ctx, ctx.db, childId, planId);
}

/**
 * The rows of a child's today list on `today`: its active plans, and their sessions core's `isInTodayList`
 * keeps, selected in SQL (the plan active; the session not complete, not skipped, scheduled on or before
 * `today`). A property test runs this query and core's rule on the same generated rows.
 */
export async function todayListRows(db: AppContext['db'], childId: number, today: string) {
  const planRows = await db
    .select()
    .from(childActivityPlans)
    .where(and(eq(childActivityPlans.childId, childId), eq(childActivityPlans.state, 'active')));
  if (planRows.length === 0) return { planRows, sessions: [] };
  const sessions = await db
    .select()
    .from(childActivitySessions)
    .where(
      and(
        inArray(
          childActivitySessions.childActivityPlanId,
          planRows.map((row) => row.id),
        ),
        eq(childActivitySessions.complete, false),
        eq(childActivitySessions.skipped, false),
        lte(childActivitySessions.scheduleDate, today),
      ),
    );
  return { planRows, sessions };
}

/** The child's today list: due sessions of active plans, in core's order (`compareTodayList`). */
export async function todayList(ctx: AppContext, childId: number) {
  const { planRows, sessions } = await todayListRows(ctx.db, childId, todayOf(ctx));
  if (sessions.length === 0) return [];
  const catalogue = await catalogueFor(ctx, planRows);
  const items = await ctx.db
    .select()
    .from(childActivityItems)
    .where(
      inArray(
        childActivityItems.childActivitySessionId,
        sessions.map((row) => row.id),
      ),
    );
  const itemsBySession = groupBy(items, (row) => row.childActivitySessionId);
  const planById = new Map(planRows.map((row) => [row.id, row]));
  const order = (session: SessionRow) => {
    const plan = planById.get(session.childActivityPlanId);
    return {
      priority: plan ? priorityOf(catalogue, plan) : 0,
      planId: session.childActivityPlanId,
      position: session.position,
    };
  };
  return sessions
    .sort((a, b) => compareTodayList(order(a), order(b)))
    .map((session) => sessionJson(catalogue, session, itemsBySession.get(session.id) ?? []));
}
