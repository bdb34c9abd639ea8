import { describe, expect, it } from 'vitest';
import {
  checkReportPeriod,
  isReportLinkOpen,
  type ReportInput,
  reportLinkExpiry,
  reportPeriod,
  reportView,
  typicalBand,
  weekStartOf,
} from './report.logic';
import { ReportViewSchema } from './report.schema';

const base: ReportInput = {
  child: { id: 7, name: 'Maya', birthday: '2018-03-01' },
  careTeam: [],
  language: 'en',
  period: { from: '2026-10-29', to: '2026-11-27' },
  today: '2026-11-27',
  lastAppointment: null,
  scores: [],
  prescriptions: [],
  sessions: [],
  checkIns: [],
  reflections: null,
  sleep: null,
  targetRecognition: null,
};

const score = (day: string, value: number, order = 0) => ({
  measure: 'inattentive',
  title: 'Inattentive',
  direction: 'reduce' as const,
  min: 0,
  max: 27,
  cutOff: 12,
  day,
  order,
  score: value,
  goal: value - 2,
  outcome: 'progress-within-goal' as const,
  respondent: null,
});

describe('report period', () => {
  it('the last 30 and 90 days end today and include it', () => {
    expect(reportPeriod('last_30_days', '2026-11-27', null)).toEqual({
      from: '2026-10-29',
      to: '2026-11-27',
    });
    expect(reportPeriod('last_90_days', '2026-11-27', null)).toEqual({
      from: '2026-08-30',
      to: '2026-11-27',
    });
  });
  it('since the last appointment starts on its day, and is not available without one', () => {
    expect(reportPeriod('since_last_appointment', '2026-11-27', '2026-09-14')).toEqual({
      from: '2026-09-14',
      to: '2026-11-27',
    });
    expect(reportPeriod('since_last_appointment', '2026-11-27', null)).toBeNull();
  });
  it('checks a requested period by field', () => {
    expect(checkReportPeriod(undefined, undefined, '2026-11-27')).toEqual({
      ok: true,
      period: { from: '2026-10-29', to: '2026-11-27' },
    });
    expect(checkReportPeriod('2026-13-01', undefined, '2026-11-27')).toEqual({
      ok: false,
      problem: { field: 'from', code: 'invalid-date' },
    });
    expect(checkReportPeriod('2026-11-02', '2026-11-01', '2026-11-27')).toEqual({
      ok: false,
      problem: { field: 'from', code: 'after-to' },
    });
    expect(checkReportPeriod('2020-01-01', '2026-11-01', '2026-11-27')).toMatchObject({ ok: false });
  });
  it('weeks start on Monday', () => {
    expect(weekStartOf('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
  });
});

describe('report view', () => {
  it('a period with no records says so', () => {
    const view = reportView(base);
    expect(view.empty).toBe(true);
    expect(view.measures).toEqual([]);
    expect(ReportViewSchema.parse(view)).toEqual(view);
  });

  it('draws each measure with its typical band, goal line, latest score and outcome', () => {
    const view = reportView({
      ...base,
      scores: [score('2026-11-20', 14, 2), score('2026-09-01', 20), score('2026-11-01', 16, 1)],
    });
    expect(view.empty).toBe(false);
    expect(view.measures).toHaveLength(1);
    const [measure] = view.measures;
    expect(measure?.points.map((p) => p.day)).toEqual(['2026-11-01', '2026-11-20']);
    expect(measure?.typical).toEqual({ low: 0, high: 12 });
    expect(measure?.goal).toBe(12);
    expect(measure?.latest?.score).toBe(14);
    expect(measure?.outcome).toBe('progress-within-goal');
    expect(ReportViewSchema.parse(view)).toEqual(view);
  });

  it('lists current prescriptions and the changes in the period', () => {
    const view = reportView({
      ...base,
      prescriptions: [
        {
          medication: 'Methylphenidate',
          dosage: '10 mg',
          start_date: '2026-11-03',
          taken: ['morning'],
          created_day: '2026-11-03',
          updated_day: '2026-11-10',
          stopped_day: null,
          doses: [],
        },
        {
          medication: 'Guanfacine',
          dosage: '1 mg',
          start_date: '2026-06-01',
          taken: ['evening'],
          created_day: '2026-06-01',
          updated_day: '2026-06-01',
          stopped_day: null,
          doses: [],
        },
        {
          medication: 'Later',
          dosage: null,
          start_date: '2026-12-01',
          taken: [],
          created_day: '2026-11-27',
          updated_day: '2026-11-27',
          stopped_day: null,
          doses: [],
        },
      ],
    });
    expect(view.medications.current.map((p) => p.medication)).toEqual(['Methylphenidate', 'Guanfacine']);
    expect(view.medications.changes).toEqual([
      { kind: 'started', day: '2026-11-03', medication: 'Methylphenidate', dosage: '10 mg' },
      { kind: 'changed', day: '2026-11-10', medication: 'Methylphenidate', dosage: '10 mg' },
    ]);
  });

  it('shows a prescription stopped in the period once, as stopped on its day, and not as current', () => {
    const prescription = {
      dosage: '10 mg',
      taken: ['morning'],
      created_day: '2026-06-01',
      updated_day: '2026-06-01',
      doses: [],
    };
    const view = reportView({
      ...base,
      prescriptions: [
        {
          ...prescription,
          medication: 'Methylphenidate',
          start_date: '2026-06-01',
          stopped_day: '2026-11-12',
        },
        { ...prescription, medication: 'Clonidine', start_date: '2026-06-01', stopped_day: '2026-09-01' },
        { ...prescription, medication: 'Guanfacine', start_date: '2026-06-01', stopped_day: null },
      ],
    });
    expect(view.medications.current.map((p) => p.medication)).toEqual(['Guanfacine']);
    expect(view.medications.changes).toEqual([
      { kind: 'stopped', day: '2026-11-12', medication: 'Methylphenidate', dosage: '10 mg' },
    ]);
    // Stopped after the period's end: still current at the end, no change in the period.
    const before = reportView({
      ...base,
      period: { from: '2026-10-01', to: '2026-11-11' },
      prescriptions: [
        {
          ...prescription,
          medication: 'Methylphenidate',
          start_date: '2026-06-01',
          stopped_day: '2026-11-12',
        },
      ],
    });
    expect(before.medications.current.map((p) => p.medication)).toEqual(['Methylphenidate']);
    expect(before.medications.changes).toEqual([]);
    expect(ReportViewSchema.parse(view)).toEqual(view);
  });

  it("counts a current prescription's doses of the period taken, skipped and not answered", () => {
    const view = reportView({
      ...base,
      prescriptions: [
        {
          medication: 'Methylphenidate',
          dosage: '10 mg',
          start_date: '2026-06-01',
          taken: ['morning', 'evening'],
          created_day: '2026-06-01',
          updated_day: '2026-06-01',
          stopped_day: null,
          doses: [
            { day: '2026-10-28', dose: 'morning', answer: 'taken' }, // the day before the period
            { day: '2026-10-29', dose: 'morning', answer: 'taken' },
            { day: '2026-11-20', dose: 'morning', answer: 'taken' },
            { day: '2026-11-20', dose: 'evening', answer: 'skipped' },
            { day: '2026-11-27', dose: 'morning', answer: null },
          ],
        },
        {
          medication: 'Guanfacine',
          dosage: '1 mg',
          start_date: '2026-06-01',
          taken: ['evening'],
          created_day: '2026-06-01',
          updated_day: '2026-06-01',
          stopped_day: null,
          doses: [{ day: '2026-10-01', dose: 'evening', answer: 'taken' }],
        },
      ],
    });
    expect(view.medications.current.map((p) => p.adherence)).toEqual([
      { taken: 2, skipped: 1, unanswered: 1 },
      null, // no dose of the period recorded: reminders not in use
    ]);
    expect(ReportViewSchema.parse(view)).toEqual(view);
  });

  it('counts plan sessions completed, skipped and missed per week', () => {
    const session = { complete: false, completed_day: null, skipped: false, skipped_day: null };
    const view = reportView({
      ...base,
      sessions: [
        { ...session, complete: true, completed_day: '2026-11-24', schedule_date: '2026-11-24' },
        { ...session, skipped: true, skipped_day: '2026-11-25', schedule_date: '2026-11-25' },
        { ...session, schedule_date: '2026-11-26' },
        { ...session, schedule_date: '2026-11-27' }, // today: still due, not missed
        { ...session, schedule_date: '2026-11-17' },
      ],
    });
    expect(view.plans.weeks).toEqual([
      { week_start: '2026-11-16', completed: 0, skipped: 0, missed: 1 },
      { week_start: '2026-11-23', completed: 1, skipped: 1, missed: 1 },
    ]);
  });

  it('keeps the latest check-in of each questionnaire with its question texts', () => {
    const checkIn = (questionnaire: string, day: string, answer: string) => ({
      questionnaire,
      day,
      order: 0,
      respondent: null,
      answers: [{ question: 'Fidgets?', answer }],
    });
    const view = reportView({
      ...base,
      checkIns: [
        checkIn('Vanderbilt', '2026-11-01', 'Often'),
        checkIn('Vanderbilt', '2026-11-20', 'Sometimes'),
        checkIn('Sleep', '2026-11-05', 'Never'),
        checkIn('Vanderbilt', '2026-12-20', 'Later'),
      ],
    });
    expect(view.check_ins.map((c) => [c.questionnaire, c.answers[0]?.answer])).toEqual([
      ['Vanderbilt', 'Sometimes'],
      ['Sleep', 'Never'],
    ]);
  });

  it("includes the parent's reflections of the period only when asked", () => {
    expect(reportView(base).reflections).toBeNull();
    const view = reportView({
      ...base,
      reflections: [
        { day: '2026-11-20', text: 'Calmer mornings' },
        { day: '2026-01-01', text: 'Too early' },
        { day: '2026-11-21', text: '  ' },
      ],
    });
    expect(view.reflections).toEqual([{ day: '2026-11-20', text: 'Calmer mornings' }]);
  });

  it('shows sleep and Target Recognition only when used', () => {
    expect(reportView(base).sleep).toBeNull();
    const view = reportView({
      ...base,
      sleep: [{ night: '2026-11-20', minutes_asleep: 540, night_wakings: 1 }],
      targetRecognition: [{ day: '2026-11-21', level: 3, score: 80 }],
    });
    expect(view.sleep).toHaveLength(1);
    expect(view.target_recognition).toHaveLength(1);
    expect(view.empty).toBe(false);
  });

  it('the typical band lies on the side of the cut-off without concern', () => {
    expect(typicalBand('reduce', 0, 27, 12)).toEqual({ low: 0, high: 12 });
    expect(typicalBand('increase', 0, 72, 40)).toEqual({ low: 40, high: 72 });
    expect(typicalBand('reduce', 0, 27, null)).toBeNull();
  });
});

describe('report share links', () => {
  it('open for 7 or 30 days, and not once revoked', () => {
    const made = new Date('2026-11-27T10:00:00Z');
    const expiresAt = reportLinkExpiry(made, 7);
    expect(expiresAt.toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(isReportLinkOpen({ expiresAt, revokedAt: null }, new Date('2026-12-04T09:59:59Z'))).toBe(true);
    expect(isReportLinkOpen({ expiresAt, revokedAt: null }, expiresAt)).toBe(false);
    expect(isReportLinkOpen({ expiresAt, revokedAt: made }, made)).toBe(false);
    expect(reportLinkExpiry(made, 30).toISOString()).toBe('2026-12-27T10:00:00.000Z');
  });
});
