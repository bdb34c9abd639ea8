#!/usr/bin/env node
/**
 * The browser journeys and `pnpm start` serve the built app (`dist/`). Build it only when something it is
 * built from is newer than `dist/index.html`: after the workspace build (`pnpm test` at the root builds
 * everything first) nothing is rebuilt, `pnpm start` with nothing changed starts at once, while
 * `pnpm --filter @attune/web test` after an edit still tests the edit. Vite is run by node directly, so
 * the script works from any caller (pnpm's scripts, or `node packages/web/scripts/build-if-stale.mjs`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = path.resolve(web, '..');
const built = path.join(web, 'dist', 'index.html');
const inputs = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'scripts'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  ...['core', 'api', 'ui'].flatMap((name) => [
    path.join(packages, name, 'src'),
    path.join(packages, name, 'package.json'),
  ]),
];

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, child)));
  return latest;
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const changedAt = Math.max(...inputs.map(newest));
if (builtAt > changedAt) {
  console.log('web: dist/ is newer than its sources; not rebuilding');
} else {
  console.log(
    builtAt ? 'web: sources changed since the last build; building' : 'web: no build yet; building',
  );
  execFileSync(process.execPath, [path.join(web, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: web,
    stdio: 'inherit',
  });
}
