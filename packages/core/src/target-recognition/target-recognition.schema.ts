import * as z from 'zod';
import { IdSchema } from '../common/common.schema';
import { TARGET_RECOGNITION } from '../measures/measures.logic';

/** The symbols a set can show (their names are locale keys under `targetRecognition.symbols`). */
export const TargetSymbolSchema = z.enum([
  'circle',
  'square',
  'triangle',
  'star',
  'heart',
  'diamond',
  'moon',
  'sun',
  'cloud',
]);
/** One symbol of the game. */
export type TargetSymbol = z.infer<typeof TargetSymbolSchema>;

/** One answered set of a played task: the symbol the child chose and the response time in milliseconds. */
export const TargetAnswerSchema = z.object({
  choice: TargetSymbolSchema,
  response_ms: z.number().int().min(0).max(600_000),
});
/** One answered set. */
export type TargetAnswer = z.infer<typeof TargetAnswerSchema>;

/**
 * A played Target Recognition task (`POST target_recognition/results`): the child, the seed its sets were
 * drawn from (`targetRecognitionSets`) and one answer per set, in order. The server replays the sets at the
 * child's level (its next task) to decide which answers were right; the caller never says so itself.
 */
export const TargetRecognitionResultBodySchema = z.object({
  child_id: IdSchema,
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1),
  answers: z.array(TargetAnswerSchema).length(TARGET_RECOGNITION.sets),
});
/** A played Target Recognition task. */
export type TargetRecognitionResultBody = z.infer<typeof TargetRecognitionResultBodySchema>;
