import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../calendar/calendar.logic';
import {
  afterCharge,
  afterInvoicePaid,
  afterRefund,
  type BillingFacts,
  billingHorizon,
  billingStatus,
  canResume,
  GRACE_DAYS,
  noticeDue,
  providerBillingInstant,
  reconcileFrom,
  renewalDue,
  retryDue,
} from './billing.logic';

const trial: BillingFacts = {
  state: 'paid',
  period: 'monthly',
  ends_on: '2026-12-07',
  trial_ends_on: '2026-12-07',
  cancel_at_period_end: false,
  past_due_since: null,
  auto_renew: true,
};
const renewing: BillingFacts = { ...trial, trial_ends_on: null, ends_on: '2026-12-31' };

describe('billing: renewals', () => {
  it('a trial with a card converts on its last day: the first month starts where the trial ends', () => {
    expect(renewalDue(trial, '2026-12-06')).toBeNull();
    expect(renewalDue(trial, '2026-12-07')).toEqual({
      periodStart: '2026-12-07',
      periodEnd: '2027-01-07',
      kind: 'conversion',
    });
  });
  it('a renewal pays for the next month, the last day of a short month kept', () => {
    expect(renewalDue(renewing, '2027-01-02')).toEqual({
      periodStart: '2026-12-31',
      periodEnd: '2027-01-31',
      kind: 'renewal',
    });
    expect(renewalDue({ ...renewing, ends_on: '2027-01-31' }, '2027-01-31')?.periodEnd).toBe('2027-02-28');
  });
  it('nothing is charged without a card, once cancelled, for a one-time product, or past due', () => {
    expect(renewalDue({ ...trial, auto_renew: false }, '2026-12-07')).toBeNull();
    expect(renewalDue({ ...trial, cancel_at_period_end: true }, '2026-12-07')).toBeNull();
    expect(renewalDue({ ...trial, period: null }, '2026-12-07')).toBeNull();
    expect(renewalDue({ ...trial, past_due_since: '2026-12-07' }, '2026-12-08')).toBeNull();
    expect(renewalDue({ ...trial, state: 'refunded' }, '2026-12-07')).toBeNull();
  });
  it('a subscription left unrenewed past the grace is over, not billed for days without access', () => {
    expect(renewalDue(renewing, addDays('2026-12-31', GRACE_DAYS))).toBeNull();
    expect(renewalDue(renewing, addDays('2026-12-31', GRACE_DAYS - 1))).not.toBeNull();
  });
  it('a declined renewal leaves 7 days of access, past due; a paid retry restores the month', () => {
    const due = renewalDue(renewing, '2026-12-31');
    if (!due) throw new Error('due');
    const declined = { ...renewing, ...afterCharge(due, false) };
    expect(declined).toMatchObject({ ends_on: '2027-01-07', past_due_since: '2026-12-31' });
    expect(billingStatus(declined, '2027-01-03')).toEqual({
      kind: 'past-due',
      since: '2026-12-31',
      accessUntil: '2027-01-06',
    });
    expect(billingStatus(declined, '2027-01-07')).toEqual({ kind: 'ended', on: '2027-01-07' });
    const retry = retryDue(declined, '2027-01-03');
    expect(retry).toEqual({ periodStart: '2026-12-31', periodEnd: '2027-01-31', kind: 'renewal' });
    expect(retryDue(declined, '2027-01-07')).toBeNull();
    if (!retry) throw new Error('retry');
    expect({ ...declined, ...afterCharge(retry, true) }).toMatchObject({
      ends_on: '2027-01-31',
      past_due_since: null,
    });
  });
});

