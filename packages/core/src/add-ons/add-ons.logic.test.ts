import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AddButtonState,
  addButtonState,
  addOnFacts,
  addOnShare,
  categoryColor,
  formatPrice,
  type GetAction,
  getAction,
  localizeSolution,
  pricingKind,
  type SolutionFacts,
  solutionPricing,
  toolStatus,
} from './add-ons.logic';
import type { Solution } from './add-ons.schema';

function solution(overrides: Partial<SolutionFacts> = {}): SolutionFacts {
  return {
    name: 'sleep',
    kind: 'product',
    available: true,
    displayName: 'Childhood Sleep Improvement',
    ...overrides,
  };
}

describe('a Solution from the catalogue satisfies what the add-on rules read', () => {
  it('is accepted as SolutionFacts', () => {
    const full = { ...solution(), id: 1 } as Partial<Solution>;
    expect(full.name).toBe('sleep');
  });
});

describe('addButtonState', () => {
  it.each<[string, Partial<SolutionFacts>, boolean, boolean, AddButtonState]>([
    ['unavailable with a waiting-list item: Get', { available: false }, false, true, 'get'],
    ['unavailable without a waiting-list item: nothing', { available: false }, false, false, 'none'],
    [
      'unavailable affiliate without a waiting-list item: nothing',
      { available: false, kind: 'affiliate' },
      false,
      false,
      'none',
    ],
    ['affiliate: external link', { kind: 'affiliate' }, false, false, 'external-link'],
    [
      'affiliate already bought: still the external link',
      { kind: 'affiliate' },
      true,
      false,
      'external-link',
    ],
    ['purchased for the child: Purchased', {}, true, false, 'purchased'],
    ['not purchased: Get', {}, false, false, 'get'],
    ['a bundle: Get', { kind: 'bundle' }, false, false, 'get'],
    ['included with the subscription: Included', { purchaseKind: 'none' }, false, true, 'included'],
    [
      'nothing to buy but not available: the waiting list',
      { purchaseKind: 'none', available: false },
      false,
      true,
      'get',
    ],
  ])('%s', (_name, overrides, purchased, hasWaitListItem, expected) => {
    expect(addButtonState(solution(overrides), { purchased, hasWaitListItem })).toBe(expected);
  });
});

describe('getAction', () => {
  it.each<[string, Partial<SolutionFacts>, boolean, boolean, GetAction]>([
    [
      'available affiliate, no account: the partner link',
      { kind: 'affiliate' },
      false,
      false,
      'external-link',
    ],
    ['account unfinished: create-account prompt', {}, false, true, 'create-account'],
    [
      'account unfinished and unavailable: create-account prompt first',
      { available: false },
      false,
      false,
      'create-account',
    ],
    ['unavailable: waitlist panel', { available: false }, true, true, 'waitlist'],
    [
      'unavailable affiliate: waitlist panel',
      { available: false, kind: 'affiliate' },
      true,
      false,
      'waitlist',
    ],
    ['no product: waitlist panel', {}, true, false, 'waitlist'],
    ['a product to buy: purchase screen', {}, true, true, 'purchase'],
  ])('%s', (_name, overrides, accountFinished, hasProduct, expected) => {
    expect(getAction(solution(overrides), { accountFinished, hasProduct })).toBe(expected);
  });
});

describe('categoryColor', () => {
  it.each([
    ['focus', 'focus'],
    ['behavior', 'behavior'],
    ['social-emotional', 'social-emotional'],
    ['sleep', 'sleep'],
    ['medication-alternatives', 'medication-alternatives'],
    ['parenting-education', 'parenting-education'],
    ['assessments-monitoring-tracking', 'assessments-monitoring-tracking'],
    ['Sleep ', 'sleep'],
    ['gardening', 'gray'],
    ['constructor', 'gray'],
    ['', 'gray'],
    [null, 'gray'],
    [undefined, 'gray'],
  ])('%s is %s', (tag, colour) => expect(categoryColor(tag)).toBe(colour));
});

describe('formatPrice', () => {
  it.each([
    [900, 'en-US', 'USD', '$9.00'],
    [1495, 'en-US', 'USD', '$14.95'],
    [7995, 'en-US', 'USD', '$79.95'],
    [11925, 'en-US', 'USD', '$119.25'],
    [22425, 'en-US', 'USD', '$224.25'],
    [0, 'en-US', 'USD', '$0.00'],
    [499, 'en-US', 'EUR', '€4.99'],
  ])('%i cents in %s %s is %s', (cents, locale, currency, expected) => {
    expect(formatPrice(cents, locale, currency)).toBe(expected);
  });

  it('writes Spanish prices the Spanish way', () => {
    expect(formatPrice(1495, 'es')).toMatch(/^14,95\s?US\$$/);
  });

  it('defaults to US dollars', () => expect(formatPrice(2175, 'en-US')).toBe('$21.75'));

  it('refuses fractions of a cent, naming cents', () => {
    expect(() => formatPrice(14.5, 'en-US')).toThrow(/cents/);
    expect(() => formatPrice(Number.NaN, 'en-US')).toThrow(/cents/);
  });
});

