import '@attune/ui/styles.css';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter, loadRouteModules } from './app/router';
import { preloadAccountHeader } from './app/shell/dashboard-header';
import { paths } from './config/paths';
import { getAccount, reloadAccount } from './lib/account';
import { setUnauthorizedHandler } from './lib/api-client';
import { sessionClientVariant } from './lib/client-variant';
import { applyFullSheet } from './lib/full-sheet';
import { currentLanguage, initI18n, loadAllTexts, TextsAdded } from './lib/i18n';
import { preloadRoutesOnIntent } from './lib/intent-preload';
import { catalogueChanged, readPrerenderData } from './lib/prerender-data';
import { registerServiceWorker } from './lib/service-worker';
import { applyTheme } from './lib/theme';

/** What counts as the visitor's intent to do something on the page. */
const INTENT = ['pointerdown', 'keydown', 'focusin'] as const;

applyTheme();
// the account as its cookie has it now (a logged-in parent's header loads alongside the page)
reloadAccount();
if (getAccount()) preloadAccountHeader();
// The client variant this session was opened as (`__client__`, host prefix) is remembered before any link drops the query.
sessionClientVariant();
const container = document.getElementById('root');
// A public page prerendered at build time (see src/prerender) carries its routes' data and its texts.
const prerendered = container?.dataset.prerendered ? readPrerenderData() : null;

/**
 * On a prerendered page, lets the browser paint and answer input between the steps of starting the app:
 * each step is a task of its own instead of one long task (the page is already readable from its HTML).
 */
function nextTask(): Promise<void> {
  if (!prerendered) return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

// The router starts loading the page's chunks and data at once; the language file loads alongside (on a
// prerendered page, the page's own texts are there: the whole file loads on the visitor's first tap, key
// or focus, or at the first text the page lacks).
if (prerendered) {
  await nextTask();
  await loadRouteModules(window.location.pathname);
}
await nextTask();
const router = createAppRouter(prerendered ? { loaderData: prerendered.hydration.loaderData } : undefined);
await nextTask();
await initI18n(prerendered);
if (prerendered) {
  // the whole style sheet (the page's own rules are inlined) applies before any other page shows
  const stop = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.pathname === window.location.pathname) return;
    applyFullSheet();
    stop();
  });
  const loadAll = () => {
    for (const type of INTENT) document.removeEventListener(type, loadAll, true);
    applyFullSheet();
    preloadAccountHeader();
    void loadAllTexts();
  };
  for (const type of INTENT) document.addEventListener(type, loadAll, { capture: true, passive: true });
}

// A 401 while logged in (not on log in, not already on logout) sends the family to logout, keeping where they were.
setUnauthorizedHandler(() => {
  const { pathname, search, hash } = router.state.location;
  if (pathname === paths.logout.path || !getAccount()) return;
  void router.navigate(paths.logout.getHref(pathname + search + hash, true));
});

/** `run` once the browser is idle after the page's own work. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run);
}

/** Resolves once the first page's chunks and data are in (a prerendered page is then hydrated as it is). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

if (container) {
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <TextsAdded />
    </StrictMode>
  );
  // A public page prerendered at build time (see src/prerender) is hydrated when the router ended on the
  // same page in the same language without an error; otherwise (logged in, redirected, another
  // language) the app renders from scratch.
  if (prerendered) {
    await routerReady();
    await nextTask();
  }
  const { location, errors } = router.state;
  const here = location.pathname.length > 1 ? location.pathname.replace(/\/$/, '') : '/';
  if (prerendered && prerendered.path === here && prerendered.language === currentLanguage() && !errors) {
    // hydrated as a transition: React yields to the browser every few milliseconds instead of one long
    // task (the page is already painted and readable from its HTML)
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // the data the page was built with (a share page's add-on) is the server's to update, once idle
    whenIdle(() => {
      applyFullSheet();
      void catalogueChanged(prerendered, currentLanguage()).then((changed) => {
        if (changed) void router.revalidate();
      });
    });
  } else {
    // another page than the one built (a redirect): in the whole language file
    if (prerendered) await loadAllTexts();
    applyFullSheet();
    container.replaceChildren();
    delete container.dataset.prerendered;
    createRoot(container).render(app);
  }
}
preloadRoutesOnIntent(router);
registerServiceWorker();
