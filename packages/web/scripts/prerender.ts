/**
 * The public pages, prerendered at build time: after `vite build` writes the app, this plugin builds
 * `src/prerender/render.tsx` for Node, renders `/`, `/login`, `/signup` and every `/s/add-on/{solution}`
 * in English and Spanish into the built `index.html`, and writes them where the server looks first:
 * `dist/login/index.html` (`index.es.html` for `?lang=es`), `dist/index.html` for `/`. The app shell every
 * other route falls back to is kept as `dist/200.html`. Each page carries its own title and description;
 * the app's script is loaded by `src` as before (no inline script: the server's CSP forbids them), its style
 * sheet is inlined (one round trip less before the first paint; the CSP allows inline styles).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { type ChunkInfo, chunkGraphFile } from './chunk-graph';
import { lightEntryPlugin } from './light-entry';

type RenderModule = typeof import('../src/prerender/render');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built `index.html` with a page in it: language, title, description, the markup in `#root`, and the
 * app's style sheet inlined (`readCss` reads a built file), so the page paints after one round trip.
 */
export function fillShell(
  shell: string,
  page: { path: string; language: string; title: string; description: string; html: string },
  readCss: (href: string) => string,
): string {
  const filled = shell
    .replace(
      /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g,
      (_tag, href: string) => `<style>${readCss(href).replace(/<\/style/gi, '<\\/style')}</style>`,
    )
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
 * The data a light page hydrates with, as a JSON data island (`type="application/json"`: data the CSP lets
 * through, never run); `<` escaped so that no text in it can close the element.
 */
export function dataIsland(data: unknown): string {
  return `<script type="application/json" id="attune-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The route module each prerendered path hydrates with. */
const PAGE_MODULES: readonly [RegExp, string][] = [
  [/^\/$/, 'src/features/misc/routes/landing.tsx'],
  [/^\/login$/, 'src/features/accounts/routes/login.tsx'],
  [/^\/signup$/, 'src/features/accounts/routes/signup.tsx'],
  [/^\/s\/add-on\//, 'src/features/share/routes/share-add-on.tsx'],
];

/**
 * `<link rel="modulepreload">` tags for what a page needs before it hydrates beyond the entry's own
 * imports: its route's chunk (with its imports) and its language file, so they load beside the entry
 * instead of after it.
 */
function pagePreloads(
  graph: Record<string, ChunkInfo>,
  shell: string,
  path: string,
  language: string,
): string {
  const bySuffix = (suffix: string) =>
    Object.keys(graph).find((file) => graph[file]?.facadeModuleId?.endsWith(suffix));
  const files = new Set<string>();
  const visit = (file: string | undefined) => {
    if (!file || files.has(file)) return;
    files.add(file);
    for (const next of graph[file]?.imports ?? []) visit(next);
  };
  visit(bySuffix(PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1] ?? '\0'));
  visit(bySuffix(`src/lib/locales/${language}.ts`));
  if (language !== 'en') visit(bySuffix('src/lib/locales/en.ts'));
  return [...files]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}

/** Every chunk `file` loads before it runs (itself and its static imports, depth first). */
function closure(graph: Record<string, ChunkInfo>, file: string | undefined): string[] {
  const files = new Set<string>();
  const visit = (each: string | undefined) => {
    if (!each || files.has(each)) return;
    files.add(each);
    for (const next of graph[each]?.imports ?? []) visit(next);
  };
  visit(file);
  return [...files];
}

/**
 * A page the light public entry hydrates: its script is the light entry (with its chunks preloaded)
 * instead of the app's, and the app's chunks are listed in `<meta name="attune-app-chunks">` for the
 * light entry to preload on the visitor's first tap, key or focus.
 */
export function lightShell(shell: string, graph: Record<string, ChunkInfo>, page: string): string {
  const entryOf = (suffix: string) =>
    Object.keys(graph).find((file) => graph[file]?.isEntry && graph[file]?.facadeModuleId?.endsWith(suffix));
  const light = entryOf('src/light/main.tsx');
  const app = entryOf('index.html') ?? entryOf('src/main.tsx');
  if (!light || !app) throw new Error('the build has no light entry or no app entry');
  const pageChunk = Object.keys(graph).find((file) =>
    graph[file]?.facadeModuleId?.endsWith(`src/light/pages/${page}.tsx`),
  );
  if (!pageChunk) throw new Error(`the build has no light chunk for the page ${page}`);
  // the entry's files, then its page's (its own chunk and what only it imports)
  const entryFiles = closure(graph, light);
  const lightFiles = [
    ...entryFiles,
    ...closure(graph, pageChunk).filter((file) => !entryFiles.includes(file)),
  ];
  const appFiles = closure(graph, app).filter((file) => !lightFiles.includes(file));
  // low priority: the page is painted and readable from its HTML; its scripts only make it interactive, so
  // they queue behind the document instead of competing with it (and no metric waits on them for the paint)
  const preloads = lightFiles
    .slice(1)
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('\n    ');
  const list = `<meta name="attune-app-chunks" content="${appFiles.map((file) => `/${file}`).join(' ')}" />`;
  const withoutApp = shell
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(
      /<script type="module" crossorigin src="\/[^"]+"><\/script>/,
      `<script type="module" crossorigin fetchpriority="low" src="/${light}"></script>\n    ${preloads}`,
    );
  if (withoutApp.includes(`/${app}"`)) throw new Error('the app entry is still in the light shell');
  return withoutApp.replace('</head>', `  ${list}\n  </head>`);
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
    plugins: [lightEntryPlugin({ localesDir: join(root, '../ui/src/locales') })],
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
    for (const language of ['en', 'es'] as const) {
      const { html, meta, light, lightPage, data } = await render(path, language, solutions);
      const dir = join(outDir, path);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, language === 'en' ? 'index.html' : `index.${language}.html`);
      const readCss = (href: string) => readFileSync(join(outDir, href), 'utf8');
      const preloads = light ? '' : pagePreloads(graph, shell, path, language);
      const pageShell = light ? lightShell(shell, graph, lightPage ?? '') : shell;
      const filled = fillShell(pageShell, { path, language, ...meta, html }, readCss);
      const page = data ? filled.replace('</body>', `${dataIsland(data)}\n  </body>`) : filled;
      writeFileSync(file, preloads ? page.replace('</head>', `  ${preloads}\n  </head>`) : page);
      written.push(file);
    }
  }
  rmSync(ssrDir, { recursive: true, force: true });
  return written;
}

/** Runs {@link prerender} at the end of `vite build`. */
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
    async closeBundle() {
      const written = await prerender(root, outDir, conditions);
      this.info?.(`prerendered ${written.length} pages`);
      console.log(`prerendered ${written.length} public pages (en, es)`);
    },
  };
}
