/**
 * What every handler can reach, in two parts: what the app holds ({@link AppState}: the database, the
 * clock, the caches and the ports to the outside world, built once by `createApp`) and what a request
 * carries ({@link RequestScope}: the family's time zone and language, set by the router for each call).
 * Services take {@link AppContext}, the two together; outside a call (the seed, the schedules) the
 * request's part is unset, which means UTC and English.
 */

import type { DessaNorms, Language, RateLimit } from '@attune/core/rules';
import { calendarDay, DEFAULT_TIME_ZONE } from '@attune/core/rules';
import type { ServerCaches } from './cache/caches';
import type { Db } from './db/database';
import type { LoginThrottle } from './http/throttle';
import type { CatalogueCache } from './plans/catalogue-cache';
import type { ApnsSender, Clock, Logger, SmsSender } from './ports';
import type { CardProvider, ReceiptValidator } from './purchases/payment-ports';
import type { SleepDeviceProvider } from './sleep/sleep-device-provider';

export type { Clock, Logger, SmsSender } from './ports';

/** What the app holds: built once by `createApp`, the same for every call. */
export interface AppState {
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
  /** The sleep device provider (Fitbit) children can be linked to; null when none is set up. */
  readonly sleepDeviceProvider?: SleepDeviceProvider | null;
  /**
   * The key secrets at rest are sealed with (`ATTUNE_SECRET_KEY`, lib/secret-box.ts); unset means the
   * `secret-box` key kept in `server_keys`.
   */
  readonly secretKey?: string;
  /**
   * Where Food Sensitivity kit orders are mailed (`LAB_ORDER_EMAIL`); unset means the care team's copy only
   * (asking them to forward it to the lab).
   */
  readonly labOrderEmail?: string;
  /**
   * Native push to the iOS app through APNs (`APNS_KEY_ID`, `APNS_TEAM_ID`, `APNS_KEY`); without them a
   * sender that refuses, saying so once in the log. Unset only in a context built by hand.
   */
  readonly apns?: ApnsSender;
  /** Web Push's VAPID keys (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`); unset means no browser push. */
  readonly webPush?: { readonly publicKey: string; readonly privateKey: string; readonly subject: string };
  /**
   * The Social + Emotional norms (`SOCIAL_EMOTIONAL_NORMS_FILE`, insights/social-emotional-norms.ts);
   * null means none, and check-ins are read as raw scores.
   */
  readonly socialEmotionalNorms: DessaNorms | null;
  /**
   * Where reminder texts go (`SMS_URL` and its credentials, sms/sms-sender.ts); null when texts are not
   * offered (production without a provider). Unset counts as null.
   */
  readonly sms?: SmsSender | null;
}

/** What a request carries, set by the router for each call; unset outside a call. */
export interface RequestScope {
  /**
   * The family's IANA time zone for the call being answered (the `X-Time-Zone` header the app sends,
   * checked by the router; UTC when absent or unknown). Unset outside a call (the seed), which means UTC.
   */
  readonly timeZone?: string;
  /**
   * The language of the call being answered (the `Accept-Language` header, core's
   * `languageOfAcceptLanguage`); unset outside a call, which means English.
   */
  readonly language?: Language;
}

/** What a service is handed: what the app holds, and what the call being answered carries. */
export type AppContext = AppState & RequestScope;

/** The family's calendar day today (`YYYY-MM-DD`), in the family's own time zone (core's `calendarDay`). */
export const todayOf = (ctx: Pick<AppContext, 'clock' | 'timeZone'>): string =>
  calendarDay(ctx.clock.now(), ctx.timeZone ?? DEFAULT_TIME_ZONE);
