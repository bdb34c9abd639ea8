import * as z from 'zod';
import { ColorSchema, IdSchema } from '../common/common.schema';

/**
 * A how-to-help card (`GET help_cards`): advice tied to a solution (`solution_name`), or `generic` advice for
 * every family. `description` is markdown; `video_url` and `tagline` are `null` when absent; `tags` are
 * add-on category tags.
 */
export const HelpCardSchema = z.object({
  id: IdSchema,
  solution_name: z.string().nullable(),
  title: z.string().min(1),
  color: ColorSchema,
  description: z.string(),
  video_url: z.url().nullable(),
  tagline: z.string().nullable(),
  generic: z.boolean(),
  tags: z.array(z.string().min(1)),
});
/** A how-to-help card. */
export type HelpCard = z.infer<typeof HelpCardSchema>;
