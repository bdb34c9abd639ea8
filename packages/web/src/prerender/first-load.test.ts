/**
 * What the built app's public pages carry on their first load (reads `dist/`, built by the test command's
 * `build-if-stale` step, and the chunk graph the build writes beside it): the prerendered HTML paints the
 * page before any JavaScript runs, loads scripts only by `src`, names the page in its title and
 * description; the log-in page's first load carries no Effect, zod or phone metadata.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ChunkInfo, chunkGraphFile } from '../../scripts/prerender';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(web, 'dist');
const html = (path: string) => readFileSync(join(dist, path), 'utf8');
// the markup in `#root` (a share page's data island follows it)
const root = (page: string) =>
  /<div id="root"[^>]*>([\s\S]*)<\/div>\s*(?:<script type="application\/json"[^>]*>[^<]*<\/script>\s*)?<\/body>/.exec(
    page,
  )?.[1] ?? '';

describe('prerendered public pages', () => {
  it('the log-in page is a form in the HTML itself, in English and in Spanish', () => {
    const en = html('login/index.html');
    expect(en).toContain('<title>Log in · Attune</title>');
    expect(en).toMatch(/<meta name="description" content="Log in to Attune[^"]*"/);
    expect(root(en)).toMatch(/<h1>Welcome back<\/h1>/);
    expect(root(en)).toMatch(/<form[^>]*>[\s\S]*type="email"[\s\S]*type="password"[\s\S]*Log In<\/button>/);
    const es = html('login/index.es.html');
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<title>Iniciar sesión · Attune</title>');
    expect(root(es)).toMatch(/<h1>Hola de nuevo<\/h1>/);
  });

  it('the landing, sign-up and share pages paint their content (the share page outside any dialog)', () => {
    expect(root(html('index.html'))).toContain('Calmer days for your family start here');
    expect(root(html('signup/index.html'))).toMatch(/<h1>Create your account<\/h1>[\s\S]*<form/);
    const share = html('s/add-on/sleep/index.html');
    expect(share).toContain('<title>Childhood Sleep Improvement · Attune</title>');
    const outsideDialogs = root(share).replace(/<dialog[\s\S]*?<\/dialog>/g, '');
    expect(outsideDialogs).toMatch(/<h1>Childhood Sleep Improvement<\/h1>/);
    expect(outsideDialogs).toContain('Create a free account to try it.');
    expect(root(html('s/add-on/sleep/index.es.html'))).toMatch(/<h1>Mejora del sueño infantil<\/h1>/);
  });

  it('paints from the rules its markup uses; the whole style sheet follows without blocking the paint', () => {
    for (const page of [
      'login/index.html',
      'index.html',
      'signup/index.es.html',
      's/add-on/sleep/index.html',
    ]) {
      const built = html(page);
      const styles = [...built.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
      expect(styles, page).toHaveLength(1);
      const critical = styles[0] as string;
      const href =
        /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)" media="print" data-full-sheet>/.exec(
          built,
        )?.[1];
      expect(href, page).toBeDefined();
      expect(built, page).toContain(
        `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`,
      );
      const whole = readFileSync(join(dist, href as string), 'utf8');
      // a part of the sheet, with the page's own components, the theme's rules and the base rules
      expect(critical.length, page).toBeLessThan(whole.length / 3);
      expect(critical, page).toContain('.at-button');
      expect(critical, page).toContain('[data-theme=dark]');
      expect(critical, page).toContain(':where(h1');
    }
    // the dashboard's own rules are left to the whole sheet
    expect(html('login/index.html')).not.toContain('.at-user-menu__initial');
  });

  it('every other route gets the empty app shell, and robots.txt is a file', () => {
    expect(root(html('200.html')).trim()).toBe('');
    expect(html('200.html')).not.toContain('data-prerendered');
    expect(existsSync(join(dist, 'robots.txt'))).toBe(true);
    expect(html('robots.txt')).toMatch(/^User-agent: \*$/m);
  });

  it('no page has an inline script (the server forbids them): scripts load by src', () => {
    // the page's data is JSON, which the browser never runs
    for (const page of [
      'index.html',
      'login/index.html',
      'signup/index.html',
      's/add-on/sleep/index.html',
      '200.html',
    ])
      for (const tag of html(page).match(/<script\b[^>]*>/g) ?? [])
        if (!tag.includes('type="application/json"')) expect(tag, page).toMatch(/\bsrc="/);
  });
});

describe("the log-in page's first load", () => {
  const graph = JSON.parse(readFileSync(chunkGraphFile(web), 'utf8')) as Record<string, ChunkInfo>;
  /** Every module of the chunks a page loads before it runs: the entry and the page's route, with their static imports. */
  function firstLoad(route: string): string[] {
    const entry = Object.keys(graph).find((file) => graph[file]?.isEntry);
    const page = Object.keys(graph).find((file) => graph[file]?.facadeModuleId?.endsWith(route));
    expect(entry).toBeDefined();
    expect(page).toBeDefined();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of graph[file]?.imports ?? []) visit(next);
    };
    visit(entry as string);
    visit(page as string);
    return [...seen].flatMap((file) => graph[file]?.modules ?? []);
  }

  it('carries no Effect, zod, ky, phone metadata or API client implementation', () => {
    const modules = firstLoad('features/accounts/routes/login.tsx');
    expect(modules.some((id) => id.endsWith('features/accounts/routes/login.tsx'))).toBe(true);
    const heavy = modules.filter((id) =>
      /node_modules\/(effect|zod|ky|libphonenumber-js)\/|api-client\.impl|packages\/api\/src/.test(id),
    );
    expect(heavy).toEqual([]);
  });

  it('the sign-up page loads the phone field on its own', () => {
    const modules = firstLoad('features/accounts/routes/signup.tsx');
    expect(modules.filter((id) => /libphonenumber-js|PhoneField\.tsx|phone-field\.impl/.test(id))).toEqual(
      [],
    );
  });
});