describe('billing: status words', () => {
  it('say trial until, renews on, ends on, one-time, ended, refunded', () => {
    expect(billingStatus(trial, '2026-12-01')).toEqual({ kind: 'trial', until: '2026-12-07', renews: true });
    expect(billingStatus({ ...trial, auto_renew: false }, '2026-12-01')).toEqual({
      kind: 'trial',
      until: '2026-12-07',
      renews: false,
    });
    expect(billingStatus(renewing, '2026-12-01')).toEqual({ kind: 'renews', on: '2026-12-31' });
    expect(billingStatus({ ...renewing, cancel_at_period_end: true }, '2026-12-01')).toEqual({
      kind: 'ends',
      on: '2026-12-31',
    });
    expect(billingStatus({ ...renewing, auto_renew: false }, '2026-12-01')).toEqual({
      kind: 'ends',
      on: '2026-12-31',
    });
    expect(billingStatus({ ...renewing, ends_on: null, period: null }, '2026-12-01')).toEqual({
      kind: 'one-time',
    });
    expect(billingStatus(renewing, '2026-12-31')).toEqual({ kind: 'ended', on: '2026-12-31' });
    expect(billingStatus({ ...renewing, ...afterRefund('2026-12-02') }, '2026-12-02')).toEqual({
      kind: 'refunded',
    });
  });
  it('a trial whose first month is paid says renews, not trial', () => {
    expect(billingStatus({ ...trial, ends_on: '2027-01-07' }, '2026-12-01')).toEqual({
      kind: 'renews',
      on: '2027-01-07',
    });
  });
  it('resume is offered to a cancelled subscription before its end only', () => {
    expect(canResume({ ...renewing, cancel_at_period_end: true }, '2026-12-30')).toBe(true);
    expect(canResume({ ...renewing, cancel_at_period_end: true }, '2026-12-31')).toBe(false);
    expect(canResume(renewing, '2026-12-30')).toBe(false);
  });
});

describe('billing: notices', () => {
  it('a trial that will not convert is announced the day before it ends, once', () => {
    const soft = { ...trial, auto_renew: false };
    expect(noticeDue(soft, '2026-12-06')).toEqual({ kind: 'trial-ending', on: '2026-12-07' });
    expect(noticeDue(soft, '2026-12-05')).toBeNull();
    expect(noticeDue(trial, '2026-12-06')).toBeNull();
  });
  it('the last day of grace is announced', () => {
    const pastDue = { ...renewing, past_due_since: '2026-12-31', ends_on: '2027-01-07' };
    expect(noticeDue(pastDue, '2027-01-06')).toEqual({ kind: 'grace-last-day', endsOn: '2027-01-07' });
    expect(noticeDue(pastDue, '2027-01-05')).toBeNull();
  });
});

const dayArb = fc
  .integer({ min: 0, max: 1500 })
  .map((n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10));
const factsArb: fc.Arbitrary<BillingFacts> = fc.record({
  state: fc.constantFrom('paid', 'refunded', 'failed'),
  period: fc.constantFrom('monthly' as const, 'yearly' as const, null),
  ends_on: fc.option(dayArb, { nil: null }),
  trial_ends_on: fc.option(dayArb, { nil: null }),
  cancel_at_period_end: fc.boolean(),
  past_due_since: fc.constant(null),
  auto_renew: fc.boolean(),
});

/** Runs the job on each of `days` (sorted), the card answering from `answers` in turn, a new card retried on `retries`. */
function simulate(start: BillingFacts, days: string[], answers: boolean[], retries: Set<string>) {
  let facts = start;
  const charged: string[] = [];
  const paidEnds: string[] = start.ends_on ? [start.ends_on] : [];
  let turn = 0;
  for (const day of [...days].sort()) {
    const due = renewalDue(facts, day) ?? (retries.has(day) ? retryDue(facts, day) : null);
    if (!due) continue;
    const paid = answers[turn++ % Math.max(answers.length, 1)] ?? true;
    if (paid) {
      charged.push(due.periodStart);
      paidEnds.push(due.periodEnd);
    }
    facts = { ...facts, ...afterCharge(due, paid) };
  }
  return { facts, charged, paidEnds };
}

describe('billing laws', () => {
  it('a subscription is never charged twice for one period, however often the job runs and cards fail', () => {
    fc.assert(
      fc.property(
        factsArb,
        fc.array(dayArb, { maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }),
        fc.array(dayArb, { maxLength: 5 }),
        (start, days, answers, retries) => {
          const { charged } = simulate(start, [...days, ...days], answers, new Set(retries));
          expect(new Set(charged).size).toBe(charged.length);
        },
      ),
    );
  });
  it("access never ends before the paid period's end", () => {
    fc.assert(
      fc.property(
        factsArb,
        fc.array(dayArb, { maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }),
        (start, days, answers) => {
          const { facts, paidEnds } = simulate(start, days, answers, new Set());
          for (const end of paidEnds) expect((facts.ends_on ?? '9999') >= end).toBe(true);
        },
      ),
    );
  });
  it('a declined renewal always leaves exactly 7 days of access, marked past due', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.constantFrom('monthly' as const, 'yearly' as const),
        fc.integer({ min: 0, max: GRACE_DAYS - 1 }),
        (endsOn, period, late) => {
          const start = { ...renewing, period, ends_on: endsOn };
          const due = renewalDue(start, addDays(endsOn, late));
          if (!due) throw new Error('a renewal is due from the end of the period through the grace');
          const after = { ...start, ...afterCharge(due, false) };
          expect(after.ends_on).toBe(addDays(endsOn, GRACE_DAYS));
          expect(billingStatus(after, addDays(after.ends_on, -1)).kind).toBe('past-due');
          expect(billingStatus(after, after.ends_on).kind).toBe('ended');
        },
      ),
    );
  });
  it("nothing says 'renews' unless a renewal will be attempted on that day", () => {
    fc.assert(
      fc.property(factsArb, dayArb, (facts, today) => {
        const status = billingStatus(facts, today);
        const renewsOn =
          status.kind === 'renews'
            ? status.on
            : status.kind === 'trial' && status.renews
              ? status.until
              : null;
        if (renewsOn) expect(renewalDue(facts, renewsOn)).not.toBeNull();
        else if (status.kind === 'ends')
          expect(facts.ends_on ? renewalDue(facts, facts.ends_on) : null).toBeNull();
      }),
    );
  });
  it('a trial with no card is never charged', () => {
    fc.assert(
      fc.property(factsArb, fc.array(dayArb, { maxLength: 30 }), (start, days) => {
        const { charged } = simulate({ ...start, auto_renew: false }, days, [true], new Set(days));
        expect(charged).toEqual([]);
      }),
    );
  });
});

