#!/usr/bin/env node
/**
 * `pnpm test`: every check of the repository, once each, then a table of how long each took. Work that
 * does not depend on each other runs side by side, in lanes, because much of it waits on browsers,
 * servers and databases:
 *
 * 1. lint (Biome) and the core's dependency rule (seconds);
 * 2. together, in three lanes:
 *    - libs: type check of core, catalogue, api, ui and stories (`tsc -b`, their project references), then their
 *      tests (unit, property, jsdom and the stories in Chromium), then the server's suite;
 *    - app: the web app's build (from the TypeScript sources: it needs no library build), then at once the
 *      web app's tests (its browser journeys serve that build; vitest and the server's tsx need no type
 *      check), then the library builds (which copy the libs lane's declarations instead of type-checking
 *      again) and publint with attw;
 *    - types: once the libs lane's type check has passed, the type check of server and web (their own
 *      projects only; the libraries are already checked).
 *   The two longest suites (server, web) thus run side by side, each after the shorter work of its lane,
 *   and the lanes end at about the same time on a 2-core machine.
 *
 * The embedded database's templates (migrated, seeded: PGlite dumps) are made once for both lanes: both the
 * server's suite and the web journeys' setup read them from the folder named in `ATTUNE_TEST_TEMPLATES`,
 * and whichever comes first writes them (packages/server/test/support/templates.ts).
 *
 * The static Storybook is not built here: no test reads it (`pnpm build` builds it). Each lane's output is
 * printed with its name in front of every line. A lane stops at its first failure; the command then
 * waits for the other lanes, prints the table, repeats the lines that named a failure, and fails.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const started = Date.now();
// The run's database templates, shared by the server suite and the web journeys (inherited by every step).
const templates = mkdtempSync(join(tmpdir(), 'attune-test-templates-'));
process.env.ATTUNE_TEST_TEMPLATES = templates;
process.on('exit', () => rmSync(templates, { recursive: true, force: true }));
const done = [];
/** Step name -> the lines of its output that name a failure (printed again after the table). */
const failures = new Map();
const FAILURE_LINE = /\bFAIL\b|×|✗|AssertionError|Error:|Timed out|timed out|Unhandled/;
const MAX_FAILURE_LINES = 60;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function summary() {
  console.log('\nTest command summary');
  for (const [name, ms, ok, lane] of done)
    console.log(
      `  ${ok ? 'ok  ' : 'FAIL'} ${`${lane ? `[${lane}] ` : ''}${name}`.padEnd(48)} ${seconds(ms)}`,
    );
  console.log(`  total ${seconds(Date.now() - started)}`);
  // The lines that named a failure, again, so that the end of the output (all a CI log may keep) says
  // which test failed and why, not only which step.
  for (const [name, ms, ok, lane] of done) {
    const lines = failures.get(name);
    if (ok || !lines?.length) continue;
    console.log(`\nWhat failed in ${lane ? `[${lane}] ` : ''}${name} (${seconds(ms)}):`);
    for (const line of lines) console.log(`  ${line}`);
  }
}

/** Runs one command, its lines prefixed with `label`; resolves with whether it succeeded. */
function run(name, args, label) {
  return new Promise((resolve) => {
    const at = Date.now();
    const child = spawn('pnpm', args, { stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const failed = [];
    failures.set(name, failed);
    if (label) {
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on('line', (line) => {
          console.log(`[${label}] ${line}`);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the colours' escape codes
          const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
          if (!FAILURE_LINE.test(plain)) return;
          // The last ones: vitest's account of its failures comes at the end.
          failed.push(plain.slice(0, 300));
          if (failed.length > MAX_FAILURE_LINES) failed.shift();
        });
    }
    child.on('close', (code) => {
      const ok = code === 0;
      done.push([name, Date.now() - at, ok, label]);
      resolve(ok);
    });
  });
}

/**
 * Runs steps one after the other, stopping at the first failure. A step is `[name, pnpm arguments]`, or a
 * function returning a promise of whether to go on (waiting on the other lane).
 */
async function sequence(steps, label) {
  for (const step of steps) {
    const ok = typeof step === 'function' ? await step() : await run(step[0], step[1], label);
    if (!ok) return false;
  }
  return true;
}

function stopIf(ok) {
  if (ok) return;
  summary();
  process.exit(1);
}

const filters = (...names) => names.flatMap((name) => ['--filter', name]);
const tsc = (...projects) => ['exec', 'tsc', '-b', ...projects];

stopIf(
  await sequence([
    ['lint (biome)', ['lint']],
    ['dependency rule', ['check:deps']],
  ]),
);

// The libs lane's type check, after which the app's type check (server and web) starts: both refer to core
// and api, and two `tsc -b` writing one project's build info at once would race.
let libsChecked;
const libsTypeChecked = new Promise((resolve) => {
  libsChecked = resolve;
});

const lanes = await Promise.all([
  sequence(
    [
      async () => {
        const ok = await run(
          'type check: core, catalogue, api, ui, stories',
          tsc('packages/core', 'packages/catalogue', 'packages/api', 'packages/ui', 'stories'),
          'libs',
        );
        libsChecked(ok);
        return ok;
      },
      [
        'core, catalogue, api, ui and story tests',
        [
          '-r',
          '--workspace-concurrency=1',
          ...filters('@attune/core', '@attune/catalogue', '@attune/api', '@attune/ui', '@attune/stories'),
          'test',
        ],
      ],
      ['server tests', ['--filter', '@attune/server', 'test']],
    ],
    'libs',
  ).finally(() => libsChecked(false)),
  // The web's tests need no type check (vitest and the server's tsx strip types): they start as soon as
  // the app is built, and the type check of server and web runs beside them.
  sequence(
    [
      ['web app build', ['--filter', '@attune/web', 'build']],
      ['web tests (unit and journeys)', ['--filter', '@attune/web', 'test']],
      // The published packages, built from sources (their declarations copied from the libs lane's type
      // check) and checked as a consumer would get them: here rather than in the libs lane, which is longer.
      () => libsTypeChecked,
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
    'app',
  ),
  sequence(
    [() => libsTypeChecked, ['type check: server, web', tsc('packages/server', 'packages/web')]],
    'types',
  ),
]);
stopIf(lanes.every(Boolean));
// Whatever else the workspace's type check covers (the root's references), already built: a no-op unless
// a project was added to tsconfig.json without a lane above.
stopIf(await run('type check: workspace (tsc -b)', ['typecheck']));
summary();
