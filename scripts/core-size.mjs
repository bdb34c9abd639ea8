#!/usr/bin/env node
// Benchmark: how much a consumer ships when bundling the core's built output (esbuild, minified).
// Prints bytes and gzip bytes for one pure rule, the pure-rule entry point, the machines and the whole core,
// and whether XState ended up in each bundle. Run after `pnpm --filter @attune/core build`.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const coreDir = new URL('../packages/core/', import.meta.url).pathname;
const cases = [
  ["import { sessionStatus } from '@attune/core'", "export { sessionStatus } from '@attune/core';"],
  ["import * from '@attune/core/rules' (every rule and schema)", "export * from '@attune/core/rules';"],
  ["import { waitlistMachine } from '@attune/core'", "export { waitlistMachine } from '@attune/core';"],
  ["import * from '@attune/core' (the whole core)", "export * from '@attune/core';"],
];

const rows = [];
for (const [label, contents] of cases) {
  const result = await build({
    stdin: { contents, resolveDir: coreDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  // Only modules that contributed bytes to the output count (the metafile also lists tree-shaken ones).
  const inputs = Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, info]) => info.bytesInOutput > 0)
      .map(([path]) => path),
  );
  rows.push({
    bundle: label,
    bytes: code.length,
    gzip: gzipSync(code).length,
    xstate: inputs.some((p) => p.includes('node_modules/xstate')) ? 'yes' : 'no',
    zod: inputs.some((p) => p.includes('node_modules/zod')) ? 'yes' : 'no',
  });
}
console.table(rows);
