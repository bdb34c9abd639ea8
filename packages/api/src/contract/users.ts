import {
  LanguageSchema,
  NameTextSchema,
  PhoneTextSchema,
  QuietHoursTimeSchema,
  ShortTextSchema,
  SignUpInputSchema,
  UserSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint, NoContent } from './endpoint';

/** Body of sign up: `{ user: { name, email, password, password_confirmation, phone? } }`. */
export const SignUpBodySchema = z.object({ user: SignUpInputSchema });

/**
 * Body of an account update: `{ user: { language, ... } }`; only the fields sent change. The phone is checked
 * here as text only: core's profile rule (`ProfilePhoneSchema`: '' clears it, else a valid number that is not
 * a landline) is enforced by the server's handler, answering the same 422 on `user.phone`, and mirrored by the
 * app's phone field. Kept out of the contract, libphonenumber's metadata (about 50 KB gzip) stays out of the
 * app's first load: the client checks every call's input with the contract.
 */
export const UpdateUserBodySchema = z.object({
  user: z
    .object({
      language: LanguageSchema,
      name: NameTextSchema,
      phone: PhoneTextSchema,
      email_subscription: z.boolean(),
      sms_subscription: z.boolean(),
      quiet_hours_start: QuietHoursTimeSchema,
      quiet_hours_end: QuietHoursTimeSchema,
    })
    .partial(),
});

const UserResponseSchema = z.object({ user: UserSchema });

/**
 * What sign-up answers, the same whether the address was new or already registered (the mail sent to the
 * address says which): `{ message }`. The app then logs in with the same email and password.
 */
export const SignUpResponseSchema = z.object({ message: z.string() });

/** A password as a form sends it: any text up to 1,000 characters (the policy is the server's 422). */
const PasswordTextSchema = z.string().max(1000);

/** An email as a form sends it (checked loosely: the answer is the same for any address). */
const EmailTextSchema = ShortTextSchema;

/**
 * What the calls that mail an address answer, the same whether or not the address has an account:
 * `{ message }` (password reset request, confirmation sent again).
 */
export const MessageResponseSchema = z.object({ message: z.string() });

/** Body of a password reset request: `{ user: { email } }`. */
export const PasswordResetRequestBodySchema = z.object({ user: z.object({ email: EmailTextSchema }) });

/** Body of a password reset: `{ user: { reset_password_token, password, password_confirmation } }`. */
export const PasswordResetBodySchema = z.object({
  user: z.object({
    reset_password_token: ShortTextSchema,
    password: PasswordTextSchema,
    password_confirmation: PasswordTextSchema,
  }),
});

/** Body of a password change: `{ user: { current_password, password, password_confirmation } }`. */
export const PasswordChangeBodySchema = z.object({
  user: z.object({
    current_password: PasswordTextSchema,
    password: PasswordTextSchema,
    password_confirmation: PasswordTextSchema,
  }),
});

/** Body of an account deletion: `{ password }` (the account's current password). */
export const AccountDeletionBodySchema = z.object({ password: PasswordTextSchema });

/**
 * A data export: `exported_at`, and the records by table name (every row of the child or the family, each
 * row as its columns; secrets such as password and token hashes left out).
 */
