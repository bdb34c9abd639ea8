/**
 * Accounts over HTTP: sign-up rules, confirmation by emailed token, log in and out, token expiry, the
 * log-in back-off, the language preference and the development outbox.
 */
import {
  calendarDay,
  DEFAULT_TIME_ZONE,
  hasSubscriptionAccess,
  subscriptionProductIds,
} from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/app';
import { purchases as purchaseTable } from '../src/db/schema';
import { memoryLogger } from '../src/observability/log';
import { seed } from '../src/seed/seed';
import { startServer } from '../src/server';
import { confirmationTokenFor, engines, type Harness, startHarness } from './support/harness';

const password = 'gentle-meadow-breeze-9';
const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  user: { name: 'Jordan Lee', email, password, password_confirmation: password, ...overrides },
});
type Errors = { errors: Record<string, string[]> };
const errorsOf = (json: unknown) => (json as Errors).errors;

describe.each(engines)('accounts (%s)', (engine) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(engine, { loginThrottle: { maxFailures: 3, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('rejects a weak password, naming the field', async () => {
    const response = await harness.call('POST', '/v1/users', {
      body: signUpBody('weak@example.test', { password: 'short', password_confirmation: 'short' }),
    });
    expect(response.status).toBe(422);
    expect(errorsOf(response.json)['user.password']?.[0]).toMatch(/too short/);
  });

  it('rejects a password and confirmation that differ, naming the confirmation', async () => {
    const response = await harness.call('POST', '/v1/users', {
      body: signUpBody('differ@example.test', { password_confirmation: 'gentle-meadow-breeze-8' }),
    });
    expect(response.status).toBe(422);
    expect(Object.keys(errorsOf(response.json))).toContain('user.password_confirmation');
  });

  it('makes no second account with the same email, whatever its case, and answers as for a new one', async () => {
    const first = await harness.call('POST', '/v1/users', { body: signUpBody('twice@example.test') });
    expect(first.status).toBe(202);
    const again = await harness.call('POST', '/v1/users', { body: signUpBody('TWICE@example.test') });
    expect(again.status).toBe(202);
    expect(again.text).toBe(first.text);
    const rows = await harness.server.ctx.db.query.users.findMany();
    expect(rows.filter((user) => user.email === 'twice@example.test')).toHaveLength(1);
  });

  it('stores a hash of the password, never the password', async () => {
    await harness.call('POST', '/v1/users', { body: signUpBody('hashed@example.test') });
    const rows = await harness.server.ctx.db.query.users.findMany();
    const row = rows.find((user) => user.email === 'hashed@example.test');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(password);
  });

  it('mails a confirmation link carrying confirmation_token, listed by the outbox', async () => {
    await harness.call('POST', '/v1/users', { body: signUpBody('mail@example.test') });
    const outbox = await harness.call('GET', '/dev/outbox');
    const message = (
      outbox.json as { messages: { to: string; subject: string; text: string; created_at: string }[] }
    ).messages.find((entry) => entry.to === 'mail@example.test');
    expect(message?.subject).toBe('Confirm your Attune account');
    expect(message?.text).toMatch(/confirmation_token=[A-Za-z0-9_-]{20,}/);
    expect(Number.isNaN(Date.parse(message?.created_at ?? ''))).toBe(false);
  });

  it("answers the spec's messages for missing, invalid, used and expired confirmation tokens", async () => {
    const missing = await harness.call('POST', '/v1/users/confirmation', { body: {} });
    expect(missing.status).toBe(422);
    const blank = await harness.call('POST', '/v1/users/confirmation', {
      body: { confirmation_token: '   ' },
    });
    expect(errorsOf(blank.json).confirmation_token).toEqual(['No confirmation token provided']);
    const invalid = await harness.call('POST', '/v1/users/confirmation', {
      body: { confirmation_token: 'nope' },
    });
    expect(errorsOf(invalid.json).confirmation_token).toEqual(['Invalid confirmation token provided']);

    await harness.call('POST', '/v1/users', { body: signUpBody('used@example.test') });
    const used = await confirmationTokenFor(harness, 'used@example.test');
    expect(
      (await harness.call('POST', '/v1/users/confirmation', { body: { confirmation_token: used } })).status,
    ).toBe(200);
    const again = await harness.call('POST', '/v1/users/confirmation', {
      body: { confirmation_token: used },
    });
    expect(errorsOf(again.json).confirmation_token).toEqual(['Invalid confirmation token provided']);

    await harness.call('POST', '/v1/users', { body: signUpBody('late@example.test') });
    const late = await confirmationTokenFor(harness, 'late@example.test');
    harness.clock.advanceDays(4);
    try {
      const expired = await harness.call('POST', '/v1/users/confirmation', {
        body: { confirmation_token: late },
      });
      expect(expired.status).toBe(422);
      expect(errorsOf(expired.json).confirmation_token).toEqual(['Confirmation token has expired']);
    } finally {
      harness.clock.advanceDays(-4);
    }
  });

  it('logs in with a fresh random token each time, and log out revokes only that token', async () => {
    await harness.call('POST', '/v1/users', { body: signUpBody('login@example.test') });
    const first = await harness.call('POST', '/v1/sessions', {
      body: { email: 'login@example.test', password },
    });
    const second = await harness.call('POST', '/v1/sessions', {
      body: { email: 'Login@Example.test', password },
    });
    const a = (first.json as { user: { token: string } }).user.token;
    const b = (second.json as { user: { token: string } }).user.token;
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(40);
    expect((await harness.call('DELETE', '/v1/sessions', { token: a })).status).toBe(204);
    expect((await harness.call('GET', '/v1/users/me', { token: a })).status).toBe(401);
    expect((await harness.call('GET', '/v1/users/me', { token: b })).status).toBe(200);
  });

  it('answers 401 with a JSON error for a wrong password, and for an unknown email alike', async () => {
    const wrong = await harness.call('POST', '/v1/sessions', {
      body: { email: 'demo@attune.test', password: 'not-it-at-all' },
    });
    const unknown = await harness.call('POST', '/v1/sessions', {
      body: { email: 'nobody@example.test', password },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(errorsOf(wrong.json)).toEqual(errorsOf(unknown.json));
  });

  it('expires log-in tokens after 30 days, however often they are used', async () => {
    await harness.call('POST', '/v1/users', { body: signUpBody('expiry@example.test') });
    const login = await harness.call('POST', '/v1/sessions', {
      body: { email: 'expiry@example.test', password },
    });
    const token = (login.json as { user: { token: string } }).user.token;
    try {
      // Used every 6 days: never idle for 7.
      for (let day = 6; day <= 24; day += 6) {
        harness.clock.advanceDays(6);
        expect((await harness.call('GET', '/v1/users/me', { token })).status).toBe(200);
      }
      harness.clock.advanceDays(5);
      expect((await harness.call('GET', '/v1/users/me', { token })).status).toBe(200);
      harness.clock.advanceDays(1.01);
      expect((await harness.call('GET', '/v1/users/me', { token })).status).toBe(401);
    } finally {
      harness.clock.advanceDays(-30.01);
    }
  });

  it('expires a log-in unused for 7 days, before its 30 days are up', async () => {
    await harness.call('POST', '/v1/users', { body: signUpBody('idle@example.test') });
    const login = await harness.call('POST', '/v1/sessions', {
      body: { email: 'idle@example.test', password },
    });
    const token = (login.json as { user: { token: string } }).user.token;
    try {
      harness.clock.advanceDays(6.9);
      expect((await harness.call('GET', '/v1/users/me', { token })).status).toBe(200);
      harness.clock.advanceDays(6.9); // used 6.9 days ago: still good
      expect((await harness.call('GET', '/v1/users/me', { token })).status).toBe(200);
      harness.clock.advanceDays(7);
      expect((await harness.call('GET', '/v1/users/me', { token })).status).toBe(401);
    } finally {
      harness.clock.advanceDays(-20.8);
    }
  });

  it('slows down repeated failed log-ins with 429, even with the right password, until the window passes', async () => {
    await harness.call('POST', '/v1/users', { body: signUpBody('throttle@example.test') });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const failed = await harness.call('POST', '/v1/sessions', {
        body: { email: 'throttle@example.test', password: 'wrong-guess-123' },
      });
      expect(failed.status).toBe(401);
    }
    const blocked = await harness.call('POST', '/v1/sessions', {
      body: { email: 'throttle@example.test', password },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorsOf(blocked.json).base?.[0]).toMatch(/Too many/);
    harness.clock.advanceDays(1 / 1440 + 1 / 86400);
    try {
      expect(
        (await harness.call('POST', '/v1/sessions', { body: { email: 'throttle@example.test', password } }))
          .status,
      ).toBe(200);
    } finally {
      harness.clock.advanceDays(-(1 / 1440 + 1 / 86400));
    }
  });

  it('updates the language to en or es only, and only on the caller’s own account', async () => {
    const family = await harness.family('language');
    const ok = await harness.call('PUT', `/v1/users/${family.userId}`, {
      token: family.token,
      body: { user: { language: 'es' } },
    });
    expect(ok.status).toBe(200);
    expect((ok.json as { user: { language: string } }).user.language).toBe('es');
    const bad = await harness.call('PUT', `/v1/users/${family.userId}`, {
      token: family.token,
      body: { user: { language: 'fr' } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorsOf(bad.json))).toEqual(['user.language']);
    const other = await harness.call('PUT', `/v1/users/${family.userId + 1000}`, {
      token: family.token,
      body: { user: { language: 'en' } },
    });
    expect(other.status).toBe(404);
  });

  it('has no development outbox in production (a production server on the same database)', async () => {
    const production = await startServer({
      db: harness.server.ctx.db,
      logger: silentLogger,
      production: true,
      seed: false,
    });
    try {
      const response = await fetch(`${production.url}/dev/outbox`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errors: { base: ['Not found'] } });
      expect((await harness.call('GET', '/dev/outbox')).status).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('keeps passwords, log-in tokens, cookies and children’s names out of the JSON log, each line with its request id', async () => {
    const log = memoryLogger();
    const logged = await startServer({
      db: harness.server.ctx.db,
      logger: log,
      requestLog: true,
      production: false,
      seed: false,
    });
    try {
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(`${logged.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      await post('/v1/users', signUpBody('logs@example.test'));
      // A confirmed family with its trial (the harness's), logging in on the logging server.
      const { email } = await harness.family('logs');
      const familyPassword = 'calm-river-morning-42';
      const login = await post('/v1/sessions', { email, password: familyPassword });
      const token = ((await login.json()) as { user: { token: string } }).user.token;
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
      const added = await post(
        '/v1/patients',
        { patient: { name: 'Zephyrine', birthday: '2016-02-02', gender: 'female' } },
        { 'x-user-token': token, 'x-request-id': 'edge-7f3a.42' },
      );
      expect(added.headers.get('x-request-id')).toBe('edge-7f3a.42');
      const childId = ((await added.json()) as { patient: { id: number } }).patient.id;
      const read = await fetch(`${logged.url}/v1/patients/${childId}`, { headers: { cookie } });
      expect(read.status).toBe(200);
      // A header that could forge a log line is not taken: the server makes its own id.
      const forged = await fetch(`${logged.url}/v1/patients`, {
        headers: { 'x-user-token': token, 'x-request-id': 'x" injected="1' },
      });
      const madeId = forged.headers.get('x-request-id') ?? '';
      expect(madeId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      // A load balancer's probes are answered (with their own id) but not written to the request log.
      const probe = await fetch(`${logged.url}/health`, { headers: { 'x-request-id': 'probe-1' } });
      expect(probe.status).toBe(200);
      expect(probe.headers.get('x-request-id')).toBe('probe-1');
      expect((await fetch(`${logged.url}/health/ready`)).status).toBe(200);

      await new Promise((done) => setImmediate(done));
      const records = log.records();
      const requests = records.filter((record) => record.msg === 'request');
      expect(requests.length).toBeGreaterThanOrEqual(5);
      for (const record of records) {
        expect(record.level).toBeTypeOf('number');
        expect(record.time).toBeTypeOf('number');
      }
      for (const record of requests) expect(record.request_id).toBeTypeOf('string');
      expect(requests.filter((record) => String(record.route).startsWith('/health'))).toEqual([]);
      expect(requests).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          route: '/v1/patients',
          status: 200,
          request_id: 'edge-7f3a.42',
        }),
      );
      // The route pattern, never the URL: the child's id is in no line.
      expect(requests).toContainEqual(
        expect.objectContaining({ method: 'GET', route: '/v1/patients/:id', status: 200 }),
      );
      expect(requests).toContainEqual(expect.objectContaining({ route: '/v1/patients', request_id: madeId }));
      const all = log.lines.join('\n');
      expect(all).not.toContain(password);
      expect(all).not.toContain(familyPassword);
      expect(all).not.toContain(token);
      expect(all).not.toContain(cookie.split('=')[1] ?? 'no cookie');
      expect(all).not.toContain('Zephyrine');
      expect(all).not.toContain(email);
      expect(all).not.toContain(`/v1/patients/${childId}`);
      expect(all).not.toContain('injected');
    } finally {
      await logged.close();
    }
  });

  it('logs in the demo family, confirmed, with two children and plans under way', async () => {
    const login = await harness.call('POST', '/v1/sessions', {
      body: { email: 'demo@attune.test', password: 'attune-demo-2026' },
    });
    expect(login.status).toBe(200);
    const user = (login.json as { user: { token: string; confirmed_at: string | null } }).user;
    expect(user.confirmed_at).not.toBeNull();
    const patients = await harness.call('GET', '/v1/patients', { token: user.token });
    const children = (patients.json as { patients: { id: number; name: string }[] }).patients;
    expect(children.map((child) => child.name)).toEqual(['Maya', 'Leo']);
    const plans = await harness.call('GET', `/v1/child_activity_plans?child_id=${children[0]?.id}`, {
      token: user.token,
    });
    const sessions = (
      plans.json as {
        plans: {
          child_activity_sessions: { complete: boolean; skipped: boolean; schedule_date: string }[];
        }[];
      }
    ).plans.flatMap((plan) => plan.child_activity_sessions);
    const today = harness.clock.now().toISOString().slice(0, 10);
    expect(sessions.some((s) => s.complete)).toBe(true);
    expect(sessions.some((s) => s.skipped)).toBe(true);
    expect(sessions.some((s) => !s.complete && !s.skipped && s.schedule_date === today)).toBe(true);
    expect(sessions.some((s) => s.schedule_date > today)).toBe(true);
  });

  it('gives the demo family a paid Attune subscription, so the subscription gate lets it through', async () => {
    const login = await harness.call('POST', '/v1/sessions', {
      body: { email: 'demo@attune.test', password: 'attune-demo-2026' },
    });
    const token = (login.json as { user: { token: string } }).user.token;
    type Purchase = { id: number; product: { id: number; name: string }; state: string; child_id: null };
    const demoPurchases = async () =>
      ((await harness.call('GET', '/v1/payment/purchases', { token })).json as { purchases: Purchase[] })
        .purchases;
    const products = (
      (await harness.call('GET', '/v1/products')).json as { products: { id: number; name: string }[] }
    ).products;
    // As the web app does: core's subscription list ('Attune Access', 'Yearly', 'Trial', 'Yearly Trial').
    const subscriptionIds = subscriptionProductIds(products, 'Attune');
    expect(subscriptionIds).toHaveLength(4);

    const bought = await demoPurchases();
    expect(bought).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ name: 'attune-access' }), state: 'paid' }),
    ]);
    // On a production host too: access comes from the purchase, not from devSubscription.
    const today = calendarDay(harness.clock.now(), DEFAULT_TIME_ZONE);
    expect(hasSubscriptionAccess(null, bought, subscriptionIds, 'app.attune.app', today)).toBe(true);

    // Seeding again adds nothing; a data directory seeded before the subscription existed gets it.
    const ctx = harness.server.ctx;
    expect(await seed(ctx)).toEqual({ catalogue: false, demo: false, subscription: false });
    expect(await demoPurchases()).toEqual(bought);
    for (const purchase of bought)
      await ctx.db.delete(purchaseTable).where(eq(purchaseTable.id, purchase.id));
    expect(await demoPurchases()).toEqual([]);
    expect(await seed(ctx)).toEqual({ catalogue: false, demo: false, subscription: true });
    const again = await demoPurchases();
    expect(again).toHaveLength(1);
    expect(hasSubscriptionAccess(null, again, subscriptionIds, 'app.attune.app', today)).toBe(true);
  });
});
