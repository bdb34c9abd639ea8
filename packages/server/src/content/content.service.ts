/**
 * The content library: collections, pieces and tags, what each family saved or read, and the pieces
 * recommended for the areas of its children's paths.
 *
 * Conventions:
 * - a search matches any part of a name, summary, description or body, in English or in its translations,
 *   ignoring case, and is answered by the database (`ILIKE`), as is each collection's count of pieces the
 *   family has not read;
 * - only accounts of the sunflower client reach these (the contract's `content` gate refuses the others).
 * - pieces, collections and tags are linked by join tables.
 */
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { childIdsOf } from '../children/children.service';
import type { AppContext } from '../context';
import {
  contentCollections,
  contentCollectionTags,
  contentPieceCollections,
  contentPieces,
  contentPieceTags,
  contentTags,
  paths,
  userCollections,
  userPieces,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';

type PieceRow = typeof contentPieces.$inferSelect;
type Named = { id: number; name: string; translations: Record<string, string> };

/** `%search%` for `ILIKE`, with the search's own `%`, `_` and `\` taken literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Whether one of the columns contains the search (no condition without a search). */
function searched(search: string | undefined, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** The words of a `translations` column (its values, not its keys), for a search. */
const translatedWords = (column: AnyPgColumn) =>
  sql`coalesce((select string_agg(value, ' ') from jsonb_each_text(${column})), '')`;

/** A join table: the column of the record that has the links, and the column of what it links to. */
interface Link {
  readonly table: PgTable;
  readonly owner: AnyPgColumn;
  readonly target: AnyPgColumn;
}

const PIECE_TAGS: Link = {
  table: contentPieceTags,
  owner: contentPieceTags.pieceId,
  target: contentPieceTags.tagId,
};
const PIECE_COLLECTIONS: Link = {
  table: contentPieceCollections,
  owner: contentPieceCollections.pieceId,
  target: contentPieceCollections.collectionId,
};
const COLLECTION_TAGS: Link = {
  table: contentCollectionTags,
  owner: contentCollectionTags.collectionId,
  target: contentCollectionTags.tagId,
};

/** What each of the records `ids` links to through `link`, as `{ id, name }` by record. */
async function linkedNames(
  ctx: AppContext,
  link: Link,
  named: typeof contentTags | typeof contentCollections,
  ids: readonly number[],
): Promise<Map<number, Named[]>> {
  const grouped = new Map<number, Named[]>();
  if (ids.length === 0) return grouped;
  const rows = (await ctx.db
    .select({ owner: link.owner, id: named.id, name: named.name, translations: named.translations })
    .from(link.table)
    .innerJoin(named, eq(named.id, link.target))
    .where(inArray(link.owner, [...ids]))
    .orderBy(asc(named.id))) as ({ owner: number } & Named)[];
  for (const { owner, id, name, translations } of rows)
    grouped.set(owner, [...(grouped.get(owner) ?? []), { id, name, translations }]);
  return grouped;
}

async function piecesJson(ctx: AppContext, userId: number, rows: readonly PieceRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [tagsOf, collectionsOf, mine] = await Promise.all([
    linkedNames(ctx, PIECE_TAGS, contentTags, ids),
    linkedNames(ctx, PIECE_COLLECTIONS, contentCollections, ids),
    ctx.db
      .select()
      .from(userPieces)
      .where(and(eq(userPieces.userId, userId), inArray(userPieces.pieceId, ids))),
  ]);
  const mineOf = new Map(mine.map((row) => [row.pieceId, row]));
  return rows.map((row) => {
    const own = mineOf.get(row.id);
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      summary: row.summary,
      body: row.body || null,
      image_url: row.imageUrl,
      video_url: row.videoUrl,
      translations: row.translations,
      tags: tagsOf.get(row.id) ?? [],
      collections: collectionsOf.get(row.id) ?? [],
      published_at: row.publishedAt.toISOString(),
      user_piece: own ? userPieceJson(own) : null,
    };
  });
}

const userPieceJson = (row: typeof userPieces.$inferSelect) => ({
  id: row.id,
  piece_id: row.pieceId,
  viewed: row.viewed,
  saved: row.saved,
});

const userCollectionJson = (row: typeof userCollections.$inferSelect) => ({
  id: row.id,
  collection_id: row.collectionId,
  added: row.added,
});

/** The collections (matching the search), each with its tags, the family's choice and its unread count. */
export async function listCollections(ctx: AppContext, userId: number, search?: string) {
  const unread = sql<number>`(
    select count(*)::int from ${contentPieceCollections}
    where ${contentPieceCollections.collectionId} = ${contentCollections.id}
      and not exists (
        select 1 from ${userPieces}
        where ${userPieces.pieceId} = ${contentPieceCollections.pieceId}
          and ${userPieces.userId} = ${userId}
          and ${userPieces.viewed}
      )
  )`;
  const rows = await ctx.db
    .select({ collection: contentCollections, unread, own: userCollections })
    .from(contentCollections)
    .leftJoin(
      userCollections,
      and(eq(userCollections.collectionId, contentCollections.id), eq(userCollections.userId, userId)),
    )
    .where(
      searched(
        search,
        contentCollections.name,
        contentCollections.description,
        translatedWords(contentCollections.translations),
      ),
    )
    .orderBy(asc(contentCollections.id));
  const tagsOf = await linkedNames(
    ctx,
    COLLECTION_TAGS,
    contentTags,
    rows.map((row) => row.collection.id),
  );
  return rows.map(({ collection, unread: count, own }) => ({
    id: collection.id,
    name: collection.name,
    description: collection.description,
    translations: collection.translations,
    tags: tagsOf.get(collection.id) ?? [],
    user_collection: own ? userCollectionJson(own) : null,
    last_updated: collection.lastUpdated.toISOString(),
    unread: Number(count),
  }));
}

/** The pieces (matching the search), newest first. */
export async function listPieces(ctx: AppContext, userId: number, search?: string) {
  const rows = await ctx.db
    .select()
    .from(contentPieces)
    .where(
      searched(
        search,
        contentPieces.name,
        contentPieces.summary,
        contentPieces.body,
        translatedWords(contentPieces.translations),
      ),
    )
    .orderBy(desc(contentPieces.publishedAt), asc(contentPieces.id));
  return piecesJson(ctx, userId, rows);
}

/** One piece, or 404. */
export async function readPiece(ctx: AppContext, userId: number, id: number) {
  const rows = await ctx.db.select().from(contentPieces).where(eq(contentPieces.id, id));
  const [piece] = await piecesJson(ctx, userId, rows);
  if (!piece) throw notFound('Content piece');
  return piece;
}

/** The tags (matching the search), by name. */
export async function listTags(ctx: AppContext, search?: string) {
  return ctx.db
    .select({ id: contentTags.id, name: contentTags.name, translations: contentTags.translations })
    .from(contentTags)
    .where(searched(search, contentTags.name, translatedWords(contentTags.translations)))
    .orderBy(asc(contentTags.name));
}

/** For each area some piece speaks to: its pieces, and which of the family's children have a path in it. */
export async function listRecommendations(ctx: AppContext, userId: number) {
  const childIds = await childIdsOf(ctx, userId);
  const [pathRows, pieceRows] = await Promise.all([
    childIds.length === 0 ? [] : ctx.db.select().from(paths).where(inArray(paths.childId, childIds)),
    ctx.db.select().from(contentPieces).orderBy(desc(contentPieces.publishedAt), asc(contentPieces.id)),
  ]);
  const pieces = await piecesJson(ctx, userId, pieceRows);
  const keys = [...new Set(pieceRows.flatMap((piece) => piece.areaKeys))];
  return keys.map((key) => ({
    key,
    pieces: pieces.filter((_, index) => pieceRows[index]?.areaKeys.includes(key)),
    children: [...new Set(pathRows.filter((row) => row.areas.includes(key)).map((row) => row.childId))],
  }));
}

/** The collections the family added or removed. */
export async function listUserCollections(ctx: AppContext, userId: number) {
  const rows = await ctx.db.select().from(userCollections).where(eq(userCollections.userId, userId));
  return rows.map(userCollectionJson);
}

/** Adds a collection to the family's (adding again keeps one). */
export async function addUserCollection(ctx: AppContext, userId: number, collectionId: number) {
  const known = await ctx.db
    .select({ id: contentCollections.id })
    .from(contentCollections)
    .where(eq(contentCollections.id, collectionId));
  if (!known[0]) throw new HttpError(422, { 'user_collection.collection_id': ['No user collection found'] });
  const [row] = await ctx.db
    .insert(userCollections)
    .values({ userId, collectionId, added: true })
    .onConflictDoUpdate({
      target: [userCollections.userId, userCollections.collectionId],
      set: { added: true },
    })
    .returning();
  if (!row) throw new Error('user collection insert returned no row');
  return userCollectionJson(row);
}

/** Adds or removes one of the family's collections (404 for another family's). */
export async function setUserCollection(ctx: AppContext, userId: number, id: number, added: boolean) {
  const [row] = await ctx.db
    .update(userCollections)
    .set({ added })
    .where(and(eq(userCollections.id, id), eq(userCollections.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, { base: ['No user collection found'] });
  return userCollectionJson(row);
}

/** The pieces the family viewed or saved. */
export async function listUserPieces(ctx: AppContext, userId: number) {
  const rows = await ctx.db.select().from(userPieces).where(eq(userPieces.userId, userId));
  return rows.map(userPieceJson);
}

/** The family's record of a piece, made when missing (making it twice keeps one). */
export async function addUserPiece(ctx: AppContext, userId: number, pieceId: number) {
  const known = await ctx.db
    .select({ id: contentPieces.id })
    .from(contentPieces)
    .where(eq(contentPieces.id, pieceId));
  if (!known[0]) throw new HttpError(422, { 'user_piece.piece_id': ['No user piece found'] });
  // A no-op update on conflict makes RETURNING give the row that was already there.
  const [row] = await ctx.db
    .insert(userPieces)
    .values({ userId, pieceId })
    .onConflictDoUpdate({ target: [userPieces.userId, userPieces.pieceId], set: { userId } })
    .returning();
  if (!row) throw new Error('user piece insert returned no row');
  return userPieceJson(row);
}

/** Marks one of the family's pieces viewed or saved (only the fields sent change; 404 for another's). */
export async function setUserPiece(
  ctx: AppContext,
  userId: number,
  id: number,
  changes: { viewed?: boolean | undefined; saved?: boolean | undefined },
) {
  const set: Partial<typeof userPieces.$inferInsert> = {};
  if (changes.viewed !== undefined) set.viewed = changes.viewed;
  if (changes.saved !== undefined) set.saved = changes.saved;
  const where = and(eq(userPieces.id, id), eq(userPieces.userId, userId));
  const [row] =
    Object.keys(set).length > 0
      ? await ctx.db.update(userPieces).set(set).where(where).returning()
      : await ctx.db.select().from(userPieces).where(where);
  if (!row) throw new HttpError(404, { base: ['No user piece found'] });
  return userPieceJson(row);
}
