/** What every handler can reach: the database, the clock, and the ports to the outside world. */

import type { Language, RateLimit } from '@attune/core/rules';
import { calendarDay, DEFAULT_TIME_ZONE } from '@attune/core/rules';
import type { ServerCaches } from './cache/caches';
import type { Db } from './db/database';
import type { LoginThrottle } from './http/throttle';
import type { Logger } from './observability/log';
import type { CatalogueCache } from './plans/catalogue-cache';
import type { CardProvider, ReceiptValidator } from './purchases/payment-ports';
import type { SleepDeviceProvider } from './sleep/sleep-device-provider';

/** The server's clock; tests pass a fixed one. */
export interface Clock {
  now(): Date;
}

/** A logger that never receives passwords, tokens or children's names (observability/log.ts). */
export type { Logger } from './observability/log';

/** Everything a handler needs, built once by `createApp`. */
export interface AppContext {
  readonly db: Db;
  readonly clock: Clock;
  /** The plan catalogue, held in memory. */
  readonly catalogue: CatalogueCache;
  /** Log-in tokens and serialized answers kept in memory, correct across processes (`src/cache`). */
  readonly caches: ServerCaches;
  readonly logger: Logger;
  /** In production the development routes (`/dev/outbox`) do not exist and mail is not printed. */
  readonly production: boolean;
  readonly cardProvider: CardProvider;
  readonly receiptValidator: ReceiptValidator;
  /** The web app's origin for links in mail (`https://app.example.org`), or '' for relative links. */
  readonly publicUrl: string;
  /** Log-in back-off (http/throttle.ts). */
  readonly loginThrottle: LoginThrottle;
  /** Proxies whose `X-Forwarded-*` headers are believed (http/client-address.ts). */
  readonly trustedProxies: readonly string[];
  /** Sign-up limits per address and per email; core's `SIGN_UP_LIMITS` when unset. */
  readonly signUpLimits?: { readonly perAddress: RateLimit; readonly perEmail: RateLimit };
  /**
   * The family's IANA time zone for the call being answered (the `X-Time-Zone` header the app sends,
   * checked by the router; UTC when absent or unknown). Unset outside a call (the seed), which means UTC.
   */
  readonly timeZone?: string;
  /** The sleep device provider (Fitbit) children can be linked to; null when none is set up. */
  readonly sleepDeviceProvider?: SleepDeviceProvider | null;
  /**
   * The language of the call being answered (the `Accept-Language` header, core's
   * `languageOfAcceptLanguage`); unset outside a call, which means English.
   */
  readonly language?: Language;
  /**
   * The key secrets at rest are sealed with (`ATTUNE_SECRET_KEY`, lib/secret-box.ts); unset means the
   * `secret-box` key kept in `server_keys`.
   */
  readonly secretKey?: string;
  /** Web Push's VAPID keys (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`); unset means no browser push. */
  readonly webPush?: { readonly publicKey: string; readonly privateKey: string; readonly subject: string };
}

/** The family's calendar day today (`YYYY-MM-DD`), in the family's own time zone (core's `calendarDay`). */
export const todayOf = (ctx: Pick<AppContext, 'clock' | 'timeZone'>): string =>
  calendarDay(ctx.clock.now(), ctx.timeZone ?? DEFAULT_TIME_ZONE);
