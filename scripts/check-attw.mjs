#!/usr/bin/env node
/**
 * Are the types wrong? Runs `@arethetypeswrong/cli` on the packed tarball of each published library
 * (`@attune/core`, `@attune/api`, `@attune/ui`), as a TypeScript project would install it, and fails on any
 * problem under the node16 (from ESM and from CommonJS) and bundler module resolutions.
 *
 * Run after the library builds (their `dist/` is what is packed): `pnpm check:publint` does both checks.
 *
 * What is not checked, and why:
 * - `node10` resolution (`--profile node16`): it predates `exports`, and these packages publish only
 *   through `exports`, as every TypeScript version since 4.7 on node16/nodenext/bundler reads them.
 * - `cjs-resolves-to-esm`: the packages are ES modules only, by design (`"type": "module"`, no CommonJS
 *   build). Node 20.19+, which the workspace requires, loads them with `require()` too; attw still flags
 *   every ESM-only package under "node16 (from CJS)". Any other problem there (a declaration import that
 *   does not resolve, types that disagree with the JavaScript) still fails this check.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const attw = path.join(
  path.dirname(require.resolve('@arethetypeswrong/cli/package.json')),
  'dist',
  'index.js',
);
const packages = ['core', 'api', 'ui'];

let failed = 0;
for (const name of packages) {
  const dir = path.join(root, 'packages', name);
  try {
    execFileSync(
      process.execPath,
      [
        attw,
        '--pack',
        dir,
        '--profile',
        'node16',
        '--ignore-rules',
        'cjs-resolves-to-esm',
        '--format',
        'table-flipped',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
    );
    console.log(`attw: @attune/${name}: no problems (node16 from ESM and CJS, bundler)`);
  } catch (error) {
    failed++;
    console.error(`attw: @attune/${name}: problems found`);
    console.error(error.stdout || '', error.stderr || '');
  }
}
process.exit(failed === 0 ? 0 : 1);
