/** Handlers of the account calls: sign up, confirmation, log in and out, the account, devices. */
import {
  confirm,
  issueToken,
  logIn,
  logOut,
  signUp,
  updateAccount,
  userJson,
} from '../accounts/accounts.service';
import { tokenHash } from '../accounts/tokens';
import { appleDevices } from '../db/schema';
import type { Handlers } from '../http/router';

/** Sign up, confirmation, log in and out, the account and its devices. */
export const accountHandlers = {
  signUp: async ({ ctx, body }) => ({ user: await signUp(ctx, body.user) }),
  // Opening the emailed link also logs the account in on that device (a fresh token).
  confirmAccount: async ({ ctx, body }) => {
    const user = await confirm(ctx, body.confirmation_token);
    return { user: { ...user, token: await issueToken(ctx, user.id) } };
  },
  logIn: async ({ ctx, body, ip }) => ({ user: await logIn(ctx, body, ip) }),
  logOut: async ({ ctx, token }) => {
    if (token) await logOut(ctx, token);
    return undefined;
  },
  getCurrentUser: async ({ user, token }) => ({ user: userJson(user, token ?? '') }),
  updateUser: async ({ ctx, user, params, body, token }) => ({
    user: await updateAccount(ctx, user, params.id, body.user, token ?? ''),
  }),
  registerAppleDevice: async ({ ctx, user, body }) => {
    await ctx.db
      .insert(appleDevices)
      .values({
        userId: user.id,
        tokenHash: tokenHash(body.token),
        platform: body.platform,
        bundleId: body.bundle_id,
      })
      .onConflictDoNothing();
    return undefined;
  },
} satisfies Partial<Handlers>;
