#!/usr/bin/env node
/**
 * Writes a library's `dist/*.d.ts` from the declarations the workspace type check (`tsc -b`) already
 * emitted into the package's `.tsc/` folder, so the build does not type-check the package a second time.
 * `tsc -b` is run first for this package: when the root type check has just run it finds everything up to
 * date and returns at once; run alone (`pnpm --filter @attune/ui build`) it checks and emits as usual.
 *
 * Usage (from a package folder): node ../../scripts/emit-declarations.mjs [--exclude <folder under src>]...
 * Test files (`*.test.*`, `*.int.test.*`) are never copied.
 *
 * The sources import each other without extensions (`./rules`, `./access`), which `moduleResolution:
 * "Bundler"` accepts, and tsc copies those specifiers into the declarations as written. A consumer on
 * `moduleResolution: "node16"`/`"nodenext"` cannot resolve them (TS2834), so every relative specifier in a
 * copied `.d.ts` is rewritten to the file it names with its runtime extension: `./rules` -> `./rules.js`
 * (beside `rules.d.ts`), `./access` -> `./access/index.js` (a folder with `index.d.ts`). A relative
 * specifier that names no copied declaration fails the build, since it would fail every consumer too.
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
      if (entry.name.endsWith('.d.ts')) {
        fs.writeFileSync(target, withExtensions(fs.readFileSync(source, 'utf8'), source, relative));
      } else {
        fs.copyFileSync(source, target);
      }
      copied++;
    }
  }
}

/** `from './x'`, `import('./x')`, `import './x'`: the relative specifiers a declaration file can hold. */
const relativeSpecifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g;
const unresolved = [];

/** Rewrites `text`'s relative specifiers to `.js` paths a node16 resolver finds (see the header). */
function withExtensions(text, source, relative) {
  const dir = path.dirname(source);
  return text.replace(relativeSpecifier, (whole, lead, quote, specifier) => {
    if (/\.(m|c)?js$|\.json$/.test(specifier)) return whole;
    const at = path.resolve(dir, specifier);
    let rewritten;
    if (fs.existsSync(`${at}.d.ts`)) rewritten = `${specifier}.js`;
    else if (fs.existsSync(path.join(at, 'index.d.ts')))
      rewritten = `${specifier.replace(/\/$/, '')}/index.js`;
    if (!rewritten) {
      unresolved.push(`${relative}: '${specifier}'`);
      return whole;
    }
    const target = path.resolve(dir, rewritten.replace(/\.js$/, '.d.ts'));
    const outside = path.relative(from, target).startsWith('..');
    const dropped = excluded.some(
      (folder) => path.relative(path.join(from, folder), target).split(path.sep)[0] !== '..',
    );
    if (outside || dropped) unresolved.push(`${relative}: '${specifier}' (not copied to dist/)`);
    return `${lead}${quote}${rewritten}${quote}`;
  });
}

if (!fs.existsSync(from)) {
  console.error(`emit-declarations: ${from} is missing after tsc -b`);
  process.exit(1);
}
copy(from);
if (unresolved.length > 0) {
  console.error(
    `emit-declarations: relative imports that name no declaration in dist/:\n  ${unresolved.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`emit-declarations: ${copied} declaration files in dist/`);
