/**
 * Server rendering of the public pages at build time (`scripts/prerender.mjs` runs it after `vite build`):
 * the same route table and components as the browser, rendered with react-dom/server so that the log-in
 * form, the sign-up form, the landing and the share pages paint from HTML before any JavaScript runs.
 * The browser then hydrates the same markup (see `main.tsx`). Nothing here is bundled into the app.
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
import { routes } from '../app/router';
import { type LightPage, LightRoot, lightPageOf, PAGE_MODULES, sharedSolutionOf } from '../light/root';
import { type PageMeta, pageMeta } from './page-meta';

export type { PageMeta };

let ready: Promise<unknown> | null = null;
function init() {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources: { en: { translation: en }, es: { translation: es } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return ready;
}

/** What one public page renders to: the markup inside `#root`, its title and description. */
export interface Rendered {
  readonly html: string;
  readonly meta: PageMeta;
  /** Whether the light public entry (`src/light`) hydrates it, rather than the app's. */
  readonly light: boolean;
  /** The light page it is (its chunk is preloaded beside the light entry). */
  readonly lightPage?: LightPage;
  /** What the light entry hydrates a share page with: its add-on, from the catalogue (`GET solutions`). */
  readonly data?: readonly Solution[];
}

/**
 * Renders `path` in `language`. `solutions` stands in for `GET solutions` on the share pages (the server
 * seeds the same catalogue); the browser loads the real one before it hydrates.
 */
export async function render(
  path: string,
  language: 'en' | 'es',
  solutions: readonly Solution[],
): Promise<Rendered> {
  await init();
  await i18next.changeLanguage(language);
  const t = i18next.getFixedT(language);
  const page = lightPageOf(path);
  if (page) {
    // the light entry's own tree, as the browser hydrates it (the same page components as the app's routes)
    // a share page carries its add-on as data for the light entry to hydrate with (it then asks the server)
    const name = sharedSolutionOf(path);
    const data = name ? solutions.filter((each) => each.name === name) : undefined;
    const { default: Page } = await PAGE_MODULES[page]();
    const html = renderToString(
      <StrictMode>
        <LightRoot
          page={page}
          Page={Page}
          path={path}
          search=""
          language={language}
          host={null}
          solutions={data}
        />
      </StrictMode>,
    );
    return { html, meta: pageMeta(t, path, solutions, language), light: true, lightPage: page, data };
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`), {
    requestContext: { solutions },
  });
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, meta: pageMeta(t, path, solutions, language), light: false };
}

/**
 * The add-on catalogue the share pages are prerendered from: the sample catalogue's (`@attune/catalogue`),
 * which the server seeds outside production. The browser loads the server's own catalogue before it
 * hydrates, so a deployment with an imported catalogue shows its own add-ons once loaded.
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
