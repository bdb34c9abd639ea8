import i18next from 'i18next';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

// The error element's chunk cannot load (the network is gone before it was ever fetched).
vi.mock('./route-error', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

describe("the routes' error element, loaded when a route fails", () => {
  it('says the app is offline, with Try again, when its own code cannot load', async () => {
    // i18next's cimode: every text shows as its key
    await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
    const { RouteError } = await import('./route-error-lazy');
    const page = await html(createElement(RouteError));
    expect(page).toContain('role="alert"');
    expect(page).toContain('nav.offlineTitle');
    expect(page).toContain('nav.offlineMessage');
    expect(page).toContain('nav.tryAgain');
  });
});