describe('billingHorizon', () => {
  it('reaches two days past the job’s UTC day', () => {
    expect(billingHorizon(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-29');
    expect(billingHorizon(new Date('2026-12-31T00:00:00Z'))).toBe('2027-01-02');
  });
  it('always reaches at least the next day of every time zone, whatever the hour', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (at) => {
          // the latest calendar day anywhere (UTC+14) is at most one day past UTC's
          const latestToday = new Date(at.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
          expect(billingHorizon(at) > latestToday).toBe(true);
        },
      ),
    );
  });
});

describe('billing: a provider bills the period (Stripe)', () => {
  const zones = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/Madrid', 'Pacific/Kiritimati'];
  const day = fc
    .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));

  it('bills a period at 01:00 on its first day in the family zone', () => {
    expect(providerBillingInstant('2026-12-07', 'America/New_York').toISOString()).toBe(
      '2026-12-07T06:00:00.000Z',
    );
    expect(providerBillingInstant('2026-07-07', 'UTC').toISOString()).toBe('2026-07-07T01:00:00.000Z');
  });

  it('law: the billing instant falls on the period first day in the family zone, and months later stays within two hours past midnight', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...zones), fc.integer({ min: 0, max: 24 }), (first, zone, months) => {
        const at = providerBillingInstant(first, zone);
        expect(calendarDay(at, zone)).toBe(first);
        // Stripe adds whole months to the instant: the wall clock moves at most an hour (summer time).
        const later = new Date(at);
        later.setUTCMonth(later.getUTCMonth() + months);
        const shifted = new Date(later.getTime());
        const hour = Number(
          new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(
            shifted,
          ),
        );
        expect(hour).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('an invoice paid moves access to its period end and clears past due', () => {
    expect(afterInvoicePaid('2026-12-07', { start: '2026-12-07', end: '2027-01-07' })).toEqual({
      ends_on: '2027-01-07',
      past_due_since: null,
    });
    expect(afterInvoicePaid('2027-02-07', { start: '2026-12-07', end: '2027-01-07' }).ends_on).toBe(
      '2027-02-07',
    );
  });

  it('law: access never ends before the paid period end, nor before the access already given', () => {
    fc.assert(
      fc.property(
        fc.option(day, { nil: null }),
        day,
        fc.integer({ min: 1, max: 400 }),
        (endsOn, start, length) => {
          const end = addDays(start, length);
          const outcome = afterInvoicePaid(endsOn, { start, end });
          expect(outcome.ends_on >= end).toBe(true);
          if (endsOn) expect(outcome.ends_on >= endsOn).toBe(true);
          expect(outcome.past_due_since).toBeNull();
        },
      ),
    );
  });
});

describe('billing: what the job reconciles with a provider', () => {
  it('looks back the grace days from the job UTC day', () => {
    expect(reconcileFrom(new Date('2026-12-10T23:00:00Z'))).toBe('2026-12-03');
  });
  it('law: the reconciled window always covers the period ends the job settles within grace', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }), (ms) => {
        const at = new Date(ms);
        expect(reconcileFrom(at) < billingHorizon(at)).toBe(true);
        expect(addDays(reconcileFrom(at), GRACE_DAYS)).toBe(at.toISOString().slice(0, 10));
      }),
    );
  });
});
