/**
 * The lab's admin command, against a running server (see `admin.ts`):
 *
 *   admin food-sensitivity-results --child <id> --file <results.json>
 *
 * enters a child's hair-test results from the lab (a JSON array of `{ panel, name, level }`: panel
 * `food`, `nutrition_deficiencies`, `environmental_sensitivities` or `heavy_metals`; level 0-4); the
 * family then sees them. Configured by ATTUNE_URL (default http://127.0.0.1:3000) and ADMIN_TOKEN (the
 * server's own).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** Runs one admin command; answers the process's exit code. */
export async function runLabAdmin(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  out: (line: string) => void = console.log,
): Promise<number> {
  const [command, ...rest] = argv;
  const token = env.ADMIN_TOKEN;
  const base = (env.ATTUNE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  if (command !== 'food-sensitivity-results') {
    out('Usage: admin food-sensitivity-results --child <id> --file <results.json>');
    return 2;
  }
  if (!token) {
    out('ADMIN_TOKEN is not set (use the server’s own).');
    return 2;
  }
  const { values } = parseArgs({
    args: [...rest],
    options: { child: { type: 'string' }, file: { type: 'string' } },
  });
  if (!values.child || !values.file) {
    out('Usage: admin food-sensitivity-results --child <id> --file <results.json>');
    return 2;
  }
  const items: unknown = JSON.parse(readFileSync(values.file, 'utf8'));
  const response = await fetch(`${base}/admin/food_sensitivity_results`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ child_id: Number(values.child), items }),
  });
  out(`${response.status} ${await response.text()}`);
  return response.ok ? 0 : 1;
}
