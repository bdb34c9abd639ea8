import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, MS_PER_DAY } from '../calendar/calendar.logic';
import {
  checkReportPeriod,
  inReportPeriod,
  isReportLinkOpen,
  REPORT_LINK_DAYS,
  type ReportInput,
  reportLinkExpiry,
  reportPeriod,
  reportView,
} from './report.logic';

const dayArb = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-01-01', n));
const periodArb = fc
  .tuple(dayArb, dayArb)
  .map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));
const measureArb = fc.constantFrom('inattentive', 'hyperactive', 'anxiety');

const scoreArb = fc.record({
  measure: measureArb,
  day: dayArb,
  order: fc.nat(1000),
  score: fc.integer({ min: 0, max: 27 }),
});

const inputOf = (
  period: { from: string; to: string },
  scores: { measure: string; day: string; order: number; score: number }[],
  extra: Partial<ReportInput> = {},
): ReportInput => ({
  child: { id: 1, name: 'Maya', birthday: '2018-03-01' },
  careTeam: [],
  language: 'en',
  period,
  today: period.to,
  lastAppointment: null,
  scores: scores.map((s) => ({
    ...s,
    title: s.measure,
    direction: 'reduce',
    min: 0,
    max: 27,
    cutOff: 12,
    goal: null,
    outcome: null,
    respondent: null,
  })),
  prescriptions: [],
  sessions: [],
  checkIns: [],
  reflections: null,
  sleep: null,
  targetRecognition: null,
  ...extra,
});