describe('addOnShare', () => {
  it('shares the display name, the message key and the sandboxed link', () => {
    expect(addOnShare(solution({ name: 'triple p' }), 'https://app.attune.example/')).toEqual({
      title: 'Childhood Sleep Improvement',
      message: { key: 'share.message', values: { name: 'Childhood Sleep Improvement' } },
      url: 'https://app.attune.example/s/add-on/triple%20p',
    });
  });

  it('falls back to the solution name when the display name is blank', () => {
    expect(addOnShare(solution({ displayName: ' ' }), 'https://x.example').title).toBe('sleep');
  });
});

/** The family's calendar day the add-ons are shown on. */
const TODAY = '2026-03-01';

describe('addOnFacts', () => {
  const products = [
    { id: 1, name: 'Sleep', purchase_kind: 'all' },
    { id: 2, name: 'Target Recognition', purchase_kind: 'perChild' },
  ];
  const waitListItems = [{ id: 9, name: 'reading-attention-tutor' }];
  const paid = (product: number, child_id: number | null) => ({
    product: { id: product },
    state: 'paid',
    child_id,
  });

  it.each([
    [
      'bought for the family',
      'sleep',
      [paid(1, 2)],
      { purchased: true, hasProduct: true, hasWaitListItem: false },
    ],
    ['not bought', 'sleep', [], { purchased: false, hasProduct: true, hasWaitListItem: false }],
    [
      'per child, bought for this child',
      'target recognition',
      [paid(2, 1)],
      { purchased: true, hasProduct: true, hasWaitListItem: false },
    ],
    [
      'per child, bought for a sibling',
      'target recognition',
      [paid(2, 2)],
      { purchased: false, hasProduct: true, hasWaitListItem: false },
    ],
    [
      'no product, on the waiting list',
      'reading-attention-tutor',
      [],
      { purchased: false, hasProduct: false, hasWaitListItem: true },
    ],
    [
      'neither product nor waiting list',
      'parent-coaching',
      [],
      { purchased: false, hasProduct: false, hasWaitListItem: false },
    ],
  ] as const)('%s', (_name, name, purchases, expected) => {
    const facts = addOnFacts(solution({ name }), {
      products,
      purchases,
      waitListItems,
      childId: 1,
      today: TODAY,
    });
    expect(facts).toMatchObject(expected);
  });

  it('never counts a bundle as purchased', () => {
    const facts = addOnFacts(solution({ name: 'Sleep', kind: 'bundle' }), {
      products,
      purchases: [paid(1, 1)],
      waitListItems,
      childId: 1,
      today: TODAY,
    });
    expect(facts.purchased).toBe(false);
  });

  it('an add-on whose trial ended is no longer purchased: its Get comes back the day the trial ends', () => {
    const trial = { ...paid(1, 1), ends_on: '2026-03-01', trial_ends_on: '2026-03-01' };
    const on = (today: string) =>
      addOnFacts(solution({ name: 'Sleep' }), {
        products,
        purchases: [trial],
        waitListItems,
        childId: 1,
        today,
      }).purchased;
    expect(on('2026-02-28')).toBe(true);
    expect(on('2026-03-01')).toBe(false);
    expect(on('2026-06-01')).toBe(false);
  });

  it('lets the solution say it is sold per child', () => {
    const facts = addOnFacts(solution({ name: 'Sleep', purchaseKind: 'perChild' }), {
      products,
      purchases: [paid(1, 2)],
      waitListItems,
      childId: 1,
      today: TODAY,
    });
    expect(facts.purchased).toBe(false);
  });
});

describe('solutionPricing', () => {
  it.each([
    ['monthly', 1495, 'subscription', '$14.95'],
    ['yearly', 2175, 'subscription', '$21.75'],
    ['non_consumable', 6995, 'product', '$69.95'],
    ['consumable', 900, 'product', '$9.00'],
  ] as const)('a %s price of %i cents is a %s written %s', (key, raw, kind, formatted) => {
    expect(solutionPricing(key, 'Name', raw)).toEqual({ key, kind, name: 'Name', raw, formatted });
    expect(pricingKind(key)).toBe(kind);
  });

  it('a price without an amount reads Varies', () => {
    expect(solutionPricing('varies', 'Varies', null).formatted).toBe('Varies');
  });
});

