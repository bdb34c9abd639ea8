#!/usr/bin/env node
// No import cycles in packages/server/src: the relative imports of every source file (type-only imports
// included: a cycle of types ties the files together just the same) form a graph, and each strongly
// connected component of more than one file (Tarjan's algorithm) is a cycle, printed with its files.
// Test files are left out: they import what they test and nothing imports them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = new URL('../packages/server/src/', import.meta.url).pathname;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The file a relative specifier names: `./x` -> x.ts, x.tsx or x/index.ts. */
function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const files = [...walk(root)];
const edges = new Map();
for (const file of files) {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  const targets = new Set();
  for (const m of code.matchAll(
    /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm,
  )) {
    const target = resolveImport(file, m[1] ?? m[2]);
    if (target) targets.add(target);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components.
let index = 0;
const indexes = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(file) {
  indexes.set(file, index);
  low.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of edges.get(file) ?? []) {
    if (!indexes.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), indexes.get(next)));
  }
  if (low.get(file) === indexes.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (edges.get(file) ?? []).includes(file)) cycles.push(component);
  }
}
for (const file of files) if (!indexes.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Import cycles in packages/server/src (${cycles.length}):`);
  for (const cycle of cycles) {
    console.error(
      `- ${cycle.length} files: ${cycle
        .map((file) => relative(root, file))
        .sort()
        .join(', ')}`,
    );
  }
  process.exit(1);
}
console.log(`packages/server/src: ${files.length} files, no import cycle`);
