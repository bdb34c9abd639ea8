import '@attune/ui/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import { getAccount, reloadAccount } from './lib/account';
import { setUnauthorizedHandler } from './lib/api-client';
import { sessionClientVariant } from './lib/client-variant';
import { currentLanguage, initI18n } from './lib/i18n';
import { preloadRoutesOnIntent } from './lib/intent-preload';
import { registerServiceWorker } from './lib/service-worker';
import { applyTheme } from './lib/theme';

applyTheme();
// the account as its cookie has it now (a light public page may have logged in or signed up just before)
reloadAccount();
// The client variant this session was opened as (`__client__`, host prefix) is remembered before any link drops the query.
sessionClientVariant();
// The router starts loading the page's chunks and data at once; the language file loads alongside.
const router = createAppRouter();
await initI18n();

// A 401 while logged in (not on log in, not already on logout) sends the family to logout, keeping where they were.
setUnauthorizedHandler(() => {
  const { pathname, search, hash } = router.state.location;
  if (pathname === paths.logout.path || !getAccount()) return;
  void router.navigate(paths.logout.getHref(pathname + search + hash, true));
});

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

const container = document.getElementById('root');
if (container) {
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // A public page prerendered at build time (see src/prerender) is hydrated when the router ended on the
  // same page in the same language without an error; otherwise (logged in, redirected, another
  // language) the app renders from scratch.
  const prerendered = container.dataset.prerendered;
  if (prerendered) await routerReady();
  const { location, errors } = router.state;
  const here = location.pathname.length > 1 ? location.pathname.replace(/\/$/, '') : '/';
  if (prerendered === here && container.dataset.language === currentLanguage() && !errors)
    hydrateRoot(container, app);
  else {
    container.replaceChildren();
    delete container.dataset.prerendered;
    createRoot(container).render(app);
  }
}
preloadRoutesOnIntent(router);
registerServiceWorker();
