/**
 * Where the database's catalogue comes from: the `sample` of `@attune/catalogue` (written by the seed) or
 * an operator's file (`imported` by `admin catalogue import`), or `null` when there is none. Kept as one
 * named row of `server_keys` (the server's own name/value table), so no migration is needed. A database
 * seeded before this row existed and holding plans counts as `sample` (only the seed wrote catalogues).
 */
import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import * as t from '../db/schema';

/** Where the catalogue in the database comes from. */
export type CatalogueOrigin = 'sample' | 'imported';

const NAME = 'catalogue.origin';

/** Where the database's catalogue comes from, or `null` when it holds none. */
export async function catalogueOrigin(db: Db | Tx): Promise<CatalogueOrigin | null> {
  const [row] = await db.select().from(t.serverKeys).where(eq(t.serverKeys.name, NAME));
  if (row?.value === 'sample' || row?.value === 'imported') return row.value;
  const [plans] = await db.select({ n: count() }).from(t.activityPlans);
  return (plans?.n ?? 0) > 0 ? 'sample' : null;
}

/** Records where the database's catalogue comes from. */
export async function setCatalogueOrigin(db: Db | Tx, origin: CatalogueOrigin): Promise<void> {
  await db
    .insert(t.serverKeys)
    .values({ name: NAME, value: origin })
    .onConflictDoUpdate({ target: t.serverKeys.name, set: { value: origin } });
}
