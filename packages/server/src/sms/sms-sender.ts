/**
 * The text message senders behind the `SmsSender` port (ports.ts):
 * - a Twilio-compatible HTTP provider: `POST ${SMS_URL}` with a form (`To`, `From`, `Body`) and basic
 *   authentication (`SMS_ACCOUNT_SID`, `SMS_AUTH_TOKEN`), from `SMS_FROM`; a status other than 2xx throws;
 * - the development text outbox (the `sms_outbox` table, read at `/dev/outbox` beside the mail), used
 *   outside production when no provider is set;
 * - none in production without a provider: the text switch is then not offered (`sms_available: false`)
 *   and saving it on is refused.
 */
import { MS_PER_SECOND } from '@attune/core/rules';
import type { Db } from '../db/database';
import { smsOutbox } from '../db/schema';
import type { SmsSender } from '../ports';

/** The settings of a Twilio-compatible provider. */
export interface SmsProviderSettings {
  /** The messages resource, e.g. `https://api.twilio.com/2010-04-01/Accounts/AC.../Messages.json`. */
  readonly url: string;
  readonly accountSid: string;
  readonly authToken: string;
  /** The number (or sender id) texts are sent from. */
  readonly from: string;
}

/** How long a provider has to answer a text before the send counts as failed. */
const SMS_TIMEOUT_MS = 10 * MS_PER_SECOND;

/** A Twilio-compatible HTTP sender (form POST with basic authentication). */
export function httpSmsSender(settings: SmsProviderSettings): SmsSender {
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'http',
    send: async (message) => {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.body }).toString(),
        redirect: 'error',
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      // The body may name the number: only the status goes into the error.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

/** The development text outbox: the text is written to `sms_outbox`, listed at `/dev/outbox`. */
export function devOutboxSmsSender(db: Db, now: () => Date): SmsSender {
  return {
    name: 'dev-outbox',
    send: async (message) => {
      await db.insert(smsOutbox).values({ to: message.to, body: message.body, createdAt: now() });
    },
  };
}

/**
 * The SMS provider settings from the environment (`SMS_URL`, `SMS_ACCOUNT_SID`, `SMS_AUTH_TOKEN`,
 * `SMS_FROM`), or null when any is missing.
 */
export function smsSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmsProviderSettings | null {
  const { SMS_URL: url, SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = env;
  if (!url || !accountSid || !authToken || !from) return null;
  return { url, accountSid, authToken, from };
}

/**
 * The sender the environment asks for: the HTTP provider when its settings are set; otherwise the
 * development outbox outside production, and none (null: texts are not offered) in production.
 */
export function smsSenderFromEnv(
  db: Db,
  now: () => Date,
  production: boolean,
  env: NodeJS.ProcessEnv = process.env,
): SmsSender | null {
  const settings = smsSettingsFromEnv(env);
  if (settings) return httpSmsSender(settings);
  return production ? null : devOutboxSmsSender(db, now);
}
