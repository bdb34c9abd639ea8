/**
 * What the account's password forms share: the new password checked by core's password policy (the same
 * rule the server enforces, which answers 422 naming `user.password` when it refuses), the fields a 422
 * names, and a JSON download.
 */
import { passwordProblem } from '@attune/core/rules';
import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/** The fields a 422 named (`user.password` → `password`), or null when the failure is not a 422. */
export function refusedFields(error: unknown): string[] | null {
  if (!isApiError(error) || error._tag !== 'HttpError' || error.status !== 422) return null;
  return Object.keys(error.errors).map((key) => key.replace(/^user\./, ''));
}

/** The locale's words for a new password and its confirmation, or an empty object when both are fine. */
export function newPasswordErrors(
  t: TFunction,
  password: string,
  confirmation: string,
  email = '',
): Record<string, string> {
  const errors: Record<string, string> = {};
  const problem = passwordProblem(password, email);
  if (problem) errors.password = t(`auth.signup.errors.passwordProblem.${problem.kind}`, problem);
  if (password !== confirmation) errors.password_confirmation = t('auth.signup.errors.passwordMatch');
  return errors;
}

/** Saves `data` as a JSON file the browser downloads. */
export function downloadJson(filename: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
