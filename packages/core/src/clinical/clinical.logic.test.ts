import { describe, expect, it } from 'vitest';
import { CODE_LENGTH } from '../code-entry/code-entry.logic';
import {
  ACCESS_CODE_LENGTH,
  accessCodeOf,
  accessCodeState,
  appointmentPhase,
  currentAppointment,
  isAccessCodeShape,
  questionnaireAsk,
  questionnaireDeadline,
  questionnaireDue,
  savedInsuranceDetails,
} from './clinical.logic';
import { AccessCodeInputSchema } from './clinical.schema';

const at = (iso: string) => new Date(iso);
const code = { expires_at: at('2026-06-01T00:00:00Z'), max_uses: 2, uses: 1 };

describe('access codes', () => {
  it('reads each state of a code for an account', () => {
    const now = at('2026-05-01T12:00:00Z');
    expect(accessCodeState(null, { appliedByAccount: false, now })).toBe('not-recognised');
    expect(accessCodeState(code, { appliedByAccount: false, now })).toBe('valid');
    expect(accessCodeState(code, { appliedByAccount: true, now })).toBe('already-applied');
    expect(accessCodeState(code, { appliedByAccount: false, now: at('2026-06-01T00:00:00Z') })).toBe(
      'expired',
    );
    expect(accessCodeState({ ...code, uses: 2 }, { appliedByAccount: false, now })).toBe('max-uses');
    expect(
      accessCodeState({ ...code, expires_at: null }, { appliedByAccount: false, now: at('2099-01-01') }),
    ).toBe('valid');
  });

  it('an access code is six digits', () => {
    expect(ACCESS_CODE_LENGTH).toBe(CODE_LENGTH);
    expect(accessCodeOf(42)).toBe('000042');
    expect(accessCodeOf(999_999)).toBe('999999');
    expect(() => accessCodeOf(1_000_000)).toThrow(RangeError);
    expect(AccessCodeInputSchema.safeParse({ access_code: { code: ' 012345 ' } }).success).toBe(true);
    expect(AccessCodeInputSchema.safeParse({ access_code: { code: '1234567' } }).success).toBe(false);
    expect(isAccessCodeShape('123456')).toBe(true);
    expect(isAccessCodeShape('12345')).toBe(false);
    expect(isAccessCodeShape('12345a')).toBe(false);
  });
});

describe('appointments', () => {
  const scheduled = {
    status: 'scheduled' as const,
    start_time: '2026-05-10T15:00:00.000Z',
    session_end_time: null,
  };

  it('questionnaires are due until three days before the appointment, in the family’s time zone', () => {
    expect(questionnaireDeadline(at(scheduled.start_time), 'UTC')).toBe('2026-05-07');
    expect(questionnaireDeadline(at('2026-05-10T02:00:00Z'), 'America/Los_Angeles')).toBe('2026-05-06');
  });

  it('asks for the questionnaires by the deadline day, or as soon as possible when the appointment is closer than three days', () => {
    const start = at('2026-05-10T15:00:00Z');
    expect(questionnaireAsk(start, at('2026-05-01T12:00:00Z'), 'UTC')).toEqual({
      kind: 'by',
      day: '2026-05-07',
    });
    expect(questionnaireAsk(start, at('2026-05-07T23:00:00Z'), 'UTC')).toEqual({
      kind: 'by',
      day: '2026-05-07',
    });
    // two days away: the deadline (May 7) is already past
    expect(questionnaireAsk(start, at('2026-05-08T09:00:00Z'), 'UTC')).toEqual({ kind: 'asap' });
    // on the family's own day: 23:00 on May 7 in Los Angeles is May 8 in UTC, still the deadline day there
    expect(
      questionnaireAsk(at('2026-05-10T20:00:00Z'), at('2026-05-08T06:00:00Z'), 'America/Los_Angeles'),
    ).toEqual({
      kind: 'by',
      day: '2026-05-07',
    });
    const facts = { allAnswered: false, timeZone: 'UTC' };
    expect(questionnaireDue(scheduled, { ...facts, now: at('2026-05-07T23:59:00Z') })).toEqual({
      kind: 'due',
      by: '2026-05-07',
    });
    expect(questionnaireDue(scheduled, { ...facts, now: at('2026-05-08T00:00:00Z') })).toEqual({
      kind: 'overdue',
      by: '2026-05-07',
    });
    expect(questionnaireDue(scheduled, { ...facts, allAnswered: true, now: at('2026-05-09') })).toEqual({
      kind: 'done',
    });
    expect(
      questionnaireDue({ status: 'pending', start_time: null }, { ...facts, now: at('2026-05-09') }),
    ).toEqual({ kind: 'none' });
    expect(questionnaireDue(null, { ...facts, now: at('2026-05-09') })).toEqual({ kind: 'none' });
  });

  it('a scheduled appointment is upcoming, then joinable ten minutes before, then complete', () => {
    const phase = (now: string, questionnairesOverdue = false) =>
      appointmentPhase(scheduled, { now: at(now), questionnairesOverdue });
    expect(phase('2026-05-10T14:49:59Z')).toBe('upcoming');
    expect(phase('2026-05-10T14:50:00Z')).toBe('joinable');
    expect(phase('2026-05-10T15:30:00Z')).toBe('joinable');
    expect(phase('2026-05-10T15:30:00Z', true)).toBe('blocked');
    expect(phase('2026-05-10T16:00:00Z')).toBe('complete');
    expect(
      appointmentPhase(
        { ...scheduled, session_end_time: '2026-05-10T15:20:00.000Z' },
        { now: at('2026-05-10T15:20:00Z'), questionnairesOverdue: false },
      ),
    ).toBe('complete');
    expect(
      appointmentPhase(
        { status: 'pending', start_time: null, session_end_time: null },
        { now: at('2026-05-10T15:00:00Z'), questionnairesOverdue: false },
      ),
    ).toBe('pending');
    expect(
      appointmentPhase(
        { ...scheduled, status: 'complete' },
        { now: at('2026-01-01'), questionnairesOverdue: false },
      ),
    ).toBe('complete');
  });

  it('the current appointment is the first not complete, else the latest', () => {
    expect(currentAppointment([])).toBeNull();
    expect(currentAppointment([{ status: 'complete' }, { status: 'pending' }])).toEqual({
      status: 'pending',
    });
    expect(
      currentAppointment([
        { status: 'complete', id: 1 },
        { status: 'complete', id: 2 },
      ]),
    ).toEqual({
      status: 'complete',
      id: 2,
    });
  });
});

describe('savedInsuranceDetails', () => {
  it("is the child's newest row of typed details, never a card photo sent after it nor another child's row", () => {
    const rows = [
      { id: 1, ownable_id: 7, card: null, policy: 'OLD-1' },
      { id: 2, ownable_id: 7, card: null, policy: 'AET-559-201' },
      { id: 3, ownable_id: 8, card: null, policy: 'OTHER' },
      { id: 4, ownable_id: 7, card: 'data:image/png;base64,AAAA', policy: '' },
    ];
    expect(savedInsuranceDetails(rows, 7)?.policy).toBe('AET-559-201');
    expect(savedInsuranceDetails(rows, 8)?.id).toBe(3);
    expect(savedInsuranceDetails(rows, 9)).toBeNull();
  });
});
