/** Handlers of `sessions`: log in and out. */
import type { sessionsContract } from '@attune/api/contract';
import { logIn, logOut } from '../accounts/accounts.service';
import type { HandlersOf } from '../http/router';

/** Log in and out. */
export const sessionsHandlers: HandlersOf<typeof sessionsContract> = {
  logIn: async ({ ctx, body, ip }) => ({ user: await logIn(ctx, body, ip) }),
  logOut: async ({ ctx, token, user }) => {
    if (token) {
      const heard = user ? ctx.caches.tokens.feedReports(user.id) : null;
      await logOut(ctx, token);
      ctx.caches.tokens.forget(token);
      await heard;
    }
    return undefined;
  },
};
