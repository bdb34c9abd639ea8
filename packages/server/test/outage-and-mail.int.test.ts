/**
 * Issue 26, findings 7, 8 and 9:
 * - 7: a deleted family's mail stayed in the outbox for 30 days (its address, the children's names, a
 *   help request). Deletion now deletes every message to or naming the address at once; the farewell is
 *   deleted as soon as it is sent.
 * - 8: a database outage answered 500. It answers 503 with Retry-After; `/health` says the database is
 *   down and `/health/ready` fails (a database on a closed port gives the driver's real errors).
 * - 9: with the mail server down, a pass of the sender tried every queued message (a time-out each) and
 *   the queue grew without bound. A pass now stops after a few failures in a row, new mail goes before
 *   retries, an address keeps only its newest unsent messages, and `/health` shows the queue's depth.
 */
import { MAIL_QUEUE_LIMITS } from '@attune/core/rules';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, silentLogger } from '../src/app';
import type { Db } from '../src/db/database';
import { outbox } from '../src/db/schema';
import { sendMail } from '../src/mail/outbox';
import { deliverDueMail, type MailTransport } from '../src/mail/sender';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

const password = 'calm-river-morning-42';

describe.each(engines)(
  'mail of a deleted family, and the mail queue under a failing server (%s)',
  (engine) => {
    let harness: Harness;

    beforeAll(async () => {
      harness = await startHarness(engine);
    });
    afterAll(async () => {
      await harness?.close();
    });

    const rows = () => harness.server.ctx.db.select().from(outbox);
    const naming = <T extends { to: string; text: string }>(email: string, list: T[]) =>
      list.filter((row) => row.to === email || row.text.includes(email));

    it('deletes every message to or naming a deleted family at once, and its farewell once sent', async () => {
      const family = await harness.family('leaving');
      const added = await harness.call('POST', '/v1/patients', {
        token: family.token,
        body: { patient: { name: 'Robin', birthday: birthdayYearsAgo(harness.clock, 7), gender: 'female' } },
      });
      const child = (added.json as { patient: { id: number } }).patient.id;
      const asked = await harness.call('POST', '/v1/clinic/patients/help_requests', {
        token: family.token,
        body: { child_id: child, help_request: { source: 'parent-coaching' } },
      });
      expect(asked.status).toBe(200);
      await harness.call('POST', '/v1/users/password', { body: { user: { email: family.email } } });
      await harness.call('GET', '/dev/outbox');
      // The confirmation, the help request to the care team (naming the address and the child), the reset link.
      const before = naming(family.email, await rows());
      expect(before.length).toBeGreaterThanOrEqual(3);
      expect(before.some((row) => row.text.includes('Robin'))).toBe(true);
      // A neighbour whose address only contains this one's keeps its mail.
      const neighbour = `x${family.email}`;
      await sendMail(harness.server.ctx, { to: neighbour, subject: 'Hello', text: 'For you' });

      const deleted = await harness.call('DELETE', '/v1/users/me', {
        token: family.token,
        body: { password },
      });
      expect(deleted.status).toBe(204);
      const left = naming(family.email, await rows());
      // Only the farewell remains, unsent, marked to go once sent.
      expect(left.map((row) => [row.subject, row.sentAt, row.eraseWhenSent])).toEqual([
        ['Your Attune account was deleted', null, true],
      ]);
      expect(left[0]?.text).not.toContain('Robin');
      expect((await rows()).filter((row) => row.to === neighbour)).toHaveLength(1);

      const sentTo: string[] = [];
      const transport: MailTransport = { name: 'test', send: async (mail) => void sentTo.push(mail.to) };
      await deliverDueMail(harness.server.ctx, transport);
      expect(sentTo).toContain(family.email);
      expect(naming(family.email, await rows())).toEqual([]);
    });

    it('stops a pass after a few failures in a row, keeps an address to its newest unsent messages, and shows the depth in /health', async () => {
      const ctx = harness.server.ctx;
      // Whatever is due from earlier tests goes first.
      await deliverDueMail(ctx, { name: 'ok', send: async () => {} });
      const flood = 'flooded@example.test';
      for (let i = 0; i < MAIL_QUEUE_LIMITS.unsentPerRecipient + 15; i += 1) {
        await sendMail(ctx, { to: flood, subject: `Notice ${i}`, text: 'x' });
      }
      for (let i = 0; i < 5; i += 1)
        await sendMail(ctx, { to: `other-${i}@example.test`, subject: 'Hi', text: 'x' });
      const unsentTo = async (to: string) =>
        (await ctx.db.select().from(outbox).where(eq(outbox.to, to))).filter((row) => row.sentAt === null);
      // Bounded: the newest 20 of the address's 35 wait; the oldest went.
      const waiting = await unsentTo(flood);
      expect(waiting).toHaveLength(MAIL_QUEUE_LIMITS.unsentPerRecipient);
      expect(waiting.map((row) => row.subject)).toContain(
        `Notice ${MAIL_QUEUE_LIMITS.unsentPerRecipient + 14}`,
      );
      expect(waiting.map((row) => row.subject)).not.toContain('Notice 0');

      let tries = 0;
      const down: MailTransport = {
        name: 'down',
        send: async () => {
          tries += 1;
          throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        },
      };
      const pass = await deliverDueMail(ctx, down);
      expect(pass).toEqual({ sent: 0, failed: MAIL_QUEUE_LIMITS.failuresPerPass });
      expect(tries).toBe(MAIL_QUEUE_LIMITS.failuresPerPass);
      // The untried ones were not charged an attempt.
      const charged = (await ctx.db.select().from(outbox)).filter(
        (row) => row.sentAt === null && row.attempts > 0,
      );
      expect(charged).toHaveLength(MAIL_QUEUE_LIMITS.failuresPerPass);

      const health = await harness.call('GET', '/health');
      expect(health.status).toBe(200);
      expect(health.json).toMatchObject({ ok: true, database: 'up', mail: { waiting: 25, failed: 0 } });
      expect((await harness.call('GET', '/health/ready')).json).toEqual({ ready: true });

      // Back up: new mail before retries, and everything goes.
      await sendMail(ctx, { to: 'fresh@example.test', subject: 'Fresh', text: 'x' });
      const order: string[] = [];
      harness.clock.set(new Date(harness.clock.now().getTime() + 3_600_000));
      await deliverDueMail(ctx, { name: 'up', send: async (mail) => void order.push(mail.to) });
      expect(order[0]).not.toBe(flood);
      expect(order).toContain('fresh@example.test');
      expect((await harness.call('GET', '/health')).json).toMatchObject({ mail: { waiting: 0, failed: 0 } });
      await ctx.db.execute(sql`select 1`);
    });
  },
);

