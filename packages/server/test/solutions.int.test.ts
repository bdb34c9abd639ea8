/**
 * The add-on catalogue the server owns, through the real `@attune/api` client: `GET solutions` needs no
 * log-in, decodes with core's schema and holds the spec's names and prices; categories and products agree
 * with it; a data directory seeded by an older version is brought up to date at start.
 */
import { toPromise } from '@attune/api';
import {
  ADD_ON_CATEGORY_TAGS,
  categoryColor,
  isIncludedWithSubscription,
  localizeSolution,
  SOLUTION_NAMES,
} from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { engines, type Harness, startHarness } from './support/harness';

/** The spec's prices in cents, and how each is charged. */
const SPEC_PRICES: readonly [string, number, string][] = [
  ['bark', 900, 'monthly'],
  ['triple-p', 7995, 'non_consumable'],
  ['heartmath-hrv', 11925, 'non_consumable'],
  ['heartmath-smart-brain-wise-heart', 2175, 'yearly'],
  ['greenlight', 499, 'monthly'],
  ['sleep', 1495, 'monthly'],
  ['reading-attention-tutor', 1495, 'monthly'],
  ['food-sensitivity', 6995, 'non_consumable'],
  ['honestly-adhd', 1499, 'non_consumable'],
  ['target-recognition', 1499, 'monthly'],
  ['parent-coaching', 0, 'non_consumable'],
];

describe.each(engines)('the add-on catalogue (%s)', (engine) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(engine);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers every solution of the spec without a log-in, with its price as the spec gives it', async () => {
    const solutions = await toPromise(harness.client().api.listSolutions());
    expect(solutions.map((solution) => solution.name)).toEqual([...SOLUTION_NAMES]);
    for (const [name, cents, key] of SPEC_PRICES) {
      const solution = solutions.find((each) => each.name === name);
      expect(solution?.pricing, name).toMatchObject({ raw: cents, key });
    }
    const bark = solutions.find((each) => each.name === 'bark');
    expect(bark).toMatchObject({
      kind: 'affiliate',
      displayName: 'Bark',
      areaOfFocus: 'assessments-monitoring-tracking',
      pricing: { kind: 'subscription', formatted: '$9.00' },
      meta: { affiliateLink: 'https://www.bark.us/' },
    });
    // Social + Emotional comes with the subscription (the catalogue says so once; its tool's calls are
    // gated by the subscription only): available, nothing to buy, so its card says Included.
    const social = solutions.find((each) => each.name === 'social-emotional');
    expect(social).toMatchObject({ available: true, purchaseKind: 'none', kind: 'product' });
    expect(social && isIncludedWithSubscription(social)).toBe(true);
    expect(solutions.find((each) => each.name === 'reading-attention-tutor')?.available).toBe(false);
  });

  it('gives every solution the five sections of its page, in English and in Spanish', async () => {
    const solutions = await toPromise(harness.client().api.listSolutions());
    for (const solution of solutions) {
      expect(Object.keys(solution.marketing ?? {}).sort(), solution.name).toEqual(
        ['forKids', 'forParents', 'whatYoullDo', 'whatsNeeded', 'why'].sort(),
      );
      const es = localizeSolution(solution, 'es');
      expect(es.marketing?.why, solution.name).not.toBe(solution.marketing?.why);
    }
    const sleep = solutions.find((each) => each.name === 'sleep');
    expect(sleep && localizeSolution(sleep, 'es').displayName).toBe('Mejora del sueño infantil');
  });

  it('sells each solution with a product of the same name and price, and colours each category by its tag', async () => {
    const client = harness.client();
    const [solutions, products, categories] = await Promise.all([
      toPromise(client.api.listSolutions()),
      toPromise(client.api.listProducts()),
      toPromise(client.api.listAddOnCategories()),
    ]);
    for (const solution of solutions) {
      const product = products.find((each) => each.name === solution.name);
      expect(product?.value, solution.name).toBe(solution.pricing?.raw ?? 0);
      expect(product?.purchase_kind, solution.name).toBe(solution.purchaseKind);
    }
    expect(categories.map((category) => category.tag)).toEqual([...ADD_ON_CATEGORY_TAGS]);
    for (const category of categories) expect(category.color).toBe(categoryColor(category.tag));
  });

  it('brings an older data directory up to date at start: names, prices and no subscription as a solution', async () => {
    const { db } = harness.server.ctx;
    await db
      .update(t.solutions)
      .set({
        pricing: { key: 'consumable', kind: 'product', name: 'One-time', raw: 6995, formatted: '$69.95' },
      })
      .where(eq(t.solutions.name, 'food-sensitivity'));
    await db
      .insert(t.solutions)
      .values({ name: 'attune-access', kind: 'bundle', displayName: 'Attune Access' });
    await db
      .update(t.addOnCategories)
      .set({ color: 'purple' })
      .where(eq(t.addOnCategories.tag, 'parenting-education'));

    await seed(harness.server.ctx);

    const solutions = await toPromise(harness.client().api.listSolutions());
    expect(solutions.map((solution) => solution.name)).toEqual([...SOLUTION_NAMES]);
    expect(solutions.find((each) => each.name === 'food-sensitivity')?.pricing?.key).toBe('non_consumable');
    const categories = await toPromise(harness.client().api.listAddOnCategories());
    expect(categories.find((each) => each.tag === 'parenting-education')?.color).toBe('parenting-education');
    const products = await toPromise(harness.client().api.listProducts());
    expect(products.map((product) => product.name)).toContain('attune-access');
  });
});
