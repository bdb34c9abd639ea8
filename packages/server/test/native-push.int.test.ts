/**
 * Native push, over real HTTP and HTTP/2: the iOS app registers its device token (kept sealed at rest, never
 * in the export), and the notifications that go to Web Push (the session-due reminder, a kit notice) go to
 * the device through APNs too: a fake APNs on 127.0.0.1 checks the provider token (ES256 JWT: `alg`, `kid`,
 * `iss`, `iat`, the signature), the topic, the device path and the payload. A device APNs says is gone is
 * forgotten; without APNs settings sending is refused with one log line and nothing breaks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { createApp } from '../src/app';
import { appleDevices } from '../src/db/schema';
import { openSecret } from '../src/lib/secret-box';
import { apnsSenderFromEnv } from '../src/notifications/apns-sender';
import { notifyFamily } from '../src/notifications/notifications.service';
import { runReminders } from '../src/notifications/reminders.service';
import type { Logger } from '../src/ports';
import { type FakeApns, startFakeApns } from './support/fake-apns';
import { browserKeys, type FakePushService, startFakePushService } from './support/fake-push-service';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

const DEVICE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const BUNDLE = 'app.attune.ios';
const MINUTE = 60_000;

describe.each(engines)('native push through APNs (%s)', (engine) => {
  let harness: Harness;
  let apns: FakeApns;
  let push: FakePushService;
  let family: { token: string; userId: number };
  let childId: number;
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    harness.call(method, path, { token: family.token, body, ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    apns = await startFakeApns();
    push = await startFakePushService();
    const logger: Logger = { info: () => {}, error: () => {} };
    harness = await startHarness(engine, {
      webPush: { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@attune.test' },
      // The adapter the environment asks for, pointed at the fake (its clock is the harness's, set below).
      apns: apnsSenderFromEnv(
        { APNS_KEY_ID: apns.keyId, APNS_TEAM_ID: apns.teamId, APNS_KEY: apns.keyPem, APNS_URL: apns.url },
        { clock: { now: () => harness.clock.now() }, logger },
      ),
    });
    // Reminders are held through the family's quiet hours (21:00 to 07:00 by default): the runs here
    // happen at 17:00 UTC, daytime in the family's zone, whatever the time the suite runs.
    const daytime = new Date(harness.clock.now());
    daytime.setUTCHours(17, 0, 0, 0);
    if (daytime <= harness.clock.now()) daytime.setUTCDate(daytime.getUTCDate() + 1);
    harness.clock.set(daytime);
    family = await harness.family('native');
    const child = await call('POST', '/v1/patients', {
      patient: { name: 'Robin', birthday: birthdayYearsAgo(harness.clock, 9), gender: 'other' },
    });
    childId = (child.json as { patient: { id: number } }).patient.id;
    const plans = await call('GET', '/v1/activity_plans');
    const insights = (plans.json as { activity_plans: { id: number; key: string }[] }).activity_plans.find(
      (plan) => plan.key === 'adhd-insights',
    );
    expect(
      (await call('POST', '/v1/child_activity_plans', { child_id: childId, activity_plan_id: insights?.id }))
        .status,
    ).toBeLessThan(300);
    expect(
      (
        await call('POST', '/v1/push_subscriptions', {
          endpoint: `${push.url}/push/robin`,
          keys: browserKeys,
        })
      ).status,
    ).toBe(204);
  });
  afterAll(async () => {
    await harness?.close();
    await apns?.close();
    await push?.close();
  });

  it('keeps the device token sealed at rest, in the language registered, and leaves it out of the export', async () => {
    const device = { token: DEVICE, platform: 'ios', bundle_id: BUNDLE };
    expect((await call('POST', '/v1/apple_devices', device, { 'accept-language': 'es' })).status).toBe(204);
    expect((await call('POST', '/v1/apple_devices', device, { 'accept-language': 'es' })).status).toBe(204);
    const rows = await harness.server.ctx.db
      .select()
      .from(appleDevices)
      .where(eq(appleDevices.userId, family.userId));
    expect(rows).toHaveLength(1);
    const sealed = rows[0]?.sealedToken ?? '';
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(DEVICE);
    expect(await openSecret(harness.server.ctx, sealed)).toBe(DEVICE);
    expect(rows[0]?.language).toBe('es');
    const exported = JSON.stringify((await call('GET', '/v1/users/me/export')).json);
    expect(exported).not.toContain(DEVICE);
    expect(exported).not.toContain(sealed);
  });

  it('the session-due reminder goes to the browser and to the device, signed with a valid provider token', async () => {
    const report = await runReminders(harness.server.ctx);
    expect(report.reminders).toBeGreaterThanOrEqual(1);
    // One Web Push and one APNs push were accepted.
    expect(report.pushed).toBe(2);
    expect(push.received.filter((entry) => entry.path === '/push/robin')).toHaveLength(1);
    expect(apns.received).toHaveLength(1);
    const sent = apns.received[0];
    expect(sent?.path).toBe(`/3/device/${DEVICE}`);
    expect(sent?.headers['apns-topic']).toBe(BUNDLE);
    expect(sent?.headers['apns-push-type']).toBe('alert');
    expect(sent?.jwt).toEqual({
      header: { alg: 'ES256', kid: apns.keyId },
      claims: { iss: apns.teamId, iat: Math.floor(harness.clock.now().getTime() / 1000) },
      signatureValid: true,
    });
    // Worded in the language the device registered in.
    expect(sent?.payload.aps?.alert?.title).toBe('Sesión para hoy');
    expect(sent?.payload.aps?.alert?.body).toContain('«Bienvenida»');
    expect(sent?.payload.href).toMatch(new RegExp(`^/app/child/${childId}/plan/\\d+/session/0$`));
  });

  it('a kit notice reaches the device too; the provider token is reused for 50 minutes, then renewed', async () => {
    const notice = {
      kind: 'food-sensitivity-shipped',
      data: { child: 'Robin', child_id: childId },
      href: '/x',
    };
    expect(await notifyFamily(harness.server.ctx, family.userId, notice)).toBe(2);
    expect(apns.received.at(-1)?.payload.aps?.alert).toEqual({
      title: 'Kit enviado',
      body: 'El kit de sensibilidad alimentaria de Robin está en camino.',
    });
    expect(apns.received.at(-1)?.token).toBe(apns.received[0]?.token);
    const now = harness.clock.now();
    harness.clock.set(new Date(now.getTime() + 50 * MINUTE));
    await notifyFamily(harness.server.ctx, family.userId, notice);
    harness.clock.set(now);
    const last = apns.received.at(-1);
    expect(last?.token).not.toBe(apns.received[0]?.token);
    expect(last?.jwt.signatureValid).toBe(true);
  });

  it('a device APNs says is gone (410) is forgotten; registering it on another account moves it there', async () => {
    apns.gone.add(DEVICE);
    const notice = {
      kind: 'food-sensitivity-received',
      data: { child: 'Robin', child_id: childId },
      href: '/x',
    };
    expect(await notifyFamily(harness.server.ctx, family.userId, notice)).toBe(1);
    expect(
      await harness.server.ctx.db.select().from(appleDevices).where(eq(appleDevices.userId, family.userId)),
    ).toEqual([]);
    apns.gone.delete(DEVICE);

    const device = { token: DEVICE, platform: 'ios', bundle_id: BUNDLE };
    expect((await call('POST', '/v1/apple_devices', device)).status).toBe(204);
    const other = await harness.family('native-other');
    expect(
      (await harness.call('POST', '/v1/apple_devices', { token: other.token, body: device })).status,
    ).toBe(204);
    const owners = (await harness.server.ctx.db.select().from(appleDevices)).map((row) => row.userId);
    expect(owners).toEqual([other.userId]);
  });

  it('without APNs settings, sending is refused with one clear log line, and the notice is still kept in the feed', async () => {
    const lines: string[] = [];
    const logger: Logger = { info: (line) => lines.push(line), error: (line) => lines.push(line) };
    const refusing = apnsSenderFromEnv({ APNS_KEY_ID: apns.keyId }, { clock: harness.clock, logger });
    expect(refusing.configured).toBe(false);
    const { ctx } = createApp({ db: harness.server.ctx.db, logger, clock: harness.clock, apns: refusing });
    const device = { token: DEVICE, platform: 'ios', bundle_id: BUNDLE };
    expect(
      (await harness.call('POST', '/v1/apple_devices', { token: family.token, body: device })).status,
    ).toBe(204);
    const before = apns.received.length;
    const notice = {
      kind: 'food-sensitivity-results',
      data: { child: 'Robin', child_id: childId },
      href: '/x',
    };
    await notifyFamily(ctx, family.userId, notice);
    await notifyFamily(ctx, family.userId, notice);
    expect(apns.received.length).toBe(before);
    expect(lines).toEqual([
      "native push not sent: APNs is not configured (APNS_TEAM_ID, APNS_KEY not set); notifications go to the app's feed and Web Push only",
    ]);
    const feed = (await call('GET', '/v1/notifications')).json as { notifications: { kind: string }[] };
    expect(feed.notifications.filter((n) => n.kind === 'food-sensitivity-results')).toHaveLength(2);
    // A key that is not a key is refused the same way, not a crash at start.
    const broken = apnsSenderFromEnv(
      {
        APNS_KEY_ID: 'K',
        APNS_TEAM_ID: 'T',
        APNS_KEY: '-----BEGIN PRIVATE KEY-----\\nnope\\n-----END PRIVATE KEY-----',
      },
      { clock: harness.clock, logger },
    );
    expect(broken.configured).toBe(false);
  });
});
