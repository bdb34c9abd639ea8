/**
 * Session-due reminders on each family's own day, over real HTTP: the account keeps the time zone its
 * calls send (`X-Time-Zone`, stored only when it changes, never an unknown one), and the hourly reminder
 * run reminds a family of a session once the day in that zone has reached its date (UTC's day for an
 * account that never sent a zone). The account's export carries the zone; its deletion empties it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountVersions,
  childActivityPlans,
  childActivitySessions,
  children,
  notifications,
  users,
} from '../src/db/schema';
import { runReminders as remindDueSessions } from '../src/notifications/reminders.service';
import { engines, type Harness, startHarness } from './support/harness';

const LOS_ANGELES = { 'x-time-zone': 'America/Los_Angeles' };
const TOKYO = { 'x-time-zone': 'Asia/Tokyo' };

describe.each(engines)('reminders on the family’s day (%s)', (engine) => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness(engine);
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** A family signed up at `at` whose calls send `headers`, with a child and a plan started then. */
  async function familyWithPlan(prefix: string, at: string, headers: Record<string, string>) {
    harness.clock.set(new Date(at));
    const family = await harness.family(prefix);
    const call = (method: string, path: string, body?: unknown) =>
      harness.call(method, path, { token: family.token, body, headers });
    const child = await call('POST', '/v1/patients', {
      patient: { name: 'Robin', birthday: '2017-03-15', gender: 'other' },
    });
    expect(child.status).toBe(200);
    const childId = (child.json as { patient: { id: number } }).patient.id;
    const plans = await call('GET', '/v1/activity_plans');
    const insights = (plans.json as { activity_plans: { id: number; key: string }[] }).activity_plans.find(
      (plan) => plan.key === 'adhd-insights',
    );
    const started = await call('POST', '/v1/child_activity_plans', {
      child_id: childId,
      activity_plan_id: insights?.id,
    });
    expect(started.status).toBeLessThan(300);
    return { ...family, call };
  }

  /** The days the family's sessions are scheduled for, in position order. */
  async function scheduleOf(userId: number): Promise<(string | null)[]> {
    const rows = await harness.server.ctx.db
      .select({ date: childActivitySessions.scheduleDate, position: childActivitySessions.position })
      .from(childActivitySessions)
      .innerJoin(childActivityPlans, eq(childActivityPlans.id, childActivitySessions.childActivityPlanId))
      .innerJoin(children, eq(children.id, childActivityPlans.childId))
      .where(eq(children.userId, userId));
    return rows.sort((a, b) => a.position - b.position).map((row) => row.date);
  }

  /** The family's session-due reminders after a reminder run at `at`. */
  async function remindersAt(at: string, userId: number): Promise<number> {
    harness.clock.set(new Date(at));
    await remindDueSessions(harness.server.ctx);
    const rows = await harness.server.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'session-due')));
    return rows.length;
  }

  async function storedZone(userId: number): Promise<string | null> {
    const [row] = await harness.server.ctx.db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, userId));
    return row?.timeZone ?? null;
  }

  async function accountVersion(userId: number): Promise<number> {
    const [row] = await harness.server.ctx.db
      .select({ version: accountVersions.version })
      .from(accountVersions)
      .where(eq(accountVersions.userId, userId));
    return row?.version ?? 0;
  }

  it('a Los Angeles family is reminded of the 27th’s session at 1 am on the 27th in Los Angeles, not at 9 pm on the 26th', async () => {
    // 09:00 UTC on the 27th is 1 am on the 27th in Los Angeles: the plan's first session is due that day.
    const family = await familyWithPlan('los-angeles', '2026-11-27T09:00:00Z', LOS_ANGELES);
    expect(await storedZone(family.userId)).toBe('America/Los_Angeles');
    expect((await scheduleOf(family.userId))[0]).toBe('2026-11-27');

    // 05:00 UTC on the 27th (UTC's day is the 27th) is 9 pm on the 26th in Los Angeles.
    expect(await remindersAt('2026-11-27T05:00:00Z', family.userId)).toBe(0);
    expect(await remindersAt('2026-11-27T09:00:00Z', family.userId)).toBe(1);
    expect(await remindersAt('2026-11-27T10:00:00Z', family.userId)).toBe(1);
    const feed = await family.call('GET', '/v1/notifications');
    expect(
      (feed.json as { notifications: { kind: string; href: string }[] }).notifications.filter(
        (n) => n.kind === 'session-due',
      ),
    ).toHaveLength(1);
  });

  it('a Tokyo family is reminded at 1 am on the 27th in Tokyo (16:00 UTC on the 26th), not nine hours later', async () => {
    const family = await familyWithPlan('tokyo', '2026-11-26T16:00:00Z', TOKYO);
    expect(await storedZone(family.userId)).toBe('Asia/Tokyo');
    expect((await scheduleOf(family.userId))[0]).toBe('2026-11-27');

    // 14:30 UTC on the 26th is 11:30 pm on the 26th in Tokyo.
    expect(await remindersAt('2026-11-26T14:30:00Z', family.userId)).toBe(0);
    expect(await remindersAt('2026-11-26T16:00:00Z', family.userId)).toBe(1);
  });

  it('a family that never sent a zone keeps none and is reminded on UTC’s day', async () => {
    const family = await familyWithPlan('no-zone', '2026-11-27T00:30:00Z', {});
    expect(await storedZone(family.userId)).toBeNull();
    expect((await scheduleOf(family.userId))[0]).toBe('2026-11-27');

    expect(await remindersAt('2026-11-26T23:30:00Z', family.userId)).toBe(0);
    expect(await remindersAt('2026-11-27T00:30:00Z', family.userId)).toBe(1);
  });

  it('an unknown zone is never stored, nor replaces a stored one, and the call still answers', async () => {
    harness.clock.set(new Date('2026-11-27T12:00:00Z'));
    const family = await harness.family('unknown-zone');
    const unknown = { 'x-time-zone': 'Mars/Olympus_Mons' };
    const answered = await harness.call('GET', '/v1/notifications', {
      token: family.token,
      headers: unknown,
    });
    expect(answered.status).toBe(200);
    expect(await storedZone(family.userId)).toBeNull();

    await harness.call('GET', '/v1/notifications', { token: family.token, headers: TOKYO });
    expect(await storedZone(family.userId)).toBe('Asia/Tokyo');
    await harness.call('GET', '/v1/notifications', { token: family.token, headers: unknown });
    await harness.call('GET', '/v1/notifications', { token: family.token, headers: { 'x-time-zone': '' } });
    expect(await storedZone(family.userId)).toBe('Asia/Tokyo');
  });

  it('the zone is written only when it changes: calls with the same zone, or none, change nothing', async () => {
    harness.clock.set(new Date('2026-11-27T12:00:00Z'));
    const family = await harness.family('zone-changes');
    const call = (headers: Record<string, string>) =>
      harness.call('GET', '/v1/notifications', { token: family.token, headers });

    expect((await call(LOS_ANGELES)).status).toBe(200);
    expect(await storedZone(family.userId)).toBe('America/Los_Angeles');
    // The account's counter (raised by the trigger on any write of the account's row) tells a write.
    const afterFirst = await accountVersion(family.userId);
    for (let i = 0; i < 3; i += 1) expect((await call(LOS_ANGELES)).status).toBe(200);
    expect((await call({})).status).toBe(200);
    expect(await accountVersion(family.userId)).toBe(afterFirst);
    expect(await storedZone(family.userId)).toBe('America/Los_Angeles');

    // The family moves: the new zone is stored once.
    expect((await call(TOKYO)).status).toBe(200);
    expect(await storedZone(family.userId)).toBe('Asia/Tokyo');
    const moved = await accountVersion(family.userId);
    expect(moved).toBeGreaterThan(afterFirst);
    expect((await call(TOKYO)).status).toBe(200);
    expect(await accountVersion(family.userId)).toBe(moved);
  });

  it('the family’s export carries its zone, and deleting the account empties it', async () => {
    harness.clock.set(new Date('2026-11-27T12:00:00Z'));
    const family = await harness.family('zone-export');
    await harness.call('GET', '/v1/notifications', { token: family.token, headers: LOS_ANGELES });
    const exported = await harness.call('GET', '/v1/users/me/export', { token: family.token });
    expect(exported.status).toBe(200);
    const tables = (exported.json as { tables: Record<string, Record<string, unknown>[]> }).tables;
    expect(tables.users?.[0]?.time_zone).toBe('America/Los_Angeles');

    const deleted = await harness.call('DELETE', '/v1/users/me', {
      token: family.token,
      body: { password: 'calm-river-morning-42' },
    });
    expect(deleted.status).toBe(204);
    expect(await storedZone(family.userId)).toBeNull();
  });
});
