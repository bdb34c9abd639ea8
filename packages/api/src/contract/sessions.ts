import { LogInInputSchema, UserSchema } from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint, NoContent } from './endpoint';

/** Log-in and log-out: the account session (not a child's activity session). */
export const sessionsContract = {
  /**
   * `POST sessions`: logs in with `{ email, password }` and answers `{ user }` with its token. The one call
   * a group cancellation never cancels, and whose 401 never logs the user out.
   */
  logIn: defineEndpoint({
    name: 'logIn',
    method: 'POST',
    path: 'sessions',
    body: LogInInputSchema,
    response: z.object({ user: UserSchema }),
    rootKey: 'user',
    status: 200,
    auth: false,
    summary: 'Logs in.',
  }),
  /** `DELETE sessions`: logs out, ending the token; no content. */
  logOut: defineEndpoint({
    name: 'logOut',
    method: 'DELETE',
    path: 'sessions',
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    summary: 'Logs out.',
  }),
} as const;
