/**
 * Social + Emotional (DESSA-based): the monthly check-in's 72 answers (24 strengths, each seen at home,
 * at school and with friends; answered 0-4) read as 8 development areas and an overall total.
 *
 * Conventions:
 * - A question's key is `dessa_{n}` (n = 1..72, the catalogue's order); its strength is `(n - 1) % 24`.
 * - A percentile among peers comes only from a norms table (`DessaNorms`, published by the instrument's
 *   owner, per age band): without one that covers the child's age, a check-in is read as raw totals out
 *   of their maximum and their share of it, and no percentile or band is ever produced.
 * - Bands by DESSA's reference positions (`DESSA_POSITIONS`) on a normed percentile: `strength` from 84,
 *   `typical` from 18, `need` below 18.
 */
import { DESSA_POSITIONS, MEASURES, type MeasureScoring } from '../measures/measures.logic';
import type { SocialEmotionalCheckin, SocialEmotionalRawReason } from './social-emotional.schema';
import {
  DESSA_AREA_RAW_MAX,
  DESSA_OVERALL_RAW_MAX,
  type DessaNorms,
  type DessaNormsAgeBand,
  type NormsTable,
} from './social-emotional-norms.schema';

/** The 8 development areas of the DESSA, in the order the tool page shows them. */
export const DESSA_AREAS = [
  'self_awareness',
  'social_awareness',
  'self_management',
  'goal_directed_behavior',
  'relationship_skills',
  'personal_responsibility',
  'decision_making',
  'optimistic_thinking',
] as const;
/** A development area of the DESSA. */
export type DessaArea = (typeof DESSA_AREAS)[number];

/** The area of each of the 24 strengths, in the catalogue's order (3 strengths per area). */
const STRENGTH_AREAS: readonly DessaArea[] = [
  'optimistic_thinking', // Kept trying after a setback
  'self_awareness', // Said something kind about themself
  'personal_responsibility', // Took care over a piece of work
  'relationship_skills', // Worked well with others
  'self_management', // Waited calmly for a turn
  'self_awareness', // Asked for help when it was needed
  'self_management', // Calmed down after being upset
  'goal_directed_behavior', // Followed the steps of a task
  'social_awareness', // Showed they cared about someone
  'optimistic_thinking', // Handled a change of plan well
  'decision_making', // Made a good choice without being reminded
  'decision_making', // Stood up for what was right
  'relationship_skills', // Shared or took turns
  'self_management', // Accepted a "no" without a fuss
  'goal_directed_behavior', // Set a goal and worked toward it
  'self_awareness', // Said how they felt in words
  'social_awareness', // Listened when others spoke
  'decision_making', // Solved a problem on their own
  'personal_responsibility', // Kept a promise
  'social_awareness', // Thanked someone
  'relationship_skills', // Included someone who was left out
  'personal_responsibility', // Took responsibility for a mistake
  'optimistic_thinking', // Tried something new
  'goal_directed_behavior', // Finished what they started
];

/** How many DESSA questions each area has (3 strengths × 3 settings). */
export const DESSA_QUESTIONS_PER_AREA = 9;

/** The development area a DESSA question feeds, by its key (`dessa_1`..`dessa_72`); null for any other key. */
export function dessaAreaOf(questionKey: string): DessaArea | null {
  const match = /^dessa_(\d+)$/.exec(questionKey);
  if (!match) return null;
  const n = Number(match[1]);
  const total = (MEASURES.dessa.scoring as MeasureScoring).scoredQuestions;
  if (n < 1 || n > total) return null;
  return STRENGTH_AREAS[(n - 1) % STRENGTH_AREAS.length] ?? null;
}

/** A band of a DESSA percentile: a strength, typical, or a need for instruction. */
export type DessaBand = 'strength' | 'typical' | 'need';

/** The band of a DESSA percentile: `strength` from 84, `typical` from 18, otherwise `need`. */
export function dessaBand(percentile: number): DessaBand {
  if (percentile >= DESSA_POSITIONS.strength) return 'strength';
  if (percentile >= DESSA_POSITIONS.typical) return 'typical';
  return 'need';
}

/** One development area of a check-in: its raw total and how many of its questions were answered. */
export interface DessaAreaTotal {
  readonly area: DessaArea;
  readonly total: number;
  readonly answered: number;
}

/**
 * The 8 development areas of a DESSA check-in from its answers (question key and the chosen answer's
 * value, 0-4): each area's raw total and how many of its questions were answered. Answers to other
 * questions are ignored; a value is kept within 0-4; unanswered questions count 0.
 */
