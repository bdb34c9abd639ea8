/**
 * Reference answers sent from memory by Node's handler (cache/memory-answers.ts): Node's server here
 * wraps the app's own handler, recording which requests reached Hono, so each test shows both what the
 * caller receives and which way it went. A kept answer goes out without Hono and is the same answer
 * Hono's route sends (bytes, status, headers); everything else reaches Hono.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { answerFromMemory } from '../src/cache/memory-answers';
import { auditEvents } from '../src/db/schema';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from '../src/http/security-headers';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

describe.each(engines)('kept answers from memory (%s)', (engine) => {
  let harness: Harness;
  let server: Server;
  let url = '';
  /** The paths (with query) that reached Hono since the last reset. */
  let toHono: string[] = [];
  /** The request log's lines, as `METHOD route status` (their id and duration checked apart). */
  const logLines: string[] = [];

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, { headers });
    // The date and the request's own id differ from answer to answer.
    const named = [...response.headers.entries()].filter(
      ([name]) => name !== 'date' && name !== 'x-request-id',
    );
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
      logger: {
        info: (message, fields) => {
          expect(fields?.request_id).toMatch(/^[0-9a-f-]{36}$/);
          expect(fields?.ms).toBeTypeOf('number');
          logLines.push(`${message} ${fields?.method} ${fields?.route} ${fields?.status}`);
        },
        error: () => {},
      },
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
    expect(logLines).toEqual(['request GET /v1/help_cards 200', 'request GET /v1/help_cards 200']);
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

  it("sends a child's kept plans without Hono once one statement confirms them, writing the read's audit row each time", async () => {
    const family = await harness.family('plans');
    const headers = { 'x-user-token': family.token };
    const child = await harness.call('POST', '/v1/patients', {
      token: family.token,
      body: { patient: { name: 'Noa', birthday: birthdayYearsAgo(harness.clock, 7), gender: 'other' } },
    });
    const childId = (child.json as { patient: { id: number } }).patient.id;
    const path = `/v1/child_activity_plans?child_id=${childId}`;
    const reads = async () =>
      (
        await harness.server.ctx.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.childId, childId), eq(auditEvents.endpoint, 'listChildPlans')))
      ).length;

    const first = await get(path, headers);
    expect(first.status).toBe(200);
    expect(toHono).toEqual([path]);
    // Through the trusted proxy (127.0.0.1 here): the audit row names the client it forwarded for.
    const again = await get(path, { ...headers, 'x-forwarded-for': '203.0.113.9' });
    expect(again).toEqual(first);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    const [latest] = await harness.server.ctx.db
      .select({ ip: auditEvents.ip })
      .from(auditEvents)
      .where(eq(auditEvents.childId, childId))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(latest?.ip).toBe('203.0.113.9');
    const unchanged = await get(path, { ...headers, 'if-none-match': first.headers.etag ?? '' });
    expect(unchanged.status).toBe(304);
    // Filled once by Hono; then twice from memory, each read with its audit row and its log line.
    expect(toHono).toEqual([path]);
    expect(await reads()).toBe(3);
    expect(logLines.at(-1)).toBe('request GET /v1/child_activity_plans 304');

    // A plan started through the other server moves the child's counter: the kept answer is not
    // confirmed, Hono answers with the new plan and keeps that answer, which then goes out from memory.
    const catalogue = (await harness.call('GET', '/v1/activity_plans')).json as {
      activity_plans: { id: number; key: string }[];
    };
    const planId = catalogue.activity_plans.find((plan) => plan.key !== 'attune-essentials')?.id;
    const start = await harness.call('POST', '/v1/child_activity_plans', {
      token: family.token,
      body: { child_id: childId, activity_plan_id: planId },
    });
    expect(start.status).toBe(200);
    toHono = [];
    const changed = await get(path, headers);
    expect((JSON.parse(changed.text) as { plans: unknown[] }).plans).toHaveLength(1);
    expect(toHono).toEqual([path]);
    expect(await get(path, headers)).toEqual(changed);
    expect(toHono).toEqual([path]);
    expect(await reads()).toBe(5);
  });

  it("leaves another family's token, a logged-out token and an id not written plainly to Hono, writing no read", async () => {
    const owner = await harness.family('owner');
    const stranger = await harness.family('stranger');
    const child = await harness.call('POST', '/v1/patients', {
      token: owner.token,
      body: { patient: { name: 'Lio', birthday: birthdayYearsAgo(harness.clock, 9), gender: 'other' } },
    });
    const childId = (child.json as { patient: { id: number } }).patient.id;
    const path = `/v1/child_activity_plans?child_id=${childId}`;
    const rows = () =>
      harness.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.childId, childId));
    expect((await get(path, { 'x-user-token': owner.token })).status).toBe(200);
    expect((await get(path, { 'x-user-token': stranger.token })).status).toBe(404);
    expect((await get(path, { 'x-user-token': stranger.token })).status).toBe(404);
    expect(
      (await get(`/v1/child_activity_plans?child_id=0${childId}`, { 'x-user-token': owner.token })).status,
    ).toBe(200);
    expect((await get(path)).status).toBe(401);
    const out = await harness.call('DELETE', '/v1/sessions', { token: owner.token });
    expect(out.status).toBeLessThan(300);
    expect((await get(path, { 'x-user-token': owner.token })).status).toBe(401);
    expect(toHono).toEqual([path, path, path, `/v1/child_activity_plans?child_id=0${childId}`, path, path]);
    // Reads by the owner only: the first and the one with the id written with a leading zero.
    const reads = (await rows()).filter((row) => row.endpoint === 'listChildPlans');
    expect(reads.map((row) => row.userId)).toEqual([owner.userId, owner.userId]);
  });
});
