/**
 * Scores and insights of a child: meaningful change scores (goals), trends, gauges, and the results of
 * the add-on tools (Target Recognition, sleep, food sensitivity).
 *
 * Every rule is the core's: a new score's goal step (`nextGoalEntry`: a goal one meaningful step better,
 * kept until achieved, then the next milestone; its outcome by `goalOutcome` with the measure's cut-off for
 * the child's age and its direction), the trend (`trendDirection`, by the measure's improvement direction)
 * and Target Recognition's next task (`targetRecognitionNextTask`).
 */
import {
  ageInYears,
  FoodSensitivityStateSchema,
  type GoalOutcomeKind,
  GoalOutcomeKindSchema,
  isMeasureKey,
  MEASURES,
  measureCutOff,
  nextGoalEntry,
  targetRecognitionNextTask,
  trendDirection,
} from '@attune/core/rules';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ChildRow } from '../children/ownership';
import { type AppContext, todayOf } from '../context';
import type { Tx } from '../db/database';
import {
  assessments,
  children,
  cognitiveResults,
  foodSensitivityResults,
  improvementAreas,
  meaningfulChangeEntries,
  meaningfulChangeScores,
  sleepResults,
} from '../db/schema';
import { kitAddressOf } from '../food-sensitivity/kit-address';
import { notFound } from '../http/errors';
import { iso } from '../lib/days';

/**
 * Records a scored assessment as a meaningful change entry of the child's score for that measure (the
 * core's `nextGoalEntry`), and answers the goal outcome it made.
 */
export async function recordMeaningfulChange(
  tx: Tx,
  input: {
    childId: number;
    assessmentId: number;
    kind: string;
    score: number;
    min: number;
    max: number;
    cutOff: number | null;
    direction: 'reduce' | 'increase';
    now: Date;
  },
): Promise<GoalOutcomeKind> {
  const existing = await tx
    .select()
    .from(meaningfulChangeScores)
    .where(
      and(eq(meaningfulChangeScores.childId, input.childId), eq(meaningfulChangeScores.kind, input.kind)),
    )
    .for('update');
  let scoreId = existing[0]?.id;
  if (scoreId === undefined) {
    // Two first assessments at once: the unique (child, kind) index lets one insert, the other reads it.
    await tx
      .insert(meaningfulChangeScores)
      .values({ childId: input.childId, kind: input.kind, accepted: false, createdAt: input.now })
      .onConflictDoNothing();
    const created = await tx
      .select({ id: meaningfulChangeScores.id })
      .from(meaningfulChangeScores)
      .where(
        and(eq(meaningfulChangeScores.childId, input.childId), eq(meaningfulChangeScores.kind, input.kind)),
      )
      .for('update');
    scoreId = created[0]?.id;
  }
  if (scoreId === undefined) throw new Error('score insert returned no row');
  const previous = (
    await tx
      .select()
      .from(meaningfulChangeEntries)
      .where(eq(meaningfulChangeEntries.scoreId, scoreId))
      .orderBy(desc(meaningfulChangeEntries.id))
      .limit(1)
  )[0];
  const step = nextGoalEntry(
    previous
      ? {
          start: previous.start,
          current: previous.current,
          target: previous.target,
          milestone: previous.milestoneId,
        }
      : null,
    input.score,
    { min: input.min, max: input.max, cutOff: input.cutOff, direction: input.direction },
  );
  await tx.insert(meaningfulChangeEntries).values({
    scoreId,
    assessmentId: input.assessmentId,
    milestoneId: step.milestone,
    start: step.start,
    current: step.current,
    target: step.target,
    min: input.min,
    max: input.max,
    cutOff: input.cutOff,
    score: input.score,
    accepted: false,
    outcome: step.outcome,
    createdAt: input.now,
  });
  return step.outcome;
}

const GOAL_OUTCOMES = GoalOutcomeKindSchema.options;
const outcomeOf = (value: string | null): GoalOutcomeKind | null =>
  GOAL_OUTCOMES.find((outcome) => outcome === value) ?? null;

