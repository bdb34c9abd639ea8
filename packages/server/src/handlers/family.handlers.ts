/** Handlers of a family's own data: children, plans, the today list, items, prescriptions, paths. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { addChild, editChild, listChildren, readChild } from '../children/children.service';
import { childOf } from '../children/ownership';
import { improvementAreas, improvementGroups, paths } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Handlers } from '../http/router';
import { gaugesOf } from '../insights/insights.service';
import {
  childPlanJsonById,
  listChildPlans,
  setPlanState,
  startPlan,
  todayList,
} from '../plans/plans.service';
import {
  addPrescription,
  deletePrescription,
  savePrescription,
} from '../prescriptions/prescriptions.service';
import { changeItem, itemChangeOf } from '../sessions/items.service';

/** The catalogue key of the essentials programme (`POST attune_essentials`). */
export const ESSENTIALS_KEY = 'attune-essentials';

async function pathJson(
  ctx: Parameters<Handlers['listPaths']>[0]['ctx'],
  rows: (typeof paths.$inferSelect)[],
) {
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

/** A family's children and their plans, items, paths and prescriptions: every one checks the child is the caller's. */
export const familyHandlers = {
  listPatients: async ({ ctx, user }) => ({ patients: await listChildren(ctx, user.id) }),
  getPatient: async ({ ctx, user, params }) => ({ patient: await readChild(ctx, user.id, params.id) }),
  createPatient: async ({ ctx, user, body }) => ({ patient: await addChild(ctx, user.id, body.patient) }),
  updatePatient: async ({ ctx, user, params, body }) => ({
    patient: await editChild(ctx, user.id, params.id, body.patient),
  }),
  listGauges: async ({ ctx, user, params }) => {
    const child = await childOf(ctx, user.id, params.id);
    return { gauges: await gaugesOf(ctx, child) };
  },

  listChildPlans: async ({ ctx, user, query }) => {
    await childOf(ctx, user.id, query.child_id);
    return { plans: await listChildPlans(ctx, query.child_id) };
  },
  startPlan: async ({ ctx, user, body }) => {
    await childOf(ctx, user.id, body.child_id);
    const planId = await ctx.db.transaction((tx) => startPlan(ctx, tx, body.child_id, body.activity_plan_id));
    return { child_activity_plan: await childPlanJsonById(ctx, ctx.db, body.child_id, planId) };
  },
  startEssentials: async ({ ctx, user, body }) => {
    await childOf(ctx, user.id, body.child_id);
    const catalogue = await ctx.catalogue.ensure((c) => c.plansByKey.has(ESSENTIALS_KEY));
    const essentials = catalogue.plansByKey.get(ESSENTIALS_KEY);
    if (!essentials) throw new HttpError(404, { base: ['No plan found'] });
    const planId = await ctx.db.transaction((tx) => startPlan(ctx, tx, body.child_id, essentials.id));
    return { child_activity_plan: await childPlanJsonById(ctx, ctx.db, body.child_id, planId) };
  },
  activatePlan: async ({ ctx, user, params, body }) => {
    await childOf(ctx, user.id, body.child_id);
    return { child_activity_plan: await setPlanState(ctx, body.child_id, params.id, 'activate') };
  },
  pausePlan: async ({ ctx, user, params, body }) => {
    await childOf(ctx, user.id, body.child_id);
    return { child_activity_plan: await setPlanState(ctx, body.child_id, params.id, 'pause') };
  },
  unpausePlan: async ({ ctx, user, params, body }) => {
    await childOf(ctx, user.id, body.child_id);
    return { child_activity_plan: await setPlanState(ctx, body.child_id, params.id, 'unpause') };
  },
  listTodaySessions: async ({ ctx, user, query }) => {
    await childOf(ctx, user.id, query.child_id);
    return { sessions: await todayList(ctx, query.child_id) };
  },
  updateItem: async ({ ctx, user, params, body }) => {
    const change = itemChangeOf(body.child_activity_item);
    await childOf(ctx, user.id, body.child_id);
    return changeItem(ctx, user.id, body.child_id, params.id, change);
  },

  listPaths: async ({ ctx, user, query }) => {
    await childOf(ctx, user.id, query.child_id);
    const rows = await ctx.db
      .select()
      .from(paths)
      .where(eq(paths.childId, query.child_id))
      .orderBy(asc(paths.id));
    return { paths: await pathJson(ctx, rows) };
  },
  createPath: async ({ ctx, user, body }) => {
    await childOf(ctx, user.id, body.child_id);
    const group = (
      await ctx.db.select().from(improvementGroups).where(eq(improvementGroups.id, body.group_id))
    )[0];
    if (!group) throw new HttpError(422, { group_id: ['is not an improvement group'] });
    const slugs = [...new Set(body.areas)];
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
      .values({ childId: body.child_id, groupId: group.id, areas: slugs, createdAt: ctx.clock.now() })
      .returning();
    const [path] = await pathJson(ctx, inserted);
    if (!path) throw new Error('path insert returned no row');
    return { path };
  },

  createPrescription: async ({ ctx, user, body }) => ({
    prescription: await addPrescription(
      ctx,
      user.id,
      body.prescription.child_id,
      body.taking_medication,
      body.prescription,
    ),
  }),
  updatePrescription: async ({ ctx, user, params, body }) => ({
    prescription: await savePrescription(ctx, user.id, body.child_id, params.id, body.prescription),
  }),
  deletePrescription: async ({ ctx, user, params, body }) => {
    await deletePrescription(ctx, user.id, body.child_id, params.id);
    return undefined;
  },
} satisfies Partial<Handlers>;
