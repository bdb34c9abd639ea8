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

const checkinFields = {
  assessment_id: IdSchema,
  completed_at: IsoDateTimeSchema,
  next_due: IsoDateSchema,
};

/** How a check-in is read: against a norms table (`norms`), or as raw scores when none applies (`raw`). */
export const SocialEmotionalScoringSchema = z.enum(['norms', 'raw']);

/**
 * Why a check-in is read as raw scores: no norms table is configured (`no_norms`), or the configured
 * table has no age band for the child's age at the check-in (`age_outside_norms`).
 */
export const SocialEmotionalRawReasonSchema = z.enum(['no_norms', 'age_outside_norms']);
/** Why a check-in is read as raw scores. */
export type SocialEmotionalRawReason = z.infer<typeof SocialEmotionalRawReasonSchema>;

/** A check-in read against a norms table: each score's raw total, its percentile among peers and its band. */
export const SocialEmotionalNormedSchema = z.object({
  scoring: z.literal('norms'),
  ...checkinFields,
  overall: z.object({
    raw: z.number().int().nonnegative(),
    max: z.number().int().positive(),
    percentile: z.number().int().min(1).max(99),
    band: DessaBandSchema,
  }),
  areas: z.array(
    z.object({
      area: DessaAreaSchema,
      raw: z.number().int().nonnegative(),
      max: z.number().int().positive(),
      percentile: z.number().int().min(1).max(99),
      band: DessaBandSchema,
      answered: z.number().int().nonnegative(),
    }),
  ),
});

/**
 * A check-in read without norms: each score's raw total out of its maximum and its share of that maximum
 * (0-100, a per cent, not a percentile); no percentile and no band (no peers are involved): the schema is
 * strict, so an answer carrying either is refused.
 */
export const SocialEmotionalRawSchema = z.strictObject({
  scoring: z.literal('raw'),
  reason: SocialEmotionalRawReasonSchema,
  ...checkinFields,
  overall: z.strictObject({
    raw: z.number().int().nonnegative(),
    max: z.number().int().positive(),
    share: z.number().int().min(0).max(100),
  }),
  areas: z.array(
    z.strictObject({
      area: DessaAreaSchema,
      raw: z.number().int().nonnegative(),
      max: z.number().int().positive(),
      share: z.number().int().min(0).max(100),
      answered: z.number().int().nonnegative(),
    }),
  ),
});

/**
 * A child's latest Social + Emotional check-in (`GET children/{id}/social_emotional`), told apart by
 * `scoring`: with a norms table for the child's age (`norms`), each of the overall total and the 8
 * development areas has a percentile among peers (1-99) and a band; without (`raw`, with its `reason`),
 * each has its raw total out of the maximum and its share, and nothing compares the child with peers.
 * `next_due` is the day the next monthly check-in is due.
 */
export const SocialEmotionalCheckinSchema = z.discriminatedUnion('scoring', [
  SocialEmotionalNormedSchema,
  SocialEmotionalRawSchema,
]);
/** A child's latest Social + Emotional check-in. */
export type SocialEmotionalCheckin = z.infer<typeof SocialEmotionalCheckinSchema>;
