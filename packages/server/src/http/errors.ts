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

/** What a value of each zod type must be, as a field's message. */
const TYPE_MESSAGES: Record<string, string> = {
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
  date: 'must be a date',
};

/**
 * A missing value (or null) is "is required"; a value of the wrong type says which type it must be
 * ("must be a number"), never "is required".
 */
function friendlyMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type') return issue.message;
  const received = /received (\w+)$/.exec(issue.message)?.[1];
  if (
    issue.input === undefined &&
    (received === undefined || received === 'undefined' || received === 'null')
  ) {
    return 'is required';
  }
  if (issue.input === null) return 'is required';
  return TYPE_MESSAGES[issue.expected] ?? `must be of type ${issue.expected}`;
}

/** How long a client is told to wait before trying again while the database does not answer (seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The error codes of a database that cannot be reached or is going away (not of a bad query). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down)|PGlite is closed/i;

/**
 * Whether an error says the database is unreachable (down, restarting, out of connections), looking
 * through its causes (Drizzle wraps the driver's error): such a call answers 503 with Retry-After, not 500.
 * PostgreSQL's class 08 (connection exception) counts too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((each) => isDatabaseUnavailable(each))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** 503 while the database does not answer: the client may try again after `Retry-After` seconds. */
export const databaseUnavailable = (): HttpError =>
  new HttpError(
    503,
    { base: ['The service is unavailable for a moment. Please try again shortly.'] },
    { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  );
