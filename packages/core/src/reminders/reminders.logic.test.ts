import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDay, MS_PER_HOUR, MS_PER_MINUTE } from '../calendar/calendar.logic';
import {
  adherenceSummary,
  DEFAULT_QUIET_HOURS,
  type DoseCandidate,
  dosesDue,
  inQuietHours,
  isQuietTime,
  type QuietHours,
  quietHoursRelease,
  remindersToSend,
  wallClockTime,
} from './reminders.logic';

const LA = 'America/Los_Angeles';
const ZONES = [
  'UTC',
  LA,
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Europe/London',
  'Australia/Adelaide',
  'Pacific/Kiritimati',
];

const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const quietArb: fc.Arbitrary<QuietHours> = fc.record({ start: timeArb, end: timeArb });
const instantArb = fc
  .integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') })
  .map((ms) => new Date(ms));
const zoneArb = fc.constantFrom(...ZONES);

describe('quiet hours', () => {
  it.each([
    ['20:59', false],
    ['21:00', true],
    ['23:30', true],
    ['00:00', true],
    ['06:59', true],
    ['07:00', false],
    ['12:00', false],
  ])('by default %s is quiet: %s', (time, quiet) => {
    expect(isQuietTime(time, DEFAULT_QUIET_HOURS)).toBe(quiet);
  });

  it('quiet hours within one day (13:00-15:00) and none when start equals end', () => {
    expect(isQuietTime('14:00', { start: '13:00', end: '15:00' })).toBe(true);
    expect(isQuietTime('15:00', { start: '13:00', end: '15:00' })).toBe(false);
    expect(isQuietTime('03:00', { start: '07:00', end: '07:00' })).toBe(false);
  });

  it('reads the family’s own clock: 05:00 UTC is 9 pm in Los Angeles (quiet), 15:00 UTC is 7 am (not)', () => {
    expect(wallClockTime(new Date('2026-11-27T05:00:00Z'), LA)).toBe('21:00');
    expect(inQuietHours(new Date('2026-11-27T05:00:00Z'), LA, DEFAULT_QUIET_HOURS)).toBe(true);
    expect(inQuietHours(new Date('2026-11-27T15:00:00Z'), LA, DEFAULT_QUIET_HOURS)).toBe(false);
    expect(inQuietHours(new Date('2026-11-27T12:00:00Z'), null, DEFAULT_QUIET_HOURS)).toBe(false);
  });

  it('a reminder due at 10 pm in Los Angeles is held until 7 am the next morning', () => {
    expect(quietHoursRelease(new Date('2026-11-28T06:00:00Z'), LA, DEFAULT_QUIET_HOURS).toISOString()).toBe(
      '2026-11-28T15:00:00.000Z',
    );
    // 1 am: the same morning
    expect(quietHoursRelease(new Date('2026-11-28T09:00:00Z'), LA, DEFAULT_QUIET_HOURS).toISOString()).toBe(
      '2026-11-28T15:00:00.000Z',
    );
  });

  it('law: nothing is ever sent inside quiet hours', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ zone: zoneArb, quiet: quietArb }), { maxLength: 8 }),
        instantArb,
        (families, now) => {
          const held = families.map((f, i) => ({ id: String(i), timeZone: f.zone, quietHours: f.quiet }));
          for (const id of remindersToSend(held, new Set(), now)) {
            const family = held[Number(id)];
            expect(family && inQuietHours(now, family.timeZone, family.quietHours)).toBe(false);
          }
        },
      ),
    );
  });

  it('law: a held reminder is sent once, at the first hourly run outside quiet hours', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, (zone, start) => {
        const held = [{ id: 'r', timeZone: zone, quietHours: DEFAULT_QUIET_HOURS }];
        const sent = new Set<string>();
        const sentAt: Date[] = [];
        for (let hour = 0; hour < 48; hour += 1) {
          const now = new Date(start.getTime() + hour * MS_PER_HOUR);
          for (const id of remindersToSend(held, sent, now)) {
            sent.add(id);
            sentAt.push(now);
          }
        }
        expect(sentAt).toHaveLength(1);
        const at = sentAt[0] as Date;
        expect(inQuietHours(at, zone, DEFAULT_QUIET_HOURS)).toBe(false);
        // and no later than an hour after the quiet hours end
        const release = quietHoursRelease(start, zone, DEFAULT_QUIET_HOURS);
        expect(at.getTime()).toBeLessThan(release.getTime() + MS_PER_HOUR);
      }),
    );
  });

  it('law: the release of a held reminder is never inside quiet hours and never before it was due', () => {
    fc.assert(
      fc.property(zoneArb, quietArb, instantArb, (zone, quiet, now) => {
        const release = quietHoursRelease(now, zone, quiet);
        expect(release.getTime()).toBeGreaterThanOrEqual(now.getTime());
        expect(inQuietHours(release, zone, quiet)).toBe(false);
      }),
    );
  });
});

