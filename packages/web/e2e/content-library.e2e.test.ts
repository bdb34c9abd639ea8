/**
 * A sunflower family's content library: For You (recommendations by improvement area), a search run a
 * second after typing with its history (newest first), saving a piece, a save made offline that rolls
 * back with the catalogue's words, then, back online, editing the collections (kept by the server), and
 * the scroll kept when returning to a piece.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFamily } from './client-family';
import { checkA11y, launchChromium, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(20_000);
  page = await context.newPage();
  await signUpFamily(page, server.url, {
    client: 'sunflower',
    email: `sunflower-${Date.now()}@example.test`,
    childName: 'Maya',
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The family's user pieces and collections as the server has them. */
const serverState = () =>
  page.evaluate(async () => ({
    pieces: (
      (await (await fetch('/v1/content/user_pieces')).json()) as {
        user_pieces: { piece_id: number; saved: boolean }[];
      }
    ).user_pieces,
    collections: (
      (await (await fetch('/v1/content/user_collections')).json()) as {
        user_collections: { collection_id: number; added: boolean }[];
      }
    ).user_collections,
  }));

describe('the content library of a sunflower family', () => {
  it('shows the pieces recommended by improvement area under For You', async () => {
    await page.getByRole('link', { name: 'Content library' }).click();
    await page.getByRole('tab', { name: 'For You', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Sleep', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Choose what to follow' }).waitFor();
    await checkA11y(page, 'content for you');
  });

  it('searches a second after typing and keeps the searches, newest first', async () => {
    await page.getByRole('tab', { name: 'Explore' }).click();
    await page.waitForURL('**/app/content/explore');
    const search = page.getByRole('searchbox', { name: 'Search the library' });
    await search.fill('homework');
    await page.getByRole('heading', { name: 'Results for "homework"' }).waitFor();
    await search.fill('bedtime');
    await page.getByRole('heading', { name: 'Results for "bedtime"' }).waitFor();
    const history = page
      .getByRole('region', { name: 'Recent searches' })
      .or(page.locator('section').filter({ has: page.getByRole('heading', { name: 'Recent searches' }) }));
    await expect
      .poll(() => history.first().getByRole('button').allTextContents())
      .toEqual(['bedtime', 'homework']);
    await checkA11y(page, 'content search');
  });

  it('saves a piece, and the save is kept by the server', async () => {
    const save = page.getByRole('button', { name: 'Save: A calmer bedtime' });
    await save.click();
    await page.getByRole('button', { name: 'Saved: A calmer bedtime', pressed: true }).waitFor();
    await expect.poll(async () => (await serverState()).pieces.filter((p) => p.saved).length).toBe(1);
    await page.getByRole('tab', { name: 'Saved' }).click();
    await page.getByRole('link', { name: 'A calmer bedtime' }).waitFor();
  });

  it('rolls a save made offline back, with the words for a failed request', async () => {
    await page.getByRole('tab', { name: 'For You' }).click();
    const save = page.getByRole('button', { name: 'Save: Five-minute morning routine' }).first();
    await save.waitFor();
    await context.setOffline(true);
    await save.click();
    await page.getByText('There was an error processing your request. Please try again.').waitFor();
    await page
      .getByRole('button', { name: 'Save: Five-minute morning routine', pressed: false })
      .first()
      .waitFor();
    await context.setOffline(false);
    expect((await serverState()).pieces.filter((p) => p.saved).length).toBe(1);
  });

  it('edits the collections back online, and the feed follows them', async () => {
    await page.getByRole('link', { name: 'Edit collections' }).click();
    await page.waitForURL('**/app/content/edit-collections');
    const calm = page.getByRole('checkbox', { name: /Calmer evenings/ });
    await calm.check();
    await expect.poll(async () => (await serverState()).collections.filter((c) => c.added).length).toBe(1);
    await checkA11y(page, 'edit collections');
    await page.reload();
    await page.getByRole('checkbox', { name: /Calmer evenings/, checked: true }).waitFor();
    await page.goto('/app/content/user-feed');
    await page.getByRole('link', { name: 'A calmer bedtime' }).waitFor();
    expect(await page.getByRole('link', { name: 'Breaking homework into sprints' }).count()).toBe(0);
  });

  it('opens a piece (marked read) and comes back to where the parent had scrolled', async () => {
    await page.getByRole('link', { name: 'A calmer bedtime' }).click();
    await page.getByRole('heading', { name: 'A calmer bedtime', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Three steps' }).waitFor();
    await checkA11y(page, 'content piece');
    await page.setViewportSize({ width: 390, height: 480 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(150);
    await page.getByRole('link', { name: 'Calmer evenings' }).click();
    await page.waitForURL('**/app/content/collection/**');
    await page.goBack();
    await page.getByRole('heading', { name: 'A calmer bedtime', level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 30);
  });

  it('the content header: when the library was last updated, a refresh that asks the server again, back home', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/content');
    const header = page.locator('header.at-header--content');
    await header.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
    const lastUpdated = header.locator('.at-header__meta');
    await expect.poll(() => lastUpdated.textContent()).toMatch(/^Last updated( .+|: Never)$/);
    // the header replaces the page's own: one back button, one title
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await checkA11y(page, 'content header');

    // the library was cached five minutes ago (still fresh: the content cache lasts ten): a reload reuses
    // it without asking the server, and the header says when it was stored
    // (the query cache keeps it in local storage: each answer with when it arrived)
    await expect
      .poll(() =>
        page.evaluate(() => localStorage.getItem('attune.query-cache')?.includes('listContentPieces')),
      )
      .toBe(true);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('attune.query-cache') ?? '{}') as {
        clientState?: { queries?: { state: { dataUpdatedAt: number } }[] };
      };
      for (const query of stored.clientState?.queries ?? []) query.state.dataUpdatedAt -= 5 * 60 * 1000;
      localStorage.setItem('attune.query-cache', JSON.stringify(stored));
    });
    const piecesAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/content/pieces') piecesAsked.push(request.url());
    });
    await page.reload();
    await header.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
    const before = await lastUpdated.textContent();
    expect(before).toMatch(/^Last updated .+$/);
    expect(piecesAsked).toEqual([]);

    // refresh ignores the cache: the server is asked again and the time moves to the new answer's
    await header.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => piecesAsked.length).toBeGreaterThan(0);
    await expect.poll(() => lastUpdated.textContent()).not.toBe(before);
    expect(await lastUpdated.textContent()).toMatch(/^Last updated .+$/);
    await checkA11y(page, 'content header, refreshed');

    // on a page of the library back goes one step back; from the content home it goes home
    await page.getByRole('link', { name: 'Edit collections' }).click();
    await page.waitForURL('**/app/content/edit-collections');
    await header.getByRole('heading', { level: 1, name: 'Edit collections' }).waitFor();
    await header.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/app\/content$/);
    await header.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/app$/);

    // while the next page loads, the navigation progress bar runs along the top (decoration beside the
    // announced loading indicator, so axe still passes), and it goes once the page is there
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/v1/content/user_pieces', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Content library' }).click();
    const progress = page.getByTestId('navigation-progress');
    await progress.waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
    await checkA11y(page, 'navigation under way');
    release();
    await header.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
    await progress.waitFor({ state: 'detached' });
    await page.unroute('**/v1/content/user_pieces');
  });
});
