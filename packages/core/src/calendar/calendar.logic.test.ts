import { describe, expect, it } from 'vitest';
import {
  addDays,
  anniversary,
  calendarDay,
  calendarDayOf,
  familyTimeZone,
  isCalendarDay,
  isTimeZone,
  latestCalendarDay,
  sentTimeZone,
  timeZoneToStore,
  yearsBetween,
} from './calendar.logic';

describe('calendar days', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('%s plus %i days is %s', (day, days, expected) => expect(addDays(day, days)).toBe(expected));

  it('knows real days from look-alikes', () => {
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay(20260203)).toBe(false);
    expect(calendarDayOf('2026-03-02T08:00:00Z')).toBe('2026-03-02');
  });

  it('refuses fractional days and days that are not calendar days, naming the field', () => {
    expect(() => addDays('2026-01-01', 1.5)).toThrow(/days/);
    expect(() => addDays('2026-02-30', 1, 'start_date')).toThrow(/start_date/);
  });

  it('counts a child born on 29 February a year older on 1 March of a common year', () => {
    expect(yearsBetween('2020-02-29', '2027-02-28')).toBe(6);
    expect(yearsBetween('2020-02-29', '2027-03-01')).toBe(7);
    expect(anniversary('2020-02-29', 7)).toBe('2027-03-01');
  });
});

describe("the family's calendar day", () => {
  const evening = new Date('2026-03-10T02:30:00Z'); // 21:30 on 9 March in New York

  it('is the day on the family’s own calendar, not the server’s', () => {
    expect(calendarDay(evening, 'America/New_York')).toBe('2026-03-09');
    expect(calendarDay(evening, 'UTC')).toBe('2026-03-10');
    expect(calendarDay(evening, 'Asia/Tokyo')).toBe('2026-03-10');
    expect(calendarDay(new Date('2026-03-09T23:30:00Z'), 'Europe/Madrid')).toBe('2026-03-10');
  });

  it('reads an unknown or missing zone as UTC', () => {
    expect(calendarDay(evening, 'Mars/Olympus_Mons')).toBe('2026-03-10');
    expect(calendarDay(evening, '')).toBe('2026-03-10');
    expect(familyTimeZone(undefined)).toBe('UTC');
    expect(familyTimeZone(null)).toBe('UTC');
    expect(familyTimeZone('Not a zone')).toBe('UTC');
    expect(familyTimeZone(' America/Chicago ')).toBe('America/Chicago');
  });

  it('knows real time zones from look-alikes', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Nowhere')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
    expect(isTimeZone('x'.repeat(100))).toBe(false);
  });

  it('refuses an invalid instant', () => {
    expect(() => calendarDay(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });

  it('the latest day any family is in is the day after UTC’s', () => {
    expect(latestCalendarDay(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
    expect(latestCalendarDay(new Date('2026-12-31T23:59:59Z'))).toBe('2027-01-01');
    expect(calendarDay(new Date('2026-11-26T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-27');
  });
});

describe('the zone kept on the account', () => {
  it('is the zone the app sent, trimmed, only when it is a real one', () => {
    expect(sentTimeZone(' America/Los_Angeles ')).toBe('America/Los_Angeles');
    expect(sentTimeZone('UTC')).toBe('UTC');
    // One zone, one spelling: the same zone in other letters is the canonical name.
    expect(sentTimeZone('america/los_angeles')).toBe('America/Los_Angeles');
    expect(sentTimeZone('ASIA/TOKYO')).toBe('Asia/Tokyo');
    expect(sentTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(sentTimeZone('')).toBeNull();
    expect(sentTimeZone(undefined)).toBeNull();
    expect(sentTimeZone(null)).toBeNull();
  });

  it.each([
    ['a first zone', 'Asia/Tokyo', null, 'Asia/Tokyo'],
    ['a new zone', 'Asia/Tokyo', 'America/Los_Angeles', 'Asia/Tokyo'],
    ['the same zone', 'Asia/Tokyo', 'Asia/Tokyo', null],
    ['the same zone with spaces', ' Asia/Tokyo ', 'Asia/Tokyo', null],
    ['no zone', undefined, 'Asia/Tokyo', null],
    ['an unknown zone', 'Mars/Olympus_Mons', 'Asia/Tokyo', null],
    ['an unknown zone on an account without one', 'Mars/Olympus_Mons', null, null],
  ] as const)('%s: sent %s, kept %s -> write %s', (_name, sent, stored, written) => {
    expect(timeZoneToStore(sent, stored)).toBe(written);
  });
});
