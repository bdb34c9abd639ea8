#!/usr/bin/env node
/**
 * `pnpm test`: every check of the repository, once each, stopping at the first failure, then a table of
 * how long each took. Work that does not depend on each other runs side by side, because the test
 * command must stay quick on a 2-core machine and much of it waits on browsers, servers and databases:
 *
 * 1. lint (Biome) and the core's dependency rule (seconds);
 * 2. together: one type check of the whole workspace (`tsc -b`), then the library builds (which copy its
 *    declarations instead of type-checking again) and publint | the web app's and Storybook's builds
 *    (both build from the TypeScript sources, so they need no library build);
 * 3. together, in two lanes: core, catalogue, api, ui and story tests | the server's suite and the web app's tests
 *    (its browser journeys reuse the web build of step 2).
 *
 * Each lane's output is printed with its name in front of every line.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const started = Date.now();
const done = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function summary() {
  console.log('\nTest command summary');
  for (const [name, ms, ok] of done)
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(34)} ${seconds(ms)}`);
  console.log(`  total ${seconds(Date.now() - started)}`);
}

/** Runs one command, its lines prefixed with `label`; resolves with whether it succeeded. */
function run(name, args, label) {
  return new Promise((resolve) => {
    const at = Date.now();
    const child = spawn('pnpm', args, { stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (label) {
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
    }
    child.on('close', (code) => {
      const ok = code === 0;
      done.push([name, Date.now() - at, ok]);
      resolve(ok);
    });
  });
}

/** Runs steps one after the other, stopping at the first failure. */
async function sequence(steps, label) {
  for (const [name, args] of steps) if (!(await run(name, args, label))) return false;
  return true;
}

function stopIf(ok) {
  if (ok) return;
  summary();
  process.exit(1);
}

const filters = (...names) => names.flatMap((name) => ['--filter', name]);

stopIf(
  await sequence([
    ['lint (biome)', ['lint']],
    ['dependency rule', ['check:deps']],
  ]),
);

const built = await Promise.all([
  sequence(
    [
      ['type check (tsc -b)', ['typecheck']],
      [
        'library builds (core, catalogue, api, ui)',
        [
          '-r',
          '--workspace-concurrency=1',
          ...filters('@attune/core', '@attune/catalogue', '@attune/api', '@attune/ui'),
          'build',
        ],
      ],
      ['publint', ['check:publint']],
    ],
    'types',
  ),
  sequence(
    [
      [
        'web app and Storybook builds',
        ['-r', '--workspace-concurrency=1', ...filters('@attune/web', '@attune/stories'), 'build'],
      ],
    ],
    'apps',
  ),
]);
stopIf(built.every(Boolean));

const tested = await Promise.all([
  sequence(
    [
      [
        'core, catalogue, api, ui and story tests',
        [
          '-r',
          '--workspace-concurrency=1',
          ...filters('@attune/core', '@attune/catalogue', '@attune/api', '@attune/ui', '@attune/stories'),
          'test',
        ],
      ],
    ],
    'libs',
  ),
  sequence(
    [
      [
        'server and web tests',
        ['-r', '--workspace-concurrency=1', ...filters('@attune/server', '@attune/web'), 'test'],
      ],
    ],
    'app',
  ),
]);
stopIf(tested.every(Boolean));
summary();