export function dessaAreaTotals(
  answers: readonly { readonly key: string; readonly value: number }[],
): DessaAreaTotal[] {
  const answerMax = (MEASURES.dessa.scoring as MeasureScoring).answerMax;
  const totals = new Map<DessaArea, { total: number; answered: number }>(
    DESSA_AREAS.map((area) => [area, { total: 0, answered: 0 }]),
  );
  for (const answer of answers) {
    const area = dessaAreaOf(answer.key);
    const entry = area ? totals.get(area) : undefined;
    if (!entry || !Number.isFinite(answer.value)) continue;
    entry.total += Math.round(Math.min(answerMax, Math.max(0, answer.value)));
    entry.answered += 1;
  }
  return DESSA_AREAS.map((area) => ({ area, ...(totals.get(area) ?? { total: 0, answered: 0 }) }));
}

/**
 * The percentile a norms table gives a raw total: the percentile of the last row whose `raw` is at or
 * below it (a table's rows are steps from raw 0 up, see `normsTableSchema`); a total below 0 reads as 0.
 * Within one table it never goes down as the raw total goes up.
 */
export function normsPercentile(table: NormsTable, raw: number): number {
  let percentile = table[0]?.percentile ?? 1;
  for (const row of table) {
    if (row.raw <= raw) percentile = row.percentile;
    else break;
  }
  return percentile;
}

/** The age band of a norms file that covers a child aged `years` (whole years), or null when none does. */
export function normsAgeBand(norms: DessaNorms, years: number): DessaNormsAgeBand | null {
  return norms.age_bands.find((band) => band.min_age <= years && years <= band.max_age) ?? null;
}

/** A raw total's share of its maximum, as a whole per cent (0-100). */
export function rawShare(raw: number, max: number): number {
  return Math.round((100 * Math.min(max, Math.max(0, raw))) / max);
}

/** What reading a check-in needs beyond its answers: the norms table (null when none is configured) and the child's age. */
export interface SocialEmotionalReadingFacts {
  readonly norms: DessaNorms | null;
  /** The child's age in whole years on the day of the check-in (`ageInYears`). */
  readonly ageYears: number;
}

/** A check-in read from its answers: everything of the answer but the assessment's id and dates. */
export type SocialEmotionalReading =
  | Omit<Extract<SocialEmotionalCheckin, { scoring: 'norms' }>, 'assessment_id' | 'completed_at' | 'next_due'>
  | Omit<Extract<SocialEmotionalCheckin, { scoring: 'raw' }>, 'assessment_id' | 'completed_at' | 'next_due'>;

/**
 * Reads a DESSA check-in's answers (see {@link dessaAreaTotals}): with a norms table that has an age band
 * for the child's age, the overall total and each area get the band's percentile for their raw total
 * ({@link normsPercentile}) and its band ({@link dessaBand}); otherwise (`raw`, with the reason: no table,
 * or no band for this age) each keeps its raw total out of its maximum and its share, and no percentile
 * or band is produced.
 */
export function readSocialEmotional(
  answers: readonly { readonly key: string; readonly value: number }[],
  facts: SocialEmotionalReadingFacts,
): SocialEmotionalReading {
  const areas = dessaAreaTotals(answers);
  const overallRaw = areas.reduce((sum, area) => sum + area.total, 0);
  const band = facts.norms ? normsAgeBand(facts.norms, facts.ageYears) : null;
  if (!band) {
    const reason: SocialEmotionalRawReason = facts.norms ? 'age_outside_norms' : 'no_norms';
    return {
      scoring: 'raw',
      reason,
      overall: {
        raw: overallRaw,
        max: DESSA_OVERALL_RAW_MAX,
        share: rawShare(overallRaw, DESSA_OVERALL_RAW_MAX),
      },
      areas: areas.map(({ area, total, answered }) => ({
        area,
        raw: total,
        max: DESSA_AREA_RAW_MAX,
        share: rawShare(total, DESSA_AREA_RAW_MAX),
        answered,
      })),
    };
  }
  const overallPercentile = normsPercentile(band.overall, overallRaw);
  return {
    scoring: 'norms',
    overall: {
      raw: overallRaw,
      max: DESSA_OVERALL_RAW_MAX,
      percentile: overallPercentile,
      band: dessaBand(overallPercentile),
    },
    areas: areas.map(({ area, total, answered }) => {
      const percentile = normsPercentile(band.areas[area], total);
      return { area, raw: total, max: DESSA_AREA_RAW_MAX, percentile, band: dessaBand(percentile), answered };
    }),
  };
}
