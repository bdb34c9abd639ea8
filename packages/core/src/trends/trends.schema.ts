import * as z from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/common.schema';

/** One completed assessment in a trend: when it was completed and its score (`null` when not scored). */
export const TrendAssessmentSchema = z.object({
  id: IdSchema,
  completed_at: IsoDateTimeSchema,
  score: z.number().nullable(),
});
/** One completed assessment in a trend. */
export type TrendAssessment = z.infer<typeof TrendAssessmentSchema>;

/**
 * Which way a trend goes, as the server computes it with `trendDirection`: `up` (the child is doing better in the
 * measure's improvement direction), `steady` or `down`; `null` when it cannot tell
 * (the label then is the default, 'Error').
 */
export const TrendDirectionSchema = z.enum(['up', 'steady', 'down']);
/** Which way a trend goes. */
export type TrendDirection = z.infer<typeof TrendDirectionSchema>;

/** A child's trend for one measure `key` (`GET trends?child_id=`), with its assessments oldest first. */
export const TrendSchema = z.object({
  key: z.string().min(1),
  trend: TrendDirectionSchema.nullable(),
  assessments: z.array(TrendAssessmentSchema),
});
/** A child's trend for one measure. */
export type Trend = z.infer<typeof TrendSchema>;
