/**
 * Answers served from memory stay correct: reference calls and a child's plans carry an ETag and answer
 * 304 to it; every write to a child's plans (start, essentials, activate, pause, unpause, an item
 * completed or skipped) is seen by the next read at once; and two servers on one database (two
 * processes' caches) see each other's writes and log-outs at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/app';
import * as t from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { type RunningServer, startServer } from '../src/server';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

type Plan = {
  id: number;
  state: string;
  activity_plan: { key: string };
  child_activity_sessions: {
    complete: boolean;
    skipped: boolean;
    child_activity_items: { id: number; complete: boolean; skipped: boolean }[];
  }[];
};

describe.each(engines)('answers from memory (%s)', (engine) => {
  let harness: Harness;
  let other: RunningServer;
  let token: string;
  let childId: number;
  let catalogue: { id: number; key: string }[];

  /** A raw GET on a server. */
  const get = async (base: string, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const plansOf = async (base: string, id = childId, who = token) => {
    const answer = await get(base, `/v1/child_activity_plans?child_id=${id}`, { 'x-user-token': who });
    expect(answer.status).toBe(200);
    return { plans: (JSON.parse(answer.text) as { plans: Plan[] }).plans, etag: answer.headers.get('etag') };
  };

  beforeAll(async () => {
    harness = await startHarness(engine);
    // A second server on the same database: the caches of another process.
    other = await startServer({
      db: harness.server.ctx.db,
      clock: harness.clock,
      logger: silentLogger,
      production: false,
    });
    const family = await harness.family('cache');
    token = family.token;
    const child = await harness.call('POST', '/v1/patients', {
      token,
      body: { patient: { name: 'Ari', birthday: birthdayYearsAgo(harness.clock, 8), gender: 'other' } },
    });
    childId = (child.json as { patient: { id: number } }).patient.id;
    const plans = await harness.call('GET', '/v1/activity_plans');
    catalogue = (plans.json as { activity_plans: { id: number; key: string }[] }).activity_plans;
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  it('answers a reference call with an ETag, 304 to it, and the same ETag compressed or not', async () => {
    const first = await get(harness.url, '/v1/products');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await get(harness.url, '/v1/products', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const gzipped = await get(harness.url, '/v1/products', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('etag')).toBe(etag);
    expect(gzipped.text).toBe(first.text);
    // The other process answers the same bytes with the same ETag.
    const elsewhere = await get(other.url, '/v1/products', { 'if-none-match': etag ?? '' });
    expect(elsewhere.status).toBe(304);
    const changed = await get(harness.url, '/v1/products', { 'if-none-match': 'W/"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(first.text);
  });

  it('still asks for a log-in on reference calls that need one, and refuses a logged-out token', async () => {
    const family = await harness.family('meds');
    expect((await get(harness.url, '/v1/medications', { 'x-user-token': family.token })).status).toBe(200);
    expect((await get(harness.url, '/v1/medications')).status).toBe(401);
    const out = await harness.call('DELETE', '/v1/sessions', { token: family.token });
    expect(out.status).toBeLessThan(300);
    expect((await get(harness.url, '/v1/medications', { 'x-user-token': family.token })).status).toBe(401);
  });

  it('rebuilds the reference answers when the seed changes the catalogue', async () => {
    const before = await get(harness.url, '/v1/add_on_categories');
    await harness.server.ctx.db
      .update(t.addOnCategories)
      .set({ color: 'purple' })
      .where(eq(t.addOnCategories.tag, 'parenting-education'));
    await harness.server.ctx.db.update(t.helpCards).set({ title: 'A new title' });
    await seed(harness.server.ctx);
    const after = await get(harness.url, '/v1/add_on_categories');
    // The seed put the colour back; the help cards (not rewritten by the seed) show the new title.
    expect(after.text).toBe(before.text);
    const cards = await get(harness.url, '/v1/help_cards');
    expect((JSON.parse(cards.text) as { help_cards: { title: string }[] }).help_cards[0]?.title).toBe(
      'A new title',
    );
  });

  it("answers a child's plans with an ETag and 304, and sees every write to them at once, through either process", async () => {
    const empty = await plansOf(harness.url);
    expect(empty.plans).toEqual([]);
    expect((await plansOf(other.url)).plans).toEqual([]);

    // Start a plan through the other process: this one sees it at once.
    const catalogueId = catalogue.find((plan) => plan.key !== 'attune-essentials')?.id ?? 0;
    const start = await fetch(`${other.url}/v1/child_activity_plans`, {
      method: 'POST',
      headers: { 'x-user-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ child_id: childId, activity_plan_id: catalogueId }),
    });
    expect(start.status).toBe(200);
    const one = await plansOf(harness.url);
    expect(one.plans).toHaveLength(1);
    expect(one.etag).not.toBe(empty.etag);
    const revalidated = await get(harness.url, `/v1/child_activity_plans?child_id=${childId}`, {
      'x-user-token': token,
      'if-none-match': one.etag ?? '',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe('private, no-cache');

    // The essentials programme.
    const essentials = await harness.call('POST', '/v1/attune_essentials', {
      token,
      body: { child_id: childId },
    });
    expect(essentials.status).toBe(200);
    expect((await plansOf(other.url)).plans).toHaveLength(2);

    // Pause, unpause, activate, each through one process and read through the other.
    const planId = one.plans[0]?.id ?? 0;
    for (const [action, state] of [
      ['pause', 'paused'],
      ['unpause', 'active'],
      ['pause', 'paused'],
      ['activate', 'active'],
    ] as const) {
      const base = action === 'unpause' ? other.url : harness.url;
      const changed = await fetch(`${base}/v1/child_activity_plans/${planId}/${action}`, {
        method: 'POST',
        headers: { 'x-user-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ child_id: childId }),
      });
      expect(changed.status, action).toBe(200);
      const seen = await plansOf(base === other.url ? harness.url : other.url);
      expect(seen.plans.find((plan) => plan.id === planId)?.state, action).toBe(state);
    }

    // An item completed, another skipped: the items, and the session they end, read at once.
    const plan = (await plansOf(harness.url)).plans.find((each) => each.id === planId);
    const items = plan?.child_activity_sessions.flatMap((session) => session.child_activity_items) ?? [];
    const [first, second] = items;
    for (const [item, change, base] of [
      [first, { complete: true }, harness.url],
      [second, { skipped: true }, other.url],
    ] as const) {
      const patched = await fetch(`${base}/v1/child_activity_items/${item?.id}`, {
        method: 'PATCH',
        headers: { 'x-user-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ child_id: childId, child_activity_item: change }),
      });
      expect(patched.status).toBe(200);
      const seen = (await plansOf(base === other.url ? harness.url : other.url)).plans
        .find((each) => each.id === planId)
        ?.child_activity_sessions.flatMap((session) => session.child_activity_items)
        .find((each) => each.id === item?.id);
      expect(seen).toMatchObject(change);
    }
  });

  it("never answers another family's child from memory", async () => {
    await plansOf(harness.url); // cached for its family
    const stranger = await harness.family('stranger');
    const answer = await get(harness.url, `/v1/child_activity_plans?child_id=${childId}`, {
      'x-user-token': stranger.token,
    });
    expect(answer.status).toBe(404);
    expect((await get(harness.url, `/v1/child_activity_plans?child_id=${childId}`)).status).toBe(401);
  });

  it('refuses a token logged out through one process in the other at once, and sees account changes', async () => {
    const family = await harness.family('two');
    const me = async (base: string) => get(base, '/v1/users/me', { 'x-user-token': family.token });
    // A family's data: every call compares the account's counter in the database.
    const children = async (base: string) => get(base, '/v1/patients', { 'x-user-token': family.token });
    /** Polls until `check` holds (the account feed's notification reaches the other process), or 2 s. */
    const soon = async (check: () => Promise<boolean>) => {
      for (let tries = 0; tries < 200; tries += 1) {
        if (await check()) return true;
        await new Promise((done) => setTimeout(done, 10));
      }
      return false;
    };
    expect((await me(harness.url)).status).toBe(200);
    expect((await me(other.url)).status).toBe(200);
    expect((await children(harness.url)).status).toBe(200);
    const renamed = await fetch(`${other.url}/v1/users/${family.userId}`, {
      method: 'PUT',
      headers: { 'x-user-token': family.token, 'content-type': 'application/json' },
      body: JSON.stringify({ user: { name: 'Renamed' } }),
    });
    expect(renamed.status).toBe(200);
    // Through the process that made the change, at once; through the other, once the feed is heard.
    expect(JSON.parse((await me(other.url)).text).user.name).toBe('Renamed');
    expect(await soon(async () => JSON.parse((await me(harness.url)).text).user.name === 'Renamed')).toBe(
      true,
    );
    const out = await fetch(`${other.url}/v1/sessions`, {
      method: 'DELETE',
      headers: { 'x-user-token': family.token },
    });
    expect(out.status).toBeLessThan(300);
    expect((await children(harness.url)).status).toBe(401);
    expect((await me(other.url)).status).toBe(401);
    expect(await soon(async () => (await me(harness.url)).status === 401)).toBe(true);
  });

  it("refuses a child's cached plans to a token logged out through the other process, writing no audit row", async () => {
    const family = await harness.family('plans-out');
    const created = await harness.call('POST', '/v1/patients', {
      token: family.token,
      body: { patient: { name: 'Noa', birthday: birthdayYearsAgo(harness.clock, 7), gender: 'other' } },
    });
    const id = (created.json as { patient: { id: number } }).patient.id;
    // Token and answer in memory in both processes (the second read of each is the one-statement path).
    for (const base of [harness.url, other.url, harness.url, other.url])
      await plansOf(base, id, family.token);
    const rows = async () =>
      (await harness.server.ctx.db.select().from(t.auditEvents)).filter(
        (row) => row.childId === id && row.endpoint === 'listChildPlans',
      ).length;
    expect(await rows()).toBe(4);
    const out = await fetch(`${other.url}/v1/sessions`, {
      method: 'DELETE',
      headers: { 'x-user-token': family.token },
    });
    expect(out.status).toBeLessThan(300);
    const path = `/v1/child_activity_plans?child_id=${id}`;
    expect((await get(harness.url, path, { 'x-user-token': family.token })).status).toBe(401);
    expect((await get(other.url, path, { 'x-user-token': family.token })).status).toBe(401);
    expect(await rows()).toBe(4);
  });

  it('refuses a token past its expiry even while it is kept in memory', async () => {
    const family = await harness.family('expiry');
    expect((await get(harness.url, '/v1/users/me', { 'x-user-token': family.token })).status).toBe(200);
    const saved = harness.clock.now();
    harness.clock.advanceDays(31);
    try {
      expect((await get(harness.url, '/v1/users/me', { 'x-user-token': family.token })).status).toBe(401);
    } finally {
      harness.clock.set(saved);
    }
  });
});
