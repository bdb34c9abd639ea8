#!/usr/bin/env node
/**
 * Fails on durations written as numbers in the server's and the web app's sources (`packages/server/src`,
 * `packages/web/src`, tests excluded). A lifetime, window or back-off is a product rule: it is stated once,
 * in core, as a named constant (`CONFIRMATION_LIFETIME_MS`, `REPEAT_WINDOW_MS`, `MS_PER_DAY`, ...), and the
 * server and the web import it. What this finds:
 *
 * - a product of number literals with a time factor (24, 60, 1000, 3600, 60_000, 86_400, 3_600_000,
 *   86_400_000), e.g. `3 * 24 * 60 * 60 * 1000`, `15 * 60 * 1000`, `2 * 60_000`, `24 * 60 * 60`;
 * - a literal that is itself a minute, hour, day or week in milliseconds or seconds (`60_000`,
 *   `3_600_000`, `86_400_000`, `604_800_000`, `3600`, `86400`, `604800`), however its digits are grouped.
 *
 * A number that is not a rule (a network timeout, a benchmark's pause, a cache's size) may stay where it is
 * with the reason on the same line or the line above: `// time-literal-ok: <why it is not a rule>`. A
 * marker without a reason does not count.
 *
 * Usage: node scripts/check-time-literals.mjs [file or folder]... (default: the two folders above).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = process.argv.slice(2).length
  ? process.argv.slice(2).map((target) => path.resolve(target))
  : ['packages/server/src', 'packages/web/src'].map((folder) => path.join(root, folder));

const TIME_FACTORS = new Set([24, 60, 1000, 3600, 60_000, 86_400, 3_600_000, 86_400_000]);
const DURATIONS = new Set([60_000, 3_600_000, 86_400_000, 604_800_000, 3600, 86_400, 604_800]);
const ALLOW = /time-literal-ok:\s*\S/;
const NUMBER = String.raw`\d[\d_]*(?:\.\d+)?`;
const PRODUCT = new RegExp(String.raw`(?<![\w.])${NUMBER}(?:\s*\*\s*${NUMBER})+(?![\w.])`, 'g');
const LITERAL = new RegExp(String.raw`(?<![\w.])${NUMBER}(?![\w.])`, 'g');

const value = (literal) => Number(literal.replaceAll('_', ''));

/** The source with comments and string contents blanked (same length per line), so lines keep their numbers. */
function code(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const two = text.slice(i, i + 2);
    if (two === '//') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (two === '/*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (text[i] === "'" || text[i] === '"') {
      const quote = text[i];
      out += quote;
      i++;
      while (i < text.length && text[i] !== quote && text[i] !== '\n') {
        if (text[i] === '\\') {
          out += ' ';
          i++;
        }
        out += ' ';
        i++;
      }
      if (i < text.length) out += text[i++];
    } else {
      out += text[i++];
    }
  }
  return out;
}

/** The time literals of one file: `{ line, text }` for each that is not allowed. */
export function timeLiterals(text) {
  const found = [];
  const lines = text.split('\n');
  const stripped = code(text).split('\n');
  stripped.forEach((line, index) => {
    const allowed = ALLOW.test(lines[index] ?? '') || ALLOW.test(lines[index - 1] ?? '');
    if (allowed) return;
    const hits = [];
    for (const match of line.matchAll(PRODUCT)) {
      const factors = match[0].split('*').map((factor) => value(factor.trim()));
      if (factors.some((factor) => TIME_FACTORS.has(factor))) hits.push(match);
    }
    for (const match of line.matchAll(LITERAL)) {
      const inProduct = hits.some(
        (hit) => match.index >= hit.index && match.index < hit.index + hit[0].length,
      );
      if (!inProduct && DURATIONS.has(value(match[0]))) hits.push(match);
    }
    for (const hit of hits) found.push({ line: index + 1, text: hit[0] });
  });
  return found;
}

function files(target) {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return fs.readdirSync(target, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$|\.test-d\.ts$|\.d\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = targets
    .flatMap(files)
    .flatMap((file) =>
      timeLiterals(fs.readFileSync(file, 'utf8')).map(
        (hit) => `${path.relative(root, file)}:${hit.line}: ${hit.text}`,
      ),
    );
  if (problems.length > 0) {
    console.error(
      'Durations written as numbers (state the rule in core as a named constant and import it, or mark a\n' +
        'number that is not a rule with `// time-literal-ok: <why>`):\n  ' +
        problems.join('\n  '),
    );
    process.exit(1);
  }
  console.log(
    `check-time-literals: no durations written as numbers in ${targets.map((t) => path.relative(root, t)).join(', ')}`,
  );
}
