/**
 * A fake Fitbit for tests (no test ever calls Fitbit): `GET /oauth2/authorize` redirects to the
 * `redirect_uri` with an access token and the state in the URL's hash, as Fitbit's implicit grant does;
 * `GET /1/user/-/profile.json` answers the user of a token it handed out (401 for any other);
 * `GET /1.2/user/-/sleep/date/{from}/{to}.json` answers the sleep logs given to the token's user whose
 * `dateOfSleep` is in the range (none until given), counting the calls. A token can be revoked (401)
 * and the sleep call made to fail with a status.
 */
import { createServer, type Server } from 'node:http';

/** A sleep log as Fitbit's Sleep Log by Date Range (API 1.2) lists it in `sleep[]`. */
export interface FitbitSleepLog {
  readonly logId: number;
  readonly dateOfSleep: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly minutesAsleep: number;
  readonly timeInBed: number;
  readonly isMainSleep: boolean;
  readonly [more: string]: unknown;
}

/** A running fake Fitbit. */
export interface FakeFitbit {
  readonly url: string;
  /** The env that points the server's Fitbit adapter at it. */
  readonly env: Record<string, string>;
  /** Adds sleep logs to the user of `token` (a log with the same `logId` is replaced). */
  addSleeps(token: string, logs: readonly FitbitSleepLog[]): void;
  /** Sleep logs every user has, whatever its token (for a browser test, which never sees the token). */
  addSleepsForEveryone(logs: readonly FitbitSleepLog[]): void;
  /** How many sleep log calls were made with `token` (any token when omitted). */
  sleepCalls(token?: string): number;
  /** The ranges the sleep log calls asked for, in order. */
  readonly sleepRanges: readonly { from: string; to: string }[];
  /** Makes every sleep log call answer `status` (null: answer normally again). */
  failSleeps(status: number | null): void;
  /** Forgets a token: every call with it answers 401 from now on. */
  revoke(token: string): void;
  close(): Promise<void>;
}

/** Starts a fake Fitbit on 127.0.0.1. */
export async function startFakeFitbit(): Promise<FakeFitbit> {
  const tokens = new Set<string>();
  const sleeps = new Map<string, Map<number, FitbitSleepLog>>();
  const everyone = new Map<number, FitbitSleepLog>();
  const calls = new Map<string, number>();
  const sleepRanges: { from: string; to: string }[] = [];
  let failing: number | null = null;
  let issued = 0;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const sleepRange = /^\/1\.2\/user\/-\/sleep\/date\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\.json$/.exec(
      url.pathname,
    );
    if (sleepRange) {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      calls.set(token, (calls.get(token) ?? 0) + 1);
      const [, from = '', to = ''] = sleepRange;
      sleepRanges.push({ from, to });
      if (!tokens.has(token)) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end('{"errors":[{"errorType":"invalid_token"}]}');
        return;
      }
      if (failing !== null) {
        response.writeHead(failing, { 'content-type': 'application/json' });
        response.end('{"errors":[{"errorType":"system"}]}');
        return;
      }
      const logs = [...everyone.values(), ...(sleeps.get(token)?.values() ?? [])].filter(
        (log) => log.dateOfSleep >= from && log.dateOfSleep <= to,
      );
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sleep: logs }));
      return;
    }
    if (url.pathname === '/oauth2/authorize') {
      issued += 1;
      const token = `fake-fitbit-token-${issued}`;
      tokens.add(token);
      const hash = new URLSearchParams({
        access_token: token,
        user_id: `FAKE${issued}`,
        state: url.searchParams.get('state') ?? '',
        token_type: 'Bearer',
        expires_in: '604800',
      });
      response.writeHead(302, { location: `${url.searchParams.get('redirect_uri')}#${hash}` });
      response.end();
      return;
    }
    if (url.pathname === '/1/user/-/profile.json') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(token)) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end('{"errors":[{"errorType":"invalid_token"}]}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ user: { encodedId: `FAKE-${token.split('-').pop()}` } }));
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: {
      FITBIT_CLIENT_ID: 'fake-client',
      FITBIT_AUTHORIZE_URL: `${url}/oauth2/authorize`,
      FITBIT_API_BASE: url,
    },
    addSleeps: (token, logs) => {
      const ofToken = sleeps.get(token) ?? new Map<number, FitbitSleepLog>();
      for (const log of logs) ofToken.set(log.logId, log);
      sleeps.set(token, ofToken);
    },
    addSleepsForEveryone: (logs) => {
      for (const log of logs) everyone.set(log.logId, log);
    },
    sleepCalls: (token) =>
      token === undefined ? [...calls.values()].reduce((sum, n) => sum + n, 0) : (calls.get(token) ?? 0),
    sleepRanges,
    failSleeps: (status) => {
      failing = status;
    },
    revoke: (token) => {
      tokens.delete(token);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
