/**
 * Issue 26, finding 5: the address limits keyed on the full client address. An IPv6 client holding a /64
 * took a fresh address for every guess (the access codes, the strength estimate); and one burst of bad
 * guesses at one account put its address into back-off for every account behind it (a school's or a
 * clinic's shared address). Now IPv6 addresses count by /64 (core's `addressLimitKey`), and the log-in
 * address limit counts the accounts an address tries, not its guesses at one account.
 */
import { ACCESS_CODE_LIMITS } from '@attune/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type Harness, startHarness } from './support/harness';

const MINUTE = 60_000;
const password = 'calm-river-morning-42';

describe.each(engines)('address limits (%s)', (engine) => {
  let harness: Harness;
  let network = 0;
  /** A /64 of its own for each test: `2001:db8:<n>:1::<host>`. */
  const newNetwork = () => {
    network += 1;
    const prefix = `2001:db8:${network.toString(16)}:1`;
    return (host: number) => `${prefix}::${host.toString(16)}`;
  };

  beforeAll(async () => {
    harness = await startHarness(engine, {
      trustedProxies: ['127.0.0.1'],
      loginThrottle: { maxFailures: 5, windowMs: 15 * MINUTE, baseDelayMs: MINUTE, maxFailuresPerAddress: 8 },
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const logIn = (email: string, guess: string, address: string) =>
    harness.call('POST', '/v1/sessions', {
      body: { email, password: guess },
      headers: { 'x-forwarded-for': address },
    });

  it('counts the access-code guesses of a whole IPv6 /64 together, whichever address of it each comes from', async () => {
    const host = newNetwork();
    const families = await Promise.all(
      Array.from(
        { length: Math.ceil(ACCESS_CODE_LIMITS.perAddress.max / ACCESS_CODE_LIMITS.perAccount.max) + 1 },
        (_, i) => harness.family(`v6-${i}`),
      ),
    );
    const statuses: number[] = [];
    let guess = 0;
    for (const family of families) {
      for (let i = 0; i < ACCESS_CODE_LIMITS.perAccount.max; i += 1) {
        guess += 1;
        const answer = await harness.call('POST', '/v1/clinic/access_codes', {
          token: family.token,
          body: { access_code: { code: String(100_000 + guess) } },
          headers: { 'x-forwarded-for': host(guess) },
        });
        statuses.push(answer.status);
      }
    }
    // Every guess from a different address of one /64: past the address limit, refused.
    expect(statuses.slice(0, ACCESS_CODE_LIMITS.perAddress.max).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(ACCESS_CODE_LIMITS.perAddress.max).every((status) => status === 429)).toBe(true);
    // Another /64 is not slowed down.
    const other = newNetwork();
    const elsewhere = await harness.call('POST', '/v1/clinic/access_codes', {
      token: (await harness.family('v6-other')).token,
      body: { access_code: { code: '999999' } },
      headers: { 'x-forwarded-for': other(1) },
    });
    expect(elsewhere.status).not.toBe(429);
  });

  it('counts the strength estimates of a /64 together (60 a minute)', async () => {
    const host = newNetwork();
    const statuses: number[] = [];
    for (let i = 1; i <= 61; i += 1) {
      const answer = await harness.call('POST', '/password-strength', {
        body: { password: 'steady-copper-lantern-77' },
        headers: { 'x-forwarded-for': host(i) },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('counts log-ins from a /64 over many accounts (password spraying) into one back-off', async () => {
    const host = newNetwork();
    const statuses: number[] = [];
    for (let i = 1; i <= 9; i += 1)
      statuses.push((await logIn(`sprayed-${i}@example.test`, 'guess', host(i))).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
  });

  it("a burst of bad guesses at one account does not lock out another account's right password from the same address", async () => {
    const address = newNetwork()(1);
    const target = await harness.family('burst-target');
    const neighbour = await harness.family('burst-neighbour');
    const answers: number[] = [];
    for (let i = 0; i < 20; i += 1) answers.push((await logIn(target.email, `wrong-${i}`, address)).status);
    // The account's own back-off holds the burst, even for the right password.
    expect(answers.filter((status) => status === 401)).toHaveLength(5);
    expect((await logIn(target.email, password, address)).status).toBe(429);
    // The neighbour behind the same address logs in.
    expect((await logIn(neighbour.email, password, address)).status).toBe(200);
    // And still, once the address has failed at more accounts than its limit, a new account waits.
    for (let i = 0; i < 7; i += 1) await logIn(`other-${i}@example.test`, 'guess', address);
    expect((await logIn(`one-more@example.test`, 'guess', address)).status).toBe(429);
  });
});
