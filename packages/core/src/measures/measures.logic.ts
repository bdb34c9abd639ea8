/**
 * The trackable measures catalogue (add-ons spec section 3): each measure's score range, cut-off, number
 * of questions and the direction in which it improves.
 *
 * Conventions:
 * - Scores are the questionnaire's total (or a percentile for DESSA); `min` and `max` bound it.
 * - `cutOff` separates the clinical range from the typical range; "past the cut-off" means further in the
 *   improvement direction (see goals). A measure without a score has `score: null`.
 * - Where the spec says a value is not shown, the catalogue says `null` rather than inventing it.
 * - A scored questionnaire has `scoredQuestions` answered from 0 (never) up to `answerMax`; its raw total runs
 *   from 0 to `scoredQuestions × answerMax`. A `total` measure's range is exactly that; a `percentile`
 *   measure (DESSA) maps it onto 1-99. Other questions (school performance, free text) do not count.
 * - This table is the one statement of every range and cut-off: the server's seed writes its questionnaires
 *   and improvement areas from it.
 */
import { addDays, calendarDay } from '../calendar/calendar.logic';
import { planCadenceDays } from '../plans/plans.logic';
import type { ImprovementDirection } from './measures.schema';

/** The direction in which a measure improves: `reduce` (lower is better) or `increase` (higher is better). */
export type MeasureDirection = ImprovementDirection;

/** How a measure is scored, or null when it has no score. */
export interface MeasureScoring {
  readonly min: number;
  readonly max: number;
  /** The default cut-off; `measureCutOff` gives the one for a child's age where it depends on it. */
  readonly cutOff: number | null;
  /** `total` sums the answers; `percentile` is a 1-99 percentile against peers. */
  readonly scale: 'total' | 'percentile';
  /** How many questions count toward the score. */
  readonly scoredQuestions: number;
  /** The value of a scored question's highest answer (its lowest is 0). */
  readonly answerMax: number;
}

/** A trackable measure of the catalogue. */
export interface MeasureDefinition {
  readonly key: MeasureKey;
  readonly direction: MeasureDirection | null;
  readonly scoring: MeasureScoring | null;
  /** How many questions its questionnaire has; null when not known. */
  readonly questionCount: number | null;
  /** Whether the measure is offered only to some client variants. */
  readonly clientVariantOnly: boolean;
}

/** The keys of the trackable measures. */
export const MEASURE_KEYS = [
  'inattentive',
  'hyperactive',
  'conduct',
  'anxiety',
  'oppositional',
  'emotional',
  'overall_trend',
  'medication',
  'target_recognition',
  'sleep_review',
  'reading_attention_tutor',
  'strength_and_needs',
  'dessa',
  'pediatric_symptom_checklist',
  'medication_side_effects',
  'social_emotional',
] as const;

/** A trackable measure's key. */
export type MeasureKey = (typeof MEASURE_KEYS)[number];

/** A summed score: `scoredQuestions` answered 0..`answerMax`, so the range is 0 to their product. */
const total = (scoredQuestions: number, answerMax: number, cutOff: number | null): MeasureScoring => ({
  min: 0,
  max: scoredQuestions * answerMax,
  cutOff,
  scale: 'total',
  scoredQuestions,
  answerMax,
});
const measure = (
  key: MeasureKey,
  direction: MeasureDirection | null,
  scoring: MeasureScoring | null,
  questionCount: number | null,
  clientVariantOnly = false,
): MeasureDefinition => ({ key, direction, scoring, questionCount, clientVariantOnly });

/**
 * The measures catalogue, by key:
 * - inattentive and hyperactive 0-27 (9 scored questions 0-3, plus 3 on school performance: 12
 *   questions), cut-off 11.5; conduct 0-42 (14 questions 0-3), cut-off 5.5; anxiety 0-21 (7 questions
 *   0-3), cut-off 5.5; oppositional 0-24 (8 questions 0-3), cut-off 7.5; emotional 0-70 (14 scored
 *   questions 0-5; the count is not shown), cut-off 23.5 by default (27.5 from age 6, as the pediatric
 *   symptom checklist it is scored like). All improve by reducing.
 * - DESSA (client variants): percentile 1-99 from 72 questions answered 0-4, cut-off 96, improves by
 *   increasing.
 * - Pediatric symptom checklist (client variants): 0-70 (35 questions 0-2), threshold 27.5 from age 6
 *   else 23.5, improves by reducing.
 * - Medication side effects: 16 questions, no score. Social + Emotional: no questionnaire, no score.
 * - Overall trend, medication, target recognition, sleep review, reading attention tutor, strength and
 *   needs: details not shown in the spec, so no scoring here.
 */
