/**
 * Why the server refused a call, in the family's words, for a screen that shows the failure in place:
 * a gate's 403 gives its blocker's words (core's `gateBlockerOfAnswer`, the locale's `errors.gate.*`);
 * any other refusal (4xx but 401) the server's own message, which it words in the request's language
 * (`Accept-Language`): the whole-request message (`base`) first, else the first field's. A 422's messages
 * belong by their fields ({@link fieldErrorsOf}). Null when the server gave no reason (a 5xx, no answer):
 * the caller then shows core's catalogue text.
 */
import { type AppError, gateBlockerOfAnswer } from '@attune/core/rules';
import { useTranslation } from 'react-i18next';
import { appErrorOf, isApiError } from './api-client';
import { useErrorText } from './error-text';

/** The server's messages of a refused call, by field (`base` for the whole request); null otherwise. */
function serverErrorsOf(
  error: unknown,
): { status: number; errors: Record<string, readonly string[]> } | null {
  if (!isApiError(error) || error._tag !== 'HttpError') return null;
  if (error.status < 400 || error.status >= 500 || error.status === 401) return null;
  return { status: error.status, errors: (error.errors ?? {}) as Record<string, readonly string[]> };
}

/** The fields a 422 named, with their first message (empty for any other failure). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const refused = serverErrorsOf(error);
  if (refused?.status !== 422) return {};
  return Object.fromEntries(
    Object.entries(refused.errors).map(([field, messages]) => [field, messages[0] ?? '']),
  );
}

/** The refusal's words (see the module's comment), or null when the server gave no reason. */
export function useRefusalText(): (error: unknown) => string | null {
  const { t } = useTranslation();
  return (error) => {
    const refused = serverErrorsOf(error);
    if (!refused) return null;
    const blocker = gateBlockerOfAnswer(refused.status, refused.errors);
    if (blocker) return t(`errors.gate.${blocker}.body`);
    const base = refused.errors.base?.[0];
    if (base) return base;
    const first = Object.values(refused.errors).find((messages) => messages.length > 0)?.[0];
    return first ?? null;
  };
}

/**
 * What a screen says when a call failed: the refusal's words when the server gave a reason, else core's
 * catalogue text (`describeError`); null when the catalogue keeps it quiet (a cancelled call).
 */
export function useFailureText(): (error: unknown) => string | null {
  const refusal = useRefusalText();
  const errorText = useErrorText();
  return (error) => refusal(error) ?? errorText(appErrorOf(error));
}

/**
 * A failed call as an action hands it to its page: core's catalogue error (a gate's blocker, the server's
 * reason, a 5xx, no answer) and each field the refusal names (a 422's, or a 409's such as an address already
 * invited) with its message in the server's words (the field's name without the request's wrapper, e.g.
 * `patient.birthday` is `birthday`; `base` for the whole request).
 */
export interface Failure {
  readonly error: AppError;
  readonly fields: Readonly<Record<string, string>>;
}

/** The {@link Failure} of anything a call threw (see the type). */
export function failureOf(error: unknown): Failure {
  const appError = appErrorOf(error);
  const refused = serverErrorsOf(error);
  const named =
    appError.kind === 'unprocessable' || appError.kind === 'refused' ? (refused?.errors ?? {}) : {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(named)) {
    const first = messages.find((message) => message.trim() !== '');
    if (first) fields[field.replace(/^[a-z_]+\./, '')] = first;
  }
  return { error: appError, fields };
}

/**
 * The words a page shows for a failure, apart from the fields it shows by the field (`placed`): a refusal's
 * first other field (or `base`) message; otherwise the catalogue's words (`describeError`: the blocker's
 * words, the server's reason, 'There was an error with the API request.' for a 5xx, the no-response text).
 * Null when there is nothing more to say (every refused field is shown by its field, or a cancelled call).
 */
export function useFailureMessage(): (failure: Failure, placed?: readonly string[]) => string | null {
  const errorText = useErrorText();
  return (failure, placed = []) => {
    const entries = Object.entries(failure.fields);
    if (failure.error.kind !== 'unprocessable' && (failure.error.kind !== 'refused' || entries.length === 0))
      return errorText(failure.error);
    const unplaced = entries.find(([field]) => !placed.includes(field));
    if (unplaced) return unplaced[1];
    return entries.length > 0 ? null : errorText({ kind: 'api-error', status: 422 });
  };
}
