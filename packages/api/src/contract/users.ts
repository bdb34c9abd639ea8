import {
  LanguageSchema,
  NameTextSchema,
  ProfilePhoneSchema,
  ShortTextSchema,
  SignUpInputSchema,
  UserSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint, NoContent } from './endpoint';

/** Body of sign up: `{ user: { name, email, password, password_confirmation, phone? } }`. */
export const SignUpBodySchema = z.object({ user: SignUpInputSchema });

/** Body of an account update: `{ user: { language, ... } }`; only the fields sent change. */
export const UpdateUserBodySchema = z.object({
  user: z
    .object({
      language: LanguageSchema,
      name: NameTextSchema,
      phone: ProfilePhoneSchema,
      email_subscription: z.boolean(),
      sms_subscription: z.boolean(),
    })
    .partial(),
});

const UserResponseSchema = z.object({ user: UserSchema });

/**
 * What sign-up answers, the same whether the address was new or already registered (the mail sent to the
 * address says which): `{ message }`. The app then logs in with the same email and password.
 */
export const SignUpResponseSchema = z.object({ message: z.string() });

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
