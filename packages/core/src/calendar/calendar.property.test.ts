import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  isCalendarDay,
  isTimeZone,
  latestCalendarDay,
  timeZoneToStore,
} from './calendar.logic';

const dayArb = fc.integer({ min: -20_000, max: 20_000 }).map((n) => addDays('2026-03-15', n));
const instantArb = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2090-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const zoneArb = fc.constantFrom(
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Europe/Madrid',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'America/Sao_Paulo',
);

describe('calendar day laws', () => {
  it('adding days and taking them away again gives back the same calendar day', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -5000, max: 5000 }), (day, days) => {
        expect(addDays(addDays(day, days), -days)).toBe(day);
        expect(addDays(day, days) > day).toBe(days > 0);
      }),
    );
  });

  it('a day moved by any number of days is always a real calendar day', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -5000, max: 5000 }), (day, days) => {
        expect(isCalendarDay(addDays(day, days))).toBe(true);
      }),
    );
  });

  it('moving a day twice is moving it once by the sum', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: -500, max: 500 }),
        (day, a, b) => {
          expect(addDays(addDays(day, a), b)).toBe(addDays(day, a + b));
        },
      ),
    );
  });

  it("the family's day is always a real calendar day within one day of the UTC day", () => {
    fc.assert(
      fc.property(instantArb, zoneArb, (instant, zone) => {
        const day = calendarDay(instant, zone);
        const utc = instant.toISOString().slice(0, 10);
        expect(isCalendarDay(day)).toBe(true);
        expect([addDays(utc, -1), utc, addDays(utc, 1)]).toContain(day);
      }),
    );
  });

  it("the family's day never goes back as time goes on", () => {
    fc.assert(
      fc.property(
        instantArb,
        fc.integer({ min: 0, max: 10 * 86_400_000 }),
        zoneArb,
        (instant, later, zone) => {
          const next = new Date(instant.getTime() + later);
          expect(calendarDay(next, zone) >= calendarDay(instant, zone)).toBe(true);
        },
      ),
    );
  });

  it('in UTC, or in a zone that is not one, the day is the UTC day', () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom('UTC', 'Nowhere/Else', ''), (instant, zone) => {
        expect(calendarDay(instant, zone)).toBe(instant.toISOString().slice(0, 10));
      }),
    );
  });

  it('no family, in any zone the engine knows, is ever in a day later than the latest calendar day', () => {
    const zones = [...Intl.supportedValuesOf('timeZone'), 'UTC'];
    fc.assert(
      fc.property(instantArb, fc.constantFrom(...zones), (instant, zone) => {
        expect(calendarDay(instant, zone) <= latestCalendarDay(instant)).toBe(true);
      }),
    );
  });
});

describe('the zone kept on the account', () => {
  const sentArb = fc.oneof(zoneArb, fc.string({ maxLength: 20 }), fc.constant(undefined));
  const storedArb = fc.option(zoneArb);

  it('only a real zone different from the stored one is ever written, and writing it again writes nothing', () => {
    fc.assert(
      fc.property(sentArb, storedArb, (sent, stored) => {
        const written = timeZoneToStore(sent, stored);
        if (written === null) return;
        expect(isTimeZone(written)).toBe(true);
        expect(written).not.toBe(stored);
        expect(timeZoneToStore(sent, written)).toBeNull();
      }),
    );
  });
});