describe('the app hydrating the prerendered pages (/, /login, /signup and the share pages)', () => {
  const island = (page: string) =>
    JSON.parse(
      /<script type="application\/json" id="attune-data">([^<]*)<\/script>/.exec(html(page))?.[1] ?? 'null',
    ) as { path: string; language: string; hydration: { loaderData: Record<string, unknown> } } | null;

  it('a share page carries its add-on as JSON data, and only its own', () => {
    const data = island('s/add-on/sleep/index.html');
    const loaded = Object.values(data?.hydration.loaderData ?? {}) as {
      solutions?: { name: string }[];
    }[];
    const solutions = loaded.flatMap((each) => each?.solutions ?? []);
    expect(solutions.map((each) => each.name)).toEqual(['sleep']);
  });

  it('each page names its path and language in its data; the guards’ data is left to the browser', () => {
    expect(island('login/index.es.html')).toMatchObject({ path: '/login', language: 'es' });
    expect(Object.values(island('login/index.html')?.hydration.loaderData ?? {})).toEqual([]);
  });

  const graph = JSON.parse(readFileSync(chunkGraphFile(web), 'utf8')) as Record<string, ChunkInfo>;
  const app = Object.keys(graph).find((file) => graph[file]?.isEntry);

  it('is the script of the prerendered landing, log-in, sign-up and share pages, in both languages', () => {
    for (const page of [
      'login/index.html',
      'login/index.es.html',
      'index.html',
      'index.es.html',
      'signup/index.html',
      'signup/index.es.html',
      's/add-on/sleep/index.html',
      's/add-on/sleep/index.es.html',
    ])
      expect(html(page), page).toContain(
        `<script type="module" crossorigin fetchpriority="low" src="/${app}"></script>`,
      );
  });

  it('loads no Effect, zod, phone metadata or whole locale file before it runs (nor do the pages’ chunks)', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of graph[file]?.imports ?? []) visit(next);
    };
    visit(app as string);
    for (const route of [
      'features/misc/routes/landing.tsx',
      'features/accounts/routes/login.tsx',
      'features/accounts/routes/signup.tsx',
      'features/share/routes/share-add-on.tsx',
    ]) {
      const page = Object.keys(graph).find((file) => graph[file]?.facadeModuleId?.endsWith(route));
      expect(page, route).toBeDefined();
      visit(page as string);
    }
    const modules = [...seen].flatMap((file) => graph[file]?.modules ?? []);
    expect(
      modules.filter((id) =>
        /node_modules\/(effect|zod|ky|libphonenumber-js)\/|api-client\.impl|locales\/(en|es)\.json/.test(id),
      ),
    ).toEqual([]);
  });
});