describe('visit report laws', () => {
  it('every score in the period appears once, in date order, under its measure', () => {
    fc.assert(
      fc.property(periodArb, fc.array(scoreArb, { maxLength: 30 }), (period, scores) => {
        const view = reportView(inputOf(period, scores));
        for (const measure of view.measures) {
          const expected = scores
            .filter((s) => s.measure === measure.key && inReportPeriod(s.day, period))
            .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.order - b.order))
            .map((s) => [s.day, s.score]);
          expect(measure.points.map((p) => [p.day, p.score])).toEqual(expected);
        }
        const shown = view.measures.reduce((n, m) => n + m.points.length, 0);
        expect(shown).toBe(scores.filter((s) => inReportPeriod(s.day, period)).length);
      }),
    );
  });

  it('nothing outside the period appears', () => {
    const sessionArb = fc.record({
      complete: fc.boolean(),
      completed_day: fc.option(dayArb),
      skipped: fc.boolean(),
      skipped_day: fc.option(dayArb),
      schedule_date: fc.option(dayArb),
    });
    fc.assert(
      fc.property(
        periodArb,
        fc.array(scoreArb, { maxLength: 10 }),
        fc.array(sessionArb, { maxLength: 10 }),
        fc.array(
          fc.record({ night: dayArb, minutes_asleep: fc.constant(480), night_wakings: fc.constant(0) }),
          {
            maxLength: 5,
          },
        ),
        fc.array(fc.record({ day: dayArb, level: fc.nat(9), score: fc.constant(null) }), { maxLength: 5 }),
        fc.array(fc.record({ questionnaire: measureArb, day: dayArb, order: fc.nat() }), { maxLength: 5 }),
        fc.array(fc.record({ day: dayArb, text: fc.constant('A note') }), { maxLength: 5 }),
        (period, scores, sessions, sleep, targetRecognition, checkIns, reflections) => {
          const view = reportView(
            inputOf(period, scores, {
              sessions,
              sleep,
              targetRecognition,
              reflections,
              checkIns: checkIns.map((c) => ({ ...c, respondent: null, answers: [] })),
            }),
          );
          const days = [
            ...view.measures.flatMap((m) => m.points.map((p) => p.day)),
            ...(view.sleep ?? []).map((n) => n.night),
            ...(view.target_recognition ?? []).map((r) => r.day),
            ...view.check_ins.map((c) => c.day),
            ...view.medications.changes.map((c) => c.day),
            ...(view.reflections ?? []).map((r) => r.day),
          ];
          for (const day of days) expect(inReportPeriod(day, period)).toBe(true);
          // A week's counts are of sessions in the period: the week touches it.
          for (const week of view.plans.weeks) expect(addDays(week.week_start, 6) >= period.from).toBe(true);
          for (const week of view.plans.weeks) expect(week.week_start <= period.to).toBe(true);
          expect(view.empty).toBe(days.length === 0 && view.plans.weeks.length === 0);
        },
      ),
    );
  });

  it('a prescription stopped in the period appears once, as stopped on its day; one stopped by the period end is not current', () => {
    const prescriptionArb = fc
      .record({ start: dayArb, stopped: fc.option(dayArb), created: dayArb })
      .map(({ start, stopped, created }) => ({
        start_date: start,
        stopped_day: stopped !== null && stopped < start ? start : stopped,
        created_day: created,
        updated_day: created,
      }));
    fc.assert(
      fc.property(periodArb, fc.array(prescriptionArb, { maxLength: 6 }), (period, list) => {
        const prescriptions = list.map((p, i) => ({
          ...p,
          medication: `M${i}`,
          dosage: null,
          taken: ['morning'],
          doses: [],
        }));
        const view = reportView(inputOf(period, [], { prescriptions }));
        for (const p of prescriptions) {
          const stops = view.medications.changes.filter(
            (c) => c.kind === 'stopped' && c.medication === p.medication,
          );
          const stoppedInPeriod = p.stopped_day !== null && inReportPeriod(p.stopped_day, period);
          expect(stops.map((c) => c.day)).toEqual(stoppedInPeriod ? [p.stopped_day] : []);
          const current = view.medications.current.some((c) => c.medication === p.medication);
          const stoppedByEnd = p.stopped_day !== null && p.stopped_day <= period.to;
          if (stoppedByEnd) expect(current).toBe(false);
          else expect(current).toBe(p.start_date <= period.to);
        }
      }),
    );
  });

  it("a current prescription's adherence counts each dose of the period once, as taken, skipped or not answered", () => {
    const doseArb = fc.record({
      day: dayArb,
      dose: fc.constantFrom('morning' as const, 'afternoon' as const, 'evening' as const),
      answer: fc.constantFrom('taken' as const, 'skipped' as const, null),
    });
    fc.assert(
      fc.property(periodArb, fc.array(doseArb, { maxLength: 20 }), (period, doses) => {
        const view = reportView(
          inputOf(period, [], {
            prescriptions: [
              {
                medication: 'M',
                dosage: null,
                start_date: '2025-01-01',
                taken: ['morning'],
                created_day: '2025-01-01',
                updated_day: '2025-01-01',
                stopped_day: null,
                doses,
              },
            ],
          }),
        );
        const inPeriod = doses.filter((d) => inReportPeriod(d.day, period));
        const adherence = view.medications.current[0]?.adherence;
        if (inPeriod.length === 0) expect(adherence).toBeNull();
        else
          expect(adherence).toEqual({
            taken: inPeriod.filter((d) => d.answer === 'taken').length,
            skipped: inPeriod.filter((d) => d.answer === 'skipped').length,
            unanswered: inPeriod.filter((d) => d.answer === null).length,
          });
      }),
    );
  });

  it('the picked periods end today and are accepted as requested periods', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.constantFrom('last_30_days' as const, 'last_90_days' as const, 'since_last_appointment' as const),
        fc.option(fc.integer({ min: 0, max: 300 })),
        (today, choice, back) => {
          const appointment = back === null ? null : addDays(today, -back);
          const period = reportPeriod(choice, today, appointment);
          if (period === null) {
            expect(choice).toBe('since_last_appointment');
            expect(appointment).toBeNull();
            return;
          }
          expect(period.to).toBe(today);
          expect(period.from <= period.to).toBe(true);
          expect(checkReportPeriod(period.from, period.to, today)).toEqual({ ok: true, period });
        },
      ),
    );
  });
});

describe('report share link laws', () => {
  const instantArb = fc.integer({ min: 0, max: 4_000_000_000_000 }).map((ms) => new Date(ms));
  const daysArb = fc.constantFrom(...REPORT_LINK_DAYS);
  it('a link opens from its making until its expiry, never after it nor once revoked', () => {
    fc.assert(
      fc.property(instantArb, daysArb, fc.integer({ min: 0, max: 40 * MS_PER_DAY }), (made, days, later) => {
        const expiresAt = reportLinkExpiry(made, days);
        const at = new Date(made.getTime() + later);
        expect(isReportLinkOpen({ expiresAt, revokedAt: null }, at)).toBe(later < days * MS_PER_DAY);
        expect(isReportLinkOpen({ expiresAt, revokedAt: made }, at)).toBe(false);
      }),
    );
  });
});
