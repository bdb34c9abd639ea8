import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backTarget,
  type GuardFacts,
  guardRoute,
  isAccountFinished,
  mergeRouteRequirements,
  pushRouteHistory,
  ROUTE_HISTORY_LIMIT,
  type RouteRequirements,
} from './navigation.logic';
import type { RouteHistoryEntry } from './navigation.schema';

const member: GuardFacts = {
  loggedIn: true,
  accountFinished: true,
  hasSubscription: true,
  consentSigned: true,
};

describe('guardRoute', () => {
  it.each([
    [
      'an /app route while logged out',
      { requiresAuth: true },
      { ...member, loggedIn: false },
      { kind: 'redirect', to: 'login', redirect: '/app/child/3/scores?x=1#top' },
    ],
    [
      'a child route while logged out',
      { requiresAccount: true },
      { ...member, loggedIn: false },
      { kind: 'redirect', to: 'login', redirect: '/app/child/3/scores?x=1#top' },
    ],
    ['login while logged in', { loggedOutOnly: true }, member, { kind: 'redirect', to: 'home' }],
    ['login while logged out', { loggedOutOnly: true }, { ...member, loggedIn: false }, { kind: 'allow' }],
    [
      'settings with an unfinished account',
      { requiresAuth: true, requiresAccount: true },
      { ...member, accountFinished: false },
      { kind: 'blocker', blocker: 'create-account' },
    ],
    [
      'add-child with an unfinished account and no subscription',
      { requiresAccount: true, requiresSubscription: true },
      { ...member, accountFinished: false, hasSubscription: false },
      { kind: 'blocker', blocker: 'create-account' },
    ],
    [
      'add-child without a subscription',
      { requiresAccount: true, requiresSubscription: true },
      { ...member, hasSubscription: false },
      { kind: 'blocker', blocker: 'subscription' },
    ],
    [
      'a consent route without consent',
      { requiresAuth: true, requiresConsent: true },
      { ...member, consentSigned: false },
      { kind: 'blocker', blocker: 'consent-form' },
    ],
    ['a public route', {}, { ...member, loggedIn: false }, { kind: 'allow' }],
    [
      'everything satisfied',
      { requiresAccount: true, requiresSubscription: true, requiresConsent: true },
      member,
      { kind: 'allow' },
    ],
  ] as const)('%s', (_name, meta, facts, decision) => {
    expect(guardRoute({ fullPath: '/app/child/3/scores?x=1#top', meta }, facts)).toEqual(decision);
  });

  it('merges the needs of a route and its parents', () => {
    expect(mergeRouteRequirements([{ requiresAuth: true }, null, { requiresSubscription: true }])).toEqual({
      requiresAuth: true,
      loggedOutOnly: false,
      requiresAccount: false,
      requiresSubscription: true,
      requiresConsent: false,
    });
  });

  it('an account is finished when it is not a template user and is confirmed', () => {
    expect(isAccountFinished({ template_user: false, confirmed_at: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(isAccountFinished({ template_user: true, confirmed_at: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(isAccountFinished({ template_user: false, confirmed_at: null })).toBe(false);
    expect(isAccountFinished(null)).toBe(false);
  });

  const metaArb: fc.Arbitrary<RouteRequirements> = fc.record(
    {
      requiresAuth: fc.boolean(),
      loggedOutOnly: fc.boolean(),
      requiresAccount: fc.boolean(),
      requiresSubscription: fc.boolean(),
      requiresConsent: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const fullPathArb = fc
    .tuple(
      fc.array(fc.stringMatching(/^[a-z0-9_-]{1,8}$/), { maxLength: 4 }),
      fc.stringMatching(/^(\?[a-z]=[0-9]{1,3})?(#[a-z]{1,4})?$/),
    )
    .map(([segments, rest]) => `/${segments.join('/')}${rest}`);
  const factsArb: fc.Arbitrary<GuardFacts> = fc.record({
    loggedIn: fc.boolean(),
    accountFinished: fc.boolean(),
    hasSubscription: fc.boolean(),
    consentSigned: fc.boolean(),
  });

  it('a logged-out visitor never reaches a route that needs login, and is sent to login with the full path', () => {
    fc.assert(
      fc.property(metaArb, factsArb, fullPathArb, (meta, facts, fullPath) => {
        const needsLogin = Boolean(
          meta.requiresAuth || meta.requiresAccount || meta.requiresSubscription || meta.requiresConsent,
        );
        const decision = guardRoute({ fullPath, meta }, { ...facts, loggedIn: false });
        if (needsLogin) expect(decision).toEqual({ kind: 'redirect', to: 'login', redirect: fullPath });
        else expect(decision).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('a route is allowed exactly when every need is met', () => {
    fc.assert(
      fc.property(metaArb, factsArb, (meta, facts) => {
        const needsLogin = Boolean(
          meta.requiresAuth || meta.requiresAccount || meta.requiresSubscription || meta.requiresConsent,
        );
        const met =
          (!needsLogin || facts.loggedIn) &&
          (!meta.loggedOutOnly || !facts.loggedIn) &&
          (!meta.requiresAccount || facts.accountFinished) &&
          (!meta.requiresSubscription || facts.hasSubscription) &&
          (!meta.requiresConsent || facts.consentSigned);
        expect(guardRoute({ fullPath: '/x', meta }, facts).kind === 'allow').toBe(met);
      }),
    );
  });
});

const entry = (name: string, sessionID = 's1', params: Record<string, string> = {}): RouteHistoryEntry => ({
  name,
  params,
  timestamp: '2026-03-01T09:00:00Z',
  sessionID,
});

describe('backTarget', () => {
  const item = { name: 'child-plan-session-item-view', params: { plan_id: '4', item_position: '3' } };
  const history = [
    entry('home'),
    entry('child-view', 's1', { child_id: '2' }),
    entry(item.name),
    entry(item.name),
  ];

  it('previous: the latest earlier route with a different name', () => {
    expect(backTarget({ ...item, meta: { back: 'previous' } }, history)).toEqual({
      warn: false,
      target: { kind: 'route', name: 'child-view', params: { child_id: '2' } },
    });
  });

  it('previous: home when no earlier route of this app session has another name', () => {
    expect(
      backTarget({ ...item, meta: { back: 'previous' } }, [
        entry('child-view', 'old'),
        entry(item.name, 's2'),
      ]),
    ).toEqual({
      warn: false,
      target: { kind: 'home' },
    });
  });

  it('browser: browser back when this session has an earlier route, else home', () => {
    expect(backTarget({ ...item, meta: { back: 'browser' } }, history).target).toEqual({
      kind: 'browser-back',
    });
    expect(backTarget({ ...item, meta: { back: 'browser' } }, [entry(item.name)]).target).toEqual({
      kind: 'home',
    });
  });

  it('named: that route, with its params or the current ones', () => {
    expect(backTarget({ ...item, meta: { back: { name: 'child-plan-view' } } }, history).target).toEqual({
      kind: 'route',
      name: 'child-plan-view',
      params: item.params,
    });
    expect(
      backTarget({ ...item, meta: { back: { name: 'settings', params: { page: 'profile' } } } }, []).target,
    ).toEqual({
      kind: 'route',
      name: 'settings',
      params: { page: 'profile' },
    });
  });

  it('parent: the parent route, else home; no rule: home', () => {
    const parent = { name: 'child-plan-view', params: { plan_id: '4' } };
    expect(backTarget({ ...item, parent, meta: { back: 'parent' } }, history).target).toEqual({
      kind: 'route',
      ...parent,
    });
    expect(backTarget({ ...item, meta: { back: 'parent' } }, history).target).toEqual({ kind: 'home' });
    expect(backTarget(item, history).target).toEqual({ kind: 'home' });
  });

  it('warns before leaving when the route asks for it', () => {
    expect(backTarget({ ...item, meta: { back: 'previous', warnBeforeLeaving: true } }, history).warn).toBe(
      true,
    );
  });

  it('going back to the previous route never lands on a route of the same name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 12 }),
        fc.constantFrom('a', 'b', 'c'),
        (names, current) => {
          const { target } = backTarget({ name: current, params: {}, meta: { back: 'previous' } }, [
            ...names.map((n) => entry(n)),
            entry(current),
          ]);
          if (target.kind === 'route') expect(target.name).not.toBe(current);
          else expect(names.every((n) => n === current)).toBe(true);
        },
      ),
    );
  });
});

describe('pushRouteHistory', () => {
  it('keeps the last 10 visited routes, oldest first', () => {
    let history: RouteHistoryEntry[] = [];
    for (let i = 1; i <= 12; i += 1) history = pushRouteHistory(history, entry(`r${i}`));
    expect(history.map((e) => e.name)).toEqual([
      'r3',
      'r4',
      'r5',
      'r6',
      'r7',
      'r8',
      'r9',
      'r10',
      'r11',
      'r12',
    ]);
  });

  it('the route history never holds more than 10 entries and always ends with the newest', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 30 }), (names) => {
        const history = names.reduce<RouteHistoryEntry[]>((h, n) => pushRouteHistory(h, entry(n)), []);
        expect(history.length).toBe(Math.min(names.length, ROUTE_HISTORY_LIMIT));
        expect(history.map((e) => e.name)).toEqual(names.slice(-ROUTE_HISTORY_LIMIT));
      }),
    );
  });
});
