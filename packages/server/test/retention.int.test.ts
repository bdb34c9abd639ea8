/**
 * Retention: the scheduled purge deletes expired, revoked and idle log-in tokens, old failed log-ins and
 * rate-limit counters, sent mail, development texts and finished reminder sendings past 30 days and audit
 * rows past 24 months, and keeps everything younger (and a reminder sending still planned).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  authTokens,
  loginFailures,
  notifications,
  outbox,
  rateLimits,
  reminderDeliveries,
  smsOutbox,
} from '../src/db/schema';
import { purgeExpired, startRetentionSchedule } from '../src/retention/retention.service';
import { engines, type Harness, startHarness } from './support/harness';

const DAY = 86_400_000;

describe.each(engines)('retention purge (%s)', (engine) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(engine, { seed: false });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('deletes what is past its retention and keeps the rest', async () => {
    const db = harness.server.ctx.db;
    const family = await harness.family('kept', { trial: false });
    const now = harness.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await db.insert(outbox).values([
      { to: 'old@example.test', subject: 'old', text: 'x', createdAt: ago(31) },
      { to: 'new@example.test', subject: 'new', text: 'x', createdAt: ago(29) },
    ]);
    await db.insert(loginFailures).values([
      { key: 'old', failures: 3, windowStartedAt: ago(2), lastFailedAt: ago(2) },
      { key: 'new', failures: 3, windowStartedAt: ago(0.5), lastFailedAt: ago(0.5) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'old', count: 9, windowStartedAt: ago(2) },
      { key: 'new', count: 9, windowStartedAt: ago(0.1) },
    ]);
    await db.insert(auditEvents).values([
      {
        userId: family.userId,
        childId: 1,
        recordKind: 'patients',
        action: 'read',
        endpoint: 'getPatient',
        ip: 'x',
        createdAt: ago(740),
      },
      {
        userId: family.userId,
        childId: 1,
        recordKind: 'patients',
        action: 'read',
        endpoint: 'getPatient',
        ip: 'y',
        createdAt: ago(700),
      },
    ]);
    await db.insert(authTokens).values([
      { userId: family.userId, tokenHash: 'expired', expiresAt: ago(2), createdAt: ago(32) },
      {
        userId: family.userId,
        tokenHash: 'revoked',
        expiresAt: ago(-20),
        revokedAt: ago(2),
        createdAt: ago(10),
      },
      {
        userId: family.userId,
        tokenHash: 'idle',
        expiresAt: ago(-20),
        lastUsedAt: ago(9),
        createdAt: ago(10),
      },
      {
        userId: family.userId,
        tokenHash: 'alive',
        expiresAt: ago(-20),
        lastUsedAt: ago(1),
        createdAt: ago(10),
      },
    ]);

    await db.insert(smsOutbox).values([
      { to: '+14155550100', body: 'old text', createdAt: ago(31) },
      { to: '+14155550100', body: 'new text', createdAt: ago(29) },
    ]);
    const [reminder] = await db
      .insert(notifications)
      .values({ userId: family.userId, kind: 'session-due', title: 'Session due', body: 'x' })
      .returning();
    await db.insert(reminderDeliveries).values([
      {
        notificationId: reminder?.id ?? 0,
        userId: family.userId,
        channel: 'email',
        status: 'sent',
        createdAt: ago(31),
      },
      {
        notificationId: reminder?.id ?? 0,
        userId: family.userId,
        channel: 'sms',
        status: 'planned',
        createdAt: ago(31),
      },
      {
        notificationId: reminder?.id ?? 0,
        userId: family.userId,
        channel: 'push',
        status: 'sent',
        createdAt: ago(29),
      },
    ]);

    const report = await purgeExpired(harness.server.ctx);
    expect(report).toMatchObject({ sentTexts: 1, reminderDeliveries: 1 });
    expect((await db.select().from(smsOutbox)).map((t) => t.body)).toEqual(['new text']);
    // A sending still planned (held for its morning) is kept, whatever its age; a recent one too.
    expect((await db.select().from(reminderDeliveries)).map((d) => d.channel).sort()).toEqual([
      'push',
      'sms',
    ]);
    expect(report).toMatchObject({ failedLogins: 1, rateLimits: 1, auditEvents: 1 });
    expect(report.authTokens).toBe(3);
    expect(report.sentMail).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(outbox)).map((m) => m.subject)).not.toContain('old');
    expect((await db.select().from(outbox)).map((m) => m.subject)).toContain('new');
    // The family's own recent log-in is counted too (hashed keys): only the old row goes.
    const failures = (await db.select().from(loginFailures)).map((r) => r.key);
    expect(failures).toContain('new');
    expect(failures).not.toContain('old');
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toContain('new');
    expect((await db.select().from(auditEvents)).map((r) => r.ip)).toEqual(['y']);
    const tokens = (await db.select().from(authTokens)).map((t) => t.tokenHash);
    expect(tokens).toContain('alive');
    expect(tokens).not.toContain('expired');
    expect(tokens).not.toContain('revoked');
    expect(tokens).not.toContain('idle');
    // The family's own fresh log-in survives.
    expect((await harness.call('GET', '/v1/users/me', { token: family.token })).status).toBe(200);
  });

  it('runs on a schedule, by the injected clock, until stopped', async () => {
    const db = harness.server.ctx.db;
    const schedule = startRetentionSchedule(harness.server.ctx, { intervalMs: 50 });
    try {
      await schedule.runNow();
      await db
        .insert(outbox)
        .values({ to: 'later@example.test', subject: 'later', text: 'x', createdAt: harness.clock.now() });
      harness.clock.advanceDays(31);
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        const left = (await db.select().from(outbox)).filter((m) => m.subject === 'later');
        if (left.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await db.select().from(outbox)).filter((m) => m.subject === 'later')).toEqual([]);
    } finally {
      harness.clock.advanceDays(-31);
      await schedule.stop();
    }
  });
});
