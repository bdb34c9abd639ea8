/**
 * The food-sensitivity kit's order, one statement of its states and steps. The kit only moves forward:
 *
 *   (none) --request_kit (parent, with the shipping address)--> ordered
 *   ordered --ship (staff)--> shipped
 *   shipped --sample_sent (parent)--> sample_sent
 *   shipped | sample_sent --receive (staff: the lab has the sample)--> received
 *   received | results_ready --enter_results (staff; again to correct them before they are viewed)--> results_ready
 *   results_ready | results_viewed --results_viewed (parent)--> results_viewed
 *
 * The lab may receive a sample the parent did not mark as sent; nothing else skips a state.
 */
import {
  FOOD_SENSITIVITY_STAFF_STEPS,
  FOOD_SENSITIVITY_STATES,
  FOOD_SENSITIVITY_STEPS,
  type FoodSensitivityResult,
  type FoodSensitivityState,
} from '../children/children.schema';

/** The highest level of a food-sensitivity result (0: none, 4: highest). */
export const FOOD_SENSITIVITY_MAX_LEVEL = 4;

/** Who takes a step of the kit's order: the parent (the app) or staff (the admin commands). */
export type FoodSensitivityActor = 'parent' | 'staff';

/** A step of the kit's order: a parent's or a staff step. */
export type FoodSensitivityAction =
  | keyof typeof FOOD_SENSITIVITY_STEPS
  | keyof typeof FOOD_SENSITIVITY_STAFF_STEPS;

/** The states each step may be taken from (`null`: no kit yet). */
const TAKEN_FROM: Readonly<Record<FoodSensitivityAction, readonly (FoodSensitivityState | null)[]>> = {
  request_kit: [null],
  ship: ['ordered'],
  sample_sent: ['shipped'],
  receive: ['shipped', 'sample_sent'],
  enter_results: ['received', 'results_ready'],
  results_viewed: ['results_ready', 'results_viewed'],
};

/**
 * The kit state `action` leads to from `current` when `actor` takes it, or null when the step is not
 * allowed: unknown, someone else's (a parent cannot mark the kit shipped), or out of turn (see the
 * module's table).
 */
export function nextFoodSensitivityState(
  current: FoodSensitivityState | null,
  action: string,
  actor: FoodSensitivityActor = 'parent',
): FoodSensitivityState | null {
  const steps: Readonly<Record<string, FoodSensitivityState>> =
    actor === 'parent' ? FOOD_SENSITIVITY_STEPS : FOOD_SENSITIVITY_STAFF_STEPS;
  if (!Object.hasOwn(steps, action)) return null;
  return TAKEN_FROM[action as FoodSensitivityAction].includes(current) ? (steps[action] ?? null) : null;
}

/**
 * Whether the parent may order the kit now (`request_kit` with a shipping address): when there is no kit
 * yet, or when a kit was ordered before addresses were asked (ordered, no address: nobody could ship it,
 * so the order is completed with one).
 */
export function kitOrderOpen(kit: Pick<FoodSensitivityResult, 'state' | 'shipping_address'> | null): boolean {
  return kit === null || (kit.state === 'ordered' && kit.shipping_address === null);
}

/** The order's milestones a family sees, in order, each with its date once it happened. */
export const FOOD_SENSITIVITY_MILESTONES = [
  'ordered',
  'shipped',
  'sample_sent',
  'received',
  'results_ready',
] as const;
/** A milestone of the kit's order. */
export type FoodSensitivityMilestone = (typeof FOOD_SENSITIVITY_MILESTONES)[number];

/** One milestone of the order: when it happened (`at`), or `null` while it has not. */
export interface FoodSensitivityMilestoneStatus {
  readonly milestone: FoodSensitivityMilestone;
  readonly at: string | null;
  /** Whether the kit has reached it (a milestone skipped on the way, such as a sample the parent did not mark as sent, is reached without a date). */
  readonly reached: boolean;
}

/** The field of a kit's results that keeps the date of each milestone. */
export const FOOD_SENSITIVITY_MILESTONE_DATES = {
  ordered: 'ordered_at',
  shipped: 'shipped_at',
  sample_sent: 'sample_sent_at',
  received: 'received_at',
  results_ready: 'completed_at',
} as const satisfies Record<FoodSensitivityMilestone, keyof FoodSensitivityResult>;

/**
 * The order's milestones as the family's screen shows them: ordered, shipped, sample sent, sample
 * received, results ready, each reached once the kit's state is at or past it, with its date when one
 * was kept.
 */
export function foodSensitivityMilestones(
  result: Pick<
    FoodSensitivityResult,
    'state' | (typeof FOOD_SENSITIVITY_MILESTONE_DATES)[FoodSensitivityMilestone]
  >,
): FoodSensitivityMilestoneStatus[] {
  const at = FOOD_SENSITIVITY_STATES.indexOf(result.state);
  return FOOD_SENSITIVITY_MILESTONES.map((milestone) => {
    const reached = FOOD_SENSITIVITY_STATES.indexOf(milestone) <= at;
    return { milestone, reached, at: reached ? result[FOOD_SENSITIVITY_MILESTONE_DATES[milestone]] : null };
  });
}
