/** Children ("patients"): listing, adding and editing them, with their prescriptions. */

import { ChildAppearanceSchema, childAgeProblem, childAgeRange } from '@attune/core/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type AppContext, todayOf } from '../context';
import { enrolInFamilyCourses } from '../courses/courses.service';
import { children } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { pathsOfChildren } from '../paths/paths.service';
import { prescriptionsOf } from '../prescriptions/prescriptions.service';
import type { ChildRow } from './ownership';

type Appearance = {
  chosen_visualization: ReturnType<typeof ChildAppearanceSchema.shape.chosen_visualization.parse>;
  chosen_eyes: ReturnType<typeof ChildAppearanceSchema.shape.chosen_eyes.parse>;
  skin_color: number | null;
  hair_color: number | null;
  eye_color: number | null;
};

function appearanceOf(child: ChildRow): Appearance {
  // Stored values were checked on the way in; anything else reads as "not chosen".
  const read = <K extends keyof Appearance>(key: K, value: unknown): Appearance[K] => {
    const parsed = ChildAppearanceSchema.shape[key].safeParse(value);
    return (parsed.success ? parsed.data : null) as Appearance[K];
  };
  return {
    chosen_visualization: read('chosen_visualization', child.chosenVisualization),
    chosen_eyes: read('chosen_eyes', child.chosenEyes),
    skin_color: read('skin_color', child.skinColor),
    hair_color: read('hair_color', child.hairColor),
    eye_color: read('eye_color', child.eyeColor),
  };
}

const genderOf = (value: string): 'male' | 'female' | 'other' =>
  value === 'male' || value === 'female' ? value : 'other';

/** The children of an account with their prescriptions, oldest first. */
export async function listChildren(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select()
    .from(children)
    .where(eq(children.userId, userId))
    .orderBy(asc(children.id));
  const ids = rows.map((row) => row.id);
  const [prescriptions, childPaths] = await Promise.all([
    prescriptionsOf(ctx, ids),
    pathsOfChildren(ctx, ids),
  ]);
  return rows.map((row) => childJson(row, prescriptions.get(row.id) ?? [], childPaths.get(row.id) ?? []));
}

/** One child as the wire shows it. */
export function childJson(
  child: ChildRow,
  prescriptions: Awaited<ReturnType<typeof prescriptionsOf>> extends Map<number, infer P> ? P : never,
  childPaths: Awaited<ReturnType<typeof pathsOfChildren>> extends Map<number, infer P> ? P : never = [],
) {
  return {
    id: child.id,
    name: child.name,
    birthday: child.birthday,
    gender: genderOf(child.gender),
    active: child.active,
    on_medication: child.onMedication,
    prescriptions,
    paths: childPaths,
    ...appearanceOf(child),
    created_at: child.createdAt.toISOString(),
    updated_at: child.updatedAt.toISOString(),
  };
}

/** One child of the caller (checked by the router), with prescriptions. */
export async function readChild(ctx: AppContext, child: ChildRow) {
  const [prescriptions, childPaths] = await Promise.all([
    prescriptionsOf(ctx, [child.id]),
    pathsOfChildren(ctx, [child.id]),
  ]);
  return childJson(child, prescriptions.get(child.id) ?? [], childPaths.get(child.id) ?? []);
}

/**
 * The refusal of a birthday on the family's today, by core's age rule (5-13, 5-18 for a clinical
 * account), or null.
 */
export function birthdayProblem(ctx: AppContext, birthday: string, clinical: boolean): string | null {
  const problem = childAgeProblem(birthday, todayOf(ctx), clinical);
  if (problem === null) return null;
  if (problem === 'in-future') return 'must not be in the future';
  const { min, max } = childAgeRange(clinical);
  return `must make the child ${min} to ${max} years old`;
}

