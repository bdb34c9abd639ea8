/**
 * The web build's prerendered public pages in Spanish: `/login?lang=es` answers `login/index.es.html` when
 * the build has it (the `lang` query read by core's `preferredLanguage`, as the browser reads it) (English, `login/index.html`, is what the static files answer by themselves).
 */
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { DEFAULT_LANGUAGE, preferredLanguage } from '@attune/core/rules';
import type { Context } from 'hono';

/** A `rewriteRequestPath` for `serveStatic` over `staticDir`. */
export function prerenderedPath(staticDir: string) {
  return (path: string, c: Context): string => {
    // Core's rule, as the page itself reads it: only a language of the app counts (`lang=fr` is English).
    const language = preferredLanguage({ query: c.req.query('lang') });
    if (language === DEFAULT_LANGUAGE || path.includes('.')) return path;
    const candidate = `${normalize(path).replace(/\/$/, '')}/index.${language}.html`;
    return existsSync(join(staticDir, candidate)) ? candidate : path;
  };
}
