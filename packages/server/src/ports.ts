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

/** The request log's line for one answered request (http/request-log.ts). */
export type RequestLine = {
  readonly method: string;
  /** The route pattern (`/v1/patients/:id`), never the URL. */
  readonly route: string;
  readonly status: number;
  /** Milliseconds taken, to a tenth. */
  readonly ms: number;
  readonly request_id: string;
  /** The request's trace, when traces are exported. */
  readonly trace_id?: string;
};

/** A logger that never receives passwords, tokens, cookies or children's data (observability/log.ts). */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /**
   * Writes the request log's line (`info` of the message `request` with the line's fields), when the
   * logger has a quicker way to than `info`; without it, `info('request', line)` writes it.
   */
  request?(line: RequestLine): void;
}

/** One notification to one Apple device (the app's own words, already in the device's language). */
export interface ApnsNotification {
  /** The device token the native app registered (hex), as APNs knows it. */
  readonly deviceToken: string;
  /** The app's bundle id (`apns-topic`). */
  readonly topic: string;
  readonly title: string;
  readonly body: string;
  /** Where the notification leads in the app. */
  readonly href: string;
}

/** What APNs answered: its HTTP status and, when refused, its reason (`BadDeviceToken`, `Unregistered`). */
export interface ApnsAnswer {
  readonly status: number;
  readonly reason: string | null;
}

/**
 * Sends native push notifications through Apple's APNs (notifications/apns-sender.ts): an HTTP/2 adapter
 * with a token-based key when configured, else one that refuses (`configured: false`) and says why once in
 * the log.
 */
export interface ApnsSender {
  readonly configured: boolean;
  /** Sends one notification; resolves with APNs' answer (a refusing sender answers nothing: null). */
  send(notification: ApnsNotification): Promise<ApnsAnswer | null>;
  /** Closes its connection (at shutdown, or a test's end). */
  close(): Promise<void>;
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
