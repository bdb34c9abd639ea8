import { CognitiveResultSchema, TargetRecognitionResultBodySchema } from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Target Recognition, the weekly attention game: a played task's answers. */
export const targetRecognitionContract = {
  /**
   * `POST target_recognition/results` `{ child_id, seed, answers }`: stores a played task at the child's
   * next task's level (the server replays the sets from the seed to score the answers, and levels up by
   * core's rule); answers `{ cognitive_result }`.
   */
  createCognitiveResult: defineEndpoint({
    name: 'createCognitiveResult',
    method: 'POST',
    path: 'target_recognition/results',
    body: TargetRecognitionResultBodySchema,
    response: z.object({ cognitive_result: CognitiveResultSchema }),
    rootKey: 'cognitive_result',
    status: 201,
    auth: true,
    owner: { child: 'body.child_id' },
    summary: 'Stores a played Target Recognition task and answers its result.',
  }),
} as const;
