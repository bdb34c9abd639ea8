/**
 * The trackable measures catalogue (add-ons spec section 3): each measure's score range, cut-off, number
 * of questions and the direction in which it improves.
 *
 * Conventions:
 * - Scores are the questionnaire's total (or a percentile for DESSA); `min` and `max` bound it.
 * - `cutOff` separates the clinical range from the typical range; "past the cut-off" means further in the
 *   improvement direction (see goals). A measure without a score has `score: null`.
 * - Where the spec says a value is not shown, the catalogue says `null` rather than inventing it.
 */
import { pscThreshold } from '../questionnaires/questionnaires.logic';
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

const total = (min: number, max: number, cutOff: number | null): MeasureScoring => ({
  min,
  max,
  cutOff,
  scale: 'total',
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
 * - inattentive and hyperactive 0-27, cut-off 11.5, 12 questions; conduct 0-42, cut-off 5.5, 14
 *   questions; anxiety 0-21, cut-off 5.5, 7 questions; oppositional 0-24, cut-off 7.5, 8 questions;
 *   emotional 0-70, cut-off 23.5 by default (27.5 from age 6, as the pediatric symptom checklist it is
 *   scored like), questions not shown. All improve by reducing.
 * - DESSA (client variants): percentile 1-99, cut-off 96, 72 questions, improves by increasing.
 * - Pediatric symptom checklist (client variants): 0-70, threshold 27.5 from age 6 else 23.5, 35
 *   questions, improves by reducing.
 * - Medication side effects: 16 questions, no score. Social + Emotional: no questionnaire, no score.
 * - Overall trend, medication, target recognition, sleep review, reading attention tutor, strength and
 *   needs: details not shown in the spec, so no scoring here.
 */
export const MEASURES: Readonly<Record<MeasureKey, MeasureDefinition>> = {
  inattentive: measure('inattentive', 'reduce', total(0, 27, 11.5), 12),
  hyperactive: measure('hyperactive', 'reduce', total(0, 27, 11.5), 12),
  conduct: measure('conduct', 'reduce', total(0, 42, 5.5), 14),
  anxiety: measure('anxiety', 'reduce', total(0, 21, 5.5), 7),
  oppositional: measure('oppositional', 'reduce', total(0, 24, 7.5), 8),
  emotional: measure('emotional', 'reduce', total(0, 70, 23.5), null),
  overall_trend: measure('overall_trend', null, null, null),
  medication: measure('medication', null, null, null),
  target_recognition: measure('target_recognition', null, null, null),
  sleep_review: measure('sleep_review', null, null, null),
  reading_attention_tutor: measure('reading_attention_tutor', null, null, null),
  strength_and_needs: measure('strength_and_needs', null, null, null),
  dessa: measure('dessa', 'increase', { min: 1, max: 99, cutOff: 96, scale: 'percentile' }, 72, true),
  pediatric_symptom_checklist: measure('pediatric_symptom_checklist', 'reduce', total(0, 70, 23.5), 35, true),
  medication_side_effects: measure('medication_side_effects', null, null, 16, true),
  social_emotional: measure('social_emotional', null, null, null, true),
};

/** DESSA's reference positions on the percentile scale (e.g. overall strength 84, typical 18). */
export const DESSA_POSITIONS = { strength: 84, typical: 18 } as const;

/** Whether `key` names a measure of the catalogue. */
export function isMeasureKey(key: string): key is MeasureKey {
  return (MEASURE_KEYS as readonly string[]).includes(key);
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
