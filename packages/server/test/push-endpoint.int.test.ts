/**
 * Push subscriptions in production over real HTTP: only a known Web Push service's endpoint is stored
 * (core's `isPushServiceEndpoint`), so the server cannot be made to post anywhere else; any other address
 * answers 422 naming `endpoint`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { pushSubscriptions } from '../src/db/schema';
import { engines, type Harness, startHarness } from './support/harness';

const keys = { p256dh: webPush.generateVAPIDKeys().publicKey, auth: 'x2fGTWh3bMaJ2lJg3CkR0A' };

describe.each(engines)('push endpoints in production (%s)', (engine) => {
  let harness: Harness;
  let family: { token: string; userId: number };

  beforeAll(async () => {
    harness = await startHarness(engine, { production: true });
    family = await harness.family('push-prod', { confirm: false, trial: false });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc123',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://wns2-db5p.notify.windows.com/w/?token=abc',
    'https://web.push.apple.com/QGxabc',
  ])('stores %s', async (endpoint) => {
    const stored = await harness.call('POST', '/v1/push_subscriptions', {
      token: family.token,
      body: { endpoint, keys },
    });
    expect(stored.status).toBe(204);
  });

  it.each([
    'http://127.0.0.1:9000/push',
    'https://169.254.169.254/latest/meta-data',
    'https://internal.example.com/push',
    'https://fcm.googleapis.com.evil.example/x',
  ])('refuses %s with 422 on endpoint', async (endpoint) => {
    const refused = await harness.call('POST', '/v1/push_subscriptions', {
      token: family.token,
      body: { endpoint, keys },
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.json)).toContain('endpoint');
    const rows = await harness.server.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toEqual([]);
  });
});
