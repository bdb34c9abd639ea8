import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { calendarDayArb } from '../testing';
import {
  type DeviceNight,
  nightsToImport,
  SLEEP_IMPORT_FIRST_DAYS,
  SLEEP_IMPORT_INTERVAL_MS,
  SLEEP_IMPORT_MAX_DAYS,
  sleepImportDue,
  sleepImportRange,
} from './sleep-import.logic';

const log = (overrides: Partial<DeviceNight> = {}): DeviceNight => ({
  logId: '1001',
  dateOfSleep: '2026-11-21',
  startTime: '2026-11-20T20:14:30.000',
  endTime: '2026-11-21T06:40:00.000',
  minutesAsleep: 590,
  timeInBed: 625,
  isMainSleep: true,
  ...overrides,
});

const pad = (n: number) => String(n).padStart(2, '0');
/** A device log: a bedtime on some day, 1 to 16 hours in bed, main sleep or nap. */
const logArb: fc.Arbitrary<DeviceNight> = fc
  .record({
    logId: fc.integer({ min: 1, max: 40 }).map(String),
    day: calendarDayArb({ min: '2026-01-01', max: '2026-01-20' }),
    startMinute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    inBed: fc.integer({ min: 60, max: 16 * 60 }),
    asleep: fc.integer({ min: 0, max: 16 * 60 }),
    isMainSleep: fc.boolean(),
  })
  .map(({ logId, day, startMinute, inBed, asleep, isMainSleep }) => {
    const at = (minute: number) => {
      const d = addDays(day, Math.floor(minute / 1440));
      const m = minute % 1440;
      return `${d}T${pad(Math.floor(m / 60))}:${pad(m % 60)}:00.000`;
    };
    const end = at(startMinute + inBed);
    return {
      logId,
      dateOfSleep: end.slice(0, 10),
      startTime: at(startMinute),
      endTime: end,
      minutesAsleep: Math.min(asleep, inBed),
      timeInBed: inBed,
      isMainSleep,
    };
  });

describe('importing the nights a sleep device measured', () => {
  it('is due when never imported or 15 minutes after the last import, not before', () => {
    const now = new Date('2026-11-21T08:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(SLEEP_IMPORT_INTERVAL_MS).toBe(15 * 60 * 1000);
    expect(sleepImportDue(null, now)).toBe(true);
    expect(sleepImportDue(ago(0), now)).toBe(false);
    expect(sleepImportDue(ago(14 * 60 * 1000), now)).toBe(false);
    expect(sleepImportDue(ago(15 * 60 * 1000), now)).toBe(true);
    expect(sleepImportDue(ago(16 * 60 * 1000), now)).toBe(true);
    // Stamped by a clock far ahead: does not block imports for good.
    expect(sleepImportDue(ago(-60 * 60 * 1000), now)).toBe(true);
  });

  it('asks for 30 days on the first import, then from the last imported night, up to today', () => {
    expect(sleepImportRange(null, '2026-11-21')).toEqual({ from: '2026-10-22', to: '2026-11-21' });
    expect(sleepImportRange('2026-11-19', '2026-11-21')).toEqual({ from: '2026-11-19', to: '2026-11-21' });
    // A night long ago: at most 100 days; a night after today (another clock): today only.
    expect(sleepImportRange('2025-01-01', '2026-11-21')).toEqual({ from: '2026-08-14', to: '2026-11-21' });
    expect(sleepImportRange('2026-11-25', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
  });

  it("keeps main sleeps as nights of the bedtime's day, with bed and wake times as a check-in has them", () => {
    expect(nightsToImport([log()])).toEqual([
      {
        logId: '1001',
        night: '2026-11-20',
        bedDay: '2026-11-20',
        bedtime: '20:14',
        wakeDay: '2026-11-21',
        wakeTime: '06:40',
        minutesAsleep: 590,
      },
    ]);
    // A bedtime after midnight belongs to the night before.
    const late = log({
      logId: '1002',
      startTime: '2026-11-22T00:30:00.000',
      endTime: '2026-11-22T07:00:00.000',
    });
    expect(nightsToImport([late])[0]).toMatchObject({
      night: '2026-11-21',
      bedDay: '2026-11-22',
      bedtime: '00:30',
    });
  });

  it('leaves out naps, malformed logs, and all but the longest sleep of a night', () => {
    const nap = log({ logId: '2', isMainSleep: false, startTime: '2026-11-21T13:00:00.000' });
    const backwards = log({ logId: '3', endTime: '2026-11-20T19:00:00.000' });
    const garbled = log({ logId: '4', startTime: 'yesterday' });
    const negative = log({ logId: '5', minutesAsleep: -1 });
    const shorter = log({ logId: '6', minutesAsleep: 100 });
    const kept = nightsToImport([nap, backwards, garbled, negative, shorter, log()]);
    expect(kept.map((night) => night.logId)).toEqual(['1001']);
    expect(nightsToImport([])).toEqual([]);
  });

  it('keeps only main sleeps, at most one per night and per log id, oldest first, whatever the order of the logs (property)', () => {
    fc.assert(
      fc.property(fc.array(logArb, { maxLength: 25 }), fc.func(fc.integer()), (logs, shuffleKey) => {
        const kept = nightsToImport(logs);
        const nights = kept.map((night) => night.night);
        expect(new Set(nights).size).toBe(kept.length);
        expect(new Set(kept.map((night) => night.logId)).size).toBe(kept.length);
        expect([...nights].sort()).toEqual(nights);
        for (const night of kept) {
          expect(logs.some((each) => each.logId === night.logId && each.isMainSleep)).toBe(true);
        }
        const shuffled = [...logs].sort((a, b) => shuffleKey(a) - shuffleKey(b));
        expect(nightsToImport(shuffled)).toEqual(kept);
        // Importing what was kept keeps it all again (idempotent).
        expect(nightsToImport(logs.filter((each) => kept.some((k) => k.logId === each.logId)))).toEqual(kept);
      }),
    );
  });

  it('never asks for a day after today, nor for more than 100 days, and always includes today (property)', () => {
    fc.assert(
      fc.property(
        fc.option(calendarDayArb({ min: '2025-01-01', max: '2027-12-31' }), { nil: null }),
        calendarDayArb({ min: '2026-01-01', max: '2026-12-31' }),
        (last, today) => {
          const { from, to } = sleepImportRange(last, today);
          expect(to).toBe(today);
          expect(from <= today).toBe(true);
          expect(addDays(from, SLEEP_IMPORT_MAX_DAYS - 1) >= today).toBe(true);
          if (last === null) expect(from).toBe(addDays(today, -SLEEP_IMPORT_FIRST_DAYS));
          else if (last <= today && addDays(last, SLEEP_IMPORT_MAX_DAYS - 1) >= today)
            expect(from).toBe(last);
        },
      ),
    );
  });

  it('an import is never due twice within 15 minutes of the last one (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 2 * SLEEP_IMPORT_INTERVAL_MS }),
        (last, elapsed) => {
          expect(sleepImportDue(last, new Date(last.getTime() + elapsed))).toBe(
            elapsed >= SLEEP_IMPORT_INTERVAL_MS,
          );
        },
      ),
    );
  });
});
