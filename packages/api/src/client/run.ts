import { Effect, Either } from 'effect';
import type { ApiError } from './errors';

/**
 * Runs a call as a promise, for XState's `fromPromise` actors: it resolves with the call's result and
 * rejects with the tagged {@link ApiError} itself (check `error._tag`). Aborting `signal` (an actor being
 * stopped) interrupts the call and aborts its request.
 */
export async function toPromise<A>(
  call: Effect.Effect<A, ApiError>,
  options?: { readonly signal?: AbortSignal },
): Promise<A> {
  const outcome = await Effect.runPromise(
    Effect.either(call),
    options?.signal ? { signal: options.signal } : {},
  );
  if (Either.isLeft(outcome)) throw outcome.left;
  return outcome.right;
}

/** The same bridge as {@link toPromise}, under Effect's name. */
export const runPromise = toPromise;
