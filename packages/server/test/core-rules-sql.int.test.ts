/**
 * Where SQL states a core rule for the database's sake, it must say what core says. Each property here
 * generates rows, writes them to the real database (PGlite; PostgreSQL too when `DATABASE_URL` is set),
 * runs the server's query and core's predicate on the same rows and expects the same answer:
 * - the today list (`todayListRows` against core's `isInTodayList`);
 * - the check-in item an assessment completes (`checkInCandidates` then core's `dueCheckInItem`, against
 *   core's rule on the generated rows);
 * - the fixed rate-limit window (`countAttempt`'s one statement against core's `rateLimitStep`);
 * - the log-in back-off (`admitLogIn`'s counting statement and `giveBack` against core's
 *   `loginBackOffStep` and `loginBackOffGiveBack`).
 */
import {
  addDays,
  type CheckInItemFacts,
  dueCheckInItem,
  isInTodayList,
  isOpenCheckInItem,
  type LoginBackOffState,
  loginBackOffGiveBack,
  loginBackOffStep,
  rateLimitStep,
} from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import {
  activityItems,
  activityPlans,
  activitySessions,
  childActivityItems,
  childActivityPlans,
  childActivitySessions,
  loginFailures,
} from '../src/db/schema';
import { admitLogIn, giveBack, throttleKeys } from '../src/http/throttle';
import { todayListRows } from '../src/plans/plans.service';
import { checkInCandidates } from '../src/questionnaires/questionnaires.service';
import { countAttempt } from '../src/security/rate-limit';
import { engines, type Harness, startHarness } from './support/harness';

const TODAY = '2026-03-10';
/** Runs per property: each writes and reads the database, so fewer than fast-check's default 100. */
const RUNS = 40;

const dayArb = fc.option(
  fc.integer({ min: -5, max: 5 }).map((offset) => addDays(TODAY, offset)),
  { nil: null },
);
const stateArb = fc.constantFrom('active', 'paused', 'inactive');
const planRowsArb = fc.array(stateArb, { minLength: 1, maxLength: 3 });
const sessionRowsArb = fc.array(
  fc.record({
    plan: fc.nat(),
    complete: fc.boolean(),
    skipped: fc.boolean(),
    scheduleDate: dayArb,
  }),
  { maxLength: 8 },
);
const itemRowsArb = fc.array(
  fc.record({ session: fc.nat(), template: fc.nat(), complete: fc.boolean(), skipped: fc.boolean() }),
  { maxLength: 10 },
);

