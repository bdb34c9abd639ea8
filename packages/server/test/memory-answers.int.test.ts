/**
 * Reference answers sent from memory by Node's handler (cache/memory-answers.ts): Node's server here
 * wraps the app's own handler, recording which requests reached Hono, so each test shows both what the
 * caller receives and which way it went. A kept answer goes out without Hono and is the same answer
 * Hono's route sends (bytes, status, headers); everything else reaches Hono.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { answerFromMemory } from '../src/cache/memory-answers';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from '../src/http/security-headers';
import { engines, type Harness, startHarness } from './support/harness';

describe.each(engines)('reference answers from memory (%s)', (engine) => {
  let harness: Harness;
  let server: Server;
  let url = '';
  /** The paths (with query) that reached Hono since the last reset. */
  let toHono: string[] = [];
  const logLines: string[] = [];

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, { headers });
    const named = [...response.headers.entries()].filter(([name]) => name !== 'date');
    return { status: response.status, headers: Object.fromEntries(named), text: await response.text() };
  };

  beforeAll(async () => {
    harness = await startHarness(engine);
    const { app, ctx } = createApp({
      db: harness.server.ctx.db,
      clock: harness.clock,
      production: false,
      requestLog: true,
      trustedProxies: ['127.0.0.1'],
      logger: { info: (line) => logLines.push(line), error: () => {} },
    });
    const hono = getRequestListener(app.fetch);
    server = createServer(
      answerFromMemory(ctx, { requestLog: true }, (req, res) => {
        toHono.push(req.url ?? '');
        hono(req, res);
      }),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    await harness?.close();
  });
  beforeEach(() => {
    toHono = [];
    logLines.length = 0;
  });

  it("sends a kept reference answer without Hono, the same as Hono's route sends it", async () => {
    const first = await get('/v1/help_cards');
    expect(toHono).toEqual(['/v1/help_cards']);
    const again = await get('/v1/help_cards');
    expect(toHono).toEqual(['/v1/help_cards']);
    expect(again).toEqual(first);
    expect(again.status).toBe(200);
    // The API's security headers, exactly: none of the document-only ones.
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(again.headers[name]).toBe(value);
    for (const name of Object.keys(SECURITY_HEADERS).filter((name) => !(name in API_SECURITY_HEADERS))) {
      expect(again.headers[name], name).toBeUndefined();
    }
    expect(again.headers.etag).toMatch(/^W\/".+"$/);
    expect(again.headers['cache-control']).toBe('no-cache');
    // The request log has a line for each, in the same form.
    expect(logLines).toEqual([
      expect.stringMatching(/^GET \/v1\/help_cards 200 \d+\.\dms$/),
      expect.stringMatching(/^GET \/v1\/help_cards 200 \d+\.\dms$/),
    ]);
  });

  it('answers 304 to its ETag and the encoding the caller prefers, from memory', async () => {
    const plain = await get('/v1/products');
    const etag = plain.headers.etag ?? '';
    const unchanged = await get('/v1/products', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    const brotli = await fetch(`${url}/v1/products`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(plain.text);
    expect(toHono).toEqual(['/v1/products']);
  });

  it('keeps one answer per language, each sent from memory once Hono has filled it', async () => {
    // Filled by Hono (the first call also loads the catalogue, which may take a second fill).
    const english = await get('/v1/activity_plans', { 'accept-language': 'en' });
    await get('/v1/activity_plans', { 'accept-language': 'en' });
    const spanish = await get('/v1/activity_plans', { 'accept-language': 'es' });
    await get('/v1/activity_plans', { 'accept-language': 'es' });
    expect(spanish.text).not.toBe(english.text);
    toHono = [];
    expect((await get('/v1/activity_plans', { 'accept-language': 'es-MX,es;q=0.9' })).text).toBe(
      spanish.text,
    );
    expect((await get('/v1/activity_plans', { 'accept-language': 'en-GB' })).text).toBe(english.text);
    expect((await get('/v1/activity_plans', { 'accept-language': 'es' })).text).toBe(spanish.text);
    expect(toHono).toEqual([]);
  });

  it('checks the caller of a call that needs a log-in: a logged-out or unknown token reaches Hono and gets 401', async () => {
    const family = await harness.family('memory');
    const headers = { 'x-user-token': family.token };
    expect((await get('/v1/medications', headers)).status).toBe(200);
    expect((await get('/v1/medications', headers)).status).toBe(200);
    expect(toHono).toEqual(['/v1/medications']);
    expect((await get('/v1/medications')).status).toBe(401);
    expect((await get('/v1/medications', { 'x-user-token': 'not-a-token' })).status).toBe(401);
    // Logged out through the other server (another process's caches): refused at once.
    const out = await harness.call('DELETE', '/v1/sessions', { token: family.token });
    expect(out.status).toBeLessThan(300);
    expect((await get('/v1/medications', headers)).status).toBe(401);
    // Hono filled the answer, and answered the call without a token, the unknown one and the logged-out one.
    expect(toHono).toEqual(['/v1/medications', '/v1/medications', '/v1/medications', '/v1/medications']);
  });

  it('adds HSTS when a trusted proxy says the call came over HTTPS, as Hono would', async () => {
    await get('/v1/help_cards');
    const https = await get('/v1/help_cards', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(https.headers['content-security-policy']).toBe(API_SECURITY_HEADERS['content-security-policy']);
    expect(https.headers['permissions-policy']).toBeUndefined();
    const plain = await get('/v1/help_cards');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(toHono.length).toBeLessThanOrEqual(1);
  });

  it('leaves other methods, query strings and other paths to Hono', async () => {
    await get('/v1/help_cards');
    toHono = [];
    expect((await get('/v1/help_cards?fresh=1')).status).toBe(200);
    expect((await fetch(`${url}/v1/help_cards`, { method: 'HEAD' })).status).toBe(200);
    expect((await get('/v1/help_cards/1')).status).toBe(404);
    expect(toHono).toEqual(['/v1/help_cards?fresh=1', '/v1/help_cards', '/v1/help_cards/1']);
  });
});
