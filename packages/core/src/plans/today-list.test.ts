import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.logic';
import {
  type CheckInItemFacts,
  compareTodayList,
  dueCheckInItem,
  isInTodayList,
  isOpenCheckInItem,
} from './plans.logic';

const TODAY = '2026-03-10';
const session = (
  scheduleDate: string | null,
  more: Partial<{ complete: boolean; skipped: boolean }> = {},
) => ({
  complete: false,
  skipped: false,
  scheduleDate,
  ...more,
});
const active = { state: 'active' };
const item = (id: number, more: Partial<CheckInItemFacts> = {}): CheckInItemFacts => ({
  id,
  kind: 'questionnaire',
  content: 'vanderbilt',
  complete: false,
  skipped: false,
  sessionComplete: false,
  sessionSkipped: false,
  scheduleDate: TODAY,
  planState: 'active',
  ...more,
});

describe('the today list', () => {
  it.each([
    ['due today', session(TODAY), active, true],
    ['missed yesterday: still due', session('2026-03-09'), active, true],
    ['due tomorrow', session('2026-03-11'), active, false],
    ['not scheduled', session(null), active, false],
    ['complete', session(TODAY, { complete: true }), active, false],
    ['skipped', session(TODAY, { skipped: true }), active, false],
    ['of a paused plan', session(TODAY), { state: 'paused' }, false],
    ['of an inactive plan', session(TODAY), { state: 'inactive' }, false],
  ])('%s: %s', (_name, facts, plan, expected) => {
    expect(isInTodayList(facts, plan, TODAY)).toBe(expected);
  });

  it('orders by plan priority, then the earlier plan, then position', () => {
    const rows = [
      { priority: 4, planId: 1, position: 0 },
      { priority: 10, planId: 7, position: 2 },
      { priority: 10, planId: 7, position: 1 },
      { priority: 10, planId: 3, position: 5 },
    ];
    expect([...rows].sort(compareTodayList)).toEqual([rows[3], rows[2], rows[1], rows[0]]);
  });
});

describe('the open check-in item', () => {
  it('is a questionnaire item of that questionnaire, neither it nor its session done', () => {
    expect(isOpenCheckInItem(item(1), 'vanderbilt')).toBe(true);
    expect(isOpenCheckInItem(item(1), 'dessa')).toBe(false);
    expect(isOpenCheckInItem(item(1, { kind: 'video' }), 'vanderbilt')).toBe(false);
    expect(isOpenCheckInItem(item(1, { complete: true }), 'vanderbilt')).toBe(false);
    expect(isOpenCheckInItem(item(1, { skipped: true }), 'vanderbilt')).toBe(false);
    expect(isOpenCheckInItem(item(1, { sessionComplete: true }), 'vanderbilt')).toBe(false);
    expect(isOpenCheckInItem(item(1, { sessionSkipped: true }), 'vanderbilt')).toBe(false);
    // a paused plan's or a later day's item is still open: a family may name it
    expect(
      isOpenCheckInItem(item(1, { planState: 'paused', scheduleDate: '2026-04-01' }), 'vanderbilt'),
    ).toBe(true);
  });

  it('the due one is the earliest open item of an active plan due today or earlier', () => {
    const items = [
      item(5, { scheduleDate: '2026-03-08' }),
      item(3, { scheduleDate: '2026-03-08' }),
      item(2, { scheduleDate: '2026-03-01', complete: true }),
      item(1, { scheduleDate: '2026-02-01', planState: 'paused' }),
      item(9, { scheduleDate: '2026-03-11' }),
    ];
    expect(dueCheckInItem(items, 'vanderbilt', TODAY)?.id).toBe(3);
    expect(dueCheckInItem(items, 'vanderbilt', '2026-03-07')).toBeNull();
    expect(dueCheckInItem(items, 'dessa', TODAY)).toBeNull();
  });
});

const dayArb = fc.integer({ min: -10, max: 10 }).map((offset) => addDays(TODAY, offset));
const sessionArb = fc.record({
  complete: fc.boolean(),
  skipped: fc.boolean(),
  scheduleDate: fc.option(dayArb, { nil: null }),
});
const stateArb = fc.constantFrom('active', 'paused', 'inactive');
const itemArb = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  kind: fc.constantFrom('questionnaire', 'video'),
  content: fc.constantFrom('vanderbilt', 'dessa', null),
  complete: fc.boolean(),
  skipped: fc.boolean(),
  sessionComplete: fc.boolean(),
  sessionSkipped: fc.boolean(),
  scheduleDate: fc.option(dayArb, { nil: null }),
  planState: stateArb,
});

describe('the today list and the check-in item (properties)', () => {
  it('a session in the today list stays in it on every later day until it is done', () => {
    fc.assert(
      fc.property(sessionArb, stateArb, fc.integer({ min: 0, max: 30 }), (facts, state, later) => {
        if (isInTodayList(facts, { state }, TODAY))
          expect(isInTodayList(facts, { state }, addDays(TODAY, later))).toBe(true);
      }),
    );
  });

  it('nothing complete, skipped, unscheduled, of a plan not active or scheduled after today is ever in the today list', () => {
    fc.assert(
      fc.property(sessionArb, stateArb, (facts, state) => {
        const listed = isInTodayList(facts, { state }, TODAY);
        if (facts.complete || facts.skipped || facts.scheduleDate === null || state !== 'active')
          expect(listed).toBe(false);
        if (facts.scheduleDate !== null && facts.scheduleDate > TODAY) expect(listed).toBe(false);
      }),
    );
  });

  it('the today order is a total order: antisymmetric, and sorting any shuffle gives one list', () => {
    const rowArb = fc.record({
      priority: fc.integer({ min: 0, max: 11 }),
      planId: fc.integer({ min: 1, max: 5 }),
      position: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 12 }), (rows) => {
        for (const a of rows)
          for (const b of rows)
            expect(Math.sign(compareTodayList(a, b)) + Math.sign(compareTodayList(b, a))).toBe(0);
        const sorted = [...rows].sort(compareTodayList);
        expect([...rows].reverse().sort(compareTodayList)).toEqual(sorted);
      }),
    );
  });

  it('the due check-in is open, of an active plan, due by today, and no other such item comes before it', () => {
    fc.assert(
      fc.property(fc.uniqueArray(itemArb, { selector: (i) => i.id, maxLength: 12 }), (items) => {
        const due = dueCheckInItem(items, 'vanderbilt', TODAY);
        const candidates = items.filter(
          (i) =>
            isOpenCheckInItem(i, 'vanderbilt') &&
            i.planState === 'active' &&
            i.scheduleDate !== null &&
            i.scheduleDate <= TODAY,
        );
        if (candidates.length === 0) expect(due).toBeNull();
        else {
          expect(due).not.toBeNull();
          for (const other of candidates) {
            const before =
              (other.scheduleDate ?? '') < (due?.scheduleDate ?? '') ||
              (other.scheduleDate === due?.scheduleDate && other.id < (due?.id ?? 0));
            expect(before).toBe(false);
          }
        }
      }),
    );
  });
});
