/**
 * Work a call does after its answer has left: what an answer must not wait for because its duration would
 * tell something (whether an address has an account, in password reset, the confirmation link sent again
 * and sign-up). The answer is given once the work common to every address is done; the account's own work
 * (its lookup, a token, the mail) runs on the next turn of the event loop, after the answer is written.
 *
 * The work under way is kept per server (by its database: each call's context is a copy of the app's with
 * the call's zone and language, so the context object itself differs per call), so the development outbox
 * (`/dev/outbox`) and a stopping server can wait for it ({@link settleAfterAnswer}); a failure is logged
 * without the address.
 */
import type { AppContext } from '../context';

const pending = new WeakMap<object, Set<Promise<void>>>();

/** Runs `work` after the current answer is written (the next turn of the event loop). */
export function afterAnswer(ctx: AppContext, what: string, work: () => Promise<void>): void {
  let set = pending.get(ctx.db);
  if (!set) {
    set = new Set();
    pending.set(ctx.db, set);
  }
  const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => {
      ctx.logger.error(
        `${what} failed after its answer: ${error instanceof Error ? error.message : String(error)}`,
      );
    })
    .finally(() => set.delete(running));
  set.add(running);
}

/** Waits until the work started by {@link afterAnswer} (and any it started in turn) is done. */
export async function settleAfterAnswer(ctx: AppContext): Promise<void> {
  for (;;) {
    const set = pending.get(ctx.db);
    if (!set || set.size === 0) return;
    await Promise.all([...set]);
  }
}