export const DataExportSchema = z.object({
  exported_at: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

/** The account calls: sign up, current account, account update, confirmation, device registration. */
export const usersContract = {
  /**
   * `POST users`: signs up; answers 202 `{ message }` whether or not the address already had an account
   * (no token: log in next). 429 past the sign-up limits; 422 names a refused field.
   */
  signUp: defineEndpoint({
    name: 'signUp',
    method: 'POST',
    path: 'users',
    body: SignUpBodySchema,
    response: SignUpResponseSchema,
    rootKey: null,
    status: 202,
    auth: false,
    summary: 'Creates an account (sign up).',
  }),
  /** `GET users/me`: the account of the logged-in user, `{ user }`. */
  getCurrentUser: defineEndpoint({
    name: 'getCurrentUser',
    method: 'GET',
    path: 'users/me',
    response: UserResponseSchema,
    rootKey: 'user',
    status: 200,
    auth: true,
    // The caller's own account only: answered from the token cache while the account feed is up.
    caller: 'followed',
    summary: 'Reads the logged-in account.',
  }),
  /** `PUT users/{id}`: updates the account (e.g. `{ user: { language } }`); status 200 gives `{ user }`. */
  updateUser: defineEndpoint({
    name: 'updateUser',
    method: 'PUT',
    path: 'users/:id',
    params: IdParamsSchema,
    body: UpdateUserBodySchema,
    response: UserResponseSchema,
    rootKey: 'user',
    status: 200,
    auth: true,
    summary: 'Updates the account, e.g. its language.',
  }),
  /** `POST users/confirmation`: confirms an account with `{ confirmation_token }`; answers `{ user }`. */
  confirmAccount: defineEndpoint({
    name: 'confirmAccount',
    method: 'POST',
    path: 'users/confirmation',
    body: z.object({ confirmation_token: ShortTextSchema.min(1) }),
    response: UserResponseSchema,
    rootKey: 'user',
    status: 200,
    auth: false,
    summary: 'Confirms an account with the emailed token.',
  }),
  /**
   * `POST users/confirmation/resend`: mails the confirmation link again `{ user: { email } }`; answers 200
   * `{ message }` whether or not the address has an unconfirmed account. 429 past the limits.
   */
  resendConfirmation: defineEndpoint({
    name: 'resendConfirmation',
    method: 'POST',
    path: 'users/confirmation/resend',
    body: PasswordResetRequestBodySchema,
    response: MessageResponseSchema,
    rootKey: null,
    status: 200,
    auth: false,
    summary: 'Mails the confirmation link again.',
  }),
  /**
   * `POST users/password`: mails a password reset link `{ user: { email } }`; answers 200 `{ message }`
   * whether or not the address has an account. 429 past the limits.
   */
  requestPasswordReset: defineEndpoint({
    name: 'requestPasswordReset',
    method: 'POST',
    path: 'users/password',
    body: PasswordResetRequestBodySchema,
    response: MessageResponseSchema,
    rootKey: null,
    status: 200,
    auth: false,
    summary: 'Mails a link to choose a new password.',
  }),
  /**
   * `PUT users/password`: sets a new password with the mailed token; the token works once, for 2 hours, and
   * every log-in of the account ends. 422 names `user.reset_password_token`, `user.password` or
   * `user.password_confirmation`.
   */
  resetPassword: defineEndpoint({
    name: 'resetPassword',
    method: 'PUT',
    path: 'users/password',
    body: PasswordResetBodySchema,
    response: MessageResponseSchema,
    rootKey: null,
    status: 200,
    auth: false,
    summary: 'Sets a new password with the mailed link.',
  }),
  /**
   * `PUT users/me/password`: changes the password, given the current one; every other log-in of the account
   * ends. 422 names `user.current_password`, `user.password` or `user.password_confirmation`.
   */
  changePassword: defineEndpoint({
    name: 'changePassword',
    method: 'PUT',
    path: 'users/me/password',
    body: PasswordChangeBodySchema,
    response: MessageResponseSchema,
    rootKey: null,
    status: 200,
    auth: true,
    summary: 'Changes the password and logs out the other devices.',
  }),
  /** `DELETE users/me/sessions`: logs out everywhere, this device included; no content. */
  logOutEverywhere: defineEndpoint({
    name: 'logOutEverywhere',
    method: 'DELETE',
    path: 'users/me/sessions',
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    summary: 'Logs the account out on every device.',
  }),
  /**
   * `DELETE users/me`: deletes the account `{ password }`: the family's children and records, its log-ins
   * and everything else, except the payment records the law requires us to keep. 422 names `password`.
   */
  deleteAccount: defineEndpoint({
    name: 'deleteAccount',
    method: 'DELETE',
    path: 'users/me',
    body: AccountDeletionBodySchema,
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    summary: "Deletes the account and the family's data.",
  }),
  /** `GET users/me/export`: the family's records as JSON (the account, every child and their records). */
  exportAccount: defineEndpoint({
    name: 'exportAccount',
    method: 'GET',
    path: 'users/me/export',
    response: DataExportSchema,
    rootKey: null,
    status: 200,
    auth: true,
    summary: "Downloads the family's records.",
  }),
  /** `DELETE patients/{id}`: deletes a child and every record of the child (payments stay, without the child). */
  deletePatient: defineEndpoint({
    name: 'deletePatient',
    method: 'DELETE',
    path: 'patients/:id',
    params: IdParamsSchema,
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Deletes a child and the child's records.",
  }),
  /** `GET patients/{id}/export`: the child's records as JSON. */
  exportPatient: defineEndpoint({
    name: 'exportPatient',
    method: 'GET',
    path: 'patients/:id/export',
    params: IdParamsSchema,
    response: DataExportSchema,
    rootKey: null,
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Downloads a child's records.",
  }),
  /**
   * `POST users/unsubscribe`: stops the account's mail `{ token }` (the signed link in every mail), without
   * logging in; answers `{ email }`. 422 names `token` when the link is not ours.
   */
  unsubscribe: defineEndpoint({
    name: 'unsubscribe',
    method: 'POST',
    path: 'users/unsubscribe',
    body: z.object({ token: ShortTextSchema }),
    response: z.object({ email: z.string() }),
    rootKey: null,
    status: 200,
    auth: false,
    summary: 'Stops the mail an account receives (from the link in a mail).',
  }),
  /** `POST apple_devices`: registers the native app's push token `{ token, platform, bundle_id }`; no content. */
  registerAppleDevice: defineEndpoint({
    name: 'registerAppleDevice',
    method: 'POST',
    path: 'apple_devices',
    body: z.object({
      token: ShortTextSchema.min(1),
      platform: ShortTextSchema.min(1),
      bundle_id: ShortTextSchema.min(1),
    }),
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    summary: "Registers the native app's push token.",
  }),
} as const;
