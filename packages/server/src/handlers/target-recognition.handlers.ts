/** Handlers of `target-recognition`: a played weekly task. */
import type { targetRecognitionContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { recordCognitiveResult } from '../insights/target-recognition.service';

/** A played task of the child (the router has checked the child is the family's). */
export const targetRecognitionHandlers: HandlersOf<typeof targetRecognitionContract> = {
  createCognitiveResult: async ({ ctx, child, body }) => ({
    cognitive_result: await recordCognitiveResult(ctx, child.id, body),
  }),
};
