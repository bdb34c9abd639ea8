/**
 * Logging in from the log-in form (the app's route action):
 * `POST sessions`, the account stored, and where to go next.
 */
import { isReturnPath } from '@attune/core/rules';
import { paths } from '../../../config/paths';
import { appErrorOf, call, isApiError, statusOf } from '../../../lib/api-client';
import { logIn as storeLogIn } from '../../../lib/session';

/** Only same-app paths are followed after log in (core's `isReturnPath`: never another site). */
export function safeRedirect(value: string | null | undefined): string {
  if (isReturnPath(value)) return value;
  return paths.app.home.getHref();
}

/** Why a log in failed, as the form says it: a wrong email or password, offline, or the catalogue's words. */
export type LogInFailure =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'offline' }
  | ReturnType<typeof appErrorOf>;

export type LogInResult =
  | { readonly failure: LogInFailure }
  | { readonly failure: null; readonly to: string; readonly language: string | null };

/**
 * Logs in and stores the account; answers the page to go to (the `redirect` query when it is the app's
 * own) and the account's language, or why it failed.
 */
export async function logInWith(
  fields: { readonly email: string; readonly password: string },
  redirect: string | null,
): Promise<LogInResult> {
  try {
    const user = await call((api) =>
      api.logIn({ body: { email: fields.email.trim(), password: fields.password } }),
    );
    storeLogIn(user);
    return { failure: null, to: safeRedirect(redirect), language: user.language ?? null };
  } catch (error) {
    const status = statusOf(error);
    // A wrong password (401, which the client keeps quiet) or input the server refuses (422) is the form's to say.
    const failure: LogInFailure =
      status === 401 || status === 422 || (isApiError(error) && error._tag === 'RequestError')
        ? { kind: 'invalid' }
        : isApiError(error) && error._tag === 'Offline'
          ? { kind: 'offline' }
          : appErrorOf(error);
    return { failure };
  }
}
