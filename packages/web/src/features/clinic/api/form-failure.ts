import type { AppError } from '@attune/core/rules';
import { appErrorOf, isApiError } from '../../../lib/api-client';

/** Why a clinic form was not saved: the fields a 422 named, or else the error to show under the form. */
export interface FormFailure {
  readonly fields: string[];
  readonly error: AppError | null;
}

/**
 * A clinic form's failed call as its action answers it: a 422 names the refused fields (`consent_form.zip`
 * → `zip`, the form's `resource` taken off) and the form keeps what was typed; anything else is an error.
 */
export function formFailure(error: unknown, resource: string): FormFailure {
  if (isApiError(error) && error._tag === 'HttpError' && error.status === 422) {
    const prefix = `${resource}.`;
    return {
      fields: Object.keys(error.errors).map((key) =>
        key.startsWith(prefix) ? key.slice(prefix.length) : key,
      ),
      error: null,
    };
  }
  return { fields: [], error: appErrorOf(error) };
}
