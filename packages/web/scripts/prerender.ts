/**
 * The public pages, prerendered at build time by React Router: after `vite build` writes the app, this
 * plugin builds `src/prerender/render.tsx` for Node, renders `/`, `/login`, `/signup` and every
 * `/s/add-on/{solution}` in English and Spanish (the app's routes through `createStaticHandler` and
 * `StaticRouterProvider`, the app's i18next) into the built `index.html`, and writes them where the server
 * looks first: `dist/login/index.html` (`index.es.html` for `?lang=es`), `dist/index.html` for `/`. The app
 * shell every other route falls back to is kept as `dist/200.html`, and the router's paths as
 * `dist/routes.json` (the server answers any other path 404). Each page carries its own title and
 * description, its routes' data and its texts (a JSON data island the app's entry hydrates with); the
 * app's script is loaded by `src` as before (no inline script: the server's CSP forbids them); the rules of
 * the style sheet the page's markup uses are inlined, the whole sheet follows without blocking the first
 * paint ({@link inlineCriticalCss}; the CSP allows inline styles).
 *
 * The plugin also writes the build's chunk graph (each chunk's imports and modules) to
 * `node_modules/.attune/chunk-graph.json`, outside `dist/` so the server never serves it: the prerender
 * preloads a page's route chunk from it, and the web app's tests check what a page's first load carries.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin } from 'vite';
import { FULL_SHEET_ATTRIBUTE } from '../src/lib/full-sheet';
import { prerenderDataIsland } from '../src/lib/prerender-data';

type RenderModule = typeof import('../src/prerender/render');

/** One chunk of the build, as the chunk graph keeps it. */
export interface ChunkInfo {
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly modules: readonly string[];
}

/** Where the build writes its chunk graph. */
export const chunkGraphFile = (root: string) => join(root, 'node_modules', '.attune', 'chunk-graph.json');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built `index.html` with a page in it: language, title, description and the markup in `#root` (the
 * style sheet is still the built file's link: {@link inlineCriticalCss} turns it into the page's own rules).
 */
export function fillShell(
  shell: string,
  page: { path: string; language: string; title: string; description: string; html: string },
): string {
  const filled = shell
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeHtml(page.path)}" data-language="${page.language}">${page.html}</div>`,
    );
  if (!filled.includes('data-prerendered=')) throw new Error('index.html has no empty <div id="root"></div>');
  return filled;
}

/**
 * A prerendered page with its style sheet split in two: the rules its own markup uses inlined in a
 * `<style>` (about a fifth of the sheet: the page paints after one round trip, and the browser parses and
 * matches 10 KB of rules instead of 56 KB before its first paint), and the whole sheet linked with
 * `media="print"` and {@link FULL_SHEET_ATTRIBUTE}, so it downloads without blocking the paint; the app's
 * entry applies it once the page is hydrated, before any other page is shown (`src/lib/full-sheet.ts`).
 * Without JavaScript, a `<noscript>` link applies it. The theme's rules (`data-theme`) are always kept (the
 * entry sets the theme the visitor chose before it hydrates), and so are the base rules written with
 * `:where()` (headings, paragraphs, links, focus rings), which Beasties cannot match.
 *
 * Beasties picks the rules (every selector that matches an element of the page, pseudo-classes ignored);
 * only its `<style>` is taken, spliced into the page as it was built (its own serialisation of the
 * markup is not kept, so the HTML React hydrates is exactly the server render's).
 */
export async function inlineCriticalCss(html: string, outDir: string): Promise<string> {
  const links = html.match(/<link rel="stylesheet"(?: crossorigin)? href="[^"]+\.css">/g) ?? [];
  if (links.length === 0) return html;
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // (only its `<style>` is kept: how it would rewrite the link does not matter)
    preload: 'media',
    pruneSource: false,
    inlineFonts: false,
    compress: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
    // the theme's rules, and the base rules written with `:where()`/`:is()` (which Beasties cannot match)
    allowRules: [/data-theme/, /:(?:where|is)\(/],
  });
  const processed = await beasties.process(html);
  const critical = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (critical === undefined) throw new Error('beasties inlined no style sheet');
  let first = true;
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="[^"]+\.css">/g, (link) => {
    const deferred = link.replace(/>$/, ` media="print" ${FULL_SHEET_ATTRIBUTE}>`);
    const style = first ? `<style>${critical.replace(/<\/style/gi, '<\\/style')}</style>\n    ` : '';
    first = false;
    return `${style}${deferred}\n    <noscript>${link}</noscript>`;
  });
}

