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

/** A text message: to an E.164 number (`+14155550123`), its body. */
export interface SmsMessage {
  readonly to: string;
  readonly body: string;
}

/**
 * Where text messages go (sms/sms-sender.ts): a Twilio-compatible HTTP provider when `SMS_URL` and its
 * credentials are set, the development text outbox otherwise (outside production). `send` resolves once
 * the provider accepted the message, or throws.
 */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
