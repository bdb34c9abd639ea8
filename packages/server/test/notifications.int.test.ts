/**
 * Notifications over real HTTP: the hourly session-due reminder writes one notification per due session and
 * never a second one, pushes it (encrypted, VAPID-signed) to the browsers the family subscribed (a fake push
 * service on 127.0.0.1), the feed lists it unread and marks it read (another family's answers 404); and
 * everything the catalogue says follows `Accept-Language`.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NotificationSchema } from '@attune/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { notifications, pushSubscriptions } from '../src/db/schema';
import { runReminders as remindDueSessions } from '../src/notifications/reminders.service';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

const DAY = 86_400_000;

/** A push service that accepts everything and remembers what it got. */
async function fakePushService() {
  const received: { path: string; headers: IncomingHttpHeaders; bytes: number }[] = [];
  const server: Server = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, bytes });
      response.writeHead(request.url?.includes('gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((done) => server.close(() => done())) };
}

// A browser's subscription keys (a P-256 public key and a 16-byte secret), as PushSubscription.toJSON() gives.
const browserKeys = { p256dh: webPush.generateVAPIDKeys().publicKey, auth: 'x2fGTWh3bMaJ2lJg3CkR0A' };

describe.each(engines)('notifications (%s)', (engine) => {
  let harness: Harness;
  let push: Awaited<ReturnType<typeof fakePushService>>;
  let family: { token: string; userId: number };
  let childId: number;
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    harness.call(method, path, { token: family.token, body, ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    push = await fakePushService();
    harness = await startHarness(engine, {
      webPush: { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@attune.test' },
    });
    // Reminders are held through the family's quiet hours (21:00 to 07:00 by default): the runs here
    // happen at 17:00 UTC, daytime in the family's zone, whatever the time the suite runs.
    const daytime = new Date(harness.clock.now());
    daytime.setUTCHours(17, 0, 0, 0);
    if (daytime <= harness.clock.now()) daytime.setUTCDate(daytime.getUTCDate() + 1);
    harness.clock.set(daytime);
    family = await harness.family('notify');
    const child = await call('POST', '/v1/patients', {
      patient: { name: 'Robin', birthday: birthdayYearsAgo(harness.clock, 9), gender: 'other' },
    });
    expect(child.status).toBe(200);
    childId = (child.json as { patient: { id: number } }).patient.id;
    const plans = await call('GET', '/v1/activity_plans');
    const insights = (plans.json as { activity_plans: { id: number; key: string }[] }).activity_plans.find(
      (plan) => plan.key === 'adhd-insights',
    );
    const started = await call('POST', '/v1/child_activity_plans', {
      child_id: childId,
      activity_plan_id: insights?.id,
    });
    expect(started.status).toBeLessThan(300);
  });
  afterAll(async () => {
    await harness?.close();
    await push?.close();
  });

  it('gives the VAPID public key and stores this browser’s subscription once, refusing a non-https endpoint', async () => {
    const key = await call('GET', '/v1/push_subscriptions/key');
    expect(key.status).toBe(200);
    expect((key.json as { public_key: string }).public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    const subscription = { endpoint: `${push.url}/push/robin`, keys: browserKeys };
    expect(
      (await call('POST', '/v1/push_subscriptions', subscription, { 'accept-language': 'es' })).status,
    ).toBe(204);
    expect(
      (await call('POST', '/v1/push_subscriptions', subscription, { 'accept-language': 'es' })).status,
    ).toBe(204);
    const rows = await harness.server.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, family.userId));
    expect(rows.map((row) => [row.endpoint, row.language])).toEqual([[`${push.url}/push/robin`, 'es']]);

    const bad = await call('POST', '/v1/push_subscriptions', {
      endpoint: 'http://10.0.0.1/push',
      keys: browserKeys,
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.json)).toContain('endpoint');
    const malformed = await call('POST', '/v1/push_subscriptions', { endpoint: 'nope', keys: browserKeys });
    expect(malformed.status).toBe(422);
  });

  it('reminds of each due session once, pushes it, and a later run adds nothing', async () => {
    const first = await remindDueSessions(harness.server.ctx);
    const mine = await harness.server.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, family.userId));
    const reminders = mine.filter((row) => row.kind === 'session-due');
    // Only the intro (position 0) is due on the day the plan starts.
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.href).toMatch(new RegExp(`^/app/child/${childId}/plan/\\d+/session/0$`));
    expect(first.reminders).toBeGreaterThanOrEqual(1);
    expect(first.pushed).toBe(1);
    const pushed = push.received.filter((entry) => entry.path === '/push/robin');
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.headers['content-encoding']).toBe('aes128gcm');
    expect(pushed[0]?.headers.authorization).toMatch(/^vapid t=/);
    expect(pushed[0]?.bytes).toBeGreaterThan(0);

    const again = await remindDueSessions(harness.server.ctx);
    expect(again.reminders).toBe(0);
    expect(push.received.filter((entry) => entry.path === '/push/robin')).toHaveLength(1);

    // A week on, the next session is due: one more reminder, still one per session.
    const now = harness.clock.now();
    harness.clock.set(new Date(now.getTime() + 7 * DAY));
    await remindDueSessions(harness.server.ctx);
    await remindDueSessions(harness.server.ctx);
    harness.clock.set(now);
    const later = await harness.server.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, family.userId));
    const sessions = later.filter((row) => row.kind === 'session-due').map((row) => row.sessionId);
    expect(sessions).toHaveLength(2);
    expect(new Set(sessions).size).toBe(2);
  });

  it('lists the reminders unread in the asked language, marks one read, and another family gets 404', async () => {
    const listed = await call('GET', '/v1/notifications', undefined, { 'accept-language': 'es' });
    expect(listed.status).toBe(200);
    const feed = (listed.json as { notifications: unknown[] }).notifications.map((n) =>
      NotificationSchema.parse(n),
    );
    const reminder = feed.find((n) => n.kind === 'session-due' && n.href?.endsWith('/session/0'));
    expect(reminder?.read_at).toBeNull();
    expect(reminder?.title).toBe('Sesión para hoy');
    expect(reminder?.body).toContain('«Bienvenida» (Ideas sobre el TDAH)');
    const english = (await call('GET', '/v1/notifications')).json as { notifications: { body: string }[] };
    expect(english.notifications.map((n) => n.body)).toContain('"Welcome" (ADHD Insights) is ready for you.');

    const other = await harness.family('notify-other');
    const stolen = await harness.call('POST', `/v1/notifications/${reminder?.id}/read`, {
      token: other.token,
    });
    expect(stolen.status).toBe(404);

    expect((await call('POST', `/v1/notifications/${reminder?.id}/read`)).status).toBe(204);
    expect((await call('POST', `/v1/notifications/${reminder?.id}/read`)).status).toBe(204);
    const after = (await call('GET', '/v1/notifications')).json as {
      notifications: { id: number; read_at: string }[];
    };
    expect(after.notifications.find((n) => n.id === reminder?.id)?.read_at).toBeTruthy();
    expect((await call('POST', '/v1/notifications/999999/read')).status).toBe(404);
  });

  it('serves plan, session and item names in Spanish with Accept-Language: es, and English without', async () => {
    const es = { 'accept-language': 'es' };
    const catalogue = await call('GET', '/v1/activity_plans', undefined, es);
    const insights = (
      catalogue.json as {
        activity_plans: {
          key: string;
          title: string;
          sessions: { title: string; activity_items: { content: string }[] }[];
        }[];
      }
    ).activity_plans.find((plan) => plan.key === 'adhd-insights');
    expect(insights?.title).toBe('Ideas sobre el TDAH');
    expect(insights?.sessions[0]?.title).toBe('Bienvenida');
    expect(insights?.sessions[1]?.title).toBe('Cómo funciona la atención');
    expect(insights?.sessions[1]?.activity_items[0]?.content).toBe(
      'Un video corto sobre cómo se desarrollan la atención y la concentración.',
    );

    const plans = await call('GET', `/v1/child_activity_plans?child_id=${childId}`, undefined, es);
    const plan = (
      plans.json as {
        plans: {
          activity_plan: { title: string };
          child_activity_sessions: { title: string; requirements: string }[];
        }[];
      }
    ).plans[0];
    expect(plan?.activity_plan.title).toBe('Ideas sobre el TDAH');
    expect(plan?.child_activity_sessions[1]?.title).toBe('Cómo funciona la atención');
    expect(plan?.child_activity_sessions[1]?.requirements).toBe(
      'Unos minutos tranquilos con tu hijo o hija.',
    );

    const today = await call('GET', `/v1/today_list_sessions?child_id=${childId}`, undefined, es);
    expect(JSON.stringify(today.json)).toContain('"title":"Bienvenida"');

    // The same calls in English, after the Spanish answers were cached.
    const english = await call('GET', `/v1/child_activity_plans?child_id=${childId}`);
    expect(JSON.stringify(english.json)).toContain('How attention works');
    expect(JSON.stringify(english.json)).not.toContain('Cómo funciona');
    const englishCatalogue = await call('GET', '/v1/activity_plans');
    expect(JSON.stringify(englishCatalogue.json)).toContain('"title":"ADHD Insights"');

    const cards = await call('GET', '/v1/help_cards', undefined, es);
    expect(JSON.stringify(cards.json)).toContain('Primeros pasos');
  });
});
