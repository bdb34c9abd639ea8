/**
 * Keyboard only, end to end on the real server in headless Chromium: the demo parent logs in, opens a
 * child, steps through a session to its end, answers a check-in questionnaire and plays a video step,
 * pressing only Tab, Shift+Tab, Enter, Space and the arrow keys (no mouse, no click, no fill: a field is
 * reached by Tab, then typed into). After every change of page the focus is on the new page's main heading
 * and the live region has said which page opened.
 *
 * Then a screen-reader pass over the main pages: one `main` landmark, one h1, an accessible name on every
 * button, link and field (from the accessibility tree's snapshot) and nothing for axe.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails past `max` presses. */
async function tabTo(target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  await target.waitFor({ state: 'visible' });
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(`Tab never reached ${target}; focus is on ${focused}`);
}

/** After a change of page: the focus is on the page's main heading and the live region named the page. */
async function expectPageChange(urlPart: string | RegExp): Promise<string> {
  await page.waitForURL((url) =>
    typeof urlPart === 'string' ? url.pathname.endsWith(urlPart) : urlPart.test(url.pathname),
  );
  const heading = page.locator('main h1');
  await expect
    .poll(() => page.evaluate(() => document.activeElement === document.querySelector('main h1')))
    .toBe(true);
  const title = ((await heading.textContent()) ?? '').trim();
  expect(title).not.toBe('');
  await expect
    .poll(() => page.locator('[aria-live="polite"][aria-atomic="true"]').first().textContent())
    .toContain(title);
  return title;
}

describe('keyboard only', () => {
  it('logs in, opens a child and moves between its tabs with the arrow keys', async () => {
    await page.goto('/login?lang=en');
    await tabTo(page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type('demo@attune.test');
    await tabTo(page.getByLabel(/^Password/));
    await page.keyboard.type('attune-demo-2026');
    await tabTo(page.getByRole('button', { name: 'Log In' }));
    await page.keyboard.press('Enter');
    expect(await expectPageChange(/^\/app$/)).toBe('Hi, Sam');
    await checkA11y(page, 'home (keyboard)');

    await tabTo(page.getByRole('link', { name: /^Leo/ }));
    await page.keyboard.press('Enter');
    expect(await expectPageChange('/app/child/2')).toBe('Leo');

    // The child view's tabs: one Tab stop, the arrow keys move between tabs and keep the focus on them.
    const timeline = page.getByRole('tab', { name: 'Timeline' });
    await tabTo(timeline);
    await page.keyboard.press('ArrowRight');
    const scores = page.getByRole('tab', { name: 'Scores' });
    await expect.poll(() => scores.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => isFocused(scores)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => timeline.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => isFocused(timeline)).toBe(true);
    await checkA11y(page, 'child view (keyboard)');
  });

  it('starts a session and steps through its items to the end, writing the reflection', async () => {
    await tabTo(page.getByRole('link', { name: /^Due today: How attention works/ }));
    await page.keyboard.press('Enter');
    expect(await expectPageChange('/plan/3/session/1')).toBe('How attention works');
    await tabTo(page.getByRole('link', { name: /Session$/ }));
    await page.keyboard.press('Enter');

    for (let step = 2; step <= 4; step++) {
      expect(await expectPageChange(`/session/1/item/${step}`)).toBe(`Step ${step}`);
      const reflection = page.getByRole('textbox');
      if (await reflection.count()) {
        await tabTo(reflection);
        await page.keyboard.type('We took a walk before homework.');
        await tabTo(page.getByRole('button', { name: /^Save/ }));
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByRole('status').allTextContents()).toContain('Reflection saved.');
      }
      await tabTo(page.getByRole('button', { name: /^Done/ }));
      await page.keyboard.press('Enter');
    }
    await expectPageChange('/session/1/complete');
    await checkA11y(page, 'session complete (keyboard)');
  });

  it('plays a video step: Space on the focused video plays it, with captions', async () => {
    await page.goto('/app/child/2/plan/3/session/1/item/1');
    const video = page.locator('main video');
    await expect.poll(() => video.locator('track[kind="captions"]').count()).toBe(2);
    // the sample catalogue's placeholder clip says so, for staff showing the demo
    await page.locator('main').getByText('Sample media', { exact: true }).waitFor();
    await tabTo(video);
    await page.keyboard.press('Space');
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => ({ playing: v.currentTime > 0.5, ready: v.readyState >= 3 })),
      )
      .toEqual({ playing: true, ready: true });
    expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
    await checkA11y(page, 'video step (keyboard)');
  });

  it('answers a check-in questionnaire from its item', async () => {
    await page.goto('/app/child/1');
    await page.waitForURL('**/app/child/1');
    await tabTo(page.getByRole('link', { name: /^Due today: Week 1 notes/ }));
    await page.keyboard.press('Enter');
    expect(await expectPageChange('/plan/2/session/1')).toBe('Week 1 notes');
    await tabTo(page.getByRole('link', { name: /Session$/ }));
    await page.keyboard.press('Enter');
    await expectPageChange('/session/1/item/1');
    await tabTo(page.getByRole('button', { name: /^Done/ }));
    await page.keyboard.press('Enter');
    expect(await expectPageChange('/session/1/item/2')).toBe('Check-in');
    await tabTo(page.getByRole('link', { name: 'Answer the check-in' }));
    await page.keyboard.press('Enter');
    await expectPageChange('/questionnaire/medication');

    // One answer per question: Tab to its first answer and press Enter, until the questionnaire is sent.
    for (let question = 0; question < 40 && page.url().includes('/questionnaire/'); question++) {
      const submit = page.getByRole('button', { name: /^(Submit|Send)/ });
      if (await submit.isVisible().catch(() => false)) {
        await tabTo(submit);
        await page.keyboard.press('Enter');
        break;
      }
      const first = page.locator('main [role="list"] button, main ul button').first();
      const heading = (await page.locator('main h1').textContent()) ?? '';
      await tabTo(first, { back: await isFocusedAfter(first) });
      await page.keyboard.press('Enter');
      await expect
        .poll(
          async () => (await page.locator('main h1').textContent()) !== heading || (await submit.isVisible()),
        )
        .toBe(true);
    }
    await page.waitForURL((url) => !url.pathname.includes('/questionnaire/'));
    await expect
      .poll(() => page.evaluate(() => document.activeElement === document.querySelector('main h1')))
      .toBe(true);
    await checkA11y(page, 'after the check-in (keyboard)');
  });
});

