/**
 * The food sensitivity test of a child: the kit's order, moved on by core's `nextFoodSensitivityState`
 * (the parent's steps from the app, staff's from the admin commands), and the results staff enter.
 *
 * Conventions:
 * - Ordering the kit (`request_kit`) keeps the shipping address on the child's test (the family's record,
 *   in its data export) and mails the order to the lab (`LAB_ORDER_EMAIL`) and the care team
 *   (`CARE_TEAM_EMAIL`) through the outbox. Without a lab address the care team's copy says so.
 * - Each step writes its milestone's date (core's `FOOD_SENSITIVITY_MILESTONE_DATES`).
 * - Staff's steps (shipped, sample received, results entered) tell the family: a notification in the app,
 *   a push to its browsers and devices, and a mail when the family allows mail, in its language.
 * - A step is taken under the row's lock; a kit is ordered once (two orders at once: the second is 422).
 */
import {
  FOOD_SENSITIVITY_MILESTONE_DATES,
  FOOD_SENSITIVITY_STAFF_STEPS,
  FOOD_SENSITIVITY_STEPS,
  type FoodSensitivityActor,
  type FoodSensitivityMilestone,
  type FoodSensitivityResultsEntry,
  type FoodSensitivityState,
  FoodSensitivityStateSchema,
  kitOrderOpen,
  nextFoodSensitivityState,
  type ShippingAddress,
} from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { careTeamEmail } from '../clinic/clinic.service';
import type { AppContext } from '../context';
import { children, foodSensitivityResults, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { kitNoticeMail, labOrderMail } from '../mail/messages';
import { sendAccountMail, sendMail } from '../mail/outbox';
import { notifyFamily } from '../notifications/notifications.service';
import { kitAddressOf } from './kit-address';

type Row = typeof foodSensitivityResults.$inferSelect;

/** The row's column of each milestone's date (core's `FOOD_SENSITIVITY_MILESTONE_DATES`, by the wire's names). */
const DATE_COLUMN = {
  ordered_at: 'orderedAt',
  shipped_at: 'shippedAt',
  sample_sent_at: 'sampleSentAt',
  received_at: 'receivedAt',
  completed_at: 'completedAt',
} as const satisfies Record<(typeof FOOD_SENSITIVITY_MILESTONE_DATES)[FoodSensitivityMilestone], keyof Row>;

/** The date to write when the kit reaches `state`, as the row's columns (nothing for `results_viewed`). */
function datesOf(
  state: FoodSensitivityState,
  now: Date,
): Partial<Pick<Row, (typeof DATE_COLUMN)[keyof typeof DATE_COLUMN]>> {
  if (!Object.hasOwn(FOOD_SENSITIVITY_MILESTONE_DATES, state)) return {};
  return { [DATE_COLUMN[FOOD_SENSITIVITY_MILESTONE_DATES[state as FoodSensitivityMilestone]]]: now };
}

/** The kit's state as stored (a row older than core's states reads as ordered). */
const stateOf = (row: Row | undefined): FoodSensitivityState | null =>
  row ? FoodSensitivityStateSchema.catch('ordered').parse(row.state) : null;

/** 422 naming `state_action`: a step unknown to `actor`, or one not allowed in the kit's state. */
function refused(action: string, actor: FoodSensitivityActor, current: FoodSensitivityState | null) {
  const steps = actor === 'parent' ? FOOD_SENSITIVITY_STEPS : FOOD_SENSITIVITY_STAFF_STEPS;
  return new HttpError(422, {
    state_action: [
      Object.hasOwn(steps, action)
        ? `cannot be taken now (the kit is ${current ?? 'not ordered'})`
        : `must be one of ${Object.keys(steps).join(', ')}`,
    ],
  });
}

/**
 * Moves the child's kit on by a step taken by `actor` (422 naming `state_action` for an unknown step, or
 * one not allowed in the kit's state); the first step (`request_kit`) makes the row with the shipping
 * address. Returns the row as it is now and the state it was in.
 */
async function moveKit(
  ctx: AppContext,
  childId: number,
  action: string,
  actor: FoodSensitivityActor,
  shippingAddress?: ShippingAddress,
): Promise<{ row: Row; from: FoodSensitivityState | null }> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(foodSensitivityResults)
      .where(eq(foodSensitivityResults.childId, childId))
      .for('update');
    const from = stateOf(current);
    const now = ctx.clock.now();
    if (
      action === 'request_kit' &&
      current &&
      from &&
      shippingAddress &&
      kitOrderOpen({ state: from, shipping_address: kitAddressOf(current.shippingAddress) })
    ) {
      // A kit ordered before addresses were asked: the order is completed with the address now.
      const [completed] = await tx
        .update(foodSensitivityResults)
        .set({ shippingAddress, orderedAt: current.orderedAt ?? now, updatedAt: now })
        .where(eq(foodSensitivityResults.id, current.id))
        .returning();
      if (!completed) throw new Error('food sensitivity update returned no row');
      return { row: completed, from };
    }
    const state = nextFoodSensitivityState(from, action, actor);
    if (!state) throw refused(action, actor, from);
    if (!current) {
      // The order: made once (a second order at the same time finds the row and is refused).
      const [made] = await tx
        .insert(foodSensitivityResults)
        .values({
          childId,
          state,
          shippingAddress: shippingAddress ?? null,
          ...datesOf(state, now),
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!made) throw refused(action, actor, 'ordered');
      return { row: made, from };
    }
    const [moved] = await tx
      .update(foodSensitivityResults)
      .set({ state, ...(state === from ? {} : datesOf(state, now)), updatedAt: now })
      .where(eq(foodSensitivityResults.id, current.id))
      .returning();
    if (!moved) throw new Error('food sensitivity update returned no row');
    return { row: moved, from };
  });
}