describe('localizeSolution', () => {
  const sleep: Solution = {
    id: 2,
    name: 'sleep',
    kind: 'product',
    purchaseKind: 'perChild',
    displayName: 'Childhood Sleep Improvement',
    areaOfFocus: 'sleep',
    categories: ['sleep'],
    available: true,
    icon: 'sleep',
    tagline: 'Better bedtimes.',
    description: null,
    videoUrl: null,
    pricing: { key: 'monthly', kind: 'subscription', name: 'Monthly', raw: 1495, formatted: '$14.95' },
    marketing: {
      why: 'Sleep matters.',
      forParents: null,
      forKids: null,
      whatYoullDo: null,
      whatsNeeded: null,
    },
    meta: { affiliateLink: null },
    translations: {
      displayName_es: 'Mejora del sueño infantil',
      tagline_es: 'Mejores noches.',
      pricingName_es: 'Mensual',
      why_es: 'El sueño importa.',
    },
  };

  it('takes each translated text in Spanish and keeps the English of the others', () => {
    const es = localizeSolution(sleep, 'es');
    expect(es).toMatchObject({
      displayName: 'Mejora del sueño infantil',
      tagline: 'Mejores noches.',
      description: null,
      pricing: { name: 'Mensual', raw: 1495, formatted: '$14.95' },
      marketing: { why: 'El sueño importa.', forParents: null },
    });
  });

  it('leaves the solution as it is in English', () => {
    expect(localizeSolution(sleep, 'en')).toEqual(sleep);
  });
});

describe('toolStatus ("Your tools")', () => {
  const products = [
    { id: 1, name: 'sleep', purchase_kind: 'all' },
    { id: 2, name: 'target-recognition', purchase_kind: 'perChild' },
  ];
  const family = (purchases: readonly Record<string, unknown>[]) => ({
    products,
    purchases: purchases as never,
    childId: 1,
    today: TODAY,
  });
  const bought = (product: number, child_id: number | null, ends_on: string | null = null) => ({
    product: { id: product },
    state: 'paid',
    child_id,
    ends_on,
  });

  it('says which tools the child has, which come with the subscription, which are locked or coming soon', () => {
    expect(toolStatus(solution({ name: 'social-emotional', purchaseKind: 'none' }), family([]))).toBe(
      'included',
    );
    expect(toolStatus(solution({ name: 'parent-coaching', kind: 'consultation' }), family([]))).toBe(
      'included',
    );
    expect(toolStatus(solution({ name: 'sleep' }), family([bought(1, null)]))).toBe('owned');
    expect(toolStatus(solution({ name: 'sleep' }), family([]))).toBe('locked');
    expect(toolStatus(solution({ name: 'target-recognition' }), family([bought(2, 2)]))).toBe('locked');
    expect(toolStatus(solution({ name: 'target-recognition' }), family([bought(2, 1)]))).toBe('owned');
    // A trial that ended yesterday no longer makes the tool the child's.
    expect(toolStatus(solution({ name: 'sleep' }), family([bought(1, null, '2026-03-01')]))).toBe('locked');
    // A tool whose product the family cannot see is locked, never owned by default.
    expect(toolStatus(solution({ name: 'food-sensitivity' }), family([]))).toBe('locked');
    expect(toolStatus(solution({ name: 'reading-attention-tutor', available: false }), family([]))).toBe(
      'coming-soon',
    );
    expect(toolStatus(null, family([]))).toBe('coming-soon');
  });

  it('law: a paid tool is owned exactly when core’s purchase rule counts it for this child today (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            product: fc.constantFrom(1, 2, 3),
            child: fc.option(fc.constantFrom(1, 2), { nil: null }),
            state: fc.constantFrom('paid', 'failed'),
            ends: fc.option(fc.constantFrom('2026-02-01', '2026-03-01', '2026-03-02'), { nil: null }),
          }),
        ),
        fc.constantFrom('sleep', 'target-recognition'),
        (rows, name) => {
          const purchases = rows.map((row) => ({
            product: { id: row.product },
            state: row.state,
            child_id: row.child,
            ends_on: row.ends,
          }));
          const status = toolStatus(solution({ name }), family(purchases));
          const id = name === 'sleep' ? 1 : 2;
          const counts = purchases.some(
            (purchase) =>
              purchase.product.id === id &&
              purchase.state === 'paid' &&
              (purchase.ends_on === null || TODAY < purchase.ends_on) &&
              (name === 'sleep' || purchase.child_id === 1),
          );
          expect(status).toBe(counts ? 'owned' : 'locked');
        },
      ),
    );
  });
});
