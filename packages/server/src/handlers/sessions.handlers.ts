/** Handlers of `sessions`: log in and out. */
import type { sessionsContract } from '@attune/api/contract';
import { logIn, logOut } from '../accounts/accounts.service';
import type { HandlersOf } from '../http/router';

/**
 * How long a log-out waits, at most, for the database's notification of it to come back (then every
 * process has been sent it; see `TokenCache.feedReports`). A notification takes milliseconds; the bound
 * only matters when the feed is stuck.
 */
export const LOG_OUT_HEARD_WAIT_MS = 2000;

/** Log in and out. */
export const sessionsHandlers: HandlersOf<typeof sessionsContract> = {
  logIn: async ({ ctx, body, ip }) => ({ user: await logIn(ctx, body, ip) }),
  logOut: async ({ ctx, token, user }) => {
    if (token) {
      const heard = user ? ctx.caches.tokens.feedReports(user.id, LOG_OUT_HEARD_WAIT_MS) : null;
      await logOut(ctx, token);
      ctx.caches.tokens.forget(token);
      await heard;
    }
    return undefined;
  },
};
