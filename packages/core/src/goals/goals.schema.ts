import * as z from 'zod';
import { RespondentSchema } from '../collaborators/collaborators.schema';
import { IdSchema, IsoDateTimeSchema } from '../common/common.schema';

/**
 * The nine outcomes a new score brings to a measure's goal (add-ons spec section 4), as `goalOutcome`
 * computes them; the web words each as a sentence.
 */
export const GoalOutcomeKindSchema = z.enum([
  'progressed-to-goal-not-possible',
  'no-change-within-goal',
  'progress-within-goal',
  'regress-within-goal',
  'progressed-to-new-goal',
  'regressed-to-new-goal',
  'progressed-to-goal-not-recommended',
  'generated-first-goal-recommended',
  'generated-first-goal-not-recommended',
]);

/**
 * One entry (result) of a meaningful change score: a goal step for one measure.
 *
 * - `start` is the score when the goal was set, `current` the latest score, `target` the goal.
 * - `min`, `max` bound the measure's range; `cutOff` is its clinical cut-off (`null` when none).
 * - `score` is the raw score of the assessment that produced the entry (`null` when not scored).
 * - `accepted` is the parent's answer to the recommended goal, `null` until answered.
 * - `milestone_id` links the entry to the previous goal it follows, `null` for the first goal.
 * - `outcome` is which of the nine goal outcomes the score brought (core's `goalOutcome`), `null` when
 *   unknown (entries recorded before outcomes were kept); always sent by the reference server.
 * - `respondent` is who gave the answers when it was not the family (a collaborator's link), else `null`.
 * Results are sorted by `id`.
 */
export const MeaningfulChangeEntrySchema = z.object({
  id: IdSchema,
  kind: z.string().min(1),
  start: z.number(),
  current: z.number(),
  target: z.number(),
  min: z.number(),
  max: z.number(),
  cutOff: z.number().nullable(),
  score: z.number().nullable(),
  accepted: z.boolean().nullable(),
  milestone_id: IdSchema.nullable(),
  created_at: IsoDateTimeSchema,
  outcome: GoalOutcomeKindSchema.nullable().optional(),
  respondent: RespondentSchema.nullable().optional(),
});
/** One entry of a meaningful change score. */
export type MeaningfulChangeEntry = z.infer<typeof MeaningfulChangeEntrySchema>;

/**
 * A child's meaningful change score for one measure `kind` (`GET meaningful_change_scores?child_id=`), with its
 * entries in `results`. `accepted` is whether the parent accepted the current goal, `null` until answered.
 * `outcome` is the goal outcome of the latest entry (the sentence the scores tab shows), `null` when none.
 */
export const MeaningfulChangeScoreSchema = z.object({
  id: IdSchema,
  child_id: IdSchema,
  kind: z.string().min(1),
  accepted: z.boolean().nullable(),
  results: z.array(MeaningfulChangeEntrySchema),
  outcome: GoalOutcomeKindSchema.nullable().optional(),
});
/** A child's meaningful change score for one measure. */
export type MeaningfulChangeScore = z.infer<typeof MeaningfulChangeScoreSchema>;

/** Body of `PUT meaningful_change_scores/{id}`: `{ accepted }`. */
export const MeaningfulChangeScoreUpdateBodySchema = z.object({ accepted: z.boolean() });
/** Body of `PUT meaningful_change_scores/{id}`. */
export type MeaningfulChangeScoreUpdateBody = z.infer<typeof MeaningfulChangeScoreUpdateBodySchema>;
