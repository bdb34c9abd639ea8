import * as z from 'zod';
import { IdSchema } from '../common/common.schema';

/** Which way is better for a measure: `reduce` (lower scores are better) or `increase` (higher are better). */
export const ImprovementDirectionSchema = z.enum(['reduce', 'increase']);
/** Which way is better for a measure. */
export type ImprovementDirection = z.infer<typeof ImprovementDirectionSchema>;

/**
 * An improvement area (`GET improvement_areas`), keyed by `slug` (e.g. `inattentive`). `cutOff` (camelCase as
 * the spec writes it) is the clinical cut-off score, `null` when the measure has none. The `medication` area
 * applies only to children on medication.
 */
export const ImprovementAreaSchema = z.object({
  id: IdSchema,
  slug: z.string().min(1),
  name: z.string().min(1),
  description: z.string().nullable(),
  direction: ImprovementDirectionSchema,
  cutOff: z.number().nullable(),
});
/** An improvement area. */
export type ImprovementArea = z.infer<typeof ImprovementAreaSchema>;

/** An improvement group (`GET improvement_groups`): a named set of improvement areas, by slug, that a path starts from. */
export const ImprovementGroupSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  description: z.string().nullable(),
  areas: z.array(z.string().min(1)),
});
/** An improvement group. */
export type ImprovementGroup = z.infer<typeof ImprovementGroupSchema>;
