import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { addOnCategoryArb, pricingArb, solutionArb } from '../testing/entities.arbitraries';
import { AddOnCategorySchema, PricingSchema, type Solution, SolutionSchema } from './add-ons.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

const bark: Solution = {
  id: 8,
  name: 'bark',
  kind: 'affiliate',
  purchaseKind: 'none',
  displayName: 'Bark',
  areaOfFocus: 'behavior',
  categories: ['behavior', 'parenting-education'],
  available: true,
  icon: 'bark',
  tagline: 'Online monitoring for families',
  description: 'Affiliate online-monitoring with a 7-day trial.',
  videoUrl: null,
  pricing: { key: 'monthly', kind: 'subscription', name: 'Monthly', raw: 900, formatted: '$9.00' },
  marketing: {
    why: 'Screens are part of growing up.',
    forParents: 'Alerts when something needs you.',
    forKids: null,
    whatYoullDo: 'Connect the accounts you want to watch.',
    whatsNeeded: null,
  },
  meta: { affiliateLink: 'https://www.bark.us/?ref=attune' },
  translations: { tagline_es: 'Monitoreo en línea para familias' },
};

describe('SolutionSchema', () => {
  it('reads a realistic solution unchanged', () => {
    expect(SolutionSchema.parse(bark)).toEqual(bark);
  });

  it('rejects an unknown kind, purchase kind and a link that is not a URL, naming each field', () => {
    const bad = {
      ...bark,
      kind: 'subscription',
      purchaseKind: 'everyone',
      meta: { affiliateLink: 'bark.us' },
    };
    expect(badFields(parseWith(SolutionSchema, bad))).toEqual(['kind', 'purchaseKind', 'meta.affiliateLink']);
  });
});

describe('PricingSchema and AddOnCategorySchema', () => {
  it('a price that varies has no raw amount; prices are whole cents', () => {
    expect(
      PricingSchema.safeParse({
        key: 'varies',
        kind: 'product',
        name: 'Varies',
        raw: null,
        formatted: 'Varies',
      }).success,
    ).toBe(true);
    expect(
      badFields(
        parseWith(PricingSchema, { key: 'weekly', kind: 'product', name: 'x', raw: 9.5, formatted: '$0.10' }),
      ),
    ).toEqual(['key', 'raw']);
  });

  it('a category keeps any tag, even one without a colour of its own', () => {
    const category = { tag: 'new-tag', title: 'New', color: 'gray' };
    expect(AddOnCategorySchema.parse(category)).toEqual(category);
    expect(badFields(parseWith(AddOnCategorySchema, { tag: '', title: 'Sleep', color: '#fff' }))).toEqual([
      'tag',
    ]);
  });
});

describe('add-on arbitraries', () => {
  it('every generated solution parses, and only affiliates carry a link', () => {
    fc.assert(
      fc.property(solutionArb, (solution) => {
        expect(SolutionSchema.parse(solution)).toEqual(solution);
        expect(solution.meta.affiliateLink !== null).toBe(solution.kind === 'affiliate');
      }),
    );
  });

  it('every generated price and category parses; a price has a raw amount unless it varies', () => {
    fc.assert(
      fc.property(pricingArb, addOnCategoryArb, (pricing, category) => {
        expect(PricingSchema.parse(pricing)).toEqual(pricing);
        expect(AddOnCategorySchema.parse(category)).toEqual(category);
        expect(pricing.raw === null).toBe(pricing.key === 'varies');
      }),
    );
  });
});
