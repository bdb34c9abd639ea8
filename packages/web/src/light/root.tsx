/**
 * What the light public entry renders, in the browser and in the prerender alike: the root layout's
 * frame (`RootFrame`, with the logged-out header) around the page of the path, through the same
 * components as the app's routes; texts from the light translation function.
 */

import locales from 'virtual:attune-light-locales';
import type { Language, Solution } from '@attune/core/rules';
import { type ReactNode, useMemo } from 'react';
import { PublicHeader } from '../app/shell/public-header';
import { RootFrame } from '../app/shell/root-frame';
import { LightTranslationProvider } from './react-i18next';
import { createTranslate, type Translate } from './translate';

/** The public pages the light entry renders; any other path belongs to the app. */
export type LightPage = 'landing' | 'login' | 'signup' | 'share-add-on';

/** The add-on a share page path names (`/s/add-on/{solution}`), or null. */
export function sharedSolutionOf(pathname: string): string | null {
  return /^\/s\/add-on\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;
}

/** The pages only a logged-out visitor sees (a logged-in one goes to the app); the share pages are anyone's. */
export const loggedOutOnly = (page: LightPage) => page !== 'share-add-on';

export function lightPageOf(pathname: string): LightPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : '/';
  if (path === '/') return 'landing';
  if (path === '/login') return 'login';
  if (path === '/signup') return 'signup';
  if (sharedSolutionOf(path)) return 'share-add-on';
  return null;
}

/** The light translation function in `language` (English filling any gap). */
export function lightTranslate(language: Language): Translate {
  return createTranslate(language, locales[language], locales.en);
}

/** What the light entry asks of its host page (the browser's `main.tsx`; nothing in the prerender). */
export interface LightHost {
  /** The app takes over at `to` (after log-in or sign-up); `language` is the account's. */
  readonly handOver: (to: string, language: string | null) => void;
  /** The visitor picked a language in the header. */
  readonly onLanguage: (language: Language) => void;
}

/** What a light page is rendered with. */
export interface PageProps {
  readonly path: string;
  readonly search: string;
  readonly host: LightHost | null;
  readonly solutions: readonly Solution[];
}

/** A light page's component: the default export of its own module (`pages/<page>.tsx`, its own chunk). */
export type LightPageComponent = (props: PageProps) => ReactNode;

/**
 * Each page's module, loaded on its own (a chunk per page: the log-in page does not carry the sign-up
 * form); the prerender preloads the chunk of the page it writes.
 */
export const PAGE_MODULES = {
  landing: () => import('./pages/landing'),
  login: () => import('./pages/login'),
  signup: () => import('./pages/signup'),
  'share-add-on': () => import('./pages/share-add-on'),
} satisfies Record<LightPage, () => Promise<{ default: LightPageComponent }>>;

export function LightRoot({
  page,
  Page,
  path,
  search,
  language,
  host,
  solutions = [],
}: {
  readonly page: LightPage;
  /** The page's component (from {@link PAGE_MODULES}). */
  readonly Page: LightPageComponent;
  readonly path: string;
  readonly search: string;
  readonly language: Language;
  readonly host: LightHost | null;
  /** The add-on catalogue, for a share page (the prerender's, then the server's). */
  readonly solutions?: readonly Solution[];
}) {
  // the share pages stand alone, as in the app (`sandboxed`, no header, no cookie prompt)
  const share = page === 'share-add-on';
  const i18n = useMemo(
    () => ({
      t: lightTranslate(language),
      language,
      resolvedLanguage: language,
      changeLanguage: (next: string) => host?.onLanguage(next === 'es' ? 'es' : 'en'),
    }),
    [language, host],
  );
  return (
    <LightTranslationProvider value={i18n}>
      <RootFrame
        announcement=""
        header={share ? null : <PublicHeader onLanguage={(next) => host?.onLanguage(next)} />}
        sandboxed={share}
      >
        <Page path={path} search={search} host={host} solutions={solutions} />
      </RootFrame>
    </LightTranslationProvider>
  );
}
