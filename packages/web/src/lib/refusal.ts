/**
 * Why the server refused a call, in the family's words, for a screen that shows the failure in place:
 * a gate's 403 gives its blocker's words (core's `gateBlockerOfAnswer`, the locale's `errors.gate.*`);
 * any other refusal (4xx but 401) the server's own message, which it words in the request's language
 * (`Accept-Language`): the whole-request message (`base`) first, else the first field's. A 422's messages
 * belong by their fields ({@link fieldErrorsOf}). Null when the server gave no reason (a 5xx, no answer):
 * the caller then shows core's catalogue text.
 */
import { gateBlockerOfAnswer } from '@attune/core/rules';
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