describe('a database that does not answer', () => {
  let pool: pg.Pool;
  let app: ReturnType<typeof createApp>['app'];

  beforeAll(() => {
    // Nothing listens on port 1: every query fails with the driver's own ECONNREFUSED.
    pool = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/attune',
      connectionTimeoutMillis: 2000,
    });
    pool.on('error', () => {});
    ({ app } = createApp({ db: drizzle(pool) as unknown as Db, logger: silentLogger, production: false }));
  });
  afterAll(async () => {
    await pool.end();
  });

  it('answers a call 503 with Retry-After, not 500', async () => {
    const me = await app.request('/v1/users/me', { headers: { 'x-user-token': 'a'.repeat(43) } });
    expect(me.status).toBe(503);
    expect(Number(me.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await me.json()).toEqual({
      errors: { base: ['The service is unavailable for a moment. Please try again shortly.'] },
    });
    const signUp = await app.request('/v1/users/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'someone@example.test' } }),
    });
    expect(signUp.status).toBe(503);
  });

  it('reports the database down in /health and fails /health/ready, so a load balancer stops sending traffic', async () => {
    const health = await app.request('/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, database: 'down' });
    const ready = await app.request('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).not.toBeNull();
    expect(await ready.json()).toEqual({ ready: false });
  });
});
