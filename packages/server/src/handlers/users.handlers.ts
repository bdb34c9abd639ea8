/** Handlers of `users`: sign up, confirmation, the account and its devices. */
import type { usersContract } from '@attune/api/contract';
import { confirm, issueToken, signUp, updateAccount, userJson } from '../accounts/accounts.service';
import { registerAppleDevice } from '../devices/devices.service';
import type { HandlersOf } from '../http/router';

/** Sign up, confirmation, the account and its devices. */
export const usersHandlers: HandlersOf<typeof usersContract> = {
  signUp: async ({ ctx, body, ip }) => signUp(ctx, body.user, ip),
  // Opening the emailed link also logs the account in on that device (a fresh token).
  confirmAccount: async ({ ctx, body }) => {
    const user = await confirm(ctx, body.confirmation_token);
    return { user: { ...user, token: await issueToken(ctx, user.id) } };
  },
  getCurrentUser: async ({ user, token }) => ({ user: userJson(user, token ?? '') }),
  updateUser: async ({ ctx, user, params, body, token }) => ({
    user: await updateAccount(ctx, user, params.id, body.user, token ?? ''),
  }),
  registerAppleDevice: async ({ ctx, user, body }) => {
    await registerAppleDevice(ctx, user.id, body);
    return undefined;
  },
};
