/**
 * One kept-alive connection carrying several log-ins (a shared computer, a log-out and another log-in in
 * the same tab): the router works a token's hash out once per connection (http/session-cookie.ts,
 * `tokenKey`), and every call is still answered as the token it carries, never as the connection's
 * earlier one.
 */
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type Harness, startHarness } from './support/harness';

describe.each(engines)('several tokens over one connection (%s)', (engine) => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness(engine);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers each call as the token it carries, by cookie and by header, and refuses one logged out', async () => {
    const first = await harness.family('conn-a');
    const second = await harness.family('conn-b');
    // One socket for every call: the agent keeps it alive and opens no other.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const me = (headers: Record<string, string>) =>
      new Promise<{ status: number; id: number | undefined; reused: boolean }>((resolve, reject) => {
        const call = request(`${harness.server.url}/v1/users/me`, { agent, headers }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => {
            const body = response.statusCode === 200 ? (JSON.parse(text) as { user: { id: number } }) : null;
            resolve({ status: response.statusCode ?? 0, id: body?.user.id, reused: call.reusedSocket });
          });
        });
        call.on('error', reject);
        call.end();
      });
    const cookie = (token: string) => ({ cookie: `attune_session=${token}` });
    try {
      const answers = [
        await me(cookie(first.token)),
        await me(cookie(first.token)),
        await me(cookie(second.token)),
        await me({ 'x-user-token': first.token }),
        await me({ 'x-user-token': second.token }),
        await me(cookie(first.token)),
      ];
      expect(answers.map(({ status, id }) => [status, id])).toEqual([
        [200, first.userId],
        [200, first.userId],
        [200, second.userId],
        [200, first.userId],
        [200, second.userId],
        [200, first.userId],
      ]);
      // All of them over the one connection.
      expect(answers.slice(1).every((answer) => answer.reused)).toBe(true);
      // The first family logs out elsewhere: its token is refused on this connection, the other answered.
      const out = await harness.call('DELETE', '/v1/sessions', { token: first.token });
      expect(out.status).toBeLessThan(300);
      const after = [await me(cookie(first.token)), await me(cookie(second.token))];
      expect(after.map(({ status, id, reused }) => [status, id, reused])).toEqual([
        [401, undefined, true],
        [200, second.userId, true],
      ]);
    } finally {
      agent.destroy();
    }
  });
});
