import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.logic';
import { bedtimeDay, isAfterMidnightBedtime } from './sleep.logic';

describe('the day of a bedtime', () => {
  it.each([
    ['20:30', '2026-03-01'],
    ['12:00', '2026-03-01'],
    ['23:59', '2026-03-01'],
    ['00:30', '2026-03-02'],
    ['11:59', '2026-03-02'],
    ['01:15:00.000', '2026-03-02'],
  ])('a bedtime at %s of the night of 2026-03-01 is on %s', (bedtime, day) => {
    expect(bedtimeDay('2026-03-01', bedtime)).toBe(day);
  });

  it('a bedtime is on its night or the day after, the day after exactly when it is before noon (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('2000-01-01', n)),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (night, hour, minute) => {
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          expect(isAfterMidnightBedtime(time)).toBe(hour < 12);
          expect(bedtimeDay(night, time)).toBe(hour < 12 ? addDays(night, 1) : night);
        },
      ),
    );
  });
});
