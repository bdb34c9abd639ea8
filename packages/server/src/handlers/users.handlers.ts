/** Handlers of `users`: sign up, confirmation, the account and its devices. */
import type { usersContract } from '@attune/api/contract';
import { ProfilePhoneSchema } from '@attune/core/rules';
import {
  confirm,
  issueToken,
  signUp,
  smsAvailable,
  updateAccount,
  userJson,
} from '../accounts/accounts.service';
import { deleteAccount, deleteChild, exportAccount, exportChild } from '../accounts/data.service';
import {
  changePassword,
  logOutEverywhere,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  unsubscribe,
} from '../accounts/lifecycle.service';
import { registerAppleDevice } from '../devices/devices.service';
import { HttpError, zodErrors } from '../http/errors';
import type { HandlersOf } from '../http/router';

/** Sign up, confirmation, the account and its devices. */
export const usersHandlers: HandlersOf<typeof usersContract> = {
  signUp: async ({ ctx, body, ip }) => signUp(ctx, body.user, ip),
  // Opening the emailed link also logs the account in on that device (a fresh token).
  confirmAccount: async ({ ctx, body }) => {
    const user = await confirm(ctx, body.confirmation_token);
    return { user: { ...user, token: await issueToken(ctx, user.id) } };
  },
  getCurrentUser: async ({ ctx, user, token }) => ({ user: userJson(user, token ?? '', smsAvailable(ctx)) }),
  updateUser: async ({ ctx, user, params, body, token }) => {
    // core's profile phone rule (no landlines), which the contract leaves to the server: the same 422 on
    // `user.phone` as a body the contract refuses
    if (body.user.phone !== undefined) {
      const phone = ProfilePhoneSchema.safeParse(body.user.phone);
      if (!phone.success) throw new HttpError(422, zodErrors(phone.error.issues, 'user.phone'));
    }
    return { user: await updateAccount(ctx, user, params.id, body.user, token ?? '') };
  },
  resendConfirmation: async ({ ctx, body, ip }) => resendConfirmation(ctx, body.user.email, ip),
  requestPasswordReset: async ({ ctx, body, ip }) => requestPasswordReset(ctx, body.user.email, ip),
  resetPassword: async ({ ctx, body }) => resetPassword(ctx, body.user),
  changePassword: async ({ ctx, user, token, body, ip }) =>
    changePassword(ctx, user, token ?? '', body.user, ip),
  logOutEverywhere: async ({ ctx, user, token }) => {
    const heard = ctx.caches.tokens.feedReports(user.id);
    await logOutEverywhere(ctx, user);
    if (token) ctx.caches.tokens.forget(token);
    await heard;
    return undefined;
  },
  deleteAccount: async ({ ctx, user, body, ip, token }) => {
    await deleteAccount(ctx, user, body.password, ip);
    if (token) ctx.caches.tokens.forget(token);
    return undefined;
  },
  exportAccount: async ({ ctx, user }) => exportAccount(ctx, user),
  deletePatient: async ({ ctx, params }) => {
    await deleteChild(ctx, params.id);
    return undefined;
  },
  exportPatient: async ({ ctx, params }) => exportChild(ctx, params.id),
  unsubscribe: async ({ ctx, body }) => unsubscribe(ctx, body.token),
  registerAppleDevice: async ({ ctx, user, body }) => {
    await registerAppleDevice(ctx, user.id, body);
    return undefined;
  },
};
