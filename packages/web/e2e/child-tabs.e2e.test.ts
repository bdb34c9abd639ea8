/**
 * The child view's tabs, end to end on the real server in headless Chromium: the pointer resting on a tab
 * prefetches its queries into the query cache (what another tab already brought, such as the scores the
 * Timeline shows too, is not asked twice), so the click that follows asks the server nothing; a tab seen
 * once shows again without a call; the URL names the tab; a write on the page (starting a plan) refreshes
 * every tab's data, so a tab shown afterwards has the new plan without asking again; leaving and coming
 * back loads afresh.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let childUrl = '';
/** The API calls the page made (path and query), in order. */
const calls: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/')) calls.push(url.pathname + url.search);
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tab = (name: string) => page.getByRole('tab', { name });
const panel = () => page.getByRole('tabpanel');

/** The calls made while `action` runs and the page settles. */
async function callsDuring(action: () => Promise<void>): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const from = calls.length;
  await action();
  await page.waitForLoadState('networkidle');
  return calls.slice(from);
}

describe("the child view's tabs", () => {
  it('shows a tab whose data the pointer on it loaded without asking the server again', async () => {
    await logInAsDemo(page);
    await page.getByRole('link', { name: /^Leo/ }).first().click();
    await page.waitForURL(/\/app\/child\/\d+$/);
    childUrl = new URL(page.url()).pathname;
    // again with the pointer away from the tabs (the click left it where the tabs now are)
    await page.mouse.move(1, 1);
    await page.goto(childUrl);
    await tab('Timeline').waitFor();
    expect(await tab('Timeline').getAttribute('aria-selected')).toBe('true');

    // intent: the pointer on Scores loads its data (the Scores tab's queries; its scores are the ones the
    // Timeline already holds)
    const onHover = await callsDuring(() => tab('Scores').hover());
    expect(onHover.some((call) => call.startsWith('/v1/trends'))).toBe(true);
    expect(onHover.some((call) => /^\/v1\/patients\/\d+\/gauges/.test(call))).toBe(true);

    const onClick = await callsDuring(async () => {
      await tab('Scores').click();
      await page.getByRole('tab', { name: 'Scores', selected: true }).waitFor();
      await page.waitForURL(`**${childUrl}/scores`);
    });
    expect(onClick).toEqual([]);
    expect((await panel().textContent())?.trim()).not.toBe('');
    expect(await panel().locator('[aria-busy="true"]').count()).toBe(0);
    await checkA11y(page, 'child view, Scores tab');
  });

  it('goes back to a tab seen before, by click or arrow key, without a call', async () => {
    // Fresh data (a tab's data older than 30 s loads again on intent, and the first test may take that long
    // on a busy machine): the page anew, Scores seen once.
    await page.goto(`${childUrl}/timeline`);
    await tab('Scores').hover();
    await page.waitForLoadState('networkidle');
    await tab('Scores').click();
    await page.waitForURL(`**${childUrl}/scores`);
    const back = await callsDuring(async () => {
      await tab('Timeline').click();
      await page.getByRole('tab', { name: 'Timeline', selected: true }).waitFor();
      await page.waitForURL(`**${childUrl}/timeline`);
      await tab('Timeline').press('ArrowRight');
      await page.getByRole('tab', { name: 'Scores', selected: true }).waitFor();
      await page.waitForURL(`**${childUrl}/scores`);
    });
    expect(back).toEqual([]);
    // one panel for assistive technology: the selected one
    expect(await panel().count()).toBe(1);
    expect(await panel().getAttribute('aria-labelledby')).toBe(await tab('Scores').getAttribute('id'));
  });

  it('keeps the page where the parent scrolled it when a tab changes (the URL is replaced, not a new page)', async () => {
    // a short window, so that the page scrolls whatever its length
    await page.setViewportSize({ width: 390, height: 360 });
    await page.evaluate(`(() => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find((el) => el.getAttribute('aria-selected') === 'true');
      tab.scrollIntoView({ block: 'start' });
      tab.focus({ preventScroll: true });
    })()`);
    const scrolled = await page.evaluate('window.scrollY');
    expect(scrolled).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('tab', { name: 'Timeline', selected: true }).waitFor();
    await page.waitForURL(`**${childUrl}/timeline`);
    await page.waitForTimeout(300);
    expect(await page.evaluate('window.scrollY')).toBe(scrolled);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Scores', selected: true }).waitFor();
    await page.waitForURL(`**${childUrl}/scores`);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('loads a tab picked with no intent first, and says it is loading until it comes', async () => {
    // focus moves with the arrow key: focus is intent too, so Tools loads as it is picked
    const tools = await callsDuring(async () => {
      await tab('Scores').press('ArrowRight');
      await page.getByRole('tab', { name: 'Tools', selected: true }).waitFor();
      await panel().getByRole('link').first().waitFor();
    });
    expect(tools.some((call) => call.startsWith('/v1/profile/courses'))).toBe(true);
    await page.waitForURL(`**${childUrl}/tools`);
    await checkA11y(page, 'child view, Tools tab');
  });

  it('after starting a plan, every tab has the new data without asking again when shown', async () => {
    await page.getByText('Start a plan').click();
    const start = page.getByRole('button', { name: /^Start / }).first();
    const label = (await start.getAttribute('aria-label')) ?? '';
    const title = label.replace(/^Start /, '');
    expect(title).not.toBe('');
    // the write refreshes the loader's tab and every tab loaded by a fetcher
    const onStart = await callsDuring(async () => {
      await start.click();
      await page
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .waitFor();
    });
    expect(onStart.some((call) => call.startsWith('/v1/today_list_sessions'))).toBe(true);
    const onTimeline = await callsDuring(async () => {
      await tab('Timeline').click();
      await page.getByRole('tab', { name: 'Timeline', selected: true }).waitFor();
    });
    expect(onTimeline).toEqual([]);
    await expect.poll(() => panel().textContent()).toContain(title);
  });

  it('loads afresh when the family leaves the child view and comes back', async () => {
    await page.goto('/app');
    await page.getByRole('link', { name: /^Leo/ }).first().waitFor();
    const again = await callsDuring(async () => {
      await page.goto(`${childUrl}/scores`);
      await page.getByRole('tab', { name: 'Scores', selected: true }).waitFor();
    });
    expect(again.some((call) => call.startsWith('/v1/meaningful_change_scores'))).toBe(true);
  });
});
