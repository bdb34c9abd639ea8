/**
 * Native push to the iOS app through Apple's APNs: the {@link ApnsSender} port's adapters.
 *
 * - {@link http2ApnsSender}: HTTP/2 (node:http2) to `APNS_URL` (default Apple's production host), with
 *   token-based authentication: an ES256 JWT (header `alg`/`kid` = `APNS_KEY_ID`, claims `iss` =
 *   `APNS_TEAM_ID` and `iat`) signed with the `.p8` key `APNS_KEY`, renewed by core's
 *   `apnsTokenNeedsRenewal` (every 50 minutes). One connection, opened on first use and again after it
 *   closes; it does not keep the process alive.
 * - {@link refusingApnsSender}: without those settings; every send is refused (answers null) and the log
 *   says why once.
 *
 * Conventions: a device token goes into the request path only when it is hex (what APNs issues); the log
 * never carries a device token or the key.
 */
import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { type ClientHttp2Session, connect } from 'node:http2';
import {
  APNS_REQUEST_TIMEOUT_MS,
  apnsTokenNeedsRenewal,
  MS_PER_SECOND,
  PUSH_TTL_SECONDS,
} from '@attune/core/rules';
import type { ApnsAnswer, ApnsNotification, ApnsSender, Clock, Logger } from '../ports';

/** Apple's production APNs host (the sandbox one is `https://api.sandbox.push.apple.com`). */
export const APNS_PRODUCTION_URL = 'https://api.push.apple.com';

