/**
 * The staff's commands as staff type them: `admin food-sensitivity-results --file` reads a relative file
 * from where the command was typed (pnpm's INIT_CWD, else the working directory; never packages/server),
 * and a missing or broken file is said in one line without a stack trace (each run as its own process,
 * as pnpm runs it); an access code made without `--expires-in-days` expires after core's default and the
 * command says so; `pnpm start` builds the web app only when its sources changed (the build-if-stale
 * script), so a start with nothing changed does not rebuild.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_CODE_DEFAULT_EXPIRY_DAYS, MS_PER_DAY } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClinicAdmin } from '../src/admin/clinic-admin';
import { accessCodes, foodSensitivityResults } from '../src/db/schema';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(packageDir, '../..');
const ADMIN_TOKEN = 'test-admin-token-commands-0123456789';

/** Runs `pnpm --filter @attune/server admin ...` as pnpm does: in packages/server, with the caller's INIT_CWD. */
function admin(args: readonly string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      ['--conditions=@attune/source', '--import', 'tsx', 'src/admin/admin.ts', ...args],
      { cwd: packageDir, env: { ...process.env, ...env } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe.each(engines)('staff commands (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  let childId: number;
  let caller: string;

  beforeAll(async () => {
    harness = await startHarness(engine, { adminToken: ADMIN_TOKEN });
    ({ token } = await harness.family('staff-commands'));
    const added = await harness.call('POST', '/v1/patients', {
      token,
      body: { patient: { name: 'Tess', birthday: birthdayYearsAgo(harness.clock, 7), gender: 'female' } },
    });
    childId = (added.json as { patient: { id: number } }).patient.id;
    // The kit was ordered (how it is ordered is the tools' test); staff now enter the lab's results.
    // Results are entered once the lab has received the sample (core's kit order).
    await harness.server.ctx.db.insert(foodSensitivityResults).values({ childId, state: 'received' });
    caller = mkdtempSync(join(tmpdir(), 'attune-staff-'));
    mkdirSync(join(caller, 'lab'));
    writeFileSync(
      join(caller, 'lab', 'results.json'),
      JSON.stringify([{ panel: 'food', name: 'Egg white', level: 2 }]),
    );
    writeFileSync(join(caller, 'broken.json'), '[{ "panel": ');
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(caller, { recursive: true, force: true });
  });

  it('food-sensitivity-results reads a relative --file from the caller’s directory (INIT_CWD)', async () => {
    const env = { ADMIN_TOKEN, ATTUNE_URL: harness.url, INIT_CWD: caller };
    const run = await admin(
      ['food-sensitivity-results', '--child', String(childId), '--file', 'lab/results.json'],
      env,
    );
    expect(`${run.code} ${run.stderr}${run.stdout}`).toMatch(/^0 20\d /);
    expect(run.stdout).toMatch(/^20\d /);
    const [row] = await harness.server.ctx.db
      .select()
      .from(foodSensitivityResults)
      .where(eq(foodSensitivityResults.childId, childId));
    expect(row?.items.map((item) => item.name)).toEqual(['Egg white']);
  });

  it('a missing or broken --file is said in one line naming the file, exit code 1, no stack trace', async () => {
    const env = { ADMIN_TOKEN, ATTUNE_URL: harness.url, INIT_CWD: caller };
    const missing = await admin(
      ['food-sensitivity-results', '--child', String(childId), '--file', 'nope.json'],
      env,
    );
    expect(missing.code).toBe(1);
    expect(`${missing.stdout}${missing.stderr}`.trim()).toBe(
      `--file ${join(caller, 'nope.json')}: no such file`,
    );
    const broken = await admin(
      ['food-sensitivity-results', '--child', String(childId), '--file', 'broken.json'],
      env,
    );
    expect(broken.code).toBe(1);
    const said = `${broken.stdout}${broken.stderr}`.trim();
    expect(said.split('\n')).toHaveLength(1);
    expect(said).toMatch(new RegExp(`^--file ${join(caller, 'broken.json')}: is not JSON`));
    expect(said).not.toMatch(/\n\s+at /);
  });

  it('an access code made without --expires-in-days expires after core’s default, and the command says so', async () => {
    const said = await runClinicAdmin(harness.server.ctx, ['access-code', 'create', '--code', '480213']);
    expect(said).toContain(`the default of ${ACCESS_CODE_DEFAULT_EXPIRY_DAYS} days`);
    const [row] = await harness.server.ctx.db
      .select()
      .from(accessCodes)
      .where(eq(accessCodes.code, '480213'));
    expect(row?.expiresAt?.getTime()).toBe(
      harness.clock.now().getTime() + ACCESS_CODE_DEFAULT_EXPIRY_DAYS * MS_PER_DAY,
    );
    expect(said).toContain(`expires: ${row?.expiresAt?.toISOString()}`);
    const chosen = await runClinicAdmin(harness.server.ctx, [
      'access-code',
      'create',
      '--code',
      '480214',
      '--expires-in-days',
      '7',
    ]);
    expect(chosen).not.toContain('default');
    const [seven] = await harness.server.ctx.db
      .select()
      .from(accessCodes)
      .where(eq(accessCodes.code, '480214'));
    expect(seven?.expiresAt?.getTime()).toBe(harness.clock.now().getTime() + 7 * MS_PER_DAY);
  });
});

describe('pnpm start', () => {
  it('builds the web app through build-if-stale, which does not rebuild when nothing changed', async () => {
    const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(root.scripts.start).toContain('node packages/web/scripts/build-if-stale.mjs');
    expect(root.scripts.start).not.toContain('@attune/web build');
    // With dist/ newer than every source, the script says so and builds nothing.
    const index = join(repoRoot, 'packages/web/dist/index.html');
    let before: { atime: Date; mtime: Date } | null = null;
    try {
      before = statSync(index);
    } catch {
      mkdirSync(dirname(index), { recursive: true });
      writeFileSync(index, '<!doctype html>');
    }
    const future = new Date(Date.now() + 365 * MS_PER_DAY);
    utimesSync(index, future, future);
    try {
      const run = await new Promise<{ code: number; stdout: string }>((done) => {
        execFile(
          process.execPath,
          ['packages/web/scripts/build-if-stale.mjs'],
          { cwd: repoRoot },
          (error, stdout) => done({ code: error ? Number(error.code ?? 1) : 0, stdout }),
        );
      });
      expect(run).toEqual({ code: 0, stdout: 'web: dist/ is newer than its sources; not rebuilding\n' });
    } finally {
      if (before) utimesSync(index, before.atime, before.mtime);
      else rmSync(index);
    }
  });
});
