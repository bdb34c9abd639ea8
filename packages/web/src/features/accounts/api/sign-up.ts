/**
 * Signing up from the sign-up form (the app's route actions):
 * `POST users` (which answers alike whether the address has an account) with the client variant of this
 * session, then the log-in with the same email and password (`POST sessions`), the account stored, and
 * where to go next.
 */
import { type AppError, isReturnPath } from '@attune/core/rules';
import { paths } from '../../../config/paths';
import { appErrorOf, call, isApiError, statusOf } from '../../../lib/api-client';
import { logIn as storeLogIn } from '../../../lib/session';
import { signUpClient } from '../../../lib/session-client';

/** The fields of the sign-up form. */
export interface SignUpFields {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly password_confirmation: string;
  readonly phone: string | null;
}

/**
 * What the server refused, field by field; or, after a sign-up the server accepted, that the log-in with
 * the same password failed (the address already had an account with another password): the mail tells
 * its owner, and the form says to look at the mail or log in, the same words either way.
 */
export type SignUpFailure =
  | { readonly kind: 'fields'; readonly fields: readonly ('email' | 'password' | 'password_confirmation')[] }
  | { readonly kind: 'check-email' }
  | { readonly kind: 'error'; readonly error: AppError };

export type SignUpResult =
  | { readonly failure: SignUpFailure }
  | { readonly failure: null; readonly to: string; readonly language: string | null };

/** What the form says of a refused sign-up: the fields the server named (422), or the catalogue's words. */
function refusal(error: unknown): SignUpFailure {
  if (isApiError(error) && error._tag === 'HttpError' && error.status === 422) {
    const refused = (['email', 'password', 'password_confirmation'] as const).filter(
      (field) => (error.errors[`user.${field}`] ?? []).length > 0,
    );
    if (refused.length > 0) return { kind: 'fields', fields: refused };
  }
  return { kind: 'error', error: appErrorOf(error) };
}

/**
 * Signs up and logs in; answers the page to go to (a clinic's family goes on to enter the access code the
 * clinic gave, any other family home) and the account's language, or why it failed.
 */
export async function signUpWith(
  fields: SignUpFields,
  clinic: boolean,
  returnTo: string | null = null,
): Promise<SignUpResult> {
  // The page the family signed up from (a collaborator's invitation): the server puts it in the
  // confirmation link, and the family goes there now (core's `isReturnPath`: this site's pages only).
  const back = isReturnPath(returnTo) ? returnTo : null;
  // The client this session was opened as (`__client__`, host prefix) belongs to the account from now on.
  const client = signUpClient();
  try {
    await call((api) =>
      api.signUp({
        body: {
          user: {
            name: fields.name,
            email: fields.email,
            password: fields.password,
            password_confirmation: fields.password_confirmation,
            ...(fields.phone ? { phone: fields.phone } : {}),
            ...(client ? { client } : {}),
            ...(back ? { return_to: back } : {}),
          },
        },
      }),
    );
  } catch (error) {
    return { failure: refusal(error) };
  }
  try {
    const user = await call((api) => api.logIn({ body: { email: fields.email, password: fields.password } }));
    storeLogIn(user);
    return {
      failure: null,
      to: clinic ? paths.app.accessCode.getHref() : (back ?? paths.app.home.getHref()),
      language: user.language ?? null,
    };
  } catch (error) {
    if (statusOf(error) === 401) return { failure: { kind: 'check-email' } };
    return { failure: { kind: 'error', error: appErrorOf(error) } };
  }
}
