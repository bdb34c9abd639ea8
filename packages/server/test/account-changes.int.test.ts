/**
 * The token cache following the database's account changes (cache/token-cache.ts): a token is trusted
 * from memory alone (for reference calls) only when it was confirmed against the database while the
 * feed was up and nothing heard since could undo it; the real feed (`Database.listen` on the
 * `attune_account` channel, notified by the account triggers) carries a log-out from one server to
 * another, and a lost listening connection is opened again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../src/accounts/accounts.service';
import { silentLogger } from '../src/app';
import { TokenCache } from '../src/cache/token-cache';
import type { AppContext } from '../src/context';
import type { ChannelHandlers } from '../src/db/database';
import { type RunningServer, startServer } from '../src/server';
import { engines, type Harness, startHarness } from './support/harness';

/** Polls `check` until it is true or `withinMs` has passed; the time it took, or null. */
async function within(withinMs: number, check: () => boolean | Promise<boolean>): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if (await check()) return performance.now() - started;
    await new Promise((done) => setTimeout(done, 5));
  }
  return null;
}

/** A token cache of its own on a server's database, built from the same ports the app gives its own. */
const tokenCacheOn = (ctx: AppContext) =>
  new TokenCache({
    db: ctx.db,
    clock: ctx.clock,
    versions: ctx.caches.versions,
    authenticate: (token) => authenticate(ctx, token),
  });

