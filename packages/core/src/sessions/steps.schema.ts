/** The wire shape of a reflection step's text (see `steps.logic.ts` for what a step is). */
import * as z from 'zod';
import { IdSchema } from '../common/common.schema';
import { TEXT_LIMITS } from '../common/text-limits.logic';

/** Body of `PUT child_activity_items/{id}/reflection`: `{ child_id, reflection: { text } }`; `''` clears it. */
export const ReflectionBodySchema = z.object({
  child_id: IdSchema,
  reflection: z.object({ text: z.string().max(TEXT_LIMITS.long) }),
});
/** Body of `PUT child_activity_items/{id}/reflection`. */
export type ReflectionBody = z.infer<typeof ReflectionBodySchema>;
