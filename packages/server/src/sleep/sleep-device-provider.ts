/**
 * The sleep device port: where the parent is sent to allow access (OAuth, implicit grant: the token comes
 * back in the redirect URL's hash), how the server checks a token it is handed, and how it reads the
 * nights the device measured. The Fitbit adapter speaks Fitbit's Web API; tests point it at a fake
 * provider server (FITBIT_AUTHORIZE_URL, FITBIT_API_BASE), so no test ever calls Fitbit.
 */
import type { DeviceNight } from '@attune/core/rules';

/** A provider of sleep data the app can link a child to. */
export interface SleepDeviceProvider {
  /** The provider's page that asks the parent to allow access, then redirects with the token. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** The provider's user the token belongs to; null when the provider refuses the token. */
  verifyToken(accessToken: string): Promise<{ userId: string } | null>;
  /**
   * The sleep logs (main sleeps and naps) of the days `from` to `to` (`YYYY-MM-DD`, inclusive, by the
   * provider's day of the sleep); null when the provider refuses the token (401/403). Throws
   * `SleepProviderError` (or a network error) when the provider fails otherwise.
   */
  sleeps(accessToken: string, range: { from: string; to: string }): Promise<DeviceNight[] | null>;
}

/** The provider answered a call with an unexpected status or body (the message names no token). */
export class SleepProviderError extends Error {
  override readonly name = 'SleepProviderError';
}

/** One entry of Fitbit's `sleep[]` (Sleep Log by Date Range, API 1.2), as far as the app reads it. */
interface FitbitSleepLog {
  logId?: unknown;
  dateOfSleep?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  minutesAsleep?: unknown;
  timeInBed?: unknown;
  isMainSleep?: unknown;
}

/** A Fitbit sleep log as a device night; null when a field the app needs is missing. */
export function deviceNightOfFitbit(log: FitbitSleepLog): DeviceNight | null {
  const { logId, dateOfSleep, startTime, endTime, minutesAsleep, timeInBed, isMainSleep } = log;
  if (
    (typeof logId !== 'number' && typeof logId !== 'string') ||
    typeof dateOfSleep !== 'string' ||
    typeof startTime !== 'string' ||
    typeof endTime !== 'string' ||
    typeof minutesAsleep !== 'number' ||
    typeof timeInBed !== 'number'
  ) {
    return null;
  }
  return {
    logId: String(logId),
    dateOfSleep,
    startTime,
    endTime,
    minutesAsleep,
    timeInBed,
    isMainSleep: isMainSleep === true,
  };
}

/** Fitbit's OAuth 2.0 implicit grant, for sleep data. Configured by FITBIT_CLIENT_ID (none: not offered). */
export function fitbitProvider(
  env: Readonly<Record<string, string | undefined>>,
): SleepDeviceProvider | null {
  const clientId = env.FITBIT_CLIENT_ID;
  if (!clientId) return null;
  const authorizeBase = env.FITBIT_AUTHORIZE_URL ?? 'https://www.fitbit.com/oauth2/authorize';
  const apiBase = (env.FITBIT_API_BASE ?? 'https://api.fitbit.com').replace(/\/$/, '');
  return {
    authorizeUrl: ({ state, redirectUri }) => {
      const url = new URL(authorizeBase);
      url.searchParams.set('response_type', 'token');
      url.searchParams.set('client_id', clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', 'sleep');
      url.searchParams.set('expires_in', '604800');
      url.searchParams.set('state', state);
      return url.toString();
    },
    verifyToken: async (accessToken) => {
      const response = await fetch(`${apiBase}/1/user/-/profile.json`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 401 || response.status === 403) return null;
      if (!response.ok) throw new Error(`Fitbit profile answered ${response.status}`);
      const body = (await response.json()) as { user?: { encodedId?: unknown } };
      const userId = body.user?.encodedId;
      return typeof userId === 'string' && userId ? { userId } : null;
    },
    sleeps: async (accessToken, { from, to }) => {
      const response = await fetch(`${apiBase}/1.2/user/-/sleep/date/${from}/${to}.json`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 401 || response.status === 403) return null;
      if (!response.ok) throw new SleepProviderError(`Fitbit sleep logs answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { sleep?: unknown } | null;
      if (!body || !Array.isArray(body.sleep))
        throw new SleepProviderError('Fitbit sleep logs had no sleep list');
      return body.sleep.flatMap((log: FitbitSleepLog) => {
        const night = log && typeof log === 'object' ? deviceNightOfFitbit(log) : null;
        return night ? [night] : [];
      });
    },
  };
}