async function scoresJson(ctx: AppContext, rows: (typeof meaningfulChangeScores.$inferSelect)[]) {
  if (rows.length === 0) return [];
  const entries = await ctx.db
    .select({
      entry: meaningfulChangeEntries,
      respondentName: assessments.respondentName,
      respondentRelationship: assessments.respondentRelationship,
    })
    .from(meaningfulChangeEntries)
    .leftJoin(assessments, eq(assessments.id, meaningfulChangeEntries.assessmentId))
    .where(
      inArray(
        meaningfulChangeEntries.scoreId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(meaningfulChangeEntries.id));
  return rows.map((row) => {
    const results = entries
      .filter(({ entry }) => entry.scoreId === row.id)
      .map(({ entry, respondentName, respondentRelationship }) => ({
        id: entry.id,
        kind: row.kind,
        start: entry.start,
        current: entry.current,
        target: entry.target,
        min: entry.min,
        max: entry.max,
        cutOff: entry.cutOff,
        score: entry.score,
        accepted: entry.accepted,
        milestone_id: entry.milestoneId,
        created_at: entry.createdAt.toISOString(),
        outcome: outcomeOf(entry.outcome),
        respondent:
          respondentName !== null && respondentName !== undefined
            ? { name: respondentName, relationship: respondentRelationship ?? '' }
            : null,
      }));
    return {
      id: row.id,
      child_id: row.childId,
      kind: row.kind,
      accepted: row.accepted,
      results,
      outcome: results.at(-1)?.outcome ?? null,
    };
  });
}

/** A child's meaningful change scores with their entries. */
export async function listScores(ctx: AppContext, childId: number) {
  const rows = await ctx.db
    .select()
    .from(meaningfulChangeScores)
    .where(eq(meaningfulChangeScores.childId, childId))
    .orderBy(asc(meaningfulChangeScores.id));
  return scoresJson(ctx, rows);
}

/** Accepts (or un-accepts) the goal of a score of one of the caller's children. */
export async function acceptScore(ctx: AppContext, userId: number, id: number, accepted: boolean) {
  const rows = await ctx.db
    .select({ score: meaningfulChangeScores })
    .from(meaningfulChangeScores)
    .innerJoin(children, eq(children.id, meaningfulChangeScores.childId))
    .where(and(eq(meaningfulChangeScores.id, id), eq(children.userId, userId)));
  if (!rows[0]) throw notFound('Score');
  const updated = await ctx.db.transaction(async (tx) => {
    const result = await tx
      .update(meaningfulChangeScores)
      .set({ accepted })
      .where(eq(meaningfulChangeScores.id, id))
      .returning();
    const latest = (
      await tx
        .select({ id: meaningfulChangeEntries.id })
        .from(meaningfulChangeEntries)
        .where(eq(meaningfulChangeEntries.scoreId, id))
        .orderBy(desc(meaningfulChangeEntries.id))
        .limit(1)
    )[0];
    if (latest) {
      await tx
        .update(meaningfulChangeEntries)
        .set({ accepted })
        .where(eq(meaningfulChangeEntries.id, latest.id));
    }
    return result;
  });
  const [json] = await scoresJson(ctx, updated);
  if (!json) throw notFound('Score');
  return json;
}

/**
 * A child's trends: per measure, the scores of the stored assessments in time order (each scored
 * assessment's entry for that measure; a Vanderbilt rating counts toward five) and the core's
 * `trendDirection`: up when the latest score is better than the one before in the measure's improvement
 * direction (null with fewer than two).
 */
export async function listTrends(ctx: AppContext, childId: number) {
  const rows = await ctx.db
    .select({
      id: assessments.id,
      completedAt: assessments.completedAt,
      kind: meaningfulChangeScores.kind,
      score: meaningfulChangeEntries.score,
    })
    .from(meaningfulChangeEntries)
    .innerJoin(meaningfulChangeScores, eq(meaningfulChangeScores.id, meaningfulChangeEntries.scoreId))
    .innerJoin(assessments, eq(assessments.id, meaningfulChangeEntries.assessmentId))
    .where(eq(meaningfulChangeScores.childId, childId))
    .orderBy(asc(assessments.completedAt), asc(assessments.id));
  const byKey = new Map<string, { id: number; completed_at: string; score: number | null }[]>();
  for (const row of rows) {
    const list = byKey.get(row.kind) ?? [];
    list.push({ id: row.id, completed_at: row.completedAt.toISOString(), score: row.score });
    byKey.set(row.kind, list);
  }
  return [...byKey.entries()].map(([key, list]) => {
    const direction = isMeasureKey(key) ? MEASURES[key].direction : null;
    const trend = trendDirection(
      list.map((entry) => entry.score),
      direction,
    );
    return { key, trend, assessments: list };
  });
}

const GAUGE_KEYS = ['inattentive', 'hyperactive', 'conduct', 'anxiety', 'oppositional', 'emotional'] as const;

/** A child's gauges: for each scored measure, the latest score within its range and cut-off. */
export async function gaugesOf(ctx: AppContext, child: ChildRow) {
  const trends = await listTrends(ctx, child.id);
  const areas = await ctx.db.select().from(improvementAreas);
  const years = ageInYears(child.birthday, todayOf(ctx));
  return GAUGE_KEYS.map((key) => {
    const definition = MEASURES[key];
    const scoring = definition.scoring ?? { min: 0, max: 0, cutOff: null };
    const latest = trends.find((trend) => trend.key === key)?.assessments.at(-1) ?? null;
    return {
      key,
      title: areas.find((area) => area.slug === key)?.name ?? key,
      value: latest?.score ?? null,
      min: scoring.min,
      max: scoring.max,
      cutOff: isMeasureKey(key) ? measureCutOff(key, years) : scoring.cutOff,
      direction: definition.direction ?? 'reduce',
      updated_at: latest?.completed_at ?? null,
    };
  });
}

/** Target Recognition results of a child, newest first. */
export async function cognitiveResultsOf(ctx: AppContext, childId: number) {
  const rows = await ctx.db
    .select()
    .from(cognitiveResults)
    .where(eq(cognitiveResults.childId, childId))
    .orderBy(desc(cognitiveResults.completedAt), desc(cognitiveResults.id));
  return rows.map((row) => ({
    id: row.id,
    child_id: row.childId,
    level: row.level,
    score: row.score,
    leveled_up: row.leveledUp,
    mean_response_ms: row.meanResponseMs,
    completed_at: row.completedAt.toISOString(),
  }));
}

/** Target Recognition progress: the next weekly task (the core's `targetRecognitionNextTask`) and the last result. */
export async function cognitiveProgressOf(ctx: AppContext, childId: number) {
  const results = await cognitiveResultsOf(ctx, childId);
  const last = results[0] ?? null;
  return {
    next_task: targetRecognitionNextTask(last, todayOf(ctx), ctx.timeZone),
    last_result: last,
  };
}

/** One sleep row as the wire's sleep result. */
export function sleepJson(row: typeof sleepResults.$inferSelect) {
  return {
    id: row.id,
    child_id: row.childId,
    source: row.source === 'device' ? ('device' as const) : ('checkin' as const),
    start_time: row.startTime.toISOString(),
    end_time: iso(row.endTime),
    minutes_asleep: row.minutesAsleep,
    night: row.night,
    bedtime: row.bedtime,
    wake_time: row.wakeTime,
    night_wakings: row.nightWakings,
  };
}

/** Sleep results of a child by source (device or check-in), newest first. */
export async function sleepsOf(ctx: AppContext, childId: number, source: 'device' | 'checkin') {
  const rows = await ctx.db
    .select()
    .from(sleepResults)
    .where(and(eq(sleepResults.childId, childId), eq(sleepResults.source, source)))
    .orderBy(desc(sleepResults.startTime));
  return rows.map(sleepJson);
}

const PANELS = ['food', 'nutrition_deficiencies', 'environmental_sensitivities', 'heavy_metals'] as const;

/** Food sensitivity results of a child. */
export async function foodSensitivityOf(ctx: AppContext, childId: number) {
  const rows = await ctx.db
    .select()
    .from(foodSensitivityResults)
    .where(eq(foodSensitivityResults.childId, childId))
    .orderBy(asc(foodSensitivityResults.id));
  return rows.map((row) => ({
    id: row.id,
    child_id: row.childId,
    // Core's kit states; a row older than them reads as the kit ordered.
    state: FoodSensitivityStateSchema.catch('ordered').parse(row.state),
    items: row.items.map((item) => ({
      panel: PANELS.find((panel) => panel === item.panel) ?? 'food',
      name: item.name,
      level: Math.max(0, Math.min(4, Math.round(item.level))),
    })),
    // Kept as core's schema parsed it when ordered; a stored one it no longer takes reads as none.
    shipping_address: kitAddressOf(row.shippingAddress),
    ordered_at: iso(row.orderedAt),
    shipped_at: iso(row.shippedAt),
    sample_sent_at: iso(row.sampleSentAt),
    received_at: iso(row.receivedAt),
    completed_at: iso(row.completedAt),
  }));
}
