import { z } from 'zod';
import { FoodSensitivityPanelSchema } from '../children/children.schema';
import { IdSchema } from '../common/common.schema';
import { TEXT_LIMITS } from '../common/text-limits.logic';

/**
 * The results staff enter for a child's hair test (the admin command): every item of the food panel and
 * of the three free bonus tests, each with a level from 0 (none) to 4 (highest).
 */
export const FoodSensitivityResultsEntrySchema = z.object({
  child_id: IdSchema,
  items: z
    .array(
      z.object({
        panel: FoodSensitivityPanelSchema,
        name: z.string().trim().min(1).max(TEXT_LIMITS.short),
        level: z.number().int().min(0).max(4),
      }),
    )
    .min(1)
    .max(1000),
});
/** The results staff enter for a child's hair test. */
export type FoodSensitivityResultsEntry = z.infer<typeof FoodSensitivityResultsEntrySchema>;

/**
 * A staff step on a child's kit from the admin command (`admin food-sensitivity ship|received --child ID`):
 * `ship` (the kit is mailed) or `receive` (the lab has the sample). Results have their own entry.
 */
export const FoodSensitivityStaffStepSchema = z.object({
  child_id: IdSchema,
  state_action: z.enum(['ship', 'receive']),
});
/** A staff step on a child's kit. */
export type FoodSensitivityStaffStep = z.infer<typeof FoodSensitivityStaffStepSchema>;