/** What the HTTP/2 adapter needs. */
export interface ApnsConfig {
  /** The key's id (`APNS_KEY_ID`), the JWT header's `kid`. */
  readonly keyId: string;
  /** The Apple developer team's id (`APNS_TEAM_ID`), the JWT's `iss`. */
  readonly teamId: string;
  /** The `.p8` private key (PEM), `APNS_KEY`. */
  readonly key: string;
  /** APNs' origin; default {@link APNS_PRODUCTION_URL}. */
  readonly url?: string;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A provider token: the ES256 JWT APNs takes as `authorization: bearer <token>`, issued at `now`. */
export function apnsProviderToken(config: Pick<ApnsConfig, 'keyId' | 'teamId'>, key: KeyObject, now: Date) {
  const header = base64url(JSON.stringify({ alg: 'ES256', kid: config.keyId }));
  const claims = base64url(
    JSON.stringify({ iss: config.teamId, iat: Math.floor(now.getTime() / MS_PER_SECOND) }),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' });
  return `${header}.${claims}.${base64url(signature)}`;
}

/** The JSON APNs delivers: the alert in the device's language, and where it leads in the app. */
export const apnsPayload = (notification: ApnsNotification) =>
  JSON.stringify({
    aps: { alert: { title: notification.title, body: notification.body }, sound: 'default' },
    href: notification.href,
  });

const HEX_TOKEN = /^[0-9a-f]{16,200}$/i;

/** The HTTP/2 adapter (see the module's comment). */
export function http2ApnsSender(config: ApnsConfig, deps: { clock: Clock; logger: Logger }): ApnsSender {
  const key = createPrivateKey(config.key);
  const origin = config.url ?? APNS_PRODUCTION_URL;
  let session: ClientHttp2Session | null = null;
  let token: { value: string; issuedAt: number } | null = null;

  const open = (): ClientHttp2Session => {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = connect(origin);
    opened.on('error', (error) => {
      deps.logger.error(`APNs connection failed: ${error.message}`);
      if (session === opened) session = null;
    });
    opened.on('close', () => {
      if (session === opened) session = null;
    });
    opened.unref();
    session = opened;
    return opened;
  };
  const bearer = (): string => {
    const now = deps.clock.now();
    if (!token || apnsTokenNeedsRenewal(token.issuedAt, now.getTime()))
      token = { value: apnsProviderToken(config, key, now), issuedAt: now.getTime() };
    return token.value;
  };

  return {
    configured: true,
    send: (notification) => {
      if (!HEX_TOKEN.test(notification.deviceToken))
        return Promise.resolve({ status: 400, reason: 'BadDeviceToken' });
      const expiration = Math.floor(deps.clock.now().getTime() / MS_PER_SECOND) + PUSH_TTL_SECONDS;
      return new Promise<ApnsAnswer>((resolve, reject) => {
        const request = open().request({
          ':method': 'POST',
          ':path': `/3/device/${notification.deviceToken}`,
          authorization: `bearer ${bearer()}`,
          'apns-topic': notification.topic,
          'apns-push-type': 'alert',
          'apns-priority': '10',
          'apns-expiration': String(expiration),
          'content-type': 'application/json',
        });
        let status = 0;
        let text = '';
        request.setEncoding('utf8');
        request.setTimeout(APNS_REQUEST_TIMEOUT_MS, () => request.close());
        request.on('response', (headers) => {
          status = Number(headers[':status'] ?? 0);
        });
        request.on('data', (chunk: string) => {
          text += chunk;
        });
        request.on('end', () => {
          if (status === 0) return reject(new Error('APNs closed the request without an answer'));
          let reason: string | null = null;
          try {
            reason = text ? String((JSON.parse(text) as { reason?: unknown }).reason ?? '') || null : null;
          } catch {
            reason = null;
          }
          resolve({ status, reason });
        });
        // Closed before its end (a time-out, the connection lost): failed this time (a settled promise ignores it).
        request.on('close', () => reject(new Error('APNs did not answer in time')));
        request.on('error', reject);
        request.end(apnsPayload(notification));
      });
    },
    close: async () => {
      const open = session;
      session = null;
      if (open && !open.closed) await new Promise<void>((done) => open.close(() => done()));
    },
  };
}

/**
 * A sender that refuses every send (answers null), saying once in the log why native push is off
 * (`why`: what is missing or wrong in the settings).
 */
export function refusingApnsSender(logger: Logger, why: string): ApnsSender {
  let said = false;
  return {
    configured: false,
    send: async () => {
      if (!said) {
        said = true;
        logger.info(
          `native push not sent: APNs is not configured (${why}); notifications go to the app's feed and Web Push only`,
        );
      }
      return null;
    },
    close: async () => {},
  };
}

/**
 * The sender the environment asks for: the HTTP/2 adapter when `APNS_KEY_ID`, `APNS_TEAM_ID` and `APNS_KEY`
 * are set (`APNS_KEY`: the `.p8` file's PEM text, with `\n` for its line breaks if need be, or the path of
 * the file; `APNS_URL`: another APNs origin, such as Apple's sandbox), the refusing one otherwise.
 */
export function apnsSenderFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  deps: { clock: Clock; logger: Logger },
): ApnsSender {
  const keyId = env.APNS_KEY_ID?.trim();
  const teamId = env.APNS_TEAM_ID?.trim();
  const keySetting = env.APNS_KEY?.trim();
  const missing = [
    ...(keyId ? [] : ['APNS_KEY_ID']),
    ...(teamId ? [] : ['APNS_TEAM_ID']),
    ...(keySetting ? [] : ['APNS_KEY']),
  ];
  if (!keyId || !teamId || !keySetting)
    return refusingApnsSender(deps.logger, `${missing.join(', ')} not set`);
  const key = keySetting.includes('BEGIN')
    ? keySetting.replace(/\\n/g, '\n')
    : existsSync(keySetting)
      ? readFileSync(keySetting, 'utf8')
      : keySetting;
  try {
    return http2ApnsSender({ keyId, teamId, key, ...(env.APNS_URL ? { url: env.APNS_URL } : {}) }, deps);
  } catch {
    return refusingApnsSender(deps.logger, 'APNS_KEY is not a readable EC private key (.p8)');
  }
}