/** Adds a child to the caller's account (422 on `patient.birthday` outside the age range). */
export async function addChild(
  ctx: AppContext,
  user: { id: number; clinical: boolean },
  input: { name: string; birthday: string; gender: string },
) {
  const now = ctx.clock.now();
  const userId = user.id;
  const problem = birthdayProblem(ctx, input.birthday, user.clinical);
  if (problem) throw new HttpError(422, { 'patient.birthday': [problem] });
  const child = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(children)
      .values({
        userId,
        name: input.name.trim(),
        birthday: input.birthday,
        gender: input.gender,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('child insert returned no row');
    // Courses the family bought for every child cover a child added later too.
    await enrolInFamilyCourses(ctx, tx, userId, row.id);
    return row;
  });
  return childJson(child, []);
}

/** What an edit of a child may change (only the fields sent change). */
export interface ChildChanges {
  name?: string | undefined;
  birthday?: string | undefined;
  gender?: string | undefined;
  active?: boolean | undefined;
  on_medication?: boolean | undefined;
  chosen_visualization?: string | null | undefined;
  chosen_eyes?: string | null | undefined;
  skin_color?: string | number | null | undefined;
  hair_color?: string | number | null | undefined;
  eye_color?: string | number | null | undefined;
}

/** Edits the caller's child; appearance values must be among the avatar editor's options (422 naming the field). */
export async function editChild(ctx: AppContext, child: ChildRow, changes: ChildChanges, clinical = false) {
  const set: Partial<typeof children.$inferInsert> = {};
  const errors: Record<string, string[]> = {};
  if (changes.name !== undefined) set.name = changes.name.trim();
  if (changes.birthday !== undefined) {
    // A new birthday must keep the child in the age range; an unchanged one is left alone.
    const problem =
      changes.birthday === child.birthday ? null : birthdayProblem(ctx, changes.birthday, clinical);
    if (problem) errors['patient.birthday'] = [problem];
    set.birthday = changes.birthday;
  }
  if (changes.gender !== undefined) set.gender = changes.gender;
  if (changes.active !== undefined) set.active = changes.active;
  if (changes.on_medication !== undefined) set.onMedication = changes.on_medication;
  // undefined: unchanged; null: cleared; otherwise one of the avatar editor's options.
  const check = (
    key: keyof Appearance,
    value: unknown,
    numeric: boolean,
  ): string | number | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null) return null;
    const candidate = numeric && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    const parsed = ChildAppearanceSchema.shape[key].safeParse(candidate);
    if (!parsed.success || parsed.data === null) {
      errors[`patient.${key}`] = ['is not one of the options'];
      return undefined;
    }
    return parsed.data;
  };
  const text = (value: string | number | null) => (value === null ? null : String(value));
  const number = (value: string | number | null) => (value === null ? null : Number(value));
  const visualization = check('chosen_visualization', changes.chosen_visualization, false);
  if (visualization !== undefined) set.chosenVisualization = text(visualization);
  const eyes = check('chosen_eyes', changes.chosen_eyes, false);
  if (eyes !== undefined) set.chosenEyes = text(eyes);
  const skin = check('skin_color', changes.skin_color, true);
  if (skin !== undefined) set.skinColor = number(skin);
  const hair = check('hair_color', changes.hair_color, true);
  if (hair !== undefined) set.hairColor = number(hair);
  const eye = check('eye_color', changes.eye_color, true);
  if (eye !== undefined) set.eyeColor = number(eye);
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
  set.updatedAt = ctx.clock.now();
  const updated = await ctx.db
    .update(children)
    .set(set)
    .where(and(eq(children.id, child.id), eq(children.userId, child.userId)))
    .returning();
  const row = updated[0];
  if (!row) throw notFound('Child');
  const [prescriptions, childPaths] = await Promise.all([
    prescriptionsOf(ctx, [row.id]),
    pathsOfChildren(ctx, [row.id]),
  ]);
  return childJson(row, prescriptions.get(row.id) ?? [], childPaths.get(row.id) ?? []);
}

/** The ids of an account's children. */
export async function childIdsOf(ctx: AppContext, userId: number, ids?: number[]) {
  const where = ids
    ? and(eq(children.userId, userId), inArray(children.id, ids))
    : eq(children.userId, userId);
  const rows = await ctx.db.select({ id: children.id }).from(children).where(where);
  return rows.map((row) => row.id);
}
