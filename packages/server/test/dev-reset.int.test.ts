/**
 * `POST /dev/reset` (seed/dev-reset.ts), which lets the browser journeys share one server: after it, the
 * server holds what it held at the first call (the demo family with the same ids, no later account, no
 * later mail), and a server started without `ATTUNE_DEV_RESET=1` has no such route (nor the clinic staff's `/dev/clinic`
 * calls the journeys make there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, silentLogger } from '../src/app';
import { DEMO_ACCOUNT } from '../src/seed/seed';
import { engines, type Harness, startHarness } from './support/harness';

describe.each(engines)('the journeys’ reset (%s)', (engine) => {
  let harness: Harness;

  beforeAll(async () => {
    process.env.ATTUNE_DEV_RESET = '1';
    try {
      harness = await startHarness(engine);
    } finally {
      delete process.env.ATTUNE_DEV_RESET;
    }
  });

  afterAll(async () => {
    await harness?.close();
  });

  const demoChildren = async () => {
    const session = await harness.call('POST', '/v1/sessions', { body: DEMO_ACCOUNT });
    expect(session.status).toBe(200);
    const token = (session.json as { user: { token: string } }).user.token;
    const children = await harness.call('GET', '/v1/patients', { token });
    return (children.json as { patients: { id: number; name: string }[] }).patients.map((c) => [
      c.id,
      c.name,
    ]);
  };

  it('puts back every table and sequence as they were at the first call', async () => {
    const first = await harness.call('POST', '/dev/reset');
    expect(first.json).toEqual({ done: 'snapshot' });
    const before = await demoChildren();
    expect(before.length).toBeGreaterThan(0);

    const family = await harness.family('before-reset');
    const outbox = async () =>
      ((await harness.call('GET', '/dev/outbox')).json as { messages: { to: string }[] }).messages;
    expect((await outbox()).some((m) => m.to === family.email)).toBe(true);

    const again = await harness.call('POST', '/dev/reset');
    expect(again.json).toEqual({ done: 'restored' });
    // The account made after the first call is gone: its token and its password no longer open anything.
    expect((await harness.call('GET', '/v1/patients', { token: family.token })).status).toBe(401);
    expect(
      (
        await harness.call('POST', '/v1/sessions', {
          body: { email: family.email, password: 'calm-river-morning-42' },
        })
      ).status,
    ).toBe(401);
    expect((await outbox()).some((m) => m.to === family.email)).toBe(false);
    // The demo family is back with the same children, and the next account gets the id the first one got.
    expect(await demoChildren()).toEqual(before);
    const next = await harness.family('after-reset');
    expect(next.userId).toBe(family.userId);
  });

  it('is not served without ATTUNE_DEV_RESET=1', async () => {
    const { app } = createApp({ db: harness.database.db, production: false, logger: silentLogger });
    expect((await app.request('/dev/reset', { method: 'POST' })).status).toBe(404);
    // Nor are the clinic staff's calls the journeys make on that server.
    for (const path of ['/dev/clinic/access-codes?code=482913', '/dev/clinic/appointments/schedule?id=1'])
      expect((await app.request(path, { method: 'POST' })).status).toBe(404);
  });
});
