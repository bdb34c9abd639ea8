import '@attune/ui/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import { getAccount } from './lib/account';
import { setUnauthorizedHandler } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { applyTheme } from './lib/theme';

applyTheme();
// The router starts loading the page's chunks and data at once; the language file loads alongside.
const router = createAppRouter();
await initI18n();

// A 401 while logged in (not on log in, not already on logout) sends the family to logout, keeping where they were.
setUnauthorizedHandler(() => {
  const { pathname, search, hash } = router.state.location;
  if (pathname === paths.logout.path || !getAccount()) return;
  void router.navigate(paths.logout.getHref(pathname + search + hash, true));
});

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
registerServiceWorker();