describe.each(engines)('account changes followed from the database (%s)', (engine) => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness(engine);
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** A token cache of its own, on the harness's database, with a feed the test drives. */
  const cacheWithFeed = async () => {
    const cache = tokenCacheOn(harness.server.ctx);
    let feed: ChannelHandlers | undefined;
    await cache.followAccountChanges(async (channel, handlers) => {
      expect(channel).toBe('attune_account');
      feed = handlers;
      handlers.live(true);
      return async () => handlers.live(false);
    });
    if (!feed) throw new Error('the cache did not listen');
    return { cache, feed };
  };

  it('trusts a token confirmed while the feed is up, until a change to its account is heard', async () => {
    const { cache, feed } = await cacheWithFeed();
    const family = await harness.family('feed-a');
    expect(cache.trusted(family.token)).toBeNull();
    expect((await cache.authenticate(family.token)).user?.id).toBe(family.userId);
    expect(cache.trusted(family.token)?.id).toBe(family.userId);
    // Another account's change leaves it; its own drops it.
    feed.message(String(family.userId + 1000));
    expect(cache.trusted(family.token)?.id).toBe(family.userId);
    feed.message(String(family.userId));
    expect(cache.trusted(family.token)).toBeNull();
    // Confirmed again against the database: trusted again.
    expect((await cache.authenticate(family.token)).user?.id).toBe(family.userId);
    expect(cache.trusted(family.token)?.id).toBe(family.userId);
    // Never past the entry's time in memory.
    const now = harness.clock.now();
    harness.clock.set(new Date(now.getTime() + 61_000));
    expect(cache.trusted(family.token)).toBeNull();
    harness.clock.set(now);
  });

  it('trusts nothing while the feed is down, nor what was confirmed while it was down', async () => {
    const { cache, feed } = await cacheWithFeed();
    const family = await harness.family('feed-b');
    await cache.authenticate(family.token);
    expect(cache.trusted(family.token)?.id).toBe(family.userId);
    feed.live(false);
    expect(cache.trusted(family.token)).toBeNull();
    // Still answered by the database while the feed is down.
    expect((await cache.authenticate(family.token)).user?.id).toBe(family.userId);
    expect(cache.trusted(family.token)).toBeNull();
    feed.live(true);
    // Back up: what was confirmed before does not count until it is confirmed again.
    expect(cache.trusted(family.token)).toBeNull();
    await cache.authenticate(family.token);
    expect(cache.trusted(family.token)?.id).toBe(family.userId);
  });

  it('drops every token when the feed comes back (a database restart): a log-out made while it was down is never answered from memory', async () => {
    // Issue 26, finding 3: after a PostgreSQL restart, a logged-out token was briefly accepted.
    const { cache, feed } = await cacheWithFeed();
    const family = await harness.family('feed-restart');
    await cache.authenticate(family.token);
    expect(cache.peek(family.token)?.user.id).toBe(family.userId);
    feed.live(false);
    // Logged out through another process while the feed was down: no notification reaches this one.
    const out = await harness.call('DELETE', '/v1/sessions', { token: family.token });
    expect(out.status).toBeLessThan(300);
    feed.live(true);
    // Nothing of before the restart is kept: the token is looked up again and refused.
    expect(cache.peek(family.token)).toBeNull();
    expect(cache.trusted(family.token)).toBeNull();
    expect((await cache.authenticate(family.token)).user).toBeNull();
  });

  it('does not trust a confirmation during which a change to the account was heard', async () => {
    const { cache, feed } = await cacheWithFeed();
    const family = await harness.family('feed-c');
    const confirming = cache.authenticate(family.token);
    feed.message(String(family.userId));
    expect((await confirming).user?.id).toBe(family.userId);
    expect(cache.trusted(family.token)).toBeNull();
  });

  it("answers the caller's own account from the token's entry, the same by cookie and by header, and a change at the next read", async () => {
    const family = await harness.family('feed-me');
    const byHeader = () => harness.call('GET', '/v1/users/me', { token: family.token });
    const byCookie = () =>
      harness.call('GET', '/v1/users/me', { headers: { cookie: `attune_session=${family.token}` } });
    type Me = { user: { id: number; name: string; token: string } };
    // The first read confirms the token; the next ones are answered from its entry, byte for byte.
    const first = await byHeader();
    const again = await byHeader();
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect((again.json as Me).user).toMatchObject({ id: family.userId, token: family.token });
    expect(again.headers.get('x-request-id')).toBeTruthy();
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.headers.get('cache-control')).toBe('no-store');
    // By the cookie (the web app's way) the token stays out of the body, kept or not.
    for (const read of [await byCookie(), await byCookie()]) {
      expect(read.status).toBe(200);
      expect((read.json as Me).user).toMatchObject({ id: family.userId, token: '' });
    }
    // A change through this server is seen at the very next read, by either way in.
    const renamed = await harness.call('PUT', `/v1/users/${family.userId}`, {
      token: family.token,
      body: { user: { name: 'Renamed Parent' } },
    });
    expect(renamed.status).toBe(200);
    expect(((await byHeader()).json as Me).user.name).toBe('Renamed Parent');
    expect(((await byCookie()).json as Me).user.name).toBe('Renamed Parent');
    // Logged out: refused, not answered from a kept answer.
    await harness.call('DELETE', '/v1/sessions', { token: family.token });
    expect((await byHeader()).status).toBe(401);
    expect((await byCookie()).status).toBe(401);
  });

  it('hears a log-out made through another server through the database, and refuses the token there', async () => {
    const cache = tokenCacheOn(harness.server.ctx);
    const stop = await cache.followAccountChanges(harness.database.listen);
    const other: RunningServer = await startServer({
      db: harness.server.ctx.db,
      listen: harness.database.listen,
      clock: harness.clock,
      logger: silentLogger,
      production: false,
      seed: false,
    });
    try {
      const family = await harness.family('feed-d');
      const medications = () =>
        fetch(`${other.url}/v1/medications`, { headers: { 'x-user-token': family.token } }).then(
          (r) => r.status,
        );
      await cache.authenticate(family.token);
      expect(cache.trusted(family.token)?.id).toBe(family.userId);
      expect(await medications()).toBe(200);
      expect(await medications()).toBe(200);

      const out = await harness.call('DELETE', '/v1/sessions', { token: family.token });
      expect(out.status).toBeLessThan(300);
      // A family's data is refused by the other server at once (it compares the counter itself).
      const children = await fetch(`${other.url}/v1/patients`, {
        headers: { 'x-user-token': family.token },
      });
      expect(children.status).toBe(401);
      // The notification reaches every follower once the log-out commits: the shared catalogue and the
      // caller's own account (`caller: 'followed'`), answered from memory until then, are refused too.
      expect(await within(2000, () => cache.trusted(family.token) === null)).not.toBeNull();
      expect(await within(2000, async () => (await medications()) === 401)).not.toBeNull();
      expect(
        await within(
          2000,
          async () =>
            (await fetch(`${other.url}/v1/users/me`, { headers: { 'x-user-token': family.token } }))
              .status === 401,
        ),
      ).not.toBeNull();
    } finally {
      await other.close();
      await stop();
    }
  });

  it.runIf(engine === 'postgres')(
    'opens its listening connection again when the database drops it',
    async () => {
      const states: boolean[] = [];
      const messages: string[] = [];
      const stop = await harness.database.listen('attune_account', {
        message: (payload) => messages.push(payload),
        live: (up) => states.push(up),
      });
      try {
        expect(states).toEqual([true]);
        await harness.server.ctx.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = 'LISTEN attune_account' and pid <> pg_backend_pid()`,
        );
        expect(await within(5000, () => states.length >= 3)).not.toBeNull();
        expect(states.slice(0, 3)).toEqual([true, false, true]);
        // Listening again: a change is heard.
        const family = await harness.family('feed-e');
        await harness.call('DELETE', '/v1/sessions', { token: family.token });
        expect(await within(2000, () => messages.includes(String(family.userId)))).not.toBeNull();
      } finally {
        await stop();
      }
    },
  );
});
