import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gateRefusal } from '../access/access.logic';
import { MEASURES } from '../measures/measures.logic';
import {
  ACCOUNT_CLIENTS,
  accountClientOf,
  appClient,
  CONTENT_TABS,
  childViewTab,
  childViewTabs,
  clientVariant,
  contentTab,
  hasFinishedAppointment,
  isSandboxedPath,
  loadsContent,
  rememberedClientVariant,
  showsDiscoverCards,
  showsMeasure,
  showsPlan,
} from './clients.logic';

describe('clientVariant', () => {
  it.each([
    [{ host: 'app.attune.health' }, 'default'],
    [{ host: 'parenting.attune.health' }, 'parenting'],
    [{ host: 'Parenting-staging.attune.health' }, 'parenting'],
    [{ host: 'healthplan.attune.health' }, 'health-plan'],
    [{ host: 'app.attune.health', clientQuery: 'parenting' }, 'parenting'],
    [{ host: 'parenting.attune.health', clientQuery: 'health-plan' }, 'health-plan'],
    [{ host: 'healthplan.attune.health', clientQuery: 'unknown' }, 'health-plan'],
    [{ host: 'localhost:5173', clientQuery: null }, 'default'],
    [{ host: 'sunflower.attune.health' }, 'sunflower'],
    [{ host: 'app.attune.health', clientQuery: 'Sunflower' }, 'sunflower'],
  ] as const)('%o -> %s', (location, variant) => {
    expect(clientVariant(location)).toBe(variant);
  });

  it('a known __client__ query value always decides the variant, whatever the host', () => {
    fc.assert(
      fc.property(
        fc.domain(),
        fc.constantFrom('parenting', 'health-plan', 'sunflower'),
        (host, clientQuery) => {
          expect(clientVariant({ host, clientQuery })).toBe(clientQuery);
        },
      ),
    );
  });
});

describe('client features', () => {
  it('only the sunflower client loads content', () => {
    expect(loadsContent('sunflower')).toBe(true);
    expect(loadsContent('acme')).toBe(false);
    expect(loadsContent(null)).toBe(false);
  });

  it('discover cards and the tools tab show only in the default client, for non-clinical accounts', () => {
    expect(showsDiscoverCards('default')).toBe(true);
    expect(showsDiscoverCards('parenting')).toBe(false);
    expect(childViewTabs({ variant: 'default', clinical: false })).toEqual(['timeline', 'scores', 'tools']);
    expect(childViewTabs({ variant: 'health-plan', clinical: false })).toEqual(['timeline', 'scores']);
    expect(childViewTabs({ variant: 'default', clinical: true })).toEqual(['clinical', 'timeline', 'scores']);
  });

  it.each([
    [undefined, { variant: 'default', clinical: false }, 'timeline'],
    ['tools', { variant: 'default', clinical: false }, 'tools'],
    ['tools', { variant: 'parenting', clinical: false }, 'timeline'],
    ['clinical', { variant: 'default', clinical: false }, 'timeline'],
    [undefined, { variant: 'default', clinical: true }, 'clinical'],
    ['scores', { variant: 'default', clinical: true }, 'scores'],
    ['timeline', { variant: 'health-plan', clinical: true }, 'timeline'],
    ['tools', { variant: 'default', clinical: true }, 'clinical'],
  ] as const)('tab %s for %o is %s', (requested, facts, tab) => {
    expect(childViewTab(requested, facts)).toBe(tab);
  });
});

describe('the clinic family reaches its child', () => {
  it('a finished appointment is one with a session end time', () => {
    expect(hasFinishedAppointment([])).toBe(false);
    expect(hasFinishedAppointment([{ session_end_time: null }])).toBe(false);
    expect(
      hasFinishedAppointment([{ session_end_time: null }, { session_end_time: '2026-03-01T10:00:00Z' }]),
    ).toBe(true);
  });

  it('every account has its plans (timeline) among its tabs, the tab chosen is always one of its tabs, and a clinical account lands on Clinical', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('default', ...ACCOUNT_CLIENTS),
        fc.boolean(),
        fc.option(fc.constantFrom('timeline', 'clinical', 'scores', 'tools', 'nope'), { nil: undefined }),
        (variant, clinical, requested) => {
          const tabs = childViewTabs({ variant, clinical });
          expect(tabs).toContain('timeline');
          const tab = childViewTab(requested, { variant, clinical });
          expect(tabs).toContain(tab);
          if (requested === undefined) expect(tab).toBe(clinical ? 'clinical' : 'timeline');
          expect(tabs.includes('clinical')).toBe(clinical);
        },
      ),
    );
  });
});

describe('isSandboxedPath', () => {
  it.each([
    ['/s/add-on/bark', true],
    ['/share/discover-add-ons', true],
    ['/share', true],
    ['/s', true],
    ['#/s/add-on/bark', true],
    ['/s?x=1', true],
    ['/sandbox', false],
    ['/shared/x', false],
    ['/app/s/x', false],
    ['/', false],
  ])('%s -> %s', (path, sandboxed) => {
    expect(isSandboxedPath(path)).toBe(sandboxed);
  });

  it('a path is sandboxed exactly when its first segment is s or share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { minLength: 1, maxLength: 4 }),
        (segments) => {
          expect(isSandboxedPath(`/${segments.join('/')}`)).toBe(
            segments[0] === 's' || segments[0] === 'share',
          );
        },
      ),
    );
  });
});

