/**
 * What the browser enforces with the server's headers (issue 14): the log-in token is in a cookie no script
 * can read, the pages run under the Content-Security-Policy without a violation, and another site cannot
 * show the log-in page in a frame.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let other: Server;
let otherUrl = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  // Another site, on another port (another origin), that frames the app's log-in page.
  other = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>other</title><iframe src="${server.url}/login"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => other?.close(resolve));
});

describe('in the browser', () => {
  it('logs in with the token in an HttpOnly cookie that the page cannot read, with no CSP violation', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await logInAsDemo(page);
    await page.waitForLoadState('networkidle');

    const session = (await context.cookies()).find((cookie) => cookie.name === 'attune_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain('attune_session');
    expect(visible).not.toContain(session?.value ?? 'no-session');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(session?.value ?? 'no-session');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('refuses to show the log-in page inside another site’s frame', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(otherUrl);
    await page.waitForTimeout(1500);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    const rendered = await framed
      ?.evaluate(() => document.querySelector('#root')?.childElementCount ?? 0)
      .catch(() => 0);
    expect(rendered ?? 0).toBe(0);
    await context.close();
  });
});
