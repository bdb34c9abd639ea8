/**
 * Writes the built app's chunk graph (each chunk's static and dynamic imports and the modules inside it)
 * to `node_modules/.attune/chunk-graph.json`, outside `dist/` so the server never serves it. The web app's
 * tests read it to check what a page's first load carries (the log-in page: no Effect, zod or phone
 * metadata).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkInfo {
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly modules: readonly string[];
}

export const chunkGraphFile = (root: string) => join(root, 'node_modules', '.attune', 'chunk-graph.json');

export function chunkGraphPlugin(): Plugin {
  let root = '';
  return {
    name: 'attune:chunk-graph',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
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
  };
}