export const MEASURES: Readonly<Record<MeasureKey, MeasureDefinition>> = {
  inattentive: measure('inattentive', 'reduce', total(9, 3, 11.5), 12),
  hyperactive: measure('hyperactive', 'reduce', total(9, 3, 11.5), 12),
  conduct: measure('conduct', 'reduce', total(14, 3, 5.5), 14),
  anxiety: measure('anxiety', 'reduce', total(7, 3, 5.5), 7),
  oppositional: measure('oppositional', 'reduce', total(8, 3, 7.5), 8),
  emotional: measure('emotional', 'reduce', total(14, 5, 23.5), null),
  overall_trend: measure('overall_trend', null, null, null),
  medication: measure('medication', null, null, null),
  target_recognition: measure('target_recognition', null, null, null),
  sleep_review: measure('sleep_review', null, null, null),
  reading_attention_tutor: measure('reading_attention_tutor', null, null, null),
  strength_and_needs: measure('strength_and_needs', null, null, null),
  dessa: measure(
    'dessa',
    'increase',
    { min: 1, max: 99, cutOff: 96, scale: 'percentile', scoredQuestions: 72, answerMax: 4 },
    72,
    true,
  ),
  pediatric_symptom_checklist: measure('pediatric_symptom_checklist', 'reduce', total(35, 2, 23.5), 35, true),
  medication_side_effects: measure('medication_side_effects', null, null, 16, true),
  social_emotional: measure('social_emotional', null, null, null, true),
};

/** DESSA's reference positions on the percentile scale (e.g. overall strength 84, typical 18). */
export const DESSA_POSITIONS = { strength: 84, typical: 18 } as const;

/** Whether `key` names a measure of the catalogue. */
export function isMeasureKey(key: string): key is MeasureKey {
  return (MEASURE_KEYS as readonly string[]).includes(key);
}

/** The age from which the pediatric symptom checklist's higher threshold applies. */
export const PSC_OLDER_FROM_AGE = 6;
/** The pediatric symptom checklist's threshold from age 6, and under 6. */
export const PSC_THRESHOLDS = { older: 27.5, younger: 23.5 } as const;

/**
 * The pediatric symptom checklist's threshold for a child aged `years`: 27.5 from age 6, otherwise 23.5.
 * A score at or above the threshold is a positive screen.
 */
export function pscThreshold(years: number): number {
  return years >= PSC_OLDER_FROM_AGE ? PSC_THRESHOLDS.older : PSC_THRESHOLDS.younger;
}

/**
 * A measure's cut-off for a child aged `years` (or the default when the age is unknown): the emotional
 * measure and the pediatric symptom checklist use {@link pscThreshold} (27.5 from age 6, else 23.5);
 * every other measure its catalogue cut-off, or null when it has none.
 */
export function measureCutOff(key: MeasureKey, years?: number | null): number | null {
  if ((key === 'emotional' || key === 'pediatric_symptom_checklist') && typeof years === 'number') {
    return pscThreshold(years);
  }
  return MEASURES[key].scoring?.cutOff ?? null;
}

/**
 * Whether a score lies in the measure's clinical range: on the wrong side of the cut-off, i.e. not past it
 * in the improvement direction (reduce: at or above it; increase: at or below it). False for measures
 * without a cut-off.
 */
export function isInClinicalRange(key: MeasureKey, score: number, years?: number | null): boolean {
  const cutOff = measureCutOff(key, years);
  const direction = MEASURES[key].direction;
  if (cutOff === null || direction === null) return false;
  return direction === 'reduce' ? score >= cutOff : score <= cutOff;
}

/** Clamps a score to the measure's range (a score outside it is a data error; the meter shows the edge). */
export function clampScore(key: MeasureKey, score: number): number {
  const scoring = MEASURES[key].scoring;
  if (!scoring) return score;
  return Math.min(scoring.max, Math.max(scoring.min, score));
}

/**
 * DESSA's percentile (1-99) for a raw total of its answers: the total's share of the highest possible total
 * (72 questions × 4), placed on the 1-99 scale and rounded; totals outside 0..288 count as the nearest edge.
 */
