/**
 * The web build's prerendered public pages in Spanish: `/login?lang=es` answers `login/index.es.html` when
 * the build has it (English, `login/index.html`, is what the static files answer by themselves).
 */
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Context } from 'hono';

/** A `rewriteRequestPath` for `serveStatic` over `staticDir`. */
export function prerenderedPath(staticDir: string) {
  return (path: string, c: Context): string => {
    const language = c.req.query('lang');
    if (language !== 'es' || path.includes('.')) return path;
    const candidate = `${normalize(path).replace(/\/$/, '')}/index.${language}.html`;
    return existsSync(join(staticDir, candidate)) ? candidate : path;
  };
}
