import { LanguageSchema, SignUpInputSchema, UserSchema } from '@attune/core/rules';
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
      name: z.string().trim().min(1),
      phone: z.string(),
      email_subscription: z.boolean(),
      sms_subscription: z.boolean(),
    })
    .partial(),
});

const UserResponseSchema = z.object({ user: UserSchema });

/** The account calls: sign up, current account, account update, confirmation, device registration. */
export const usersContract = {
  /** `POST users`: creates an account (sign up) and answers `{ user }`, with its token. */
  signUp: defineEndpoint({
    name: 'signUp',
    method: 'POST',
    path: 'users',
    body: SignUpBodySchema,
    response: UserResponseSchema,
    rootKey: 'user',
    status: 200,
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
    body: z.object({ confirmation_token: z.string().min(1) }),
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
    body: z.object({ token: z.string().min(1), platform: z.string().min(1), bundle_id: z.string().min(1) }),
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    summary: "Registers the native app's push token.",
  }),
} as const;
