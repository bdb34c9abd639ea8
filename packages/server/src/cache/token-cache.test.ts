/**
 * The token cache's index by account: an account's change (a notification, or a write through this
 * process) drops that account's kept tokens and no other, touching only them, however many tokens the
 * process keeps.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { TokenCache, type UserRow } from './token-cache';
import type { VersionReader } from './versions';

/** The account of token `t-<account>-<n>`. */
const accountOf = (token: string) => Number(token.split('-')[1]);

/** A token cache over stand-in ports: every token `t-<account>-<n>` is valid for a year. */
function cacheOverStandIns() {
  const now = Date.UTC(2026, 0, 1);
  let asked = '';
  const db = {
    select: () => ({
      from: () => ({
        where: async () => [{ userId: accountOf(asked), expiresAt: new Date(now + 365 * 86_400_000) }],
      }),
    }),
  } as unknown as Db;
  const versions = { read: async () => ({ account: 0 }) } as unknown as VersionReader;
  const cache = new TokenCache({
    db,
    clock: { now: () => new Date(now) },
    versions,
    authenticate: async (token) => ({ id: accountOf(token) }) as UserRow,
  });
  /** Looks a token up (its row read from the stand-in database), keeping it. */
  const logIn = async (token: string) => {
    asked = token;
    return (await cache.authenticate(token)).user?.id;
  };
  return { cache, logIn };
}

describe('TokenCache', () => {
  it("drops an account's tokens when it changes, and only those", async () => {
    const { cache, logIn } = cacheOverStandIns();
    for (const token of ['t-1-a', 't-1-b', 't-2-a', 't-3-a'])
      expect(await logIn(token)).toBe(accountOf(token));
    expect(cache.size).toEqual({ tokens: 4, accounts: 3 });

    cache.accountChanged(1);
    expect(cache.peek('t-1-a')).toBeNull();
    expect(cache.peek('t-1-b')).toBeNull();
    expect(cache.peek('t-2-a')?.user.id).toBe(2);
    expect(cache.peek('t-3-a')?.user.id).toBe(3);
    expect(cache.size).toEqual({ tokens: 2, accounts: 2 });

    // A log-out through this process, and an account heard of with no token kept, keep the index whole.
    cache.forget('t-2-a');
    cache.accountChanged(99);
    expect(cache.size).toEqual({ tokens: 1, accounts: 1 });
    expect(await logIn('t-1-c')).toBe(1);
    expect(cache.size).toEqual({ tokens: 2, accounts: 2 });
    cache.clear();
    expect(cache.size).toEqual({ tokens: 0, accounts: 0 });
  });

  it('touches only the changed account’s tokens, with 20,000 tokens kept', async () => {
    const { cache, logIn } = cacheOverStandIns();
    // The most the cache keeps: one more pushes the oldest out, index and all.
    for (let account = 1; account <= 20_001; account += 1) await logIn(`t-${account}-a`);
    expect(cache.size).toEqual({ tokens: 20_000, accounts: 20_000 });
    expect(cache.peek('t-1-a')).toBeNull();

    // 5,000 writes by accounts with a kept token: a scan of every entry each time would walk 10^8 entries.
    const started = performance.now();
    for (let account = 2; account <= 5_001; account += 1) cache.accountChanged(account);
    const took = performance.now() - started;
    expect(cache.size).toEqual({ tokens: 15_000, accounts: 15_000 });
    expect(cache.peek('t-5002-a')?.user.id).toBe(5_002);
    expect(took).toBeLessThan(250);
  });

  describe('feedReports: a log-out answers once the database has sent its notification', () => {
    /** The cache following a stand-in feed: `say` delivers a notification, `up` turns the feed on or off. */
    async function following() {
      const { cache } = cacheOverStandIns();
      let handlers: Parameters<Parameters<TokenCache['followAccountChanges']>[0]>[1] | undefined;
      await cache.followAccountChanges(async (_channel, given) => {
        handlers = given;
        given.live(true);
        return async () => {};
      });
      return {
        cache,
        say: (userId: number) => handlers?.message(String(userId)),
        up: (live: boolean) => handlers?.live(live),
      };
    }
    const settled = async (promise: Promise<void>) => {
      let done = false;
      void promise.then(() => {
        done = true;
      });
      await new Promise((resolve) => setImmediate(resolve));
      return done;
    };

    it('waits for the feed to report that account, not another, and not for a change made in-process', async () => {
      const { cache, say } = await following();
      const heard = cache.feedReports(7, 60_000);
      say(8);
      cache.accountChanged(7);
      expect(await settled(heard)).toBe(false);
      say(7);
      expect(await settled(heard)).toBe(true);
    });

    it('hears a notification that arrives before the change returns (the wait is asked for first)', async () => {
      const { cache, say } = await following();
      const first = cache.feedReports(7, 60_000);
      const second = cache.feedReports(7, 60_000);
      say(7);
      expect(await settled(first)).toBe(true);
      expect(await settled(second)).toBe(true);
    });

    it('does not wait while the feed is down, and stops waiting when it drops', async () => {
      const { cache, up } = await following();
      const waiting = cache.feedReports(7, 60_000);
      up(false);
      expect(await settled(waiting)).toBe(true);
      expect(await settled(cache.feedReports(7, 60_000))).toBe(true);
    });

    it('gives up after its bound when nothing is heard', async () => {
      const { cache } = await following();
      const started = performance.now();
      await cache.feedReports(7, 30);
      expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    });
  });
});
