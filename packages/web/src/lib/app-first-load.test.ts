/**
 * What the built app loads to show home after log-in (reads the chunk graph `vite build` writes, see
 * scripts/prerender.ts): the entry, the app layout's and home's route chunks and the API client, with every
 * chunk they import. libphonenumber's metadata (about 50 KB gzip) is not among them: only the pages with a
 * phone field load it, and the server enforces the profile's phone rule (the contract checks it as text).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ChunkInfo, chunkGraphFile } from '../../scripts/prerender';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe("the app's first load after log-in", () => {
  const graph = JSON.parse(readFileSync(chunkGraphFile(web), 'utf8')) as Record<string, ChunkInfo>;
  const chunkOf = (module: string) =>
    Object.keys(graph).find((file) => graph[file]?.facadeModuleId?.endsWith(module));

  it('carries no phone metadata: home, its layout and the API client import none', () => {
    const entry = Object.keys(graph).find((file) => graph[file]?.isEntry);
    const starts = [
      entry,
      chunkOf('app/routes/app-layout.tsx'),
      chunkOf('features/home/routes/home.tsx'),
      chunkOf('lib/api-client.impl.ts'),
    ];
    for (const start of starts) expect(start).toBeDefined();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of graph[file]?.imports ?? []) visit(next);
    };
    for (const start of starts) visit(start as string);
    const modules = [...seen].flatMap((file) => graph[file]?.modules ?? []);
    expect(modules.some((id) => id.endsWith('lib/api-client.impl.ts'))).toBe(true);
    expect(modules.filter((id) => /libphonenumber-js|phone\.logic/.test(id))).toEqual([]);
  });
});
