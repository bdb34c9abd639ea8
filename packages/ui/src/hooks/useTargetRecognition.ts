import {
  type CognitiveResult,
  connectTargetRecognition,
  type PostTargetRecognitionInput,
  type TargetRecognitionApi,
  targetRecognitionMachine,
} from '@attune/core';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useLatest } from './useLatest';

/** Options of {@link useTargetRecognition}: the task and where its answers go. */
export interface UseTargetRecognitionOptions {
  readonly level: number;
  readonly sets: number;
  /** The seed of the task's sets. */
  readonly seed: number;
  /** `POST target_recognition/results`; resolves with the stored result. */
  readonly postResult: (input: PostTargetRecognitionInput) => Promise<CognitiveResult>;
  /** Called once the result is stored. */
  readonly onDone?: (result: CognitiveResult) => void;
  /** The time of a press in milliseconds (default `performance.now()`). */
  readonly now?: () => number;
}

/** Binds the core's `targetRecognitionMachine` to React (`connectTargetRecognition`). */
export function useTargetRecognition(options: UseTargetRecognitionOptions): TargetRecognitionApi {
  const [snapshot, send] = useMachine(
    targetRecognitionMachine.provide({
      actors: { postResult: fromPromise(({ input }) => options.postResult(input)) },
    }),
    { input: { level: options.level, sets: options.sets, seed: options.seed } },
  );
  const onDone = useLatest(options.onDone);
  const result = snapshot.context.result;
  useEffect(() => {
    if (result) onDone.current?.(result);
  }, [result, onDone]);
  return connectTargetRecognition(snapshot, send, options.now ?? (() => performance.now()));
}
