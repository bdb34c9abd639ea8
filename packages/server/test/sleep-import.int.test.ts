/**
 * The nights a child's Fitbit measured, over real HTTP against a fake Fitbit (never the real one):
 * reading `children/{id}/sleep_interventions` imports them (pull on read, at most every 15 minutes per
 * child, each log once), a refused token asks for a new link, and a failing Fitbit never fails the read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../src/context';
import { fitbitProvider } from '../src/sleep/sleep-device-provider';
import { type FakeFitbit, type FitbitSleepLog, startFakeFitbit } from './support/fake-fitbit';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

type Sleep = {
  id: number;
  source: string;
  start_time: string;
  end_time: string | null;
  minutes_asleep: number | null;
  night: string | null;
  bedtime: string | null;
  wake_time: string | null;
};

const FAMILY_ZONE = 'America/New_York';
/** 07:00 on 2026-11-21 in New York. */
const START = new Date('2026-11-21T12:00:00Z');
const MINUTE = 60_000;

const night = (
  logId: number,
  start: string,
  end: string,
  minutesAsleep: number,
  more: Partial<FitbitSleepLog> = {},
): FitbitSleepLog => ({
  logId,
  dateOfSleep: end.slice(0, 10),
  startTime: `${start}:00.000`,
  endTime: `${end}:00.000`,
  minutesAsleep,
  timeInBed: minutesAsleep + 30,
  isMainSleep: true,
  type: 'stages',
  ...more,
});