describe('the client of the session and of the account', () => {
  it.each([
    [{ host: 'app.test', clientQuery: 'parenting', remembered: 'health-plan' }, 'parenting'],
    [{ host: 'app.test', clientQuery: null, remembered: 'health-plan' }, 'health-plan'],
    [{ host: 'sunflower.test', clientQuery: null, remembered: null }, 'sunflower'],
    [{ host: 'sunflower.test', clientQuery: null, remembered: 'default' }, 'default'],
    [{ host: 'app.test', clientQuery: 'nope', remembered: 'bogus' }, 'default'],
    // a link tapped before the app started on the page opened with `__client__`
    [{ host: 'app.test', clientQuery: null, remembered: null, openedFromQuery: 'parenting' }, 'parenting'],
    [{ host: 'app.test', clientQuery: null, remembered: 'default', openedFromQuery: 'parenting' }, 'default'],
    [
      { host: 'app.test', clientQuery: 'sunflower', remembered: null, openedFromQuery: 'parenting' },
      'sunflower',
    ],
    [
      { host: 'sunflower.test', clientQuery: null, remembered: null, openedFromQuery: 'health-plan' },
      'health-plan',
    ],
    [{ host: 'sunflower.test', clientQuery: null, remembered: null, openedFromQuery: 'bogus' }, 'sunflower'],
  ] as const)('%o is remembered as %s', (facts, variant) => {
    expect(rememberedClientVariant(facts)).toBe(variant);
  });

  it('a remembered variant survives navigation: remembering it again without the query keeps it', () => {
    fc.assert(
      fc.property(
        fc.domain(),
        fc.option(fc.constantFrom('parenting', 'health-plan', 'sunflower', 'x'), { nil: null }),
        (host, clientQuery) => {
          const first = rememberedClientVariant({ host, clientQuery, remembered: null });
          expect(rememberedClientVariant({ host, clientQuery: null, remembered: first })).toBe(first);
        },
      ),
    );
  });

  it("the opening page's query changes nothing once the address or the session names a variant", () => {
    const query = fc.option(fc.constantFrom('parenting', 'health-plan', 'sunflower', 'default', 'x'), {
      nil: null,
    });
    fc.assert(
      fc.property(fc.domain(), query, query, query, (host, clientQuery, remembered, openedFromQuery) => {
        const named =
          ['parenting', 'health-plan', 'sunflower'].includes(clientQuery ?? '') ||
          ['parenting', 'health-plan', 'sunflower', 'default'].includes(remembered ?? '');
        fc.pre(named);
        expect(rememberedClientVariant({ host, clientQuery, remembered, openedFromQuery })).toBe(
          rememberedClientVariant({ host, clientQuery, remembered }),
        );
      }),
    );
  });

  it("the opening page's variant is the session's when the address and the session name none", () => {
    fc.assert(
      fc.property(fc.domain(), fc.constantFrom(...ACCOUNT_CLIENTS), (host, openedFromQuery) => {
        expect(rememberedClientVariant({ host, clientQuery: null, remembered: null, openedFromQuery })).toBe(
          openedFromQuery,
        );
      }),
    );
  });

  it("a logged-in account's client always decides; sign-up records the session's", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('default', ...ACCOUNT_CLIENTS),
        fc.constantFrom('default', ...ACCOUNT_CLIENTS),
        (variant, accountVariant) => {
          const account = { client: accountClientOf(accountVariant) };
          expect(appClient({ variant, account })).toBe(accountVariant);
          expect(appClient({ variant, account: null })).toBe(variant);
        },
      ),
    );
  });

  it('the content tab is for-you unless a known tab is asked for', () => {
    expect(contentTab(undefined)).toBe('for-you');
    expect(contentTab('saved')).toBe('saved');
    expect(contentTab('tools')).toBe('for-you');
    expect(CONTENT_TABS).toEqual(['for-you', 'explore', 'saved']);
  });

  it('client-variant measures show only outside the default client; add-on plans only in it', () => {
    expect(showsMeasure(MEASURES.pediatric_symptom_checklist, 'default')).toBe(false);
    expect(showsMeasure(MEASURES.pediatric_symptom_checklist, 'parenting')).toBe(true);
    expect(showsMeasure(MEASURES.inattentive, 'health-plan')).toBe(true);
    expect(showsPlan({ addOnPlan: true }, 'default')).toBe(true);
    expect(showsPlan({ addOnPlan: true }, 'sunflower')).toBe(false);
    expect(showsPlan({ addOnPlan: false }, 'health-plan')).toBe(true);
  });

  it('only the default client offers discover cards, add-on plans and the Tools tab', () => {
    fc.assert(
      fc.property(fc.constantFrom('default', ...ACCOUNT_CLIENTS), (variant) => {
        const isDefault = variant === 'default';
        expect(showsDiscoverCards(variant)).toBe(isDefault);
        expect(showsPlan({ addOnPlan: true }, variant)).toBe(isDefault);
        expect(childViewTabs({ variant, clinical: false }).includes('tools')).toBe(isDefault);
      }),
    );
  });
});

describe('the content gate', () => {
  it('a content call is refused for every client but sunflower, after the account and subscription gates', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...ACCOUNT_CLIENTS),
        fc.boolean(),
        fc.boolean(),
        (client, finished, subscribed) => {
          const refusal = gateRefusal(
            { account: true, subscription: true, content: true },
            { accountFinished: finished, subscribed, clinical: false, contentClient: loadsContent(client) },
          );
          if (!finished) expect(refusal).toBe('create-account');
          else if (!subscribed) expect(refusal).toBe('subscription');
          else expect(refusal).toBe(client === 'sunflower' ? null : 'content');
        },
      ),
    );
  });
});
