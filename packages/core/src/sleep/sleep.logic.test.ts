import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bedtimeAgainstTarget,
  childOfSleepDeviceState,
  minutesInBed,
  SLEEP_BEDTIME_TARGET,
  sleepDeviceState,
} from './sleep.logic';
import { SleepCheckinInputSchema } from './sleep.schema';

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describe('the sleep check-in against the 20:00 bedtime target', () => {
  it('the target is 20:00; at or before it is on target, after it late by the minutes past', () => {
    expect(SLEEP_BEDTIME_TARGET).toBe('20:00');
    expect(bedtimeAgainstTarget('20:00')).toEqual({ kind: 'on-target' });
    expect(bedtimeAgainstTarget('19:30')).toEqual({ kind: 'on-target' });
    expect(bedtimeAgainstTarget('20:01')).toEqual({ kind: 'late', minutesLate: 1 });
    expect(bedtimeAgainstTarget('21:15')).toEqual({ kind: 'late', minutesLate: 75 });
    expect(bedtimeAgainstTarget('00:30')).toEqual({ kind: 'late', minutesLate: 270 });
  });

  it('minutes in bed run to the next morning; a wake time not after the bedtime is refused', () => {
    expect(minutesInBed('20:00', '07:00')).toBe(660);
    expect(minutesInBed('00:30', '06:30')).toBe(360);
    expect(minutesInBed('02:00', '01:00')).toBeNull();
  });

  it('a check-in needs HH:MM times and 0-20 wakings', () => {
    const ok = { night: '2026-11-20', bedtime: '20:15', wake_time: '06:45', night_wakings: 1 };
    expect(SleepCheckinInputSchema.safeParse(ok).success).toBe(true);
    expect(SleepCheckinInputSchema.safeParse({ ...ok, bedtime: '8pm' }).success).toBe(false);
    expect(SleepCheckinInputSchema.safeParse({ ...ok, night_wakings: 21 }).success).toBe(false);
  });

  it('a later bedtime is never less late (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 12 * 60, max: 36 * 60 - 2 }),
        fc.integer({ min: 1, max: 60 }),
        (start, step) => {
          const at = (m: number) =>
            `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const late = (t: string) => {
            const r = bedtimeAgainstTarget(t);
            return r.kind === 'late' ? r.minutesLate : 0;
          };
          const later = Math.min(start + step, 36 * 60 - 1);
          expect(late(at(later))).toBeGreaterThanOrEqual(late(at(start)));
        },
      ),
    );
  });

  it('minutes in bed are positive and under a day whenever given (property)', () => {
    fc.assert(
      fc.property(time, time, (bedtime, wake) => {
        const minutes = minutesInBed(bedtime, wake);
        if (minutes !== null) {
          expect(minutes).toBeGreaterThan(0);
          expect(minutes).toBeLessThan(36 * 60);
        }
      }),
    );
  });

  it('an OAuth state names its child back (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
        (id, r) => {
          expect(childOfSleepDeviceState(sleepDeviceState(id, r))).toBe(id);
        },
      ),
    );
    expect(childOfSleepDeviceState('abc')).toBeNull();
  });
});
