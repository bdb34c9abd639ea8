import { describe, expect, it } from 'vitest';
import { item, session } from '../testing/fixtures';
import {
  isCardExpandable,
  isSessionPending,
  nextItem,
  planSlug,
  quickActionChanges,
  quickActions,
  remainingItems,
  type SessionFacts,
  type SessionStatus,
  sessionStatus,
  skipReschedule,
  startButton,
  startsExpanded,
} from './sessions.logic';
import { type Session, SessionSchema } from './sessions.schema';

const TODAY = '2026-03-10';

describe('a Session from the API satisfies what the session rules read', () => {
  it('a session parsed from the wire is read by the rules as it is, without conversion', () => {
    const wire: unknown = JSON.parse(
      JSON.stringify(session({ child_activity_items: [item(2), item(1, { complete: true })] })),
    );
    const facts: SessionFacts = SessionSchema.parse(wire);
    expect(sessionStatus(facts, TODAY)).toEqual({ kind: 'partial', percent: 50 });
    expect(nextItem(facts)?.position).toBe(2);
    expect(startButton(facts, TODAY)).toEqual({
      label: 'continue',
      confirm: false,
      target: { kind: 'item', position: 2 },
    });
  });
});

describe('sessionStatus', () => {
  const cases: Array<[string, Partial<Session>, SessionStatus]> = [
    [
      'a completed session says Completed with its date, even when some items are open',
      {
        complete: true,
        completed_at: '2026-03-08T09:00:00Z',
        child_activity_items: [item(1, { complete: true }), item(2)],
      },
      { kind: 'completed', date: '2026-03-08T09:00:00Z' },
    ],
    [
      'a session with a completion time but no flag still counts as completed',
      { completed_at: '2026-03-08T09:00:00Z' },
      { kind: 'completed', date: '2026-03-08T09:00:00Z' },
    ],
    [
      'completed wins over skipped',
      {
        complete: true,
        completed_at: '2026-03-08T09:00:00Z',
        skipped: true,
        skipped_at: '2026-03-07T09:00:00Z',
      },
      { kind: 'completed', date: '2026-03-08T09:00:00Z' },
    ],
    [
      'a completed session without a time gives a null date',
      { complete: true },
      { kind: 'completed', date: null },
    ],
    [
      'a skipped session says Skipped with its date',
      { skipped: true, skipped_at: '2026-03-07T09:00:00Z' },
      { kind: 'skipped', date: '2026-03-07T09:00:00Z' },
    ],
    [
      'one of three items complete is 33% (rounded down)',
      { child_activity_items: [item(1, { complete: true }), item(2), item(3)] },
      { kind: 'partial', percent: 33 },
    ],
    [
      'two of three items complete is 66% (rounded down, not 67)',
      { child_activity_items: [item(1, { complete: true }), item(2, { complete: true }), item(3)] },
      { kind: 'partial', percent: 66 },
    ],
    [
      'skipped items do not count towards the percent',
      { child_activity_items: [item(1, { complete: true }), item(2, { skipped: true }), item(3), item(4)] },
      { kind: 'partial', percent: 25 },
    ],
    [
      'partly done wins over scheduled in the future',
      { schedule_date: '2026-03-20', child_activity_items: [item(1, { complete: true }), item(2)] },
      { kind: 'partial', percent: 50 },
    ],
    [
      'only skipped items and a future date: scheduled',
      { schedule_date: '2026-03-11', child_activity_items: [item(1, { skipped: true }), item(2)] },
      { kind: 'scheduled', date: '2026-03-11' },
    ],
    [
      'scheduled tomorrow says Scheduled for that day',
      { schedule_date: '2026-03-11' },
      { kind: 'scheduled', date: '2026-03-11' },
    ],
    ['due today shows its length', { schedule_date: TODAY }, { kind: 'due', length: '10 minutes' }],
    ['overdue shows its length', { schedule_date: '2026-03-01' }, { kind: 'due', length: '10 minutes' }],
    ['no length: Ready to complete (null)', { length: null }, { kind: 'due', length: null }],
    ['a blank length counts as none', { length: '  ' }, { kind: 'due', length: null }],
    ['no schedule date: due', { schedule_date: null }, { kind: 'due', length: '10 minutes' }],
  ];
  it.each(cases)('%s', (_name, overrides, expected) => {
    expect(sessionStatus(session(overrides), TODAY)).toEqual(expected);
  });
});

describe('isSessionPending', () => {
  it.each([
    ['2026-03-11', true],
    ['2026-04-01', true],
    [TODAY, false],
    ['2026-03-09', false],
    [null, false],
  ] as const)('a session scheduled on %s is pending: %s', (schedule_date, pending) => {
    expect(isSessionPending(session({ schedule_date }), TODAY)).toBe(pending);
  });

  it('depends on the date only, not on progress', () => {
    expect(isSessionPending(session({ schedule_date: '2026-03-11', complete: true }), TODAY)).toBe(true);
  });
});

describe('card expansion', () => {
  it.each([
    ['an open session', {}, true, false],
    ['an open primed session', { primed: true }, true, true],
    ['a completed primed session', { primed: true, complete: true }, false, false],
    ['a skipped primed session', { primed: true, skipped: true }, false, false],
  ] as const)('%s: expandable %s, starts expanded %s', (_name, overrides, expandable, expanded) => {
    expect(isCardExpandable(session(overrides))).toBe(expandable);
    expect(startsExpanded(session(overrides))).toBe(expanded);
  });
});

