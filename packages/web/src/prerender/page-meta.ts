/**
 * The title and description of each public page, as real tags in its prerendered HTML (texts from the
 * locale files, `pageMeta`). The browser keeps `document.title` in step when it navigates (see root.tsx).
 */
import { localizeSolution, type Solution } from '@attune/core/rules';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The meta of a public path (`/`, `/login`, `/signup`, `/s/add-on/{solution}`); null for any other page. */
export function pageMeta(
  t: Translate,
  path: string,
  solutions: readonly Solution[],
  language: string,
): PageMeta {
  const named = (key: string) => ({
    title: t('pageMeta.title', { page: t(`pageMeta.${key}.title`) }),
    description: t(`pageMeta.${key}.description`),
  });
  if (path === '/login') return named('login');
  if (path === '/signup') return named('signup');
  const share = /^\/s\/add-on\/([^/]+)$/.exec(path);
  const found = share ? solutions.find((each) => each.name === share[1]) : undefined;
  if (found) {
    const solution = localizeSolution(found, language);
    return {
      title: t('pageMeta.title', { page: solution.displayName }),
      description: t('pageMeta.shareAddOn.description', { tagline: solution.tagline ?? '' }).trim(),
    };
  }
  return { title: t('pageMeta.landing.title'), description: t('pageMeta.landing.description') };
}
