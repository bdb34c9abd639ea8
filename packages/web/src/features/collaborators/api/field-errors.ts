/** The field errors of a failed call, by field (`email`), as the forms of this feature show them. */
import { isApiError, statusOf } from '../../../lib/api-client';

/** Which field a failed call names and why, in words of the `collaborators.errors` locale keys. */
export type FieldProblem = 'taken' | 'invalid' | 'notAllowed' | 'notFound' | 'unknown';

/** The problem of each field a failed call names (`base` when it names none). */
export function fieldProblems(error: unknown): Record<string, FieldProblem> {
  if (!isApiError(error)) return { base: 'unknown' };
  if (error._tag === 'RequestError') {
    const field = error.field.replace(/^body\./, '');
    return { [field]: 'invalid' };
  }
  const status = statusOf(error);
  if (error._tag !== 'HttpError') return { base: 'unknown' };
  const fields = Object.keys(error.errors).filter((key) => key !== 'base');
  const problem: FieldProblem =
    status === 409 ? 'taken' : status === 403 ? 'notAllowed' : status === 404 ? 'notFound' : 'invalid';
  if (fields.length === 0) return { base: problem };
  return Object.fromEntries(fields.map((field) => [field, problem]));
}
