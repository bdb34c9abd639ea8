/**
 * The light public entry's build (`src/light/main.tsx`, one more input of the same Vite build):
 * - its module graph is its own copy of the web app's and UI kit's sources (ids marked `?light`), in which
 *   `react-i18next` is the light translation hook (`src/light/react-i18next.tsx`) and `i18next` a stub;
 *   `react-router` is refused there. Core is copied too (what the pages use of it, tree-shaken into the
 *   entry's chunk: one file rather than a dozen small chunks shared with the app). React, react-dom and
 *   the API client's implementation are shared with the app (the same chunks, React in one: see
 *   vite.config.ts), so the app takes over without loading them again.
 * - `virtual:attune-light-locales` is the subset of `packages/ui/src/locales/{en,es}.json` whose keys
 *   appear in the light graph's code (literals, and template literals as patterns, plurals included),
 *   written into the chunk once the graph is known; the list is also written to
 *   `node_modules/.attune/light-keys.json` for the prerender to check against.
 * For the prerender's server build (`ssr`), the virtual module holds the whole locale files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { flatten } from '../src/light/translate';

const LIGHT = '?light';
const VIRTUAL = 'virtual:attune-light-locales';
const RESOLVED = `\0${VIRTUAL}`;
const PLACEHOLDER = '__ATTUNE_LIGHT_LOCALES__';

export const lightKeysFile = (root: string) => join(root, 'node_modules', '.attune', 'light-keys.json');

/** The locale keys code mentions: string literals equal to a key, template literals as patterns. */
export function keysMentioned(code: string, keys: readonly string[]): Set<string> {
  const found = new Set<string>();
  const known = new Set(keys);
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const bases = new Map<string, string[]>();
  for (const key of keys) bases.set(base(key), [...(bases.get(base(key)) ?? []), key]);
  for (const [, literal] of code.matchAll(/["']([A-Za-z][\w-]*(?:\.[\w-]+)+)["']/g)) {
    if (!literal) continue;
    for (const key of bases.get(literal) ?? (known.has(literal) ? [literal] : [])) found.add(key);
  }
  for (const [, template] of code.matchAll(/`([A-Za-z][\w-]*\.[^`]*)`/g)) {
    if (!template?.includes('${')) continue;
    const pattern = new RegExp(
      `^${template
        .split(/\$\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[\\w-]+')}(_(zero|one|two|few|many|other))?$`,
    );
    for (const key of keys) if (pattern.test(key)) found.add(key);
  }
  return found;
}

export function lightEntryPlugin(options: { readonly localesDir: string }): Plugin {
  const webSrc = join(dirname(new URL(import.meta.url).pathname), '..', 'src');
  const lightDir = join(webSrc, 'light');
  const shim = join(lightDir, 'react-i18next.tsx');
  const stub = join(lightDir, 'no-i18next.ts');
  const read = (language: string) =>
    flatten(JSON.parse(readFileSync(join(options.localesDir, `${language}.json`), 'utf8')) as object);
  const mentioned = new Map<string, Set<string>>();
  let keys: string[] = [];
  let ssr = false;
  let root = '';
  const isLight = (id: string | undefined) =>
    !!id && (id.endsWith(LIGHT) || (id.startsWith(lightDir) && id !== shim && id !== stub));
  const ownSource = (id: string) =>
    /\/packages\/(web|ui|core)\/src\//.test(id) &&
    /\.(ts|tsx)$/.test(id) &&
    !id.includes('/node_modules/') &&
    !id.includes('/packages/web/src/light/') &&
    // the API client is one module for both entries: the language the light page sets is the one its calls send
    !id.endsWith('/packages/web/src/lib/api-client.ts') &&
    !id.endsWith('api-client.impl.ts') &&
    !id.endsWith('/packages/web/src/main.tsx');
  return {
    name: 'attune:light-entry',
    enforce: 'pre',
    configResolved(config) {
      ssr = !!config.build.ssr;
      root = config.root;
      keys = Object.keys(read('en'));
    },
    async resolveId(source, importer, resolveOptions) {
      if (source === VIRTUAL) return RESOLVED;
      if (!isLight(importer)) return null;
      if (source === 'react-i18next') return shim;
      if (source === 'i18next') return stub;
      if (source === 'react-router' || source.startsWith('react-router/'))
        this.error(`${importer} imports react-router into the light public entry`);
      const realImporter = importer?.replace(LIGHT, '');
      const resolved = await this.resolve(source, realImporter, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.external || !ownSource(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${LIGHT}` };
    },
    load(id) {
      if (id === RESOLVED) {
        if (ssr) return `export default ${JSON.stringify({ en: read('en'), es: read('es') })};`;
        // the hash of the texts keeps the chunk's name in step with them
        return `/* ${hashOf(readFileSync(join(options.localesDir, 'en.json'), 'utf8') + readFileSync(join(options.localesDir, 'es.json'), 'utf8'))} */\nexport default ${PLACEHOLDER};`;
      }
      if (id.endsWith(LIGHT)) {
        const file = id.slice(0, -LIGHT.length);
        return { code: readFileSync(file, 'utf8'), moduleType: file.endsWith('x') ? 'tsx' : 'ts' };
      }
      return null;
    },
    transform(code, id) {
      if (ssr) return null;
      mentioned.set(id, keysMentioned(code, keys));
      return null;
    },
    renderChunk(code, chunk, _options, meta) {
      if (ssr || !code.includes(PLACEHOLDER)) return null;
      // every module the light entry reaches without a dynamic import, its pages' chunks included
      const entry = [...this.getModuleIds()].find((id) => id === join(lightDir, 'main.tsx'));
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        const info = this.getModuleInfo(id);
        for (const next of info?.importedIds ?? []) visit(next);
        // each page's own chunk (`src/light/pages/*`, loaded by the entry before it hydrates)
        for (const next of info?.dynamicallyImportedIds ?? [])
          if (next.startsWith(join(lightDir, 'pages'))) visit(next);
      };
      if (entry) visit(entry);
      // the pages' own modules as tree-shaking left them in this chunk (the kit's barrel reaches more), and
      // what they use of core (the error catalogue's words)
      const renderedLength = new Map<string, number>();
      for (const each of [chunk, ...Object.values(meta?.chunks ?? {})])
        for (const [id, info] of Object.entries(each.modules ?? {}))
          renderedLength.set(id, Math.max(renderedLength.get(id) ?? 0, info.renderedLength));
      const rendered = (id: string) => (renderedLength.get(id) ?? 0) > 0;
      const used = new Set<string>();
      for (const id of seen) if (rendered(id)) for (const key of mentioned.get(id) ?? []) used.add(key);
      if (process.env.LIGHT_KEYS_DEBUG)
        for (const id of seen) if (rendered(id)) console.log(mentioned.get(id)?.size ?? 0, id);
      const sorted = [...used].sort();
      const en = read('en');
      const es = read('es');
      const pick = (strings: Record<string, string>) =>
        Object.fromEntries(sorted.filter((key) => key in strings).map((key) => [key, strings[key]]));
      const file = lightKeysFile(root);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(sorted, null, 1));
      return code.replace(PLACEHOLDER, JSON.stringify({ en: pick(en), es: pick(es) }));
    },
  };
}

function hashOf(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(16);
}
