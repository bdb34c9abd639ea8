/**
 * Errors the server answers with. Every failed call gets a JSON body `{ errors: { field: [messages] } }`
 * (the contract's `ApiErrorBody`): field errors keyed by the field's dotted path in the request
 * (`'prescription.start_date'`), anything else under `base`.
 */
import type { z } from 'zod';

/** The JSON body of every failed call. */
export type ErrorBody = { errors: Record<string, string[]> };

/** A failure the caller can act on, with the status and messages to answer with. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly errors: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(Object.values(errors).flat().join('; '));
  }
}

/** 422 with one message on one field (`'base'` when it is about the whole request). */
export const invalid = (field: string, message: string): HttpError =>
  new HttpError(422, { [field]: [message] });

/** 404, the same for a missing record and for another account's record. */
export const notFound = (what = 'Record'): HttpError => new HttpError(404, { base: [`${what} not found`] });

/** 401: no valid log-in token. */
export const unauthorized = (): HttpError => new HttpError(401, { base: ['You need to log in to do that.'] });

/** Groups zod issues by the dotted path of their field (`base` for the root), prefixed by `prefix`. */
export function zodErrors(issues: readonly z.core.$ZodIssue[], prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const field = [prefix, path].filter(Boolean).join('.') || 'base';
    const message = friendlyMessage(issue);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}

function friendlyMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
  return issue.message;
}