describe.each(engines)('SQL that mirrors a core rule (%s)', (engine) => {
  let harness: Harness;
  let ctx: AppContext;
  let childId: number;
  let activityPlanIds: number[];
  let activitySessionId: number;
  /** Catalogue items to copy: questionnaire items of two questionnaires and one other kind. */
  let templates: { id: number; kind: string; content: string }[];

  beforeAll(async () => {
    harness = await startHarness(engine);
    ctx = harness.server.ctx;
    const { token } = await harness.family('sql-mirror');
    const added = await harness.call('POST', '/v1/patients', {
      token,
      body: { patient: { name: 'Rowan', birthday: '2018-04-02', gender: 'female' } },
    });
    childId = (added.json as { patient: { id: number } }).patient.id;
    activityPlanIds = (await ctx.db.select({ id: activityPlans.id }).from(activityPlans)).map(
      (row) => row.id,
    );
    const [session] = await ctx.db.select({ id: activitySessions.id }).from(activitySessions).limit(1);
    activitySessionId = session?.id ?? 0;
    const all = await ctx.db
      .select({ id: activityItems.id, kind: activityItems.kind, content: activityItems.content })
      .from(activityItems);
    const questionnaires = [...new Set(all.filter((i) => i.kind === 'questionnaire').map((i) => i.content))];
    templates = [
      ...questionnaires
        .slice(0, 2)
        .map((content) => all.find((i) => i.kind === 'questionnaire' && i.content === content)),
      all.find((i) => i.kind !== 'questionnaire'),
    ].filter((row): row is { id: number; kind: string; content: string } => row !== undefined);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('the catalogue gives the properties two questionnaires and another kind of item to copy', () => {
    expect(childId).toBeGreaterThan(0);
    expect(activityPlanIds.length).toBeGreaterThan(0);
    expect(templates.map((t) => t.kind)).toEqual([
      'questionnaire',
      'questionnaire',
      expect.not.stringMatching(/^questionnaire$/),
    ]);
  });

  /** Replaces the child's plans with the generated ones; answers the rows as written, with their ids. */
  async function write(
    plans: readonly string[],
    sessions: readonly { plan: number; complete: boolean; skipped: boolean; scheduleDate: string | null }[],
    items: readonly { session: number; template: number; complete: boolean; skipped: boolean }[] = [],
  ) {
    await ctx.db.delete(childActivityPlans).where(eq(childActivityPlans.childId, childId));
    const planRows = await ctx.db
      .insert(childActivityPlans)
      .values(
        plans.map((state, index) => ({
          childId,
          activityPlanId: activityPlanIds[index % activityPlanIds.length] ?? 0,
          state,
        })),
      )
      .returning({ id: childActivityPlans.id, state: childActivityPlans.state });
    const sessionRows =
      sessions.length === 0
        ? []
        : await ctx.db
            .insert(childActivitySessions)
            .values(
              sessions.map((session, index) => ({
                childActivityPlanId: planRows[session.plan % planRows.length]?.id ?? 0,
                activitySessionId,
                position: index,
                scheduleDate: session.scheduleDate,
                complete: session.complete,
                skipped: session.skipped,
              })),
            )
            .returning();
    const itemValues =
      sessionRows.length === 0
        ? []
        : items.map((item, index) => ({
            childActivitySessionId: sessionRows[item.session % sessionRows.length]?.id ?? 0,
            activityItemId: templates[item.template % templates.length]?.id ?? 0,
            position: index,
            complete: item.complete,
            skipped: item.skipped,
          }));
    const itemRows =
      itemValues.length === 0 ? [] : await ctx.db.insert(childActivityItems).values(itemValues).returning();
    return { planRows, sessionRows, itemRows };
  }

  it('the today list: the query selects exactly the sessions core puts in it', async () => {
    await fc.assert(
      fc.asyncProperty(planRowsArb, sessionRowsArb, async (plans, sessions) => {
        const { planRows, sessionRows } = await write(plans, sessions);
        const stateOf = new Map(planRows.map((plan) => [plan.id, plan.state]));
        const expected = sessionRows
          .filter((session) =>
            isInTodayList(session, { state: stateOf.get(session.childActivityPlanId) ?? null }, TODAY),
          )
          .map((session) => session.id)
          .sort((a, b) => a - b);
        const { sessions: selected } = await todayListRows(ctx.db, childId, TODAY);
        expect(selected.map((session) => session.id).sort((a, b) => a - b)).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('the check-in item: the query loses no open item, and the one chosen is the one core chooses', async () => {
    await fc.assert(
      fc.asyncProperty(
        planRowsArb,
        sessionRowsArb,
        itemRowsArb,
        fc.nat(),
        async (plans, sessions, items, pick) => {
          const { planRows, sessionRows, itemRows } = await write(plans, sessions, items);
          const key = templates[pick % 2]?.content ?? '';
          const stateOf = new Map(planRows.map((plan) => [plan.id, plan.state]));
          const sessionOf = new Map(sessionRows.map((session) => [session.id, session]));
          const templateOf = new Map(templates.map((template) => [template.id, template]));
          const facts: CheckInItemFacts[] = itemRows.map((item) => {
            const session = sessionOf.get(item.childActivitySessionId);
            const template = templateOf.get(item.activityItemId);
            return {
              id: item.id,
              kind: template?.kind ?? '',
              content: template?.content ?? null,
              complete: item.complete,
              skipped: item.skipped,
              sessionComplete: session?.complete ?? false,
              sessionSkipped: session?.skipped ?? false,
              scheduleDate: session?.scheduleDate ?? null,
              planState: stateOf.get(session?.childActivityPlanId ?? 0) ?? null,
            };
          });
          const candidates = await checkInCandidates(ctx.db, childId);
          const open = (rows: readonly CheckInItemFacts[]) =>
            rows
              .filter((row) => isOpenCheckInItem(row, key))
              .map((row) => row.id)
              .sort((a, b) => a - b);
          expect(open(candidates)).toEqual(open(facts));
          expect(dueCheckInItem(candidates, key, TODAY)?.id ?? null).toBe(
            dueCheckInItem(facts, key, TODAY)?.id ?? null,
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the rate-limit window: the counting statement answers what core answers, attempt after attempt', async () => {
    let keys = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          max: fc.integer({ min: 1, max: 4 }),
          windowMs: fc.integer({ min: 1_000, max: 120_000 }),
        }),
        fc.array(fc.integer({ min: 0, max: 150_000 }), { minLength: 1, maxLength: 8 }),
        async (limit, gaps) => {
          keys += 1;
          const key = `sql-mirror-${engine}-${keys}-${Date.now()}`;
          let at = Date.parse('2026-03-10T12:00:00Z');
          let state: { count: number; startedAt: Date } | null = null;
          for (const gap of gaps) {
            at += gap;
            const now = new Date(at);
            const answer = await countAttempt({ ...ctx, clock: { now: () => now } }, key, limit);
            const step = rateLimitStep(limit, state, now);
            state = { count: step.count, startedAt: step.startedAt };
            expect(answer).toEqual({
              allowed: step.allowed,
              count: step.count,
              retryAfterMs: step.retryAfterMs,
            });
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("the log-in back-off's statement answers as core's loginBackOffStep, on the same attempts", async () => {
    let emails = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          maxFailures: fc.integer({ min: 1, max: 4 }),
          windowMs: fc.integer({ min: 10_000, max: 120_000 }),
          baseDelayMs: fc.integer({ min: 1_000, max: 30_000 }),
        }),
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 150_000 }), right: fc.boolean() }), {
          minLength: 1,
          maxLength: 10,
        }),
        async (settings, attempts) => {
          emails += 1;
          const email = `mirror-${engine}-${emails}-${Date.now()}@example.test`;
          const address = `10.9.${emails % 250}.${Math.floor(emails / 250) + 1}`;
          // The address's own back-off far away: this property follows the account's key.
          const throttle = { ...settings, maxFailuresPerAddress: 1_000 };
          const { account } = throttleKeys(email, address);
          let at = Date.parse('2026-03-10T12:00:00Z');
          let state: LoginBackOffState | null = null;
          for (const { gap, right } of attempts) {
            at += gap;
            const now = new Date(at);
            const scope = { db: ctx.db, clock: { now: () => now }, loginThrottle: throttle };
            const admission = await admitLogIn(scope, email, address);
            const step = loginBackOffStep(settings, settings.maxFailures, state, now);
            expect(admission.admitted).toBe(step.admitted);
            const { admitted: _, ...counted } = step;
            state = counted;
            if (admission.admitted && right) {
              await giveBack(scope, admission.counted);
              state = loginBackOffGiveBack(state, settings.maxFailures);
            }
            const [row] = await ctx.db.select().from(loginFailures).where(eq(loginFailures.key, account));
            expect({
              failures: row?.failures,
              windowStartedAt: row?.windowStartedAt.getTime(),
              lastFailedAt: row?.lastFailedAt.getTime(),
              nextAttemptAt: row?.nextAttemptAt.getTime(),
            }).toEqual({
              failures: state.failures,
              windowStartedAt: state.windowStartedAt.getTime(),
              lastFailedAt: state.lastFailedAt.getTime(),
              nextAttemptAt: state.nextAttemptAt.getTime(),
            });
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
