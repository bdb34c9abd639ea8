/**
 * The light public entry: the prerendered `/`, `/login`, `/signup` and `/s/add-on/{solution}` hydrate from here, without React Router or
 * i18next (see `root.tsx` and `scripts/light-entry.ts`). It keeps what the app's entry does on these pages
 * (theme, client variant, service worker, language from `?lang` or storage, a logged-in visitor sent to
 * the app) and hands over to the app (`../main.tsx`) after log-in or sign-up. The app's chunks start loading on the
 * visitor's first tap, key or focus (`modulepreload`, listed by the prerender in `<meta name="attune-app-chunks">`).
 */

import { guardRoute, isLanguage, type Language, type Solution } from '@attune/core/rules';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { getAccount } from '../lib/account';
import { getApiLanguage, setApiLanguage } from '../lib/api-client';
import { markHandOver } from '../lib/hand-over';
import { LANGUAGE_STORAGE_KEY, pageLanguage } from '../lib/language';
import { registerServiceWorker } from '../lib/service-worker';
import { sessionClientVariant } from '../lib/session-client';
import { applyTheme } from '../lib/theme';
import { pageMeta } from '../prerender/page-meta';
import { serverCatalogue } from './catalogue';
import {
  type LightHost,
  type LightPage,
  type LightPageComponent,
  LightRoot,
  lightPageOf,
  lightTranslate,
  loggedOutOnly,
  PAGE_MODULES,
} from './root';

applyTheme();
// The client variant this session was opened as (`__client__`, host prefix) is remembered before any link drops the query.
sessionClientVariant();

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(language: Language): void {
  setApiLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

/** The app's chunks, listed by the prerender, preloaded once (first tap, key or focus). */
function preloadAppOnIntent(): void {
  const list = document.querySelector<HTMLMetaElement>('meta[name="attune-app-chunks"]');
  const files = list?.content.split(' ').filter(Boolean) ?? [];
  const preload = () => {
    for (const type of ['pointerdown', 'keydown', 'focusin'] as const)
      document.removeEventListener(type, preload, true);
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.append(link);
    }
  };
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const)
    document.addEventListener(type, preload, { capture: true, passive: true });
}

const container = document.getElementById('root');
let root: Root | null = null;

/** The app takes over at `to`: the light page goes, the app's entry starts on the new address. */
async function handOver(to: string, language: string | null = null): Promise<void> {
  if (isLanguage(language)) remember(language);
  markHandOver();
  root?.unmount();
  root = null;
  if (container) {
    container.replaceChildren();
    delete container.dataset.prerendered;
    delete container.dataset.language;
  }
  window.history.replaceState(null, '', to);
  await import('../main');
}

/** The data the prerender put in the page (a share page's add-on), or none. */
function dataIsland(): readonly Solution[] {
  try {
    return JSON.parse(document.getElementById('attune-data')?.textContent ?? '[]') as Solution[];
  } catch {
    return [];
  }
}

/** `run` once the browser is idle after the page has loaded (the page's own work comes first). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * A share page's catalogue: the prerender's (what the page was painted with), then the server's
 * (`GET solutions` by a plain `fetch`, asked when the browser is idle: `catalogue.ts`), so what shows once
 * loaded is what the server has.
 * If the server does not answer, the page keeps what it was painted with.
 */
function useCatalogue(page: LightPage): readonly Solution[] {
  const [solutions, setSolutions] = useState(dataIsland);
  useEffect(() => {
    if (page !== 'share-add-on') return;
    const abort = new AbortController();
    const cancel = whenIdle(() => {
      void serverCatalogue(dataIsland(), getApiLanguage(), abort.signal).then(
        (answered) => {
          if (answered && !abort.signal.aborted) setSolutions(answered);
        },
        () => {},
      );
    });
    return () => {
      abort.abort();
      cancel();
    };
  }, [page]);
  return solutions;
}

function App({
  page,
  Page,
  initial,
}: {
  readonly page: LightPage;
  readonly Page: LightPageComponent;
  readonly initial: Language;
}) {
  const [language, setLanguage] = useState(initial);
  const solutions = useCatalogue(page);
  const [host] = useState<LightHost>(() => ({
    handOver: (to, next) => void handOver(to, next),
    onLanguage: (next) => {
      remember(next);
      document.title = pageMeta(lightTranslate(next), window.location.pathname, [], next).title;
      setLanguage(next);
    },
  }));
  return (
    <LightRoot
      page={page}
      Page={Page}
      path={window.location.pathname}
      search={window.location.search}
      language={language}
      host={host}
      solutions={solutions}
    />
  );
}

const page = lightPageOf(window.location.pathname);
const guard = guardRoute(
  {
    fullPath: window.location.pathname + window.location.search,
    meta: { loggedOutOnly: page !== null && loggedOutOnly(page) },
  },
  { loggedIn: getAccount() !== null, accountFinished: false, hasSubscription: false },
);
if (!container || !page || guard.kind === 'redirect') {
  // a logged-in visitor goes home, as the app's loggedOutOnlyLoader does; any other page is the app's
  void handOver(guard.kind === 'redirect' ? '/app' : window.location.href);
} else {
  const language = pageLanguage(window.location.search, stored());
  remember(language);
  // the page's own chunk (preloaded by the prerender beside this entry)
  void PAGE_MODULES[page]().then(({ default: Page }) => {
    const app = (
      <StrictMode>
        <App page={page} Page={Page} initial={language} />
      </StrictMode>
    );
    // hydrated as a transition: React yields to the browser every few milliseconds instead of one long task
    // (the page is already painted and readable from its HTML)
    if (container.dataset.language === language)
      startTransition(() => {
        root = hydrateRoot(container, app);
      });
    else {
      // stored in another language than the page was served in: rendered afresh in it
      container.replaceChildren();
      document.title = pageMeta(lightTranslate(language), window.location.pathname, [], language).title;
      root = createRoot(container);
      root.render(app);
    }
  });
  preloadAppOnIntent();
  registerServiceWorker();
}