/** The route module each prerendered path hydrates with. */
const PAGE_MODULES: readonly [RegExp, string][] = [
  [/^\/$/, 'src/features/misc/routes/landing.tsx'],
  [/^\/login$/, 'src/features/accounts/routes/login.tsx'],
  [/^\/signup$/, 'src/features/accounts/routes/signup.tsx'],
  [/^\/s\/add-on\//, 'src/features/share/routes/share-add-on.tsx'],
];

/**
 * A prerendered page's scripts: the app's entry and what it imports, plus its route's chunk (with its
 * imports) preloaded beside it instead of after it, all at low priority: the page is painted and readable
 * from its HTML, its scripts only make it interactive, so they queue behind the document instead of
 * competing with it.
 */
export function pageScripts(shell: string, graph: Record<string, ChunkInfo>, path: string): string {
  const route = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
  const chunk = Object.keys(graph).find((file) => route && graph[file]?.facadeModuleId?.endsWith(route));
  if (!chunk) throw new Error(`the build has no route chunk for ${path}`);
  const files = new Set<string>();
  const visit = (file: string | undefined) => {
    if (!file || files.has(file)) return;
    files.add(file);
    for (const next of graph[file]?.imports ?? []) visit(next);
  };
  visit(chunk);
  const preloads = [...files]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('\n    ');
  const low = shell
    .replace(
      /<script type="module" crossorigin src=/,
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
  return preloads ? low.replace('</head>', `  ${preloads}\n  </head>`) : low;
}

/** Prerenders the public pages into `outDir` (run after the client build). */
export async function prerender(
  root: string,
  outDir: string,
  conditions: { readonly client: string[]; readonly ssr: string[] },
): Promise<string[]> {
  const ssrDir = join(root, 'node_modules', '.prerender');
  rmSync(ssrDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { conditions: conditions.client },
    define: { __APP_VERSION__: JSON.stringify('prerender') },
    build: {
      ssr: join(root, 'src/prerender/render.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'render.mjs', codeSplitting: false } },
    },
    ssr: { resolve: { conditions: conditions.ssr }, noExternal: [/^@attune\//] },
  });
  const { render, catalogue, routePatterns } = (await import(
    pathToFileURL(join(ssrDir, 'render.mjs')).href
  )) as RenderModule;
  const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
  writeFileSync(join(outDir, '200.html'), shell);
  // The router's paths, for the server to answer any other path 404 (core's isKnownAppPath).
  writeFileSync(join(outDir, 'routes.json'), `${JSON.stringify(routePatterns(), null, 1)}\n`);
  const solutions = catalogue();
  const graph = JSON.parse(readFileSync(chunkGraphFile(root), 'utf8')) as Record<string, ChunkInfo>;
  const pages = ['/', '/login', '/signup', ...solutions.map((s) => `/s/add-on/${s.name}`)];
  const written: string[] = [];
  for (const path of pages) {
    const scripts = pageScripts(shell, graph, path);
    for (const language of ['en', 'es'] as const) {
      const { html, meta, data } = await render(path, language, solutions);
      const dir = join(outDir, path);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, language === 'en' ? 'index.html' : `index.${language}.html`);
      const filled = fillShell(scripts, { path, language, ...meta, html });
      const styled = await inlineCriticalCss(filled, outDir);
      writeFileSync(file, styled.replace('</body>', `${prerenderDataIsland(data)}\n  </body>`));
      written.push(file);
    }
  }
  rmSync(ssrDir, { recursive: true, force: true });
  return written;
}

/** Writes the chunk graph and runs {@link prerender} at the end of `vite build`. */
export function prerenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let conditions = { client: [] as string[], ssr: [] as string[] };
  return {
    name: 'attune:prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      // the same conditions as the app's build (workspace packages from their sources)
      conditions = {
        client: [...config.resolve.conditions],
        ssr: [...(config.ssr.resolve?.conditions ?? [])],
      };
    },
    generateBundle(_options, bundle) {
      const graph: Record<string, ChunkInfo> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        graph[fileName] = {
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds,
        };
      }
      const file = chunkGraphFile(root);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(graph, null, 1));
    },
    async closeBundle() {
      const written = await prerender(root, outDir, conditions);
      this.info?.(`prerendered ${written.length} pages`);
      console.log(`prerendered ${written.length} public pages (en, es)`);
    },
  };
}