export function dessaPercentile(rawTotal: number): number {
  const scoring = MEASURES.dessa.scoring as MeasureScoring;
  const top = scoring.scoredQuestions * scoring.answerMax;
  const share = Math.min(1, Math.max(0, rawTotal / top));
  return Math.round(scoring.min + (scoring.max - scoring.min) * share);
}

/**
 * The score of a measure's questionnaire from the values of the chosen answers to its scored questions:
 * their total, kept within the measure's range; for DESSA its percentile ({@link dessaPercentile}). Null
 * for a measure without a score. All lowest answers give the range's minimum, all highest its maximum.
 */
export function scoreMeasure(key: MeasureKey, answers: readonly number[]): number | null {
  const scoring = MEASURES[key].scoring;
  if (!scoring) return null;
  const raw = answers.reduce((sum, value) => (Number.isFinite(value) ? sum + value : sum), 0);
  if (scoring.scale === 'percentile') return dessaPercentile(raw);
  return clampScore(key, raw);
}

/** Target Recognition's weekly task: the level it starts at and the sets of targets in each session. */
export const TARGET_RECOGNITION = { firstLevel: 1, sets: 80 } as const;

/** The last Target Recognition result, as the levelling rule needs it. */
export interface TargetRecognitionResultFacts {
  readonly level: number;
  /** Whether this result earned the next level (consistent performance). */
  readonly leveled_up: boolean;
  /** When it was completed (ISO date-time). */
  readonly completed_at: string;
}

/** The next Target Recognition task: its level, the sets of targets, and the day it is due (`YYYY-MM-DD`). */
export interface TargetRecognitionTask {
  readonly level: number;
  readonly sets: number;
  readonly due_date: string;
}

/**
 * The child's next Target Recognition task: level 1 and due today when there is no result yet; otherwise
 * the last result's level, one higher when that result levelled up, due one week (the plan's cadence) after
 * the family's day of the last result. Always 80 sets.
 */
export function targetRecognitionNextTask(
  last: TargetRecognitionResultFacts | null,
  today: string,
  timeZone = 'UTC',
): TargetRecognitionTask {
  if (!last) return { level: TARGET_RECOGNITION.firstLevel, sets: TARGET_RECOGNITION.sets, due_date: today };
  const lastDay = calendarDay(new Date(last.completed_at), timeZone);
  return {
    level: Math.max(TARGET_RECOGNITION.firstLevel, last.level + (last.leveled_up ? 1 : 0)),
    sets: TARGET_RECOGNITION.sets,
    due_date: addDays(lastDay, planCadenceDays('target-recognition')),
  };
}

/**
 * The direction in which the goal of a score of this kind improves: the measure's own direction when the
 * kind is a known measure with one, otherwise read from the goal itself (a target below the start means
 * lower is better). Screens and the timeline use this, never a guess of their own.
 */
export function goalDirection(kind: string, goal: { start: number; target: number }): MeasureDirection {
  const known = isMeasureKey(kind) ? MEASURES[kind].direction : null;
  return known ?? (goal.target < goal.start ? 'reduce' : 'increase');
}

/** One answered question as measure scoring needs it: the measure it feeds (or null) and its answer's value. */
export interface ScoredAnswer {
  /** The measure the question feeds (catalogue data), or null for a question that feeds none. */
  readonly measure: string | null;
  /** The value of the chosen answer, or null for a free-entry answer. */
  readonly value: number | null;
}

/** A measure's score from one questionnaire's answers. */
export interface MeasureScore {
  readonly kind: MeasureKey;
  readonly score: number;
}

/**
 * The scores of every scored measure a questionnaire's answers feed, in the order each measure first
 * appears: for each measure, {@link scoreMeasure} of the values of the answers to its questions. Answers
 * to questions that feed no measure, feed an unknown key or a measure without a score (medication side
 * effects) are left out, as are answers without a value. A questionnaire that feeds no scored measure
 * gives an empty list.
 */
export function measureScores(answers: readonly ScoredAnswer[]): MeasureScore[] {
  const values = new Map<MeasureKey, number[]>();
  for (const answer of answers) {
    if (answer.measure === null || !isMeasureKey(answer.measure)) continue;
    if (!MEASURES[answer.measure].scoring) continue;
    const list = values.get(answer.measure) ?? [];
    if (answer.value !== null && Number.isFinite(answer.value)) list.push(answer.value);
    values.set(answer.measure, list);
  }
  return [...values.entries()].map(([kind, list]) => ({ kind, score: scoreMeasure(kind, list) as number }));
}
