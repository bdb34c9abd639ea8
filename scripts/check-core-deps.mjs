#!/usr/bin/env node
// The dependency rule: packages/core stays framework-free and clock-free, and packages/catalogue (data)
// stays data: it may import the core and zod, nothing else of ours, and, like the core, no framework, no
// node built-ins and no clock; its sources outside tests never import @attune/core/testing.
// It fails when a core source file imports react, react-dom, ky, effect's platform modules or node
// built-ins, touches DOM globals, reads the clock (Date.now(), new Date() without an argument), or imports
// XState outside `*.machine.ts` files (so the pure-rule entry point never pulls XState in). A machine's
// view model (`*.connect.ts`) sits on the machine's side: it may import its machine and XState's types,
// and, like the machines, it is exported from machines.ts only.
// The UI kit's `src/dom/` (published alone as `@attune/ui/dom`) stays framework-free too: it may import
// its own files and the core, not React nor the rest of the kit (components, hooks, i18n).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../packages/core/src/', import.meta.url).pathname;
const forbiddenImports = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^ky($|\/)/,
  /^@effect\/platform/,
  /^effect\/(Http|Platform)/,
  /^node:/,
  /^(fs|path|http|https|net|os|child_process|crypto)$/,
  /^@attune\/(api|ui|web|server|catalogue)/,
];
const forbiddenCode = [
  [/\bDate\.now\s*\(/, 'reads the clock with Date.now(); take time as an argument'],
  [/\bnew\s+Date\s*\(\s*\)/, 'reads the clock with new Date(); take time as an argument'],
  [/\bperformance\.now\s*\(/, 'reads the clock with performance.now()'],
  [
    /(?<![.\w'"`])(window|document|navigator|localStorage|sessionStorage|fetch|XMLHttpRequest)\s*[.(]/,
    'uses a DOM global',
  ],
];

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) yield path;
  }
}

const problems = [];
for (const file of walk(root)) {
  // Test files may use the clock or node built-ins to drive the subject; the rule is about the library.
  if (/\.test\.tsx?$|\.test-d\.ts$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const spec = m[1];
    // The pure-rule entry point (rules.ts and everything it reaches) stays free of XState.
    if (/^xstate($|\/)/.test(spec) && !/\.(machine|connect)\.ts$|[/]machines\.ts$|[/]index\.ts$/.test(file))
      problems.push(`${relative(root, file)}: imports ${spec} outside a machine file`);
    if (/\.(machine|connect)$/.test(spec) && !/[/]machines\.ts$|\.connect\.ts$/.test(file))
      problems.push(
        `${relative(root, file)}: re-exports ${spec}; machines are exported from machines.ts only`,
      );
    if (forbiddenImports.some((re) => re.test(spec)))
      problems.push(`${relative(root, file)}: imports ${spec}`);
  }
  code.split('\n').forEach((line, i) => {
    for (const [re, why] of forbiddenCode) {
      if (re.test(line)) problems.push(`${relative(root, file)}:${i + 1}: ${why}`);
    }
  });
}

// The catalogue package: data over the core's schemas.
const catalogueRoot = new URL('../packages/catalogue/src/', import.meta.url).pathname;
const catalogueAllowed = /^(\.{1,2}\/|@attune\/core($|\/rules$|\/schemas$)|zod$)/;
for (const file of walk(catalogueRoot)) {
  if (/\.test\.tsx?$/.test(file)) continue;
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    if (!catalogueAllowed.test(m[1]))
      problems.push(`catalogue/${relative(catalogueRoot, file)}: imports ${m[1]}`);
  }
  code.split('\n').forEach((line, i) => {
    for (const [re, why] of forbiddenCode) {
      if (re.test(line)) problems.push(`catalogue/${relative(catalogueRoot, file)}:${i + 1}: ${why}`);
    }
  });
}

// The UI kit's DOM effects (`@attune/ui/dom`): their own files and the core only.
const domRoot = new URL('../packages/ui/src/dom/', import.meta.url).pathname;
const domAllowed = /^(\.\/|@attune\/core($|\/rules$))/;
for (const file of walk(domRoot)) {
  if (/\.test\.tsx?$/.test(file)) continue;
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    if (!domAllowed.test(m[1])) problems.push(`ui/src/dom/${relative(domRoot, file)}: imports ${m[1]}`);
  }
}

if (problems.length > 0) {
  console.error(
    `packages/core, packages/catalogue or packages/ui/src/dom breaks the dependency rule:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  'packages/core keeps the dependency rule (no React, DOM, HTTP client, platform or clock); packages/catalogue imports only the core and zod; packages/ui/src/dom only the core.',
);