/** The child's family as mail and notifications need it (404 for an unknown child). */
async function familyOf(ctx: AppContext, childId: number) {
  const [row] = await ctx.db
    .select({
      childId: children.id,
      childName: children.name,
      birthday: children.birthday,
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      emailSubscription: users.emailSubscription,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .where(eq(children.id, childId));
  if (!row) throw notFound('Child');
  return row;
}

/**
 * Mails the kit's order: to the lab (`labOrderEmail`, LAB_ORDER_EMAIL) when one is configured, and to the
 * care team always; without a lab address the care team's copy asks them to forward it, and the log says
 * so (outside production every mail stays in the development outbox anyway).
 */
async function mailOrder(ctx: AppContext, row: Row, address: ShippingAddress) {
  const family = await familyOf(ctx, row.childId);
  const order = {
    orderId: row.id,
    orderedAt: row.orderedAt ?? ctx.clock.now(),
    child: { id: family.childId, name: family.childName, birthday: family.birthday },
    parent: { name: family.name ?? '', email: family.email },
    address,
  };
  const lab = ctx.labOrderEmail;
  if (lab) await sendMail(ctx, { to: lab, ...labOrderMail({ ...order, forward: false }) });
  else
    (ctx.production ? ctx.logger.error : ctx.logger.info)(
      `food sensitivity kit order ${row.id}: LAB_ORDER_EMAIL is not set; the order is mailed to the care team only`,
    );
  await sendMail(ctx, { to: careTeamEmail(), ...labOrderMail({ ...order, forward: !lab }) });
}

/** The notice each of staff's steps gives the family (its notification's kind and mail). */
const NOTICE_OF_STAFF_STATE = {
  shipped: 'shipped',
  received: 'received',
  results_ready: 'results',
} as const;

/**
 * Tells the family about a step staff took: in the app (and by push to its browsers and devices) and,
 * when the family allows mail, by mail, in its language.
 */
async function tellFamily(ctx: AppContext, childId: number, notice: 'shipped' | 'received' | 'results') {
  const family = await familyOf(ctx, childId);
  const path = `/app/child/${childId}/tool/food-sensitivity`;
  await notifyFamily(ctx, family.id, {
    kind: `food-sensitivity-${notice}`,
    data: { child: family.childName, child_id: childId },
    href: path,
  });
  await sendAccountMail(
    ctx,
    family,
    (language) =>
      kitNoticeMail[language]({ notice, childName: family.childName, link: `${ctx.publicUrl}${path}` }),
    'news',
  );
}

/**
 * The parent's step (`POST food_sensitivity_states`): moves the child's kit on (422 naming `state_action`
 * for an unknown step, or one not allowed in the kit's state). Ordering the kit keeps its shipping address
 * (the contract's schema requires it, core's `FoodSensitivityStateInputSchema`) and mails the order.
 */
export async function takeFoodSensitivityStep(
  ctx: AppContext,
  childId: number,
  input: { state_action: string; shipping_address?: ShippingAddress | undefined },
) {
  const address = input.state_action === 'request_kit' ? input.shipping_address : undefined;
  if (input.state_action === 'request_kit' && !address)
    throw new HttpError(422, { shipping_address: ['is required'] });
  const { row } = await moveKit(ctx, childId, input.state_action, 'parent', address);
  if (address) await mailOrder(ctx, row, address);
}

/**
 * A staff step from the admin command (`ship`: the kit is mailed; `receive`: the lab has the sample): moves
 * the kit on and tells the family. 404 for an unknown child; 422 naming `state_action` out of turn.
 */
export async function takeStaffFoodSensitivityStep(ctx: AppContext, childId: number, action: string) {
  await familyOf(ctx, childId);
  const { row } = await moveKit(ctx, childId, action, 'staff');
  const state = stateOf(row);
  if (state === 'shipped' || state === 'received')
    await tellFamily(ctx, childId, NOTICE_OF_STAFF_STATE[state]);
  return { child_id: childId, state };
}

/**
 * Staff enter a child's results (the admin command): the items of the food panel and the three bonus
 * tests replace any earlier ones, the kit is ready to view, and the family is told. Results need the
 * sample received (core's order; again before they are viewed, to correct them): otherwise 422 on
 * `child_id`; an unknown child 404.
 */
export async function enterFoodSensitivityResults(ctx: AppContext, entry: FoodSensitivityResultsEntry) {
  await familyOf(ctx, entry.child_id);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(foodSensitivityResults)
      .where(eq(foodSensitivityResults.childId, entry.child_id))
      .for('update');
    if (!current) throw new HttpError(422, { child_id: ['has no food sensitivity kit ordered'] });
    const from = stateOf(current);
    if (!nextFoodSensitivityState(from, 'enter_results', 'staff'))
      throw new HttpError(422, { child_id: [`cannot have results entered now (the kit is ${from})`] });
    const now = ctx.clock.now();
    await tx
      .update(foodSensitivityResults)
      .set({ items: entry.items, state: 'results_ready', completedAt: now, updatedAt: now })
      .where(eq(foodSensitivityResults.id, current.id));
  });
  await tellFamily(ctx, entry.child_id, NOTICE_OF_STAFF_STATE.results_ready);
  return { child_id: entry.child_id, items: entry.items.length, state: 'results_ready' as const };
}
