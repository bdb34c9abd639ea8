/**
 * The web build's prerendered public pages over real HTTP: `/login` answers the page prerendered for it
 * (`login/index.html`), in Spanish with `?lang=es` when the build has it; any other route of the app gets
 * the app shell (`200.html`), never a prerendered page; a path no route has (the build's `routes.json`) is
 * answered 404 with the app shell.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type Harness, startHarness } from './support/harness';

const page = (name: string) => `<!doctype html><html><body><div id="root">${name}</div></body></html>`;

describe('prerendered pages', () => {
  let harness: Harness;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'attune-prerendered-'));
    mkdirSync(join(staticDir, 'login'));
    mkdirSync(join(staticDir, 's', 'add-on', 'sleep'), { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), page('landing'));
    writeFileSync(join(staticDir, 'index.es.html'), page('landing es'));
    writeFileSync(join(staticDir, '200.html'), page(''));
    writeFileSync(join(staticDir, 'login', 'index.html'), page('login'));
    writeFileSync(join(staticDir, 'login', 'index.es.html'), page('login es'));
    writeFileSync(join(staticDir, 's', 'add-on', 'sleep', 'index.html'), page('sleep'));
    // The router's paths, as the web build writes them.
    writeFileSync(
      join(staticDir, 'routes.json'),
      JSON.stringify([
        '/',
        '/login',
        '/signup',
        '/s/add-on/:solution',
        '/app',
        '/app/child/:child_id/:tab?/:inspected?',
      ]),
    );
    harness = await startHarness(engines[0] ?? 'pglite', { staticDir });
  });
  afterAll(async () => {
    await harness?.close();
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
  });
  const text = async (path: string) => {
    const response = await fetch(`${harness.url}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
    return response.text();
  };

  it('answers each public path with its own page, in Spanish when asked', async () => {
    expect(await text('/')).toBe(page('landing'));
    expect(await text('/?lang=es')).toBe(page('landing es'));
    expect(await text('/login')).toBe(page('login'));
    expect(await text('/login/')).toBe(page('login'));
    expect(await text('/login?lang=es&redirect=%2Fapp')).toBe(page('login es'));
    expect(await text('/login?lang=fr')).toBe(page('login'));
    expect(await text('/s/add-on/sleep')).toBe(page('sleep'));
    // no Spanish file for this one: the English page
    expect(await text('/s/add-on/sleep?lang=es')).toBe(page('sleep'));
  });

  it('answers every other app route with the app shell', async () => {
    expect(await text('/app/child/1')).toBe(page(''));
    expect(await text('/signup?lang=es')).toBe(page(''));
    expect(await text('/s/add-on/unknown')).toBe(page(''));
  });

  it('answers a path no route of the app has 404, with the app (which shows its page-not-found)', async () => {
    for (const path of ['/no-such-page', '/app/child/1/scores/x/y', '/login/extra']) {
      const response = await fetch(`${harness.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toBe(page(''));
    }
    // The API's own unknown paths stay JSON.
    expect((await fetch(`${harness.url}/v1/no-such-call`)).status).toBe(404);
  });
});
