/**
 * The server's smallest ports, in a module that imports nothing: the clock and the logger. The caches and
 * the HTTP helpers take these (and callbacks) rather than the app's context, so nothing the context is
 * made of leads back to it (`scripts/check-server-cycles.mjs` fails on any import cycle).
 */

/** The server's clock; tests pass a fixed one. */
export interface Clock {
  now(): Date;
}

/** Structured fields of a log line (never a password, token, cookie or child's data). */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A logger that never receives passwords, tokens, cookies or children's data (observability/log.ts). */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}
