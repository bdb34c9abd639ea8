import { z } from 'zod';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema } from '../common/common.schema';

/** The 8 development areas of the DESSA (see `DESSA_AREAS`). */
export const DessaAreaSchema = z.enum([
  'self_awareness',
  'social_awareness',
  'self_management',
  'goal_directed_behavior',
  'relationship_skills',
  'personal_responsibility',
  'decision_making',
  'optimistic_thinking',
]);

/** A DESSA band: strength (from 84), typical (from 18), need (below 18). */
export const DessaBandSchema = z.enum(['strength', 'typical', 'need']);

/**
 * A child's latest Social + Emotional check-in (`GET children/{id}/social_emotional`): the overall DESSA
 * percentile and the 8 development areas, each a percentile against peers (1-99) and a band; `next_due`
 * is the day the next monthly check-in is due.
 */
export const SocialEmotionalCheckinSchema = z.object({
  assessment_id: IdSchema,
  completed_at: IsoDateTimeSchema,
  overall: z.number().int().min(1).max(99),
  overall_band: DessaBandSchema,
  next_due: IsoDateSchema,
  areas: z.array(
    z.object({
      area: DessaAreaSchema,
      percentile: z.number().int().min(1).max(99),
      band: DessaBandSchema,
      answered: z.number().int().nonnegative(),
    }),
  ),
});
/** A child's latest Social + Emotional check-in. */
export type SocialEmotionalCheckin = z.infer<typeof SocialEmotionalCheckinSchema>;
