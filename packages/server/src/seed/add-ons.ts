/**
 * The add-on catalogue in the database: categories, solutions and the products that sell them, written
 * from the one catalogue (`CATALOGUE_SOLUTIONS` of `@attune/core/testing`, the same data the stories
 * show). It is reference data the server owns, so it is written at every start (inserted or updated by
 * tag and name): a data directory seeded by an older version gets today's names, prices and pages.
 * Subscription products belong to no solution; a solution that left the catalogue is removed.
 */
import { pricingKind, SOLUTION_NAMES } from '@attune/core/rules';
import {
  CATALOGUE_SOLUTIONS,
  CATALOGUE_SUBSCRIPTIONS,
  type CatalogueProduct,
  catalogueCategories,
  catalogueProduct,
  catalogueSolution,
} from '@attune/core/testing/fixtures';
import { inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/database';
import * as t from '../db/schema';

async function writeProduct(tx: Tx, product: CatalogueProduct, solutionId: number | null): Promise<void> {
  const values = {
    solutionId,
    value: product.value,
    trialLength: product.trialLength,
    kind: pricingKind(product.pricingKey),
    pricingKind: product.pricingKey,
    iapId: product.iapId,
    activityPlanKeys: [...product.plans],
    courseKey: product.course,
    bundle: product.bundle,
  };
  await tx
    .insert(t.products)
    .values({ name: product.name, ...values })
    .onConflictDoUpdate({ target: t.products.name, set: values });
}

/** Writes the add-on catalogue (categories, solutions, products), inserting or updating each. */
export async function writeAddOnCatalogue(tx: Tx): Promise<void> {
  for (const category of catalogueCategories()) {
    const { tag, ...set } = category;
    await tx
      .insert(t.addOnCategories)
      .values(category)
      .onConflictDoUpdate({ target: t.addOnCategories.tag, set });
  }
  const leftOver = await tx
    .select({ id: t.solutions.id })
    .from(t.solutions)
    .where(notInArray(t.solutions.name, [...SOLUTION_NAMES]));
  if (leftOver.length > 0) {
    const ids = leftOver.map((row) => row.id);
    await tx.update(t.products).set({ solutionId: null }).where(inArray(t.products.solutionId, ids));
    await tx.delete(t.solutions).where(inArray(t.solutions.id, ids));
  }
  for (const entry of CATALOGUE_SOLUTIONS) {
    const { id: _id, categories, meta, ...solution } = catalogueSolution(entry, 1);
    const values = {
      ...solution,
      tags: categories,
      description: solution.description ?? '',
      meta: (meta.affiliateLink ? { affiliateLink: meta.affiliateLink } : {}) as Record<string, string>,
    };
    const [row] = await tx
      .insert(t.solutions)
      .values(values)
      .onConflictDoUpdate({ target: t.solutions.name, set: values })
      .returning({ id: t.solutions.id });
    const product = catalogueProduct(entry);
    if (row && product) await writeProduct(tx, product, row.id);
  }
  for (const subscription of CATALOGUE_SUBSCRIPTIONS) await writeProduct(tx, subscription, null);
}
