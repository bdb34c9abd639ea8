/** The add-on catalogue as the wire shows it (`GET solutions`), read from the solutions table. */
import {
  type PricingKey,
  PricingKeySchema,
  PurchaseKindSchema,
  type Solution,
  SolutionKindSchema,
  SolutionMarketingSchema,
  solutionPricing,
} from '@attune/core/rules';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../context';
import { solutions } from '../db/schema';

type SolutionRow = typeof solutions.$inferSelect;

/** A solution row as the wire shows it; the price text is written by core's `solutionPricing`. */
export function solutionJson(row: SolutionRow): Solution {
  const key: PricingKey | undefined = PricingKeySchema.safeParse(row.pricing?.key).data;
  return {
    id: row.id,
    name: row.name,
    kind: SolutionKindSchema.catch('product').parse(row.kind),
    purchaseKind: PurchaseKindSchema.catch('all').parse(row.purchaseKind),
    displayName: row.displayName,
    areaOfFocus: row.areaOfFocus || (row.tags[0] ?? 'other'),
    categories: row.tags,
    available: row.available,
    icon: row.icon || row.name,
    tagline: row.tagline,
    description: row.description || null,
    videoUrl: row.videoUrl,
    pricing: row.pricing && key ? solutionPricing(key, row.pricing.name, row.pricing.raw) : null,
    marketing: SolutionMarketingSchema.nullable()
      .catch(null)
      .parse(row.marketing ?? null),
    meta: { affiliateLink: row.meta.affiliateLink ?? null },
    translations: row.translations,
  };
}

/** Every solution of the catalogue, in the catalogue's order. */
export async function listSolutions(ctx: AppContext): Promise<Solution[]> {
  const rows = await ctx.db.select().from(solutions).orderBy(asc(solutions.id));
  return rows.map(solutionJson);
}
