/**
 * The lab's admin command, against a running server (see `admin.ts`):
 *
 *   admin food-sensitivity-results --child <id> --file <results.json>
 *
 * enters a child's hair-test results from the lab (a JSON array of `{ panel, name, level }`: panel
 * `food`, `nutrition_deficiencies`, `environmental_sensitivities` or `heavy_metals`; level 0-4); the
 * family then sees them. Configured by ATTUNE_URL (default http://127.0.0.1:3000) and ADMIN_TOKEN (the
 * server's own). A relative `--file` is read from where the command was typed (pnpm's INIT_CWD, else the
 * process's working directory), never from packages/server; a file that cannot be read or is not JSON
 * is said in one line (exit code 1), without a stack trace.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Runs one admin command; answers the process's exit code. `cwd` is where the command was typed (a
 * relative `--file` is read from there): INIT_CWD in `env` when pnpm ran it, else `process.cwd()`.
 */
export async function runLabAdmin(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  out: (line: string) => void = console.log,
  cwd: string = env.INIT_CWD ?? process.cwd(),
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
  const path = resolve(cwd, values.file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    out(`--file ${path}: ${code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? 'unreadable'})`}`);
    return 1;
  }
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch (error) {
    out(`--file ${path}: is not JSON (${(error as Error).message})`);
    return 1;
  }
  let response: Response;
  try {
    response = await fetch(`${base}/admin/food_sensitivity_results`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ child_id: Number(values.child), items }),
    });
  } catch {
    out(`The server at ${base} did not answer (is it running? ATTUNE_URL names another).`);
    return 1;
  }
  out(`${response.status} ${await response.text()}`);
  return response.ok ? 0 : 1;
}
