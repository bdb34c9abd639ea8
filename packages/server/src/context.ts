/** What every handler can reach: the database, the clock, and the ports to the outside world. */
import { calendarDay, DEFAULT_TIME_ZONE } from '@attune/core/rules';
import type { Db } from './db/database';
import type { CatalogueCache } from './plans/catalogue-cache';
import type { CardProvider, ReceiptValidator } from './purchases/payment-ports';

/** The server's clock; tests pass a fixed one. */
export interface Clock {
  now(): Date;
}

/** A logger that never receives passwords, tokens or children's names. */
export interface Logger {
  info(message: string): void;
  error(message: string): void;
}

/** Everything a handler needs, built once by `createApp`. */
export interface AppContext {
  readonly db: Db;
  readonly clock: Clock;
  /** The plan catalogue, held in memory. */
  readonly catalogue: CatalogueCache;
  readonly logger: Logger;
  /** In production the development routes (`/dev/outbox`) do not exist and mail is not printed. */
  readonly production: boolean;
  readonly cardProvider: CardProvider;
  readonly receiptValidator: ReceiptValidator;
  /** The web app's origin for links in mail (`https://app.example.org`), or '' for relative links. */
  readonly publicUrl: string;
  /** Log-in back-off: failures allowed within the window before answering 429. */
  readonly loginThrottle: { maxFailures: number; windowMs: number };
  /**
   * The family's IANA time zone for the call being answered (the `X-Time-Zone` header the app sends,
   * checked by the router; UTC when absent or unknown). Unset outside a call (the seed), which means UTC.
   */
  readonly timeZone?: string;
}

/** The family's calendar day today (`YYYY-MM-DD`), in the family's own time zone (core's `calendarDay`). */
export const todayOf = (ctx: Pick<AppContext, 'clock' | 'timeZone'>): string =>
  calendarDay(ctx.clock.now(), ctx.timeZone ?? DEFAULT_TIME_ZONE);