describe.each(engines)('sleep imported from the child’s Fitbit (%s)', (engine) => {
  let harness: Harness;
  let fitbit: FakeFitbit;
  let token: string;
  let stranger: string;
  let childId: number;
  let fitbitToken: string;
  const errors: string[] = [];
  const logger: Logger = { info: () => {}, error: (line) => errors.push(line) };
  const call = (method: string, path: string, body?: unknown, as: string | null = token) =>
    harness.call(method, path, { token: as, body, headers: { 'X-Time-Zone': FAMILY_ZONE } });
  const sleeps = async (as: string = token) => {
    const response = await call('GET', `/v1/children/${childId}/sleep_interventions`, undefined, as);
    expect(response.status).toBe(200);
    return (response.json as { sleeps: Sleep[] }).sleeps;
  };
  const device = async () =>
    (
      (await call('GET', `/v1/children/${childId}/sleep_device`)).json as {
        sleep_device: { status: string } | null;
      }
    ).sleep_device;
  const advanceMinutes = (minutes: number) =>
    harness.clock.set(new Date(harness.clock.now().getTime() + minutes * MINUTE));
  /** Links the child's Fitbit through OAuth at the fake provider; the token it handed out. */
  const link = async () => {
    const started = await call('POST', `/v1/children/${childId}/sleep_device`, {
      service: 'fitbit',
      redirect_uri: `${harness.url}/oauth_callback/fitbit`,
    });
    expect(started.status).toBe(200);
    const atProvider = await fetch((started.json as { authorize_url: string }).authorize_url, {
      redirect: 'manual',
    });
    const hash = new URLSearchParams(new URL(atProvider.headers.get('location') ?? '').hash.slice(1));
    const linked = await call('POST', '/v1/sleep_device_links', {
      child_id: childId,
      service: 'fitbit',
      state: hash.get('state'),
      access_token: hash.get('access_token'),
    });
    expect(linked.status).toBe(201);
    return hash.get('access_token') ?? '';
  };

  beforeAll(async () => {
    fitbit = await startFakeFitbit();
    harness = await startHarness(engine, { sleepDeviceProvider: fitbitProvider(fitbit.env), logger });
    harness.clock.set(START);
    ({ token } = await harness.family('sleeper'));
    ({ token: stranger } = await harness.family('stranger'));
    const added = await call('POST', '/v1/patients', {
      patient: { name: 'Noa', birthday: birthdayYearsAgo(harness.clock, 7), gender: 'female' },
    });
    childId = (added.json as { patient: { id: number } }).patient.id;
    const products = (await call('GET', '/v1/products')).json as { products: { id: number; name: string }[] };
    const bought = await call('POST', '/v1/payment/purchases', {
      payment: {
        product_id: products.products.find((each) => each.name === 'sleep')?.id,
        stripe_token: 'tok_visa',
      },
      child_id: childId,
    });
    expect(bought.status).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
    await fitbit?.close();
  });

  it('answers no device nights and calls no one while no Fitbit is linked', async () => {
    expect(await sleeps()).toEqual([]);
    expect(fitbit.sleepCalls()).toBe(0);
  });

  it("imports the last 30 days' main sleeps on the first read, on the family's clock; naps and older nights stay out", async () => {
    fitbitToken = await link();
    expect(await device()).toMatchObject({ service: 'fitbit', status: 'linked' });
    fitbit.addSleeps(fitbitToken, [
      night(5001, '2026-11-19T20:30', '2026-11-20T06:45', 580),
      night(5002, '2026-11-20T14:00', '2026-11-20T15:00', 55, { isMainSleep: false }),
      night(4001, '2026-10-10T20:00', '2026-10-11T07:00', 600),
    ]);
    const first = await sleeps();
    expect(fitbit.sleepCalls(fitbitToken)).toBe(1);
    expect(fitbit.sleepRanges.at(-1)).toEqual({ from: '2026-10-22', to: '2026-11-21' });
    expect(first).toEqual([
      {
        id: expect.any(Number),
        child_id: childId,
        source: 'device',
        // 20:30 and 06:45 in New York (UTC-5 in November).
        start_time: '2026-11-20T01:30:00.000Z',
        end_time: '2026-11-20T11:45:00.000Z',
        minutes_asleep: 580,
        night: '2026-11-19',
        bedtime: '20:30',
        wake_time: '06:45',
        night_wakings: null,
      },
    ]);
    // The check-ins are apart: a device night is not a check-in.
    const checkins = await call('GET', `/v1/children/${childId}/sleep_checkins`);
    expect((checkins.json as { sleeps: Sleep[] }).sleeps).toEqual([]);
  });

  it('reads again at once from what is stored: no second call to Fitbit, no duplicate', async () => {
    const before = await sleeps();
    const again = await sleeps();
    expect(again).toEqual(before);
    expect(fitbit.sleepCalls(fitbitToken)).toBe(1);
  });

  it('16 minutes on, one of several reads at once imports the new night; a night imported again stays one row', async () => {
    const [stored] = await sleeps();
    advanceMinutes(16);
    fitbit.addSleeps(fitbitToken, [
      // Fitbit finished the night after the first import: 5001 has more minutes now.
      night(5001, '2026-11-19T20:30', '2026-11-20T06:45', 590),
      night(5003, '2026-11-20T21:05', '2026-11-21T06:55', 560),
    ]);
    const answers = await Promise.all([sleeps(), sleeps(), sleeps()]);
    expect(fitbit.sleepCalls(fitbitToken)).toBe(2);
    // From the last imported night, asked again.
    expect(fitbit.sleepRanges.at(-1)).toEqual({ from: '2026-11-19', to: '2026-11-21' });
    const after = await sleeps();
    expect(after.map((each) => [each.night, each.bedtime, each.wake_time, each.minutes_asleep])).toEqual([
      ['2026-11-20', '21:05', '06:55', 560],
      ['2026-11-19', '20:30', '06:45', 590],
    ]);
    expect(after[1]?.id).toBe(stored?.id);
    for (const answer of answers) expect(answer.length === 1 || answer.length === 2).toBe(true);
  });

  it('a Fitbit that fails (500) does not fail the read: the stored nights are answered, one line logged', async () => {
    advanceMinutes(16);
    fitbit.failSleeps(500);
    errors.length = 0;
    const calls = fitbit.sleepCalls(fitbitToken);
    const answered = await sleeps();
    expect(answered).toHaveLength(2);
    expect(fitbit.sleepCalls(fitbitToken)).toBe(calls + 1);
    const lines = errors.filter((line) => line.includes('sleep import'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('500');
    expect(lines[0]).not.toContain(fitbitToken);
    expect(lines[0]).not.toContain('Noa');
    // Still throttled after a failure; still linked.
    expect(await sleeps()).toHaveLength(2);
    expect(fitbit.sleepCalls(fitbitToken)).toBe(calls + 1);
    expect(await device()).toMatchObject({ status: 'linked' });
    fitbit.failSleeps(null);
  });

  it('a token Fitbit refuses (401) asks for a new link, keeps the stored nights, and calls Fitbit no more until relinked', async () => {
    advanceMinutes(16);
    fitbit.revoke(fitbitToken);
    const calls = fitbit.sleepCalls();
    expect(await sleeps()).toHaveLength(2);
    expect(fitbit.sleepCalls()).toBe(calls + 1);
    expect(await device()).toMatchObject({ service: 'fitbit', status: 'relink_needed' });
    advanceMinutes(16);
    expect(await sleeps()).toHaveLength(2);
    expect(fitbit.sleepCalls()).toBe(calls + 1);

    // Linked again: the next read imports at once with the new token.
    fitbitToken = await link();
    expect(await device()).toMatchObject({ status: 'linked' });
    fitbit.addSleeps(fitbitToken, [night(5004, '2026-11-20T21:05', '2026-11-21T06:55', 565)]);
    const after = await sleeps();
    expect(fitbit.sleepCalls(fitbitToken)).toBe(1);
    expect(after.map((each) => [each.night, each.minutes_asleep])).toEqual([
      ['2026-11-20', 565],
      ['2026-11-19', 590],
    ]);
  });

  it("another family's child is 404, and Fitbit is not called for it", async () => {
    advanceMinutes(16);
    const calls = fitbit.sleepCalls();
    const refused = await call('GET', `/v1/children/${childId}/sleep_interventions`, undefined, stranger);
    expect(refused.status).toBe(404);
    expect(fitbit.sleepCalls()).toBe(calls);
  });
});
