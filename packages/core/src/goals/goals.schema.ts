import * as z from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/common.schema';

/**
 * One entry (result) of a meaningful change score: a goal step for one measure.
 *
 * - `start` is the score when the goal was set, `current` the latest score, `target` the goal.
 * - `min`, `max` bound the measure's range; `cutOff` is its clinical cut-off (`null` when none).
 * - `score` is the raw score of the assessment that produced the entry (`null` when not scored).
 * - `accepted` is the parent's answer to the recommended goal, `null` until answered.
 * - `milestone_id` links the entry to the previous goal it follows, `null` for the first goal.
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
});
/** One entry of a meaningful change score. */
export type MeaningfulChangeEntry = z.infer<typeof MeaningfulChangeEntrySchema>;

/**
 * A child's meaningful change score for one measure `kind` (`GET meaningful_change_scores?child_id=`), with its
 * entries in `results`. `accepted` is whether the parent accepted the current goal, `null` until answered.
 */
export const MeaningfulChangeScoreSchema = z.object({
  id: IdSchema,
  child_id: IdSchema,
  kind: z.string().min(1),
  accepted: z.boolean().nullable(),
  results: z.array(MeaningfulChangeEntrySchema),
});
/** A child's meaningful change score for one measure. */
export type MeaningfulChangeScore = z.infer<typeof MeaningfulChangeScoreSchema>;

/** Body of `PUT meaningful_change_scores/{id}`: `{ accepted }`. */
export const MeaningfulChangeScoreUpdateBodySchema = z.object({ accepted: z.boolean() });
/** Body of `PUT meaningful_change_scores/{id}`. */
export type MeaningfulChangeScoreUpdateBody = z.infer<typeof MeaningfulChangeScoreUpdateBodySchema>;