const prescription = (over: Partial<DoseCandidate> = {}): DoseCandidate => ({
  prescriptionId: 1,
  taken: ['morning', 'evening'],
  startDate: '2026-11-01',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  timeZone: LA,
  ...over,
});

describe('dosesDue', () => {
  it('a morning and evening prescription: nothing before 8 am, the morning dose at 8, both at 7 pm (Los Angeles)', () => {
    expect(dosesDue([prescription()], new Date('2026-11-27T15:59:00Z'))).toEqual([]);
    expect(dosesDue([prescription()], new Date('2026-11-27T16:00:00Z')).map((d) => d.dose)).toEqual([
      'morning',
    ]);
    const evening = dosesDue([prescription()], new Date('2026-11-28T03:00:00Z'));
    expect(evening.map((d) => [d.dose, d.day])).toEqual([
      ['morning', '2026-11-27'],
      ['evening', '2026-11-27'],
    ]);
    expect(evening[1]?.dueAt.toISOString()).toBe('2026-11-28T03:00:00.000Z');
  });

  it('no dose before the start date, nor one whose time passed before the prescription was added', () => {
    expect(dosesDue([prescription({ startDate: '2026-11-28' })], new Date('2026-11-27T20:00:00Z'))).toEqual(
      [],
    );
    const added = prescription({ createdAt: new Date('2026-11-27T17:00:00Z') });
    expect(dosesDue([added], new Date('2026-11-27T18:00:00Z'))).toEqual([]);
  });

  it('law: a dose is never due before its time on the family’s day, nor before its start date', () => {
    fc.assert(
      fc.property(
        zoneArb,
        instantArb,
        fc.subarray(['morning', 'afternoon', 'evening'] as const),
        (zone, now, taken) => {
          const candidate = prescription({
            timeZone: zone,
            taken,
            createdAt: new Date(0),
            startDate: '2025-01-01',
          });
          for (const due of dosesDue([candidate], now)) {
            expect(due.dueAt.getTime()).toBeLessThanOrEqual(now.getTime());
            expect(due.day).toBe(calendarDay(now, zone));
            expect(due.day >= candidate.startDate).toBe(true);
            expect(taken).toContain(due.dose);
          }
        },
      ),
    );
  });

  it('law: once due, a dose stays due until the end of the family’s day (an hourly job cannot miss it)', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, fc.integer({ min: 1, max: 120 }), (zone, now, minutes) => {
        const candidate = prescription({
          timeZone: zone,
          taken: ['morning', 'afternoon', 'evening'],
          createdAt: new Date(0),
        });
        const later = new Date(now.getTime() + minutes * MS_PER_MINUTE);
        if (calendarDay(later, zone) !== calendarDay(now, zone)) return;
        const before = dosesDue([candidate], now).map((d) => d.dose);
        const after = dosesDue([candidate], later).map((d) => d.dose);
        for (const dose of before) expect(after).toContain(dose);
      }),
    );
  });
});

describe('adherenceSummary', () => {
  const records = [
    { day: '2026-11-27', dose: 'morning' as const, answer: 'taken' as const },
    { day: '2026-11-26', dose: 'morning' as const, answer: 'skipped' as const },
    { day: '2026-11-25', dose: 'morning' as const, answer: null },
    { day: '2026-11-10', dose: 'morning' as const, answer: 'taken' as const },
    { day: '2026-10-01', dose: 'morning' as const, answer: 'taken' as const },
  ];
  it('counts the last 7 and 30 days, today included', () => {
    expect(adherenceSummary(records, '2026-11-27', 7)).toEqual({
      days: 7,
      taken: 1,
      skipped: 1,
      unanswered: 1,
    });
    expect(adherenceSummary(records, '2026-11-27', 30)).toEqual({
      days: 30,
      taken: 2,
      skipped: 1,
      unanswered: 1,
    });
  });
  it('law: every dose of the period is counted once, as taken, skipped or not answered', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc
              .integer({ min: 0, max: 60 })
              .map((n) => calendarDay(new Date(Date.parse('2026-10-01') + n * 24 * MS_PER_HOUR), 'UTC')),
            dose: fc.constantFrom('morning' as const, 'afternoon' as const, 'evening' as const),
            answer: fc.constantFrom('taken' as const, 'skipped' as const, null),
          }),
        ),
        fc.constantFrom(7, 30),
        (list, days) => {
          const s = adherenceSummary(list, '2026-11-27', days);
          const inPeriod = list.filter(
            (r) =>
              r.day <= '2026-11-27' &&
              r.day > calendarDay(new Date(Date.parse('2026-11-27') - days * 24 * MS_PER_HOUR), 'UTC'),
          );
          expect(s.taken + s.skipped + s.unanswered).toBe(inPeriod.length);
        },
      ),
    );
  });
});
