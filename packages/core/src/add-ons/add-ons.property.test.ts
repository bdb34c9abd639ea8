import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.logic';
import { pricingArb, productArb, purchaseArb, solutionArb, waitListItemArb } from '../testing';
import {
  ADD_ON_CATEGORY_TAGS,
  addButtonState,
  addOnFacts,
  addOnShare,
  categoryColor,
  formatPrice,
  getAction,
  isIncludedWithSubscription,
  localizeSolution,
  solutionPricing,
} from './add-ons.logic';

describe('add-on rules (properties)', () => {
  it('an add-on that is not available never shows Purchased or an external link', () => {
    fc.assert(
      fc.property(solutionArb, fc.boolean(), fc.boolean(), (s, purchased, hasWaitListItem) => {
        const state = addButtonState({ ...s, available: false }, { purchased, hasWaitListItem });
        expect(state).toBe(hasWaitListItem ? 'get' : 'none');
      }),
    );
  });

  it('an available add-on always shows a button: Purchased only when purchased, not an affiliate and not included with the subscription', () => {
    fc.assert(
      fc.property(solutionArb, fc.boolean(), fc.boolean(), (s, purchased, hasWaitListItem) => {
        const available = { ...s, available: true };
        const state = addButtonState(available, { purchased, hasWaitListItem });
        expect(state).not.toBe('none');
        const included = isIncludedWithSubscription(available);
        expect(state === 'purchased').toBe(purchased && s.kind !== 'affiliate' && !included);
        expect(state === 'included').toBe(included);
      }),
    );
  });

  it('Get opens the purchase screen only for a finished account, an available add-on and a product to buy', () => {
    fc.assert(
      fc.property(solutionArb, fc.boolean(), fc.boolean(), (s, accountFinished, hasProduct) => {
        const action = getAction(s, { accountFinished, hasProduct });
        if (action === 'purchase') {
          expect(accountFinished && s.available && hasProduct && s.kind !== 'affiliate').toBe(true);
        }
        if (action === 'external-link') expect(s.kind === 'affiliate' && s.available).toBe(true);
        if (!accountFinished && action !== 'external-link') expect(action).toBe('create-account');
      }),
    );
  });

  it("a category is drawn in its own tag's colour exactly when the tag is one of the seven, otherwise gray", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...ADD_ON_CATEGORY_TAGS)), (tag) => {
        const known = (ADD_ON_CATEGORY_TAGS as readonly string[]).includes(tag.trim().toLowerCase());
        expect(categoryColor(tag)).toBe(known ? tag.trim().toLowerCase() : 'gray');
      }),
    );
  });

  it('a localized solution keeps everything but its texts, and English is the solution itself', () => {
    fc.assert(
      fc.property(solutionArb, fc.constantFrom('en', 'es'), (s, language) => {
        const localized = localizeSolution(s, language);
        const { displayName, tagline, description, pricing, marketing, ...facts } = localized;
        const { displayName: _d, tagline: _t, description: _x, pricing: p, marketing: _m, ...original } = s;
        expect(facts).toEqual(original);
        expect(pricing?.raw).toBe(p?.raw);
        expect(tagline === null).toBe(s.tagline === null);
        expect(description === null).toBe(s.description === null);
        expect(marketing === null).toBe(s.marketing === null);
        if (language === 'en') expect(localized).toEqual(s);
        else expect(displayName).toBe(s.translations.displayName_es ?? s.displayName);
      }),
    );
  });

  it('a solution price keeps its cents and is a subscription exactly when monthly or yearly', () => {
    fc.assert(
      fc.property(pricingArb, (pricing) => {
        const again = solutionPricing(pricing.key, pricing.name, pricing.raw);
        expect(again).toEqual(pricing);
        expect(again.kind === 'subscription').toBe(pricing.key === 'monthly' || pricing.key === 'yearly');
      }),
    );
  });

  it('a formatted US price never loses or gains a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = formatPrice(cents, 'en-US');
        expect(text.startsWith('$')).toBe(true);
        expect(Number(text.replace(/[^0-9]/g, ''))).toBe(cents);
        expect(text).toMatch(/\.\d{2}$/);
      }),
    );
  });

  it('a share always carries the share.message key with the same name as its title, and a link to the add-on', () => {
    fc.assert(
      fc.property(solutionArb, (s) => {
        const share = addOnShare(s, 'https://app.example');
        expect(share.message).toEqual({ key: 'share.message', values: { name: share.title } });
        expect(share.url).toBe(`https://app.example/s/add-on/${encodeURIComponent(s.name)}`);
        expect(decodeURIComponent(share.url.slice('https://app.example/s/add-on/'.length))).toBe(s.name);
      }),
    );
  });

  it('an add-on bought with a period is purchased on every day before its end and on none from its end on', () => {
    fc.assert(
      fc.property(
        solutionArb,
        productArb(),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: -400, max: 400 }),
        (solution, product, endDay, offset) => {
          fc.pre(solution.kind !== 'bundle');
          const ends = addDays('2000-01-01', endDay);
          const purchase = { product: { id: product.id }, state: 'paid', child_id: 1, ends_on: ends };
          const facts = addOnFacts(solution, {
            products: [{ ...product, name: solution.name }],
            purchases: [purchase],
            waitListItems: [],
            childId: 1,
            today: addDays(ends, offset),
          });
          expect(facts.purchased).toBe(offset < 0);
        },
      ),
    );
  });

  it('an add-on counts as purchased exactly when its product has a paid purchase for the child, and a bundle never does', () => {
    fc.assert(
      fc.property(
        solutionArb,
        fc.array(productArb(), { minLength: 1, maxLength: 4 }),
        fc.array(purchaseArb({ state: 'pending' }), { maxLength: 3 }),
        fc.array(waitListItemArb, { maxLength: 3 }),
        fc.boolean(),
        fc.boolean(),
        (solution, products, unpaid, waitListItems, named, bought) => {
          const childId = 1;
          // Product names get a space, which a solution's name (a slug) never has: only a named product matches.
          const [first, ...rest] = products.map((p) => ({ ...p, name: `${p.name} plan` }));
          if (!first) return;
          // Name one product after the solution, and maybe buy it for this child.
          const product = named ? { ...first, name: solution.name } : first;
          const purchase = {
            id: 1,
            product: { id: product.id, name: product.name },
            state: 'paid' as const,
            child_id: childId,
          };
          const purchases = bought ? [...unpaid, purchase] : unpaid;
          const facts = addOnFacts(solution, {
            products: [product, ...rest],
            purchases,
            waitListItems,
            childId,
            today: '2026-03-01',
          });
          expect(facts.purchased).toBe(named && bought && solution.kind !== 'bundle');
          if (facts.purchased) expect(solution.kind).not.toBe('bundle');
          expect(facts.hasProduct).toBe(facts.product !== null);
          expect(facts.hasWaitListItem).toBe(facts.waitListItem !== null);
        },
      ),
    );
  });
});
