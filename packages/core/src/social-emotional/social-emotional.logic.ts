/**
 * Social + Emotional (DESSA-based): the monthly check-in's 72 answers (24 strengths, each seen at home,
 * at school and with friends; answered 0-4) read as 8 development areas, each a percentile against peers
 * on DESSA's 1-99 scale and a band.
 *
 * Conventions:
 * - A question's key is `dessa_{n}` (n = 1..72, the catalogue's order); its strength is `(n - 1) % 24`.
 * - An area's percentile is the share of its highest possible total (its 9 questions × 4) placed on the
 *   1-99 scale, as the overall DESSA percentile (`dessaPercentile`); unanswered questions count 0.
 * - Bands by DESSA's reference positions (`DESSA_POSITIONS`): `strength` from 84, `typical` from 18,
 *   `need` below 18.
 */
import { DESSA_POSITIONS, MEASURES, type MeasureScoring } from '../measures/measures.logic';

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

/** An area's percentile (1-99) for the total of its answers (0..36); totals outside count as the nearest edge. */
export function dessaAreaPercentile(areaTotal: number): number {
  const scoring = MEASURES.dessa.scoring as MeasureScoring;
  const top = DESSA_QUESTIONS_PER_AREA * scoring.answerMax;
  const share = Math.min(1, Math.max(0, areaTotal / top));
  return Math.round(scoring.min + (scoring.max - scoring.min) * share);
}

/** One development area of a check-in: its total, how many of its questions were answered, percentile and band. */
export interface DessaAreaScore {
  readonly area: DessaArea;
  readonly total: number;
  readonly answered: number;
  readonly percentile: number;
  readonly band: DessaBand;
}

/**
 * The 8 development areas of a DESSA check-in from its answers (question key and the chosen answer's
 * value, 0-4): each area's total, its percentile and band. Answers to other questions are ignored; a
 * value is kept within 0-4.
 */
export function dessaAreaScores(
  answers: readonly { readonly key: string; readonly value: number }[],
): DessaAreaScore[] {
  const answerMax = (MEASURES.dessa.scoring as MeasureScoring).answerMax;
  const totals = new Map<DessaArea, { total: number; answered: number }>(
    DESSA_AREAS.map((area) => [area, { total: 0, answered: 0 }]),
  );
  for (const answer of answers) {
    const area = dessaAreaOf(answer.key);
    const entry = area ? totals.get(area) : undefined;
    if (!entry || !Number.isFinite(answer.value)) continue;
    entry.total += Math.min(answerMax, Math.max(0, answer.value));
    entry.answered += 1;
  }
  return DESSA_AREAS.map((area) => {
    const { total, answered } = totals.get(area) ?? { total: 0, answered: 0 };
    const percentile = dessaAreaPercentile(total);
    return { area, total, answered, percentile, band: dessaBand(percentile) };
  });
}
