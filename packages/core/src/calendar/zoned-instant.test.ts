import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, zonedInstant } from './calendar.logic';

describe('zonedInstant (examples)', () => {
  it.each([
    ['2026-01-15', '21:30', 'America/New_York', '2026-01-16T02:30:00.000Z'],
    ['2026-07-15', '21:30', 'America/New_York', '2026-07-16T01:30:00.000Z'],
    ['2026-07-15', '07:05', 'Europe/Madrid', '2026-07-15T05:05:00.000Z'],
    ['2026-03-01', '00:00', 'UTC', '2026-03-01T00:00:00.000Z'],
    ['2026-03-01', '08:00', 'Not/A_Zone', '2026-03-01T08:00:00.000Z'],
    ['2026-03-01', '08:00', 'Asia/Kolkata', '2026-03-01T02:30:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, iso) => {
    expect(zonedInstant(day, time, zone).toISOString()).toBe(iso);
  });

  it('a time skipped when summer time starts reads on the offset before the jump (02:30 as 01:30 EST)', () => {
    // New York, 8 March 2026: 02:00 jumps to 03:00.
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
  });
});

const zones = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Madrid',
  'Asia/Kolkata',
  'Australia/Sydney',
];
const two = (n: number) => String(n).padStart(2, '0');

describe('zonedInstant (laws)', () => {
  it('the instant of a wall-clock time reads back, in its zone, as that day and that time (outside the skipped hour)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(...zones),
        (offset, hour, minute, zone) => {
          const day = addDays('2000-01-01', offset);
          const time = `${two(hour)}:${two(minute)}`;
          const instant = zonedInstant(day, time, zone);
          const clock = new Intl.DateTimeFormat('en-GB', {
            timeZone: zone,
            hourCycle: 'h23',
            hour: '2-digit',
            minute: '2-digit',
          }).format(instant);
          // A time the clocks skip (summer time) is the only one that does not read back as itself.
          fc.pre(clock === time);
          expect(calendarDay(instant, zone)).toBe(day);
        },
      ),
    );
  });

  it('an instant is never further from its wall-clock time read as UTC than a zone can be (14 hours)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(...zones),
        (offset, minutes, zone) => {
          const day = addDays('2000-01-01', offset);
          const time = `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
          const asUtc = Date.parse(`${day}T${time}:00Z`);
          expect(Math.abs(zonedInstant(day, time, zone).getTime() - asUtc)).toBeLessThanOrEqual(
            14 * 3_600_000,
          );
        },
      ),
    );
  });
});
