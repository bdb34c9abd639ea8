#!/usr/bin/env node
/**
 * `pnpm test`: every check of the repository, once each, in order, stopping at the first failure, then a
 * table of how long each took. Lint and the dependency rule first (seconds), then one type check of the
 * whole workspace (`tsc -b`, whose declarations the library builds reuse), the builds (libraries, web app,
 * static Storybook), publint, and every package's tests (the web's journeys reuse the web build).
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint (biome)', 'pnpm', ['lint']],
  ['dependency rule', 'pnpm', ['check:deps']],
  ['type check (tsc -b)', 'pnpm', ['typecheck']],
  ['build', 'pnpm', ['build']],
  ['publint', 'pnpm', ['check:publint']],
  ['tests', 'pnpm', ['test:unit']],
];

const done = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function summary() {
  console.log('\nTest command summary');
  for (const [name, ms, ok] of done)
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(22)} ${seconds(ms)}`);
  console.log(`  total ${seconds(Date.now() - started)}`);
}
for (const [name, command, args] of steps) {
  const at = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const ok = result.status === 0;
  done.push([name, Date.now() - at, ok]);
  if (!ok) {
    summary();
    process.exit(result.status ?? 1);
  }
}
summary();