describe('nextItem and remainingItems', () => {
  it('takes the first by position that is neither complete nor skipped, whatever the API order', () => {
    const s = session({
      child_activity_items: [item(4), item(2, { skipped: true }), item(3), item(1, { complete: true })],
    });
    expect(nextItem(s)?.position).toBe(3);
    expect(remainingItems(s).map((i) => i.position)).toEqual([3, 4]);
  });

  it('gives null and no remaining items when everything is done', () => {
    const s = session({ child_activity_items: [item(1, { complete: true }), item(2, { skipped: true })] });
    expect(nextItem(s)).toBeNull();
    expect(remainingItems(s)).toEqual([]);
  });
});

describe('startButton', () => {
  it.each([
    [
      'next item at position 2: Continue Session, to that item',
      { child_activity_items: [item(1, { complete: true }), item(2)] },
      { label: 'continue', confirm: false, target: { kind: 'item', position: 2 } },
    ],
    [
      'continuing a pending session does not ask again',
      { schedule_date: '2026-03-12', child_activity_items: [item(1, { complete: true }), item(2)] },
      { label: 'continue', confirm: false, target: { kind: 'item', position: 2 } },
    ],
    [
      'pending and not begun: Start Early, with confirmation',
      { schedule_date: '2026-03-12' },
      { label: 'start-early', confirm: true, target: { kind: 'item', position: 1 } },
    ],
    [
      'pending intro session: Start Early, to the plan intro',
      { schedule_date: '2026-03-12', position: 0 },
      { label: 'start-early', confirm: true, target: { kind: 'intro' } },
    ],
    [
      'the intro session (position 0): Get Started, to the plan intro',
      { position: 0 },
      { label: 'get-started', confirm: false, target: { kind: 'intro' } },
    ],
    [
      'any other session: Start Session, to its first item',
      {},
      { label: 'start', confirm: false, target: { kind: 'item', position: 1 } },
    ],
    [
      'first item skipped: Continue Session at item 2',
      { child_activity_items: [item(1, { skipped: true }), item(2)] },
      { label: 'continue', confirm: false, target: { kind: 'item', position: 2 } },
    ],
    [
      'nothing left to do: Start Session with nowhere to go',
      { child_activity_items: [item(1, { complete: true })] },
      { label: 'start', confirm: false, target: null },
    ],
    [
      'a session without items goes nowhere',
      { child_activity_items: [] },
      { label: 'start', confirm: false, target: null },
    ],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(startButton(session(overrides as Partial<Session>), TODAY)).toEqual(expected);
  });
});

describe('quickActions', () => {
  it.each([
    ['allowed and due', {}, { skip: true, complete: true }],
    ['only skip allowed', { actions: { complete: false, skip: true } }, { skip: true, complete: false }],
    ['only complete allowed', { actions: { complete: true, skip: false } }, { skip: false, complete: true }],
    ['pending', { schedule_date: '2026-03-11' }, { skip: false, complete: false }],
    ['already completed', { complete: true }, { skip: false, complete: false }],
    ['already skipped', { skipped: true }, { skip: false, complete: false }],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(quickActions(session(overrides as Partial<Session>), TODAY)).toEqual(expected);
  });
});

describe('quickActionChanges', () => {
  const s = session({
    child_activity_items: [item(3), item(1, { complete: true }), item(2), item(4, { skipped: true })],
  });
  it('completing marks every remaining item complete, in position order', () => {
    expect(quickActionChanges(s, 'complete')).toEqual([
      { id: 102, change: { complete: true } },
      { id: 103, change: { complete: true } },
    ]);
  });
  it('skipping marks every remaining item skipped', () => {
    expect(quickActionChanges(s, 'skip')).toEqual([
      { id: 102, change: { skipped: true } },
      { id: 103, change: { skipped: true } },
    ]);
  });
});

describe('skipReschedule', () => {
  it.each([
    ['coexisting-conditions', { kind: 'rescheduled', days: 14, date: '2026-03-24' }],
    ['Coexisting Conditions', { kind: 'rescheduled', days: 14, date: '2026-03-24' }],
    ['medication-insights', { kind: 'rescheduled', days: 7, date: '2026-03-17' }],
    ['Medication_Insights', { kind: 'rescheduled', days: 7, date: '2026-03-17' }],
    ['sleep', { kind: 'generic' }],
    ['', { kind: 'generic' }],
  ] as const)('skipping in %s gives %o', (plan, expected) => {
    expect(skipReschedule(plan, TODAY)).toEqual(expected);
  });

  it('crosses months and leap days', () => {
    expect(skipReschedule('coexisting-conditions', '2028-02-20')).toEqual({
      kind: 'rescheduled',
      days: 14,
      date: '2028-03-05',
    });
    expect(skipReschedule('medication-insights', '2026-12-28')).toEqual({
      kind: 'rescheduled',
      days: 7,
      date: '2027-01-04',
    });
  });

  it('refuses a today that is not a calendar day, naming it', () => {
    expect(() => skipReschedule('coexisting-conditions', '10/03/2026')).toThrow(/today/);
  });
});

describe('planSlug', () => {
  it.each([
    ['Coexisting Conditions', 'coexisting-conditions'],
    ['  ADHD  insights ', 'adhd-insights'],
    ['social_emotional-strengths', 'social-emotional-strengths'],
  ])('%s becomes %s', (name, slug) => expect(planSlug(name)).toBe(slug));
});
