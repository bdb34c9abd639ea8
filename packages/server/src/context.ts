/** What every handler can reach: the database, the clock, and the ports to the outside world. */
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
}

/** The calendar day (`YYYY-MM-DD`, UTC) of an instant. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The family's calendar day today (UTC). */
export const todayOf = (ctx: AppContext): string => dayOf(ctx.clock.now());
