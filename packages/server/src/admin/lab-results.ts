/**
 * The lab's admin commands, against a running server (see `admin.ts`):
 *
 *   admin food-sensitivity ship --child <id>        the kit was mailed to the family
 *   admin food-sensitivity received --child <id>    the lab received the hair sample
 *   admin food-sensitivity-results --child <id> --file <results.json>
 *
 * The last enters a child's hair-test results from the lab (a JSON array of `{ panel, name, level }`:
 * panel `food`, `nutrition_deficiencies`, `environmental_sensitivities` or `heavy_metals`; level 0-4).
 * Each moves the kit on by core's order (a step out of turn is refused, 422) and tells the family. Configured
 * by ATTUNE_URL (default http://127.0.0.1:3000) and ADMIN_TOKEN (the server's own). A relative `--file` is
 * read from where the command was typed (pnpm's INIT_CWD, else the process's working directory), never
 * from packages/server; a file that cannot be read or is not JSON, or a server that does not answer, is
 * said in one line (exit code 1), without a stack trace.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = [
  'Usage: admin food-sensitivity ship --child <id>',
  '       admin food-sensitivity received --child <id>',
  '       admin food-sensitivity-results --child <id> --file <results.json>',
].join('\n');

/** The staff step each subcommand of `food-sensitivity` takes. */
const STAFF_STEPS: Readonly<Record<string, 'ship' | 'receive'>> = { ship: 'ship', received: 'receive' };

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
  const step = command === 'food-sensitivity' ? STAFF_STEPS[rest[0] ?? ''] : undefined;
  if (command !== 'food-sensitivity-results' && !step) {
    out(USAGE);
    return 2;
  }
  if (!token) {
    out('ADMIN_TOKEN is not set (use the server’s own).');
    return 2;
  }
  const { values } = parseArgs({
    args: step ? rest.slice(1) : [...rest],
    options: { child: { type: 'string' }, file: { type: 'string' } },
  });
  if (!values.child || (!step && !values.file)) {
    out(USAGE);
    return 2;
  }
  let body: unknown;
  if (step) {
    body = { child_id: Number(values.child), state_action: step };
  } else {
    const path = resolve(cwd, values.file ?? '');
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      const code = (error as { code?: string }).code;
      out(
        `--file ${path}: ${code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? 'unreadable'})`}`,
      );
      return 1;
    }
    try {
      body = { child_id: Number(values.child), items: JSON.parse(text) as unknown };
    } catch (error) {
      out(`--file ${path}: is not JSON (${(error as Error).message})`);
      return 1;
    }
  }
  let response: Response;
  try {
    response = await fetch(`${base}/admin/${step ? 'food_sensitivity_states' : 'food_sensitivity_results'}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    out(`The server at ${base} did not answer (is it running? ATTUNE_URL names another).`);
    return 1;
  }
  out(`${response.status} ${await response.text()}`);
  return response.ok ? 0 : 1;
}
