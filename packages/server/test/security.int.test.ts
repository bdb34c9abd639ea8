/**
 * The HTTP defences, each attack as issue 14 saw it: parallel password guesses, the text/plain lock-out
 * from another site, a chunked body far over the limit (memory measured), a client that never finishes
 * its request, the demo account in production, the security headers on a page (the full set) and on an
 * API answer (the short API set), the session cookie's flags and a cross-site write with it, log-out,
 * type errors and the mail log.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/app';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from '../src/http/security-headers';
import { DEMO_ACCOUNT } from '../src/seed/seed';
import { demoWanted, startServer } from '../src/server';
import { familyWithEverything } from './support/fixtures';
import { engines, type Harness, startHarness } from './support/harness';

const password = 'gentle-meadow-breeze-9';
type Errors = { errors: Record<string, string[]> };
const errorsOf = (json: unknown) => (json as Errors).errors;
const MINUTE = 60_000;

describe.each(engines)('HTTP defences (%s)', (engine) => {
  let harness: Harness;
  let staticDir: string;
  const logged: string[] = [];
  let addresses = 0;
  /** A client address of its own for each test (the harness trusts 127.0.0.1 as a proxy). */
  const newAddress = () => {
    addresses += 1;
    return `203.0.113.${addresses}`;
  };

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'attune-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
    harness = await startHarness(engine, {
      staticDir,
      trustedProxies: ['127.0.0.1'],
      loginThrottle: { maxFailures: 5, windowMs: 15 * MINUTE, baseDelayMs: MINUTE, maxFailuresPerAddress: 8 },
      // Each line with its fields: nothing of either may leak.
      logger: {
        info: (line, fields) => logged.push(`${line} ${JSON.stringify(fields ?? {})}`),
        error: (line, fields) => logged.push(`${line} ${JSON.stringify(fields ?? {})}`),
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const signUp = async (email: string) => {
    const response = await harness.call('POST', '/v1/users', {
      body: { user: { name: 'Jordan Lee', email, password, password_confirmation: password } },
    });
    expect(response.status).toBe(202);
    return response;
  };
  const logIn = (email: string, guess: string, address: string, headers: Record<string, string> = {}) =>
    harness.call('POST', '/v1/sessions', {
      body: { email, password: guess },
      headers: { 'x-forwarded-for': address, ...headers },
    });

  describe('log-in back-off', () => {
    it('lets at most the free attempts through a burst of 200 parallel guesses, and then not even the right password', async () => {
      const email = 'burst@example.test';
      await signUp(email);
      const address = newAddress();
      const guesses = Array.from({ length: 200 }, (_, index) =>
        index === 100 ? password : `wrong-${index}`,
      );
      const answers = await Promise.all(guesses.map((guess) => logIn(email, guess, address)));
      const checked = answers.filter((answer) => answer.status !== 429);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(195);
      const afterwards = await logIn(email, password, newAddress());
      expect(afterwards.status).toBe(429);
      expect(Number(afterwards.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('doubles the wait after each attempt past the free ones, and lets the right password in once it has passed', async () => {
      const email = 'backoff@example.test';
      await signUp(email);
      const address = newAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await logIn(email, 'wrong-guess', address)).status).toBe(401);
      }
      const first = await logIn(email, password, address);
      expect(first.status).toBe(429);
      expect(Number(first.headers.get('retry-after'))).toBe(60);
      try {
        harness.clock.advanceDays(61 / 86_400);
        expect((await logIn(email, 'wrong-again', address)).status).toBe(401);
        const second = await logIn(email, password, address);
        expect(second.status).toBe(429);
        expect(Number(second.headers.get('retry-after'))).toBe(120);
        harness.clock.advanceDays(121 / 86_400);
        expect((await logIn(email, password, address)).status).toBe(200);
      } finally {
        harness.clock.advanceDays(-(182 / 86_400));
      }
    });

    it('counts per client address across accounts, and takes the address from X-Forwarded-For only through a trusted proxy', async () => {
      const address = newAddress();
      for (let index = 0; index < 8; index += 1) {
        expect((await logIn(`nobody-${index}@example.test`, 'guess', address)).status).toBe(401);
      }
      expect((await logIn('nobody-else@example.test', 'guess', address)).status).toBe(429);
      // Another address is not slowed down by this one.
      expect((await logIn('nobody-else@example.test', 'guess', newAddress())).status).toBe(401);
    });

    it('refuses a JSON log-in sent as text/plain (another site cannot lock the family out with no-cors posts)', async () => {
      const email = 'lockout@example.test';
      await signUp(email);
      const address = newAddress();
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const forged = await harness.call('POST', '/v1/sessions', {
          rawBody: JSON.stringify({ email, password: 'x' }),
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
        });
        expect(forged.status).toBe(415);
      }
      const blob = await fetch(`${harness.url}/v1/sessions`, {
        method: 'POST',
        headers: { 'x-forwarded-for': address },
        body: new Blob([JSON.stringify({ email, password: 'x' })]),
      });
      expect(blob.status).toBe(415);
      expect((await logIn(email, password, address)).status).toBe(200);
    });
  });

  describe('request limits', () => {
    /** Sends `megabytes` of a chunked body (no Content-Length) and gives the status, or 0 if cut off. */
    const chunkedPost = (path: string, megabytes: number) =>
      new Promise<number>((resolve) => {
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const body = new Readable({
          read() {
            if (sent >= megabytes * 16) this.push(null);
            else {
              sent += 1;
              this.push(chunk);
            }
          },
        });
        const req = httpRequest(
          `${harness.url}${path}`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
          (res) => {
            res.resume();
            body.destroy();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', () => resolve(0));
        body.pipe(req);
      });

    it('answers 413 to chunked bodies far over the limit without reading them into memory', async () => {
      if (global.gc) global.gc();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      const statuses = await Promise.all([
        ...Array.from({ length: 4 }, () => chunkedPost('/v1/sessions', 50)),
        chunkedPost('/v1/users', 50),
        chunkedPost('/v1/no-such-route', 50),
      ]);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      for (const status of statuses) expect([413, 0]).toContain(status);
      expect(statuses.filter((status) => status === 413).length).toBeGreaterThanOrEqual(4);
      // Six 50 MB bodies read whole would add several hundred MB.
      expect((peak - before) / 1024 / 1024).toBeLessThan(100);
    });

    it('hangs up on a client that never finishes sending its request', async () => {
      const quick = await startServer({
        db: harness.server.ctx.db,
        seed: false,
        logger: silentLogger,
        requestTimeoutMs: 500,
      });
      try {
        const started = Date.now();
        const answer = await new Promise<string>((resolve) => {
          const socket = connect(quick.port, '127.0.0.1', () => {
            socket.write('POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
            socket.write('Content-Length: 100\r\n\r\n{"email":');
          });
          let text = '';
          socket.on('data', (data) => {
            text += data.toString();
          });
          socket.on('close', () => resolve(text));
          socket.on('error', () => resolve(text));
        });
        expect(Date.now() - started).toBeLessThan(5000);
        expect(answer).toMatch(/^HTTP\/1\.1 408/);
      } finally {
        await quick.close();
      }
    });
  });

  describe('security headers and the session cookie', () => {
    const names = new Set([
      ...Object.keys(SECURITY_HEADERS),
      ...Object.keys(API_SECURITY_HEADERS),
      'strict-transport-security',
    ]);
    /** The security headers an answer carries (HSTS included), and only those. */
    const securityOf = (headers: Headers) =>
      Object.fromEntries([...headers].filter(([name]) => names.has(name)));
    const hsts = { 'strict-transport-security': expect.stringMatching(/max-age=\d{7,}/) };

    /** A page or a file of the web app: the full set, with the app's strict policy. */
    const expectPageHeaders = (headers: Headers, https = false) => {
      expect(securityOf(headers)).toEqual(https ? { ...SECURITY_HEADERS, ...hsts } : SECURITY_HEADERS);
      const csp = headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      // a page's address goes to its own site only
      expect(headers.get('referrer-policy')).toBe('same-origin');
    };
    /** A JSON API answer: exactly the short API set, none of the document-only policies. */
    const expectApiHeaders = (headers: Headers, https = false) => {
      expect(securityOf(headers)).toEqual(
        https ? { ...API_SECURITY_HEADERS, ...hsts } : API_SECURITY_HEADERS,
      );
      expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const documentOnly of [
        'permissions-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
      ]) {
        expect(headers.get(documentOnly), documentOnly).toBeNull();
      }
    };

    it('sends the full set on pages and files, the API set on API answers; HSTS only over HTTPS, on both', async () => {
      for (const path of ['/', '/dashboard', '/assets/app.js']) {
        const response = await fetch(`${harness.url}${path}`);
        expect(response.status, path).toBe(200);
        expectPageHeaders(response.headers);
      }
      for (const path of ['/v1/products', '/v1/products', '/v1/no-such-route', '/health']) {
        const response = await fetch(`${harness.url}${path}`);
        expectApiHeaders(response.headers);
      }
      const overHttps = { headers: { 'x-forwarded-proto': 'https' } };
      expectPageHeaders((await fetch(`${harness.url}/`, overHttps)).headers, true);
      expectPageHeaders((await fetch(`${harness.url}/assets/app.js`, overHttps)).headers, true);
      expectApiHeaders((await fetch(`${harness.url}/v1/products`, overHttps)).headers, true);
      expectApiHeaders((await fetch(`${harness.url}/v1/no-such-route`, overHttps)).headers, true);
    });

    it('sends the API set on a family’s calls and on API errors: 401, 404, 422', async () => {
      const family = await harness.family('api-headers');
      const patients = await harness.call('GET', '/v1/patients', { token: family.token });
      expect(patients.status).toBe(200);
      expectApiHeaders(patients.headers);
      const me = await harness.call('GET', '/v1/users/me', { token: family.token });
      expect(me.status).toBe(200);
      expectApiHeaders(me.headers);
      const unauthorized = await harness.call('GET', '/v1/patients');
      expect(unauthorized.status).toBe(401);
      expectApiHeaders(unauthorized.headers);
      const missing = await harness.call('GET', '/v1/no-such-route', { token: family.token });
      expect(missing.status).toBe(404);
      expectApiHeaders(missing.headers);
      const invalid = await harness.call('POST', '/v1/child_activity_plans', {
        token: family.token,
        body: { child_id: 'seven', activity_plan_id: 1 },
      });
      expect(invalid.status).toBe(422);
      expectApiHeaders(invalid.headers);
    });

    it('sends the API set on answers the server builds whole: a family’s cached plans, their 304, a catalogue 304', async () => {
      const family = await familyWithEverything(harness, 'headers');
      const plansPath = `/v1/child_activity_plans?child_id=${family.childId}`;
      const headers = { 'x-user-token': family.token, 'accept-encoding': 'gzip' };
      const first = await fetch(`${harness.url}${plansPath}`, { headers });
      const cached = await fetch(`${harness.url}${plansPath}`, { headers });
      for (const answer of [first, cached]) {
        expect(answer.status).toBe(200);
        expectApiHeaders(answer.headers);
        expect(answer.headers.get('cache-control')).toMatch(/private|no-store/);
      }
      const etag = cached.headers.get('etag') ?? '';
      if (etag) {
        const again = await fetch(`${harness.url}${plansPath}`, {
          headers: { ...headers, 'if-none-match': etag },
        });
        expect(again.status).toBe(304);
        expectApiHeaders(again.headers);
      }
      const products = await fetch(`${harness.url}/v1/products`);
      const notModified = await fetch(`${harness.url}/v1/products`, {
        headers: { 'if-none-match': products.headers.get('etag') ?? '' },
      });
      expect(notModified.status).toBe(304);
      expectApiHeaders(notModified.headers);
    });

    it('sets the token in an HttpOnly, SameSite=Strict cookie (Secure over HTTPS) and keeps it out of the page', async () => {
      const email = 'cookie@example.test';
      await signUp(email);
      const address = newAddress();
      const plain = await logIn(email, password, address);
      const cookie = plain.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^attune_session=[^;]+;/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure');
      const secure = await logIn(email, password, address, { 'x-forwarded-proto': 'https' });
      expect(secure.headers.get('set-cookie')).toContain('Secure');

      // The page's own call gets the token only in the cookie.
      const browser = await logIn(email, password, address, { 'sec-fetch-site': 'same-origin' });
      expect((browser.json as { user: { token: string } }).user.token).toBe('');
      const session = /^attune_session=([^;]+)/.exec(browser.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const me = await harness.call('GET', '/v1/users/me', {
        headers: { cookie: `attune_session=${session}` },
      });
      expect(me.status).toBe(200);
      // A family's answer is never kept by a cache; the catalogue's say their own caching.
      expect(me.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(`${harness.url}/v1/products`)).headers.get('cache-control')).not.toBe('no-store');
      expect((me.json as { user: { email: string; token: string } }).user).toMatchObject({
        email,
        token: '',
      });
    });

    it('refuses a cross-site write made with the cookie, and lets the app’s own write through', async () => {
      const family = await harness.family('csrf');
      const cookie = `attune_session=${family.token}`;
      const patient = { patient: { name: 'Sam', birthday: '2017-03-15', gender: 'female' } };
      const crossOrigin = await harness.call('POST', '/v1/patients', {
        body: patient,
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(crossOrigin.status).toBe(403);
      const crossSite = await harness.call('POST', '/v1/patients', {
        body: patient,
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
      const bodiless = await harness.call('DELETE', '/v1/sessions', {
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(bodiless.status).toBe(403);
      const list = await harness.call('GET', '/v1/patients', { headers: { cookie } });
      expect((list.json as { patients: unknown[] }).patients).toHaveLength(0);

      const own = await harness.call('POST', '/v1/patients', {
        body: patient,
        headers: { cookie, origin: harness.url, 'sec-fetch-site': 'same-origin' },
      });
      expect(own.status).toBe(200);
      // The native wrapper's header is not a cookie call.
      const header = await harness.call('POST', '/v1/patients', { token: family.token, body: patient });
      expect(header.status).toBe(200);
    });

    it('log-out with the cookie revokes the token on the server and clears the cookie', async () => {
      const family = await harness.family('logout');
      const cookie = `attune_session=${family.token}`;
      const out = await harness.call('DELETE', '/v1/sessions', {
        headers: { cookie, origin: harness.url, 'sec-fetch-site': 'same-origin' },
      });
      expect(out.status).toBe(204);
      expect(out.headers.get('set-cookie')).toMatch(/^attune_session=;.*Max-Age=0/);
      expect((await harness.call('GET', '/v1/users/me', { headers: { cookie } })).status).toBe(401);
      expect((await harness.call('GET', '/v1/users/me', { token: family.token })).status).toBe(401);
      // An ended session's log-out still clears the cookie.
      const again = await harness.call('DELETE', '/v1/sessions', { headers: { cookie } });
      expect(again.status).toBe(401);
      expect(again.headers.get('set-cookie')).toMatch(/^attune_session=;/);
    });
  });

  describe('smaller findings', () => {
    it('names a wrong type as a type error, and a missing field as required', async () => {
      const response = await harness.call('POST', '/v1/sessions', {
        body: { email: 42 },
        headers: { 'x-forwarded-for': newAddress() },
      });
      expect(response.status).toBe(422);
      expect(errorsOf(response.json)).toEqual({ email: ['must be text'], password: ['is required'] });
      const family = await harness.family('types');
      const plan = await harness.call('POST', '/v1/child_activity_plans', {
        token: family.token,
        body: { child_id: 'seven', activity_plan_id: 1 },
      });
      expect(plan.status).toBe(422);
      expect(errorsOf(plan.json).child_id).toEqual(['must be a number']);
    });

    it('reports the database on /health', async () => {
      const health = await harness.call('GET', '/health');
      expect(health.status).toBe(200);
      // and the mail queue's depth (earlier tests of this file leave mail in it)
      expect(health.json).toEqual({
        ok: true,
        database: 'up',
        mail: { waiting: expect.any(Number), failed: expect.any(Number) },
      });
    });

    it('never prints a confirmation link to the log (the outbox has it)', async () => {
      await signUp('quiet-mail@example.test');
      expect(logged.join('\n')).not.toContain('confirmation_token');
      const outbox = await harness.call('GET', '/dev/outbox');
      expect(JSON.stringify(outbox.json)).toContain('confirmation_token');
    });
  });

  describe('the demo family', () => {
    it('is seeded outside production, or in production only with SEED_DEMO=1', () => {
      expect(demoWanted(false, undefined)).toBe(true);
      expect(demoWanted(true, undefined)).toBe(false);
      expect(demoWanted(true, '0')).toBe(false);
      expect(demoWanted(true, '1')).toBe(true);
    });

    it('does not log in under production, even when an earlier development run seeded it', async () => {
      const demo = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
      const dev = await harness.call('POST', '/v1/sessions', {
        body: demo,
        headers: { 'x-forwarded-for': newAddress() },
      });
      expect(dev.status).toBe(200);
      const devToken = (dev.json as { user: { token: string } }).user.token;
      const production = await startServer({
        db: harness.server.ctx.db,
        production: true,
        logger: silentLogger,
      });
      try {
        const refused = await fetch(`${production.url}/v1/sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(demo),
        });
        expect(refused.status).toBe(401);
        const old = await fetch(`${production.url}/v1/users/me`, { headers: { 'x-user-token': devToken } });
        expect(old.status).toBe(401);
      } finally {
        await production.close();
      }
    });
  });
});
