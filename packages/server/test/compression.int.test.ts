/**
 * Compression and caching over real HTTP: the built web app's files and JSON answers of 1 KB or more come
 * back gzip- or brotli-compressed when the client asks for it and plain when it does not; hashed assets
 * are cached for a year, index.html (and the SPA fallback, sw.js) revalidated every time.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type Harness, startHarness } from './support/harness';

/** A raw answer: bytes as they came over the wire, never decompressed by the client. */
interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (raw: Raw): string => {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(raw.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw.body).toString('utf8');
  return raw.body.toString('utf8');
};

const script = `export const greeting = ${JSON.stringify('hello '.repeat(800))};\n`;
const indexHtml = `<!doctype html><html><head><title>Attune</title></head><body>${'<p>Attune</p>'.repeat(200)}<script type="module" src="/assets/index-AbC123.js"></script></body></html>`;
const worker = `self.addEventListener('fetch', () => {});\n${'// cache nothing\n'.repeat(100)}`;

describe.each(engines)('compression and caching (%s)', (engine) => {
  let harness: Harness;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'attune-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), indexHtml);
    writeFileSync(join(staticDir, 'assets', 'index-AbC123.js'), script);
    writeFileSync(join(staticDir, 'assets', 'tiny-Zz9.css'), 'body{margin:0}');
    writeFileSync(join(staticDir, 'sw.js'), worker);
    harness = await startHarness(engine, { staticDir });
  });
  afterAll(async () => {
    await harness?.close();
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends a hashed JS asset gzipped when asked, plain when not, cached for a year either way', async () => {
    const url = `${harness.url}/assets/index-AbC123.js`;
    const gzipped = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/javascript/);
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(gzipped.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(decoded(gzipped)).toBe(script);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Again, now from the cache of compressed files: the same bytes.
    const again = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(again.body.equals(gzipped.body)).toBe(true);

    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(script));
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const identity = await rawGet(url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(script);
  });

  it('prefers brotli when the client accepts both, and honours q=0', async () => {
    const url = `${harness.url}/assets/index-AbC123.js`;
    const browser = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(decoded(browser)).toBe(script);
    const noBrotli = await rawGet(url, { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(decoded(noBrotli)).toBe(script);
    const refused = await rawGet(url, { 'accept-encoding': '*;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('leaves files under 1 KB and HEAD requests uncompressed', async () => {
    const tiny = await rawGet(`${harness.url}/assets/tiny-Zz9.css`, { 'accept-encoding': 'gzip, br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString('utf8')).toBe('body{margin:0}');
    const head = await rawGet(`${harness.url}/assets/index-AbC123.js`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(script));
  });

  it('sends index.html (also as the fallback for app routes) and sw.js compressed and no-cache', async () => {
    for (const path of ['/', '/index.html', '/app/children/3']) {
      const page = await rawGet(`${harness.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decoded(page)).toBe(indexHtml);
    }
    const sw = await rawGet(`${harness.url}/sw.js`, { 'accept-encoding': 'gzip' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(decoded(sw)).toBe(worker);
  });

  it('sends a JSON answer over 1 KB gzipped when asked, plain when not; small answers stay plain', async () => {
    const url = `${harness.url}/v1/products`;
    const plain = await rawGet(url);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/application\/json/);
    expect(plain.body.length).toBeGreaterThan(1024);
    const products = JSON.parse(plain.body.toString('utf8')) as { products: unknown[] };
    expect(products.products.length).toBeGreaterThan(0);

    const gzipped = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decoded(gzipped))).toEqual(products);

    const brotli = await rawGet(url, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(brotli))).toEqual(products);

    const health = await rawGet(`${harness.url}/health`, { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ ok: true, database: 'up' });
  });

  it('passes error answers through with their status and body', async () => {
    const missing = await rawGet(`${harness.url}/v1/patients`, { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(401);
    expect(JSON.parse(decoded(missing))).toHaveProperty('errors');
  });
});
