/**
 * One door: every call goes through the contract router, whichever way the caller is logged in. A
 * child's plans asked for with the session cookie (the web app's way) and with the `X-User-Token` header
 * (the native wrapper's) get the same answer, bytes and headers: the kept answer with its ETag, 304 to
 * it, one audit row per read (304s included), another family's child 404, a logged-out token or cookie
 * 401, and a plan started through another server (another process's caches) seen by the next read.
 * The catalogue's kept answers follow the same rules (one per language, 304, a log-in where the contract
 * asks for one), and HSTS and the client's address come from the trusted proxy as for any call.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/app';
import { auditEvents } from '../src/db/schema';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from '../src/http/security-headers';
import { type RunningServer, startServer } from '../src/server';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

/** What a caller sees of an answer: status, headers (but the date and the request's own id) and text. */
interface Seen {
  status: number;
  headers: Record<string, string>;
  text: string;
}

describe.each(engines)('one door for cookie and header (%s)', (engine) => {
  let harness: Harness;
  let other: RunningServer;
  let catalogue: { id: number; key: string }[];

  const get = async (
    path: string,
    headers: Record<string, string> = {},
    base = harness.url,
  ): Promise<Seen> => {
    const response = await fetch(`${base}${path}`, { headers });
    // every answer carries its own request id (observability): the rest must be the same
    expect(response.headers.get('x-request-id')).toMatch(/^[\w.:-]{8,}$/);
    const named = [...response.headers.entries()].filter(
      ([name]) => name !== 'date' && name !== 'x-request-id',
    );
    return { status: response.status, headers: Object.fromEntries(named), text: await response.text() };
  };
  const byHeader = (token: string) => ({ 'x-user-token': token });
  const byCookie = (token: string) => ({ cookie: `attune_session=${token}` });

  /** A confirmed family on its trial, with a child following one plan. */
  const familyWithPlan = async (prefix: string) => {
    const family = await harness.family(prefix);
    const created = await harness.call('POST', '/v1/patients', {
      token: family.token,
      body: { patient: { name: 'Noa', birthday: birthdayYearsAgo(harness.clock, 7), gender: 'other' } },
    });
    const childId = (created.json as { patient: { id: number } }).patient.id;
    const started = await harness.call('POST', '/v1/child_activity_plans', {
      token: family.token,
      body: { child_id: childId, activity_plan_id: catalogue[0]?.id },
    });
    expect(started.status).toBe(200);
    return { ...family, childId, path: `/v1/child_activity_plans?child_id=${childId}` };
  };
  const reads = async (childId: number) =>
    harness.server.ctx.db
      .select({ userId: auditEvents.userId, ip: auditEvents.ip })
      .from(auditEvents)
      .where(and(eq(auditEvents.childId, childId), eq(auditEvents.endpoint, 'listChildPlans')))
      .orderBy(auditEvents.id);

  beforeAll(async () => {
    harness = await startHarness(engine, { trustedProxies: ['127.0.0.1'] });
    // A second server on the same database: the caches of another process.
    other = await startServer({
      db: harness.server.ctx.db,
      listen: harness.database.listen,
      clock: harness.clock,
      logger: silentLogger,
      production: false,
      seed: false,
    });
    const plans = await harness.call('GET', '/v1/activity_plans');
    catalogue = (plans.json as { activity_plans: { id: number; key: string }[] }).activity_plans.filter(
      (plan) => plan.key !== 'attune-essentials',
    );
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  it("answers a child's plans by cookie exactly as by header: same bytes, headers and ETag, 304 either way, one audit row per read", async () => {
    const family = await familyWithPlan('same');
    const header = await get(family.path, byHeader(family.token));
    expect(header.status).toBe(200);
    expect((JSON.parse(header.text) as { plans: unknown[] }).plans).toHaveLength(1);
    expect(header.headers.etag).toMatch(/^W\/".+"$/);
    expect(header.headers['cache-control']).toBe('private, no-cache');
    // The cookie's answer, the first time and again (by then the one-statement path): the same, whole.
    const cookie = await get(family.path, byCookie(family.token));
    expect(cookie).toEqual(header);
    expect(await get(family.path, byCookie(family.token))).toEqual(header);
    expect(await get(family.path, byHeader(family.token))).toEqual(header);
    // The API's security headers, exactly, on both.
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
      expect(cookie.headers[name]).toBe(value);
    for (const name of Object.keys(SECURITY_HEADERS).filter((each) => !(each in API_SECURITY_HEADERS))) {
      expect(cookie.headers[name], name).toBeUndefined();
    }
    // Revalidated by either: 304, no body, the same ETag.
    const etag = header.headers.etag ?? '';
    for (const how of [byCookie(family.token), byHeader(family.token)]) {
      const unchanged = await get(family.path, { ...how, 'if-none-match': etag });
      expect(unchanged.status).toBe(304);
      expect(unchanged.text).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
    }
    // Compressed the same way when asked (the kept brotli form), the same bytes once decoded.
    const brotli = await fetch(`${harness.url}${family.path}`, {
      headers: { ...byCookie(family.token), 'accept-encoding': 'br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(header.text);
    // Every read is recorded once, 304s included, as the family's, from the client the proxy names.
    const proxied = await get(family.path, { ...byCookie(family.token), 'x-forwarded-for': '203.0.113.9' });
    expect(proxied).toEqual(header);
    const rows = await reads(family.childId);
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set([family.userId]));
    expect(rows.at(-1)?.ip).toBe('203.0.113.9');
  });

  it("answers another family's child 404 by cookie and by header, writing no read", async () => {
    const owner = await familyWithPlan('owner');
    const stranger = await harness.family('stranger');
    // Kept for its family first, token and answer in memory.
    expect((await get(owner.path, byCookie(owner.token))).status).toBe(200);
    expect((await get(owner.path, byHeader(owner.token))).status).toBe(200);
    for (const how of [byCookie(stranger.token), byHeader(stranger.token)]) {
      expect((await get(owner.path, how)).status).toBe(404);
      expect((await get(owner.path, how)).status).toBe(404);
    }
    // No caller: 401. The id written with a leading zero is the same child to the router.
    expect((await get(owner.path)).status).toBe(401);
    expect(
      (await get(`/v1/child_activity_plans?child_id=0${owner.childId}`, byCookie(owner.token))).status,
    ).toBe(200);
    const rows = await reads(owner.childId);
    expect(rows.map((row) => row.userId)).toEqual([owner.userId, owner.userId, owner.userId]);
  });

  it('refuses a token logged out through another server, by cookie and by header, in both servers, writing no read', async () => {
    const family = await familyWithPlan('out');
    // Token and answer in memory in both processes (the second read of each is the one-statement path).
    for (const base of [harness.url, other.url, harness.url, other.url]) {
      expect((await get(family.path, byCookie(family.token), base)).status).toBe(200);
    }
    expect(await reads(family.childId)).toHaveLength(4);
    const out = await fetch(`${other.url}/v1/sessions`, {
      method: 'DELETE',
      headers: byHeader(family.token),
    });
    expect(out.status).toBeLessThan(300);
    for (const base of [harness.url, other.url]) {
      expect((await get(family.path, byCookie(family.token), base)).status).toBe(401);
      expect((await get(family.path, byHeader(family.token), base)).status).toBe(401);
      expect((await get('/v1/medications', byCookie(family.token), base)).status).toBe(401);
    }
    expect(await reads(family.childId)).toHaveLength(4);
  });

  it('sees a plan started through another server at the next read by cookie: new answer, new ETag, the old one refused', async () => {
    const family = await familyWithPlan('moved');
    const before = await get(family.path, byCookie(family.token));
    expect(await get(family.path, byCookie(family.token))).toEqual(before);
    const started = await fetch(`${other.url}/v1/child_activity_plans`, {
      method: 'POST',
      headers: { ...byHeader(family.token), 'content-type': 'application/json' },
      body: JSON.stringify({ child_id: family.childId, activity_plan_id: catalogue[1]?.id }),
    });
    expect(started.status).toBe(200);
    const after = await get(family.path, {
      ...byCookie(family.token),
      'if-none-match': before.headers.etag ?? '',
    });
    expect(after.status).toBe(200);
    expect((JSON.parse(after.text) as { plans: unknown[] }).plans).toHaveLength(2);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Kept again, and the same by header and through the other server.
    expect(await get(family.path, byCookie(family.token))).toEqual(after);
    expect(await get(family.path, byHeader(family.token))).toEqual(after);
    expect((await get(family.path, byHeader(family.token), other.url)).headers.etag).toBe(after.headers.etag);
  });

  it('keeps the catalogue the same by cookie and by header: one answer per language, 304 to its ETag, a log-in where the contract asks for one', async () => {
    const family = await harness.family('catalogue');
    const header = await get('/v1/medications', byHeader(family.token));
    expect(header.status).toBe(200);
    expect(header.headers['cache-control']).toBe('no-cache');
    expect(await get('/v1/medications', byCookie(family.token))).toEqual(header);
    const unchanged = await get('/v1/medications', {
      ...byCookie(family.token),
      'if-none-match': header.headers.etag ?? '',
    });
    expect(unchanged.status).toBe(304);
    expect((await get('/v1/medications')).status).toBe(401);
    expect((await get('/v1/medications', byCookie('not-a-token'))).status).toBe(401);

    const english = await get('/v1/activity_plans', { 'accept-language': 'en' });
    const spanish = await get('/v1/activity_plans', { 'accept-language': 'es' });
    expect(spanish.text).not.toBe(english.text);
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    expect((await get('/v1/activity_plans', { 'accept-language': 'es-MX,es;q=0.9' })).text).toBe(
      spanish.text,
    );
    expect((await get('/v1/activity_plans', { 'accept-language': 'en-GB' })).text).toBe(english.text);
    // A query string, HEAD and a path the contract does not have are answered as the router always does.
    expect((await get('/v1/help_cards?fresh=1')).status).toBe(200);
    expect((await fetch(`${harness.url}/v1/help_cards`, { method: 'HEAD' })).status).toBe(200);
    expect((await get('/v1/help_cards/1')).status).toBe(404);
  });

  it('adds HSTS to a kept answer when the trusted proxy says the call came over HTTPS', async () => {
    const family = await familyWithPlan('hsts');
    await get(family.path, byCookie(family.token));
    const https = await get(family.path, { ...byCookie(family.token), 'x-forwarded-proto': 'https' });
    expect(https.status).toBe(200);
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(https.headers['permissions-policy']).toBeUndefined();
    expect(
      (await get(family.path, byCookie(family.token))).headers['strict-transport-security'],
    ).toBeUndefined();
    const [latest] = await harness.server.ctx.db
      .select({ endpoint: auditEvents.endpoint })
      .from(auditEvents)
      .where(eq(auditEvents.childId, family.childId))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(latest?.endpoint).toBe('listChildPlans');
  });
});
