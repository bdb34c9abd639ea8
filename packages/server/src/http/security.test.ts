import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { createApp, databaseAnswers, silentLogger } from '../app';
import type { Db } from '../db/database';
import { clientAddress, normalizeAddress, overHttps, trustedProxiesFromEnv } from './client-address';
import {
  API_SECURITY_HEADERS,
  CONTENT_SECURITY_POLICY,
  SECURE_HEADERS_OPTIONS,
  SECURITY_HEADERS,
  securityHeadersFor,
} from './security';

/** Answers a request as if it came from `peer` on a socket. */
async function seen(
  trusted: string[],
  peer: string,
  headers: Record<string, string>,
  url = 'http://app.test/',
) {
  const app = new Hono();
  app.get('/', (c) => c.json({ address: clientAddress(c, trusted), https: overHttps(c, trusted) }));
  const response = await app.request(
    url,
    { headers },
    {
      incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: 'IPv4' } },
    },
  );
  return (await response.json()) as { address: string; https: boolean };
}

describe('the client address', () => {
  it('ignores X-Forwarded-For and X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' };
    expect(await seen([], '192.0.2.10', headers)).toEqual({ address: '192.0.2.10', https: false });
    expect(await seen(['10.0.0.1'], '192.0.2.10', headers)).toEqual({ address: '192.0.2.10', https: false });
  });

  it('takes the right-most untrusted hop of X-Forwarded-For from a trusted proxy (the left is the client’s to write)', async () => {
    const trusted = ['10.0.0.1', '10.0.0.2'];
    expect(await seen(trusted, '10.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2' })).toEqual(
      {
        address: '198.51.100.7',
        https: false,
      },
    );
    expect((await seen(trusted, '::ffff:10.0.0.1', { 'x-forwarded-proto': 'https' })).https).toBe(true);
  });

  it('reads TRUSTED_PROXY as comma-separated addresses', () => {
    expect(trustedProxiesFromEnv(' 10.0.0.1, ::ffff:10.0.0.2 ,,')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(trustedProxiesFromEnv(undefined)).toEqual([]);
    expect(normalizeAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('/health', () => {
  const brokenDb = (execute: () => Promise<unknown>) => ({ execute }) as unknown as Db;

  it('answers 503 when the database fails or does not answer in time', async () => {
    const { app } = createApp({
      db: brokenDb(() => Promise.reject(new Error('down'))),
      logger: silentLogger,
    });
    const response = await app.request('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, database: 'down' });
    expect(
      await databaseAnswers(
        brokenDb(() => new Promise(() => {})),
        50,
      ),
    ).toBe(false);
    expect(
      await databaseAnswers(
        brokenDb(() => Promise.resolve([])),
        50,
      ),
    ).toBe(true);
  });
});

describe('the security headers, stated once', () => {
  it('are exactly the set hono/secure-headers sends with the same options (answers built with them miss none)', async () => {
    const app = new Hono();
    app.use('*', secureHeaders(SECURE_HEADERS_OPTIONS));
    app.get('/', () => new Response(null, { status: 204 }));
    const sent = Object.fromEntries((await app.request('/')).headers);
    expect(SECURITY_HEADERS).toEqual(sent);
  });

  it('give JSON API answers (/v1/, /health) the short API set, and everything else the full set', () => {
    expect(API_SECURITY_HEADERS).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(Object.isFrozen(API_SECURITY_HEADERS)).toBe(true);
    expect(Object.isFrozen(SECURITY_HEADERS)).toBe(true);
    for (const path of ['/v1/products', '/v1/users/me', '/v1/no-such-route', '/health']) {
      expect(securityHeadersFor(path), path).toBe(API_SECURITY_HEADERS);
    }
    for (const path of [
      '/',
      '/index.html',
      '/dashboard',
      '/assets/app.js',
      '/robots.txt',
      '/dev/outbox',
      '/v1',
      '/v1x/a',
      '/healthz',
    ]) {
      expect(securityHeadersFor(path), path).toBe(SECURITY_HEADERS);
    }
  });

  it('are set by the app on its error answers by path: the API set on a /v1 404 and /health, exactly', async () => {
    const { app } = createApp({
      db: { execute: () => Promise.reject(new Error('down')) } as unknown as Db,
      logger: silentLogger,
    });
    const names = new Set([...Object.keys(SECURITY_HEADERS), ...Object.keys(API_SECURITY_HEADERS)]);
    const securityOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => names.has(name)));
    const notFound = await app.request('/v1/no-such-route');
    expect(notFound.status).toBe(404);
    expect(securityOf(notFound)).toEqual(API_SECURITY_HEADERS);
    const health = await app.request('/health');
    expect(health.status).toBe(503);
    expect(securityOf(health)).toEqual(API_SECURITY_HEADERS);
    const dev = await app.request('/dev/no-such-page');
    expect(dev.status).toBe(404);
    expect(securityOf(dev)).toEqual(SECURITY_HEADERS);
  });
});

describe('the Content-Security-Policy and the web app', () => {
  const web = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web');

  it('allows no inline script, so the app’s pages must have none', () => {
    expect(CONTENT_SECURITY_POLICY.scriptSrc).not.toContain("'unsafe-inline'");
    expect(CONTENT_SECURITY_POLICY.frameAncestors).toEqual(["'none'"]);
    const pages = [resolve(web, 'index.html'), resolve(web, 'dist/index.html')].filter(existsSync);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const scripts = readFileSync(page, 'utf8').match(/<script\b[^>]*>/g) ?? [];
      // Data blocks (JSON-LD) are not run; every script that runs comes from a file.
      const run = scripts.filter((tag) => !/type=["']?application\/(ld\+)?json/i.test(tag));
      for (const tag of run) expect(tag, page).toMatch(/\bsrc=/);
      expect(readFileSync(page, 'utf8'), page).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
