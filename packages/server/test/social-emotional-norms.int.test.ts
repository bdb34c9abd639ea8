/**
 * Honest Social + Emotional scores over real HTTP: without a norms table the check-in is read as raw
 * totals out of their maximum (no percentile, no band, the reason given); with the test norms table
 * (test/fixtures/social-emotional-norms.json) percentiles and bands come from the table of the child's
 * age band, and a child outside every band is read raw. A bad norms file stops `main.ts` with one line.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESSA_AREAS, dessaAreaOf } from '@attune/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSocialEmotionalNorms, NormsConfigurationError } from '../src/insights/social-emotional-norms';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NORMS_FILE = join(packageDir, 'test/fixtures/social-emotional-norms.json');

/** Decision making answered 4 (36 of 36), self-awareness 0, every other area 2 (18 of 36). */
const wanted = (area: string | null) => (area === 'decision_making' ? 4 : area === 'self_awareness' ? 0 : 2);

async function checkIn(harness: Harness, token: string, years: number) {
  const call = (method: string, path: string, body?: unknown) => harness.call(method, path, { token, body });
  const added = await call('POST', '/v1/patients', {
    patient: { name: `Kid${years}`, birthday: birthdayYearsAgo(harness.clock, years), gender: 'female' },
  });
  expect(added.status).toBe(200);
  const childId = (added.json as { patient: { id: number } }).patient.id;
  const list = (await call('GET', '/v1/questionnaires')).json as {
    questionnaires: {
      id: number;
      kind: string;
      questions: { id: number; question_responses: { id: number; value: number }[] }[];
    }[];
  };
  const dessa = list.questionnaires.find((q) => q.kind === 'dessa');
  const submitted = await call('POST', '/v1/assessments', {
    patient_id: childId,
    questionnaire_id: dessa?.id,
    questionnaire_responses: dessa?.questions.map((question, index) => ({
      question_id: question.id,
      question_response_id: question.question_responses.find(
        (r) => r.value === wanted(dessaAreaOf(`dessa_${index + 1}`)),
      )?.id,
    })),
  });
  expect(submitted.status).toBeLessThan(300);
  const read = await call('GET', `/v1/children/${childId}/social_emotional`);
  expect(read.status).toBe(200);
  return (read.json as { social_emotional: Record<string, unknown> & { areas: Record<string, unknown>[] } })
    .social_emotional;
}

describe.each(engines)('Social + Emotional without norms (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  beforeAll(async () => {
    harness = await startHarness(engine, { socialEmotionalNorms: null });
    ({ token } = await harness.family('no-norms'));
  });
  afterAll(async () => harness?.close());

  it('reads raw totals out of the maximum with their share, and never a percentile or a band', async () => {
    const reading = await checkIn(harness, token, 8);
    expect(reading).toMatchObject({
      scoring: 'raw',
      reason: 'no_norms',
      overall: { raw: 144, max: 288, share: 50 },
    });
    expect(JSON.stringify(reading)).not.toMatch(/percentile|band/);
    expect(reading.areas.map((area) => area.area)).toEqual([...DESSA_AREAS]);
    const byArea = Object.fromEntries(reading.areas.map((area) => [area.area, area]));
    expect(byArea.decision_making).toEqual({
      area: 'decision_making',
      raw: 36,
      max: 36,
      share: 100,
      answered: 9,
    });
    expect(byArea.self_awareness).toMatchObject({ raw: 0, max: 36, share: 0 });
    expect(byArea.relationship_skills).toMatchObject({ raw: 18, max: 36, share: 50 });
  });
});

describe.each(engines)('Social + Emotional with the test norms table (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  beforeAll(async () => {
    harness = await startHarness(engine, { socialEmotionalNorms: loadSocialEmotionalNorms(NORMS_FILE) });
    ({ token } = await harness.family('norms'));
  });
  afterAll(async () => harness?.close());

  it('reads percentiles and bands from the table of the child’s age band', async () => {
    const young = await checkIn(harness, token, 8);
    expect(young).toMatchObject({
      scoring: 'norms',
      overall: { raw: 144, max: 288, percentile: 45, band: 'typical' },
    });
    const byArea = Object.fromEntries(young.areas.map((area) => [area.area, area]));
    expect(byArea.decision_making).toEqual({
      area: 'decision_making',
      raw: 36,
      max: 36,
      percentile: 97,
      band: 'strength',
      answered: 9,
    });
    expect(byArea.self_awareness).toMatchObject({ raw: 0, percentile: 1, band: 'need' });
    expect(byArea.relationship_skills).toMatchObject({ raw: 18, percentile: 40, band: 'typical' });
    // An 11-year-old is read against the 11-13 band's tables.
    const older = await checkIn(harness, token, 11);
    expect(older).toMatchObject({ scoring: 'norms', overall: { raw: 144, percentile: 1, band: 'need' } });
    expect(older.areas.find((area) => area.area === 'decision_making')).toMatchObject({ percentile: 95 });
  });
});

describe('the norms file is checked at start', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'attune-norms-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a missing file, a file that is not JSON, and a table whose percentile goes down', () => {
    expect(() => loadSocialEmotionalNorms(join(dir, 'missing.json'))).toThrow(/no such file/);
    writeFileSync(join(dir, 'broken.json'), '{ not json');
    expect(() => loadSocialEmotionalNorms(join(dir, 'broken.json'))).toThrow(NormsConfigurationError);
    const down = JSON.parse(JSON.stringify(loadSocialEmotionalNorms(NORMS_FILE)));
    down.age_bands[0].areas.self_awareness[2].percentile = 5;
    writeFileSync(join(dir, 'down.json'), JSON.stringify(down));
    expect(() => loadSocialEmotionalNorms(join(dir, 'down.json'))).toThrow(
      /age_bands\.0\.areas\.self_awareness\.2\.percentile: percentiles must not go down/,
    );
  });

  it('a bad file stops `pnpm start` with one line naming the file, and no stack trace', async () => {
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ instrument: 'dessa', source: 'x', age_bands: [] }));
    const child = spawn(process.execPath, ['--conditions=@attune/source', '--import', 'tsx', 'src/main.ts'], {
      cwd: packageDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        STATIC_DIR: '/nonexistent',
        DATABASE_URL: '',
        DATA_DIR: join(dir, 'data'),
        PORT: '0',
        SOCIAL_EMOTIONAL_NORMS_FILE: join(dir, 'bad.json'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      `SOCIAL_EMOTIONAL_NORMS_FILE ${join(dir, 'bad.json')}: is not a valid norms table: age_bands: Too small: expected array to have >=1 items`,
    ]);
    expect(output).not.toMatch(/listening on|\n\s+at /);
  });
});
