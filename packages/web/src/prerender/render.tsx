/**
 * Server rendering of the public pages at build time (`scripts/prerender.ts` runs it after `vite build`):
 * the app's own route table, rendered by React Router's static handler and static router with the app's
 * i18next, so that the landing, the log-in and sign-up forms and the share pages paint from HTML before
 * any JavaScript runs. The browser hydrates the same routes (`main.tsx`, `createBrowserRouter` with the
 * page's `hydrationData`) with the texts the page rendered ({@link PrerenderData}). Nothing here is
 * bundled into the app.
 */
import { CATALOGUE_SOLUTIONS, catalogueSolution } from '@attune/catalogue';
import type { Solution } from '@attune/core/rules';
import en from '@attune/ui/locales/en.json';
import es from '@attune/ui/locales/es.json';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { appLoader, loggedOutOnlyLoader } from '../app/guards';
import { routes } from '../app/router';
import type { PrerenderData, Texts } from '../lib/prerender-data';
import { type PageMeta, pageMeta } from './page-meta';

export type { PageMeta };

type Lookup = (language: string, ns: string, key: unknown, options?: object) => unknown;

let ready: Promise<unknown> | null = null;
/** Every text a render read, by language (`language -> key`), for the page to hydrate with. */
const read = new Map<string, Set<string>>();

function init() {
  ready ??= i18next
    .use(initReactI18next)
    .init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['en', 'es'],
      resources: { en: { translation: en }, es: { translation: es } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    })
    .then(() => {
      // every text i18next resolves (plural forms, nesting and the English fallback included) is noted
      // (the store's lookup, which i18next's typings leave out)
      const store = i18next.store as unknown as { getResource: Lookup };
      const getResource = store.getResource.bind(store);
      store.getResource = (language, ns, key, options) => {
        const value = getResource(language, ns, key, options);
        if (value !== undefined && ns === 'translation' && typeof key === 'string') {
          const keys = read.get(language) ?? new Set<string>();
          keys.add(key);
          read.set(language, keys);
        }
        return value;
      };
    });
  return ready;
}

/** The texts read since `read` was cleared, as nested resources per language (the locale files' shape). */
function textsRead(): Texts {
  const texts: Record<string, Record<string, unknown>> = {};
  for (const [language, keys] of read) {
    const tree: Record<string, unknown> = {};
    for (const key of [...keys].sort()) {
      const value = i18next.getResource(language, 'translation', key) as unknown;
      const parts = key.split('.');
      let node = tree;
      for (const part of parts.slice(0, -1)) {
        const next = node[part];
        if (typeof next !== 'object' || next === null) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
      const last = parts[parts.length - 1] as string;
      if (!(last in node)) node[last] = value;
    }
    texts[language] = tree;
  }
  return texts;
}

/** What one public page renders to: the markup inside `#root`, its title and description, its data. */
export interface Rendered {
  readonly html: string;
  readonly meta: PageMeta;
  /** What the browser hydrates the page with: the routes' data and the texts the page shows. */
  readonly data: PrerenderData;
}

/** Loaders that decide for the visitor (logged in or not): the browser runs them again, with its cookie. */
const GUARDS: readonly unknown[] = [loggedOutOnlyLoader, appLoader];

/**
 * Renders `path` in `language`. `solutions` stands in for `GET solutions` on the share pages (the server
 * seeds the same catalogue); a share page carries its own add-on only.
 */
export async function render(
  path: string,
  language: 'en' | 'es',
  solutions: readonly Solution[],
): Promise<Rendered> {
  await init();
  await i18next.changeLanguage(language);
  const t = i18next.getFixedT(language);
  const shared = /^\/s\/add-on\/([^/]+)$/.exec(path)?.[1];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`), {
    requestContext: { solutions: shared ? solutions.filter((each) => each.name === shared) : solutions },
  });
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  read.clear();
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  // the title the browser keeps in step (root.tsx) is read from the same texts
  const meta = pageMeta(t, path, solutions, language);
  const texts = textsRead();
  const loaderData = Object.fromEntries(
    context.matches
      .filter((match) => match.route.id in context.loaderData && !GUARDS.includes(match.route.loader))
      .map((match) => [match.route.id, context.loaderData[match.route.id]]),
  );
  return {
    html,
    meta,
    data: { path, language, hydration: { loaderData }, texts },
  };
}

/**
 * The add-on catalogue the share pages are prerendered from: the sample catalogue's (`@attune/catalogue`),
 * which the server seeds outside production.
 */
export function catalogue(): Solution[] {
  return CATALOGUE_SOLUTIONS.map((solution, index) => catalogueSolution(solution, index + 1));
}

/**
 * The full path of every route of the app's router (`/app/child/:child_id/plan/:plan_id/:plan_tab?`), the
 * catch-all page-not-found excluded: the build writes them to `routes.json`, and the server answers a path
 * none matches (core's `isKnownAppPath`) 404, with the app showing its page-not-found.
 */
export function routePatterns(): string[] {
  const patterns = new Set<string>();
  const walk = (list: readonly RouteObject[], base: string) => {
    for (const route of list) {
      const own = route.path;
      const full = own === undefined ? base : own.startsWith('/') ? own : `${base.replace(/\/$/, '')}/${own}`;
      if ((own !== undefined || route.index) && own !== '*') patterns.add(full || '/');
      if (route.children) walk(route.children, full);
    }
  };
  walk(routes, '');
  return [...patterns].sort();
}
