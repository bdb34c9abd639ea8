/** A child's paths: an improvement group and the areas of it the family chose to work on. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { improvementAreas, improvementGroups, paths } from '../db/schema';
import { HttpError } from '../http/errors';

async function pathsJson(ctx: AppContext, rows: readonly (typeof paths.$inferSelect)[]) {
  const slugs = [...new Set(rows.flatMap((row) => row.areas))];
  const areas =
    slugs.length === 0
      ? []
      : await ctx.db
          .select({ slug: improvementAreas.slug, name: improvementAreas.name })
          .from(improvementAreas)
          .where(inArray(improvementAreas.slug, slugs));
  const nameOf = new Map(areas.map((area) => [area.slug, area.name]));
  return rows.map((row) => ({
    id: row.id,
    child_id: row.childId,
    group_id: row.groupId ?? 0,
    areas: row.areas.map((slug) => ({ slug, name: nameOf.get(slug) ?? slug })),
    created_at: row.createdAt.toISOString(),
  }));
}

/** The paths of each of these children (oldest first), for the child's JSON (`paths`). */
export async function pathsOfChildren(ctx: AppContext, childIds: readonly number[]) {
  const byChild = new Map<number, Awaited<ReturnType<typeof pathsJson>>>();
  if (childIds.length === 0) return byChild;
  const rows = await ctx.db
    .select()
    .from(paths)
    .where(inArray(paths.childId, [...childIds]))
    .orderBy(asc(paths.id));
  for (const path of await pathsJson(ctx, rows)) {
    byChild.set(path.child_id, [...(byChild.get(path.child_id) ?? []), path]);
  }
  return byChild;
}

/** A child's paths, oldest first. */
export async function listPaths(ctx: AppContext, childId: number) {
  const rows = await ctx.db.select().from(paths).where(eq(paths.childId, childId)).orderBy(asc(paths.id));
  return pathsJson(ctx, rows);
}

/** Starts a path for a child: the areas must be of the group (422 naming `group_id` or `areas`). */
export async function createPath(
  ctx: AppContext,
  childId: number,
  input: { group_id: number; areas: readonly string[] },
) {
  const [group] = await ctx.db
    .select({ id: improvementGroups.id })
    .from(improvementGroups)
    .where(eq(improvementGroups.id, input.group_id));
  if (!group) throw new HttpError(422, { group_id: ['is not an improvement group'] });
  const slugs = [...new Set(input.areas)];
  const known = await ctx.db
    .select({ slug: improvementAreas.slug })
    .from(improvementAreas)
    .where(and(inArray(improvementAreas.slug, slugs), eq(improvementAreas.groupId, group.id)));
  const knownSlugs = new Set(known.map((row) => row.slug));
  const unknown = slugs.filter((slug) => !knownSlugs.has(slug));
  if (unknown.length > 0) {
    throw new HttpError(422, { areas: [`are not areas of this group: ${unknown.join(', ')}`] });
  }
  const inserted = await ctx.db
    .insert(paths)
    .values({ childId, groupId: group.id, areas: slugs, createdAt: ctx.clock.now() })
    .returning();
  const [path] = await pathsJson(ctx, inserted);
  if (!path) throw new Error('path insert returned no row');
  return path;
}