/** Whether `target` comes before the focused element in the page (so Shift+Tab reaches it sooner). */
async function isFocusedAfter(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
}

/** Roles that must always have an accessible name. */
const NAMED_ROLES = [
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'spinbutton',
  'tab',
  'menuitem',
  'listbox',
  'progressbar',
];
const UNNAMED = new RegExp(`^\\s*- (${NAMED_ROLES.join('|')})( \\[[^\\]]*\\])*:?$`);

describe('screen-reader pass', () => {
  const pages: readonly [label: string, path: string][] = [
    ['home', '/app'],
    ['child view: timeline', '/app/child/1'],
    ['child view: scores', '/app/child/1/scores'],
    ['child view: tools', '/app/child/1/tools'],
    ['plan', '/app/child/1/plan/1'],
    ['session', '/app/child/2/plan/3/session/2'],
    ['item (video)', '/app/child/2/plan/3/session/2/item/1'],
    ['item (text)', '/app/child/2/plan/3/session/2/item/2'],
    ['settings', '/app/settings/account'],
    ['help', '/app/help'],
    ['notifications', '/app/notifications'],
    ['visit report', '/app/child/1/report'],
  ];

  it.each(pages)(
    '%s has one main, one h1, names on every control and nothing for axe',
    async (label, path) => {
      if (!page.url().includes('/app')) await logInAsDemo(page);
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const tree = await page.locator('body').ariaSnapshot();
      const unnamed = tree.split('\n').filter((line) => UNNAMED.test(line));
      expect(unnamed, `${label}: controls without a name`).toEqual([]);
      await checkA11y(page, `${label} (screen-reader pass)`);
    },
  );
});
