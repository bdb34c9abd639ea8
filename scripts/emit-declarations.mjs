#!/usr/bin/env node
/**
 * Writes a library's `dist/*.d.ts` from the declarations the workspace type check (`tsc -b`) already
 * emitted into the package's `.tsc/` folder, so the build does not type-check the package a second time.
 * `tsc -b` is run first for this package: when the root type check has just run it finds everything up to
 * date and returns at once; run alone (`pnpm --filter @attune/ui build`) it checks and emits as usual.
 *
 * Usage (from a package folder): node ../../scripts/emit-declarations.mjs [--exclude <folder under src>]...
 * Test files (`*.test.*`, `*.int.test.*`) are never copied.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const args = process.argv.slice(2);
const excluded = [];
for (let i = 0; i < args.length; i++) if (args[i] === '--exclude' && args[i + 1]) excluded.push(args[++i]);

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-b', 'tsconfig.json'], { stdio: 'inherit' });

const from = path.resolve('.tsc');
const to = path.resolve('dist');
const isTest = (name) => /\.test\.d\.ts(\.map)?$/.test(name) || /\.test-d\.d\.ts(\.map)?$/.test(name);
let copied = 0;

function copy(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const source = path.join(dir, entry.name);
    const relative = path.relative(from, source);
    if (excluded.some((folder) => relative === folder || relative.startsWith(`${folder}${path.sep}`)))
      continue;
    if (entry.isDirectory()) {
      copy(source);
    } else if (/\.d\.ts(\.map)?$/.test(entry.name) && !isTest(entry.name)) {
      const target = path.join(to, relative);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(source, target);
      copied++;
    }
  }
}

if (!fs.existsSync(from)) {
  console.error(`emit-declarations: ${from} is missing after tsc -b`);
  process.exit(1);
}
copy(from);
console.log(`emit-declarations: ${copied} declaration files in dist/`);
