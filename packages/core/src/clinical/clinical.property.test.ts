import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDay, MS_PER_DAY } from '../calendar/calendar.logic';
import {
  ACCESS_CODE_DEFAULT_EXPIRY_DAYS,
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_SPACE,
  accessCodeExpiry,
  accessCodeOf,
  accessCodeState,
  appointmentPhase,
  clinicalEntry,
  isAccessCodeShape,
  JOIN_OPENS_MINUTES_BEFORE,
  QUESTIONNAIRE_LEAD_DAYS,
  questionnaireAsk,
  questionnaireDeadline,
  questionnaireDue,
  savedInsuranceDetails,
} from './clinical.logic';
import { AccessCodeInputSchema } from './clinical.schema';

const instantArb = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const zoneArb = fc.constantFrom(
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Madrid',
  'Pacific/Auckland',
);
const codeArb = fc.record({
  expires_at: fc.option(instantArb),
  max_uses: fc.integer({ min: 1, max: 10 }),
  uses: fc.integer({ min: 0, max: 12 }),
});
const DAY = 86_400_000;

describe('access codes (laws)', () => {
  it('every number of the code space gives a code of the access-code shape that reads back as that number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ACCESS_CODE_SPACE - 1 }), (n) => {
        const code = accessCodeOf(n);
        expect(isAccessCodeShape(code)).toBe(true);
        expect(code).toHaveLength(ACCESS_CODE_LENGTH);
        expect(Number(code)).toBe(n);
      }),
    );
  });

  it('a text, trimmed, has the access-code shape exactly when the API accepts it as a code (one statement of the shape)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^ ?[0-9]{4,8} ?$/), fc.string({ maxLength: 8 })), (code) => {
        expect(AccessCodeInputSchema.safeParse({ access_code: { code } }).success).toBe(
          isAccessCodeShape(code.trim()),
        );
      }),
    );
  });
});

describe('access code expiry', () => {
  it('a code made without a number of days expires after the default 30 days, and says it was defaulted', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    expect(ACCESS_CODE_DEFAULT_EXPIRY_DAYS).toBe(30);
    expect(accessCodeExpiry(now)).toEqual({
      expiresAt: new Date('2026-12-27T10:00:00.000Z'),
      defaulted: true,
    });
    expect(accessCodeExpiry(now, 7)).toEqual({
      expiresAt: new Date('2026-12-04T10:00:00.000Z'),
      defaulted: false,
    });
    expect(() => accessCodeExpiry(now, 0)).toThrow(RangeError);
    expect(() => accessCodeExpiry(now, 1.5)).toThrow(RangeError);
  });
  it('law: every access code expires, strictly after it is made, by the days asked or the default (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.option(fc.integer({ min: 1, max: 3650 }), { nil: undefined }),
        (now, days) => {
          const { expiresAt, defaulted } = accessCodeExpiry(now, days);
          expect(defaulted).toBe(days === undefined);
          expect(expiresAt.getTime() - now.getTime()).toBe(
            (days ?? ACCESS_CODE_DEFAULT_EXPIRY_DAYS) * MS_PER_DAY,
          );
          expect(expiresAt.getTime()).toBeGreaterThan(now.getTime());
        },
      ),
    );
  });
});

describe('clinical laws', () => {
  it('a code is valid only when it exists, is not applied, has not expired and has a use left', () => {
    fc.assert(
      fc.property(fc.option(codeArb), fc.boolean(), instantArb, (code, applied, now) => {
        const valid = accessCodeState(code, { appliedByAccount: applied, now }) === 'valid';
        const expected =
          code !== null &&
          !applied &&
          (code.expires_at === null || now < code.expires_at) &&
          code.uses < code.max_uses;
        expect(valid).toBe(expected);
      }),
    );
  });

  it('the questionnaire deadline is always three calendar days before the appointment’s day', () => {
    fc.assert(
      fc.property(instantArb, zoneArb, (start, zone) => {
        const by = questionnaireDeadline(start, zone);
        const day = calendarDay(start, zone);
        const gap = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${by}T00:00:00Z`)) / DAY;
        expect(gap).toBe(QUESTIONNAIRE_LEAD_DAYS);
      }),
    );
  });

  it('answered questionnaires are never overdue, and unanswered ones become overdue for good once the deadline passes', () => {
    fc.assert(
      fc.property(
        instantArb,
        zoneArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 40 * DAY }),
        (start, zone, answered, later) => {
          const appointment = { status: 'scheduled' as const, start_time: start.toISOString() };
          const due = (now: Date) =>
            questionnaireDue(appointment, { allAnswered: answered, now, timeZone: zone }).kind;
          const now = new Date(start.getTime() - 20 * DAY + later);
          if (answered) expect(due(now)).toBe('done');
          else if (due(now) === 'overdue') expect(due(new Date(now.getTime() + DAY))).toBe('overdue');
        },
      ),
    );
  });

  it('the questionnaires are never asked for by a day already past: a date while the deadline is ahead, else as soon as possible', () => {
    fc.assert(
      fc.property(
        instantArb,
        fc.integer({ min: -2 * 86_400_000, max: 30 * 86_400_000 }),
        zoneArb,
        (now, ahead, zone) => {
          const start = new Date(now.getTime() + ahead);
          const ask = questionnaireAsk(start, now, zone);
          const deadline = questionnaireDeadline(start, zone);
          if (deadline >= calendarDay(now, zone)) expect(ask).toEqual({ kind: 'by', day: deadline });
          else expect(ask).toEqual({ kind: 'asap' });
          if (ask.kind === 'by') expect(ask.day >= calendarDay(now, zone)).toBe(true);
        },
      ),
    );
  });

  it('the join button never shows before ten minutes ahead, nor while the questionnaires are overdue', () => {
    fc.assert(
      fc.property(instantArb, instantArb, fc.boolean(), (start, now, overdue) => {
        const phase = appointmentPhase(
          { status: 'scheduled', start_time: start.toISOString(), session_end_time: null },
          { now, questionnairesOverdue: overdue },
        );
        if (phase === 'joinable') {
          expect(overdue).toBe(false);
          expect(now.getTime()).toBeGreaterThanOrEqual(start.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000);
        }
        if (now.getTime() < start.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000)
          expect(phase).toBe('upcoming');
      }),
    );
  });
});

describe('where the Clinical tab opens', () => {
  it.each([
    [false, true, 'drop-off'],
    [false, false, 'drop-off'],
    [true, false, 'consent'],
    [true, true, 'intake'],
  ] as const)('active %s, consent signed %s: %s', (active, signed, entry) => {
    expect(clinicalEntry({ active }, signed)).toBe(entry);
  });

  it('property: a child no longer in care always opens on the drop-off screen, one in care never does', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (active, signed) => {
        expect(clinicalEntry({ active }, signed) === 'drop-off').toBe(!active);
      }),
    );
  });
});

describe('savedInsuranceDetails (laws)', () => {
  it("is never a card photo nor another child's row, and no later row of typed details for the child exists", () => {
    const row = fc.record({
      ownable_id: fc.integer({ min: 1, max: 3 }),
      card: fc.option(fc.constant('data:image/png;base64,AAAA')),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), fc.integer({ min: 1, max: 3 }), (rows, childId) => {
        const shown = savedInsuranceDetails(rows, childId);
        const typed = rows.filter((r) => r.ownable_id === childId && r.card === null);
        if (typed.length === 0) expect(shown).toBeNull();
        else expect(shown).toBe(typed[typed.length - 1]);
      }),
    );
  });
});
