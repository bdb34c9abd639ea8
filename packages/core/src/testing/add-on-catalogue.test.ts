import { describe, expect, it } from 'vitest';
import {
  ADD_ON_CATEGORY_TAGS,
  AddOnCategorySchema,
  categoryColor,
  localizeSolution,
  SOLUTION_NAMES,
  SolutionSchema,
} from '../add-ons';
import {
  CATALOGUE_SOLUTIONS,
  CATALOGUE_SUBSCRIPTIONS,
  catalogueCategories,
  catalogueProduct,
  catalogueSolution,
} from './add-on-catalogue';

const byName = (name: string) => {
  const entry = CATALOGUE_SOLUTIONS.find((solution) => solution.name === name);
  if (!entry) throw new Error(`no ${name}`);
  return catalogueSolution(entry, 1);
};

describe('the add-on catalogue', () => {
  it('has one solution per name of core, in the same order, and each parses', () => {
    expect(CATALOGUE_SOLUTIONS.map((s) => s.name)).toEqual([...SOLUTION_NAMES]);
    CATALOGUE_SOLUTIONS.forEach((entry, index) => {
      const solution = catalogueSolution(entry, index + 1);
      expect(SolutionSchema.parse(solution)).toEqual(solution);
    });
  });

  it('writes each price with core’s price rule, and HeartMath’s yearly programme under its full name', () => {
    const heartMath = byName('heartmath-smart-brain-wise-heart');
    expect(heartMath.pricing).toEqual({
      key: 'yearly',
      kind: 'subscription',
      name: '365 days',
      raw: 2175,
      formatted: '$21.75',
    });
    expect(byName('food-sensitivity').pricing?.key).toBe('non_consumable');
  });

  it('sells each solution with a product of the same name and price', () => {
    for (const entry of CATALOGUE_SOLUTIONS) {
      const product = catalogueProduct(entry);
      if (product) expect(product).toMatchObject({ name: entry.name, value: entry.pricing?.raw ?? 0 });
    }
    expect(CATALOGUE_SUBSCRIPTIONS.map((p) => p.name)).toEqual([
      'attune-access',
      'attune-yearly',
      'attune-trial',
      'attune-yearly-trial',
    ]);
  });

  it('has every page in Spanish, all five sections included', () => {
    for (const entry of CATALOGUE_SOLUTIONS) {
      const es = localizeSolution(catalogueSolution(entry, 1), 'es');
      expect(es.displayName).toBe(entry.es.displayName);
      expect(Object.values(es.marketing ?? {}).every((text) => typeof text === 'string')).toBe(true);
      expect(es.marketing).toEqual(entry.es.marketing);
    }
  });

  it('answers the seven categories of core, each coloured by its own tag', () => {
    const categories = catalogueCategories();
    expect(categories.map((c) => c.tag)).toEqual([...ADD_ON_CATEGORY_TAGS]);
    for (const category of categories) {
      expect(AddOnCategorySchema.parse(category)).toEqual(category);
      expect(category.color).toBe(categoryColor(category.tag));
    }
    for (const entry of CATALOGUE_SOLUTIONS) expect(entry.categories[0]).toBe(entry.areaOfFocus);
  });
});
