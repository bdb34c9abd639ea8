#!/usr/bin/env node
// Test fixtures stay out of production code: nothing under packages/server/src or packages/web/src may
// import `@attune/core/testing` or `@attune/api/testing` (the contract-driven mock; its builders, arbitraries and demo family are for tests and stories; the
// catalogue the server seeds and the web prerenders is `@attune/catalogue`). Test files colocated in those
// folders are held to it too, so `grep -r "core/testing" packages/server/src packages/web/src` finds
// nothing: a test there takes its data from @attune/catalogue or builds it in place.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const repo = new URL('..', import.meta.url).pathname;
const roots = ['packages/server/src', 'packages/web/src'].map((dir) => join(repo, dir));

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (/\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/.test(name)) yield path;
  }
}

const problems = [];
for (const root of roots) {
  for (const file of walk(root)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.includes('core/testing') || line.includes('api/testing'))
          problems.push(`${relative(repo, file)}:${i + 1}: ${line.trim()}`);
      });
  }
}

if (problems.length > 0) {
  console.error(
    `Production sources mention @attune/core/testing (test fixtures; take data from @attune/catalogue):\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('packages/server/src and packages/web/src import nothing from @attune/core/testing.');
