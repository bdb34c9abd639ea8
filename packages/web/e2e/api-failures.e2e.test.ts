/**
 * An API failure on each main page shows the error catalogue's message (core-app.md section 8): the demo
 * family opens each page while the one call that page needs answers 500 (Playwright `page.route`, at the
 * edge of the app under test); the page says 'API Error (500)' / 'There was an error with the API request.'
 * instead of showing nothing or an empty list.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

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
  await logInAsDemo(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** While `run` goes on, the API call matching `method` and `path` (after /v1/, query aside) answers 500. */
async function failing(method: string, path: RegExp, run: () => Promise<void>) {
  const matches = (url: URL) => url.pathname.startsWith('/v1/') && path.test(url.pathname.slice(4));
  const handler = (route: import('playwright-core').Route) =>
    route.request().method() === method
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":["boom"]}' })
      : route.fallback();
  await page.route(matches, handler);
  try {
    await run();
  } finally {
    await page.unroute(matches, handler);
  }
}

/** The catalogue's words for a 500 are on the page (the client's notification, and the page's own place). */
async function showsApiError() {
  await page.getByText('API Error (500)').first().waitFor();
  await page.getByText('There was an error with the API request.').first().waitFor();
}

/** A page whose data failed to load: the route's error element stands in for it, with a way to try again. */
async function showsErrorElement() {
  await showsApiError();
  const element = page.getByRole('alert').filter({ hasText: 'API Error (500)' });
  await element.getByText('There was an error with the API request.').waitFor();
  await element.getByRole('button', { name: 'Try Again' }).waitFor();
}

describe('an API failure on each main page shows the error catalogue message', () => {
  it('home (the family and its children)', async () => {
    await failing('GET', /^patients$/, async () => {
      await page.goto('/app');
      await showsErrorElement();
    });
  });

  it('child view, Timeline tab (today list)', async () => {
    await failing('GET', /^today_list_sessions$/, async () => {
      await page.goto('/app/child/1');
      await showsErrorElement();
      expect(await page.getByText('Nothing is due today.').count()).toBe(0);
    });
  });

  it('child view, Scores tab (trends)', async () => {
    await failing('GET', /^trends$/, async () => {
      await page.goto('/app/child/1/scores');
      await showsErrorElement();
    });
  });

  it('child view, Tools tab (courses)', async () => {
    await failing('GET', /^profile\/courses$/, async () => {
      await page.goto('/app/child/1/tools');
      await showsErrorElement();
    });
  });

  it('plan (the child and its plans)', async () => {
    await failing('GET', /^child_activity_plans$/, async () => {
      await page.goto('/app/child/1/plan/1');
      await showsErrorElement();
    });
  });

  it('session', async () => {
    await failing('GET', /^patients\/1$/, async () => {
      await page.goto('/app/child/1/plan/1/session/1');
      await showsErrorElement();
    });
  });

  it('item', async () => {
    await failing('GET', /^child_activity_plans$/, async () => {
      await page.goto('/app/child/1/plan/1/session/1/item/1');
      await showsErrorElement();
    });
  });

  it('course', async () => {
    await failing('GET', /^profile\/courses$/, async () => {
      await page.goto('/app/child/1/course/1');
      await showsErrorElement();
    });
  });

  it('help (help cards)', async () => {
    await failing('GET', /^help_cards$/, async () => {
      await page.goto('/app/help');
      await showsErrorElement();
      expect(await page.getByRole('button', { name: 'Learn More' }).count()).toBe(0);
    });
  });

  it('child settings (medications for the prescriptions)', async () => {
    await failing('GET', /^medications$/, async () => {
      await page.goto('/app/child/1/settings/prescriptions');
      await showsErrorElement();
    });
  });

  it('add child (saving the child)', async () => {
    await page.goto('/app/add-child');
    await page.getByLabel("Child's first name").fill('Sam');
    await page.getByLabel('Birthday').fill('2018-02-03');
    await page.getByLabel('Boy').check();
    await failing('POST', /^patients$/, async () => {
      await page.getByRole('button', { name: 'Add Child' }).click();
      await showsApiError();
      // the form says it in place, in the catalogue's words
      await page.getByRole('alert').filter({ hasText: 'There was an error with the API request.' }).waitFor();
    });
    // what the parent typed is kept
    expect(await page.getByLabel("Child's first name").inputValue()).toBe('Sam');
  });

  it('settings (saving the language)', async () => {
    await page.goto('/app/settings/account');
    await failing('PUT', /^users\/\d+$/, async () => {
      await page.getByLabel('Language').selectOption('es');
      await showsApiError();
      await page.getByText('There was an error saving your language preference. Please try again.').waitFor();
    });
    // the language the account keeps comes back
    await expect.poll(() => page.getByLabel('Language').inputValue()).toBe('en');
  });
});

describe('log in and sign up say what went wrong in the form, in whole sentences', () => {
  it('a mistyped password shows only the form message, no API Error', async () => {
    const other = await context.browser()?.newContext({ baseURL: server.url });
    const visitor = await other?.newPage();
    if (!other || !visitor) throw new Error('no browser');
    try {
      await visitor.goto('/login?lang=en');
      await visitor.getByRole('textbox', { name: 'Email' }).fill('demo@attune.test');
      await visitor.getByLabel(/^Password/).fill('not-the-password');
      await visitor.getByRole('button', { name: 'Log In' }).click();
      await visitor
        .getByText("That email and password don't match an account. Please check them and try again.")
        .waitFor();
      await visitor.waitForTimeout(500);
      expect(await visitor.getByText(/API Error/).count()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('signing up with an email that has an account says only to look at the mail or log in', async () => {
    const other = await context.browser()?.newContext({ baseURL: server.url });
    const visitor = await other?.newPage();
    if (!other || !visitor) throw new Error('no browser');
    try {
      await visitor.goto('/signup?lang=en');
      await visitor.getByRole('button', { name: 'Got It' }).click();
      await visitor.getByLabel('Your name').fill('Demo Again');
      await visitor.getByRole('textbox', { name: 'Email' }).fill('demo@attune.test');
      await visitor.getByLabel(/^Password/).fill('calm-mornings-2026');
      await visitor.getByLabel(/^Confirm password/).fill('calm-mornings-2026');
      await visitor.getByRole('button', { name: 'Create Account' }).click();
      // The same words a new address would get if its log-in failed: nothing says the account exists.
      const alert = visitor.getByRole('alert').filter({ hasText: "We've sent an email to this address." });
      await alert.waitFor();
      expect(await alert.textContent()).not.toMatch(/already (registered|exists)/);
      await alert.getByRole('link', { name: 'Log In' }).click();
      await visitor.waitForURL('**/login');
    } finally {
      await other.close();
    }
  });
});
