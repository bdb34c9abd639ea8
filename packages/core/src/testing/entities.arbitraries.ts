/**
 * fast-check arbitraries of Attune's entities, for property tests of the domain rules.
 *
 * Conventions:
 * - Every arbitrary produces values its schema accepts (the schema tests prove it), so a rule may be tested
 *   on exactly what the wire can carry.
 * - Dates can be tied to a family's `today` (`YYYY-MM-DD`): pass `{ today }` and the arbitrary places its
 *   days around it, as documented on each option. Without `today`, days fall around {@link DEFAULT_TODAY}.
 * - Items of a session have unique positions 1..n and sessions of a plan unique positions 0..n-1 (0 is the
 *   intro); both come in shuffled order, so rules must not rely on the array order.
 * - Ids within one list are unique.
 */
import fc from 'fast-check';
import { categoryColor, formatPrice, solutionPricing } from '../add-ons/add-ons.logic';
import type { AddOnCategory, Pricing, Solution } from '../add-ons/add-ons.schema';
import type { Child, Gauge } from '../children/children.schema';
import type { Appointment } from '../clinical/clinical.schema';
import type { Collaborator } from '../collaborators/collaborators.schema';
import type { Id, IsoDate, IsoDateTime } from '../common/common.schema';
import type { Collection, ContentPiece, Tag } from '../content/content.schema';
import type { ChildCourse, Course, Lecture } from '../courses/courses.schema';
import type { MeaningfulChangeEntry, MeaningfulChangeScore } from '../goals/goals.schema';
import type { HelpCard } from '../help-cards/help-cards.schema';
import type { Language } from '../language/language.schema';
import type { ImprovementArea, ImprovementDirection } from '../measures/measures.schema';
import type { Dosage, Medication } from '../medications/medications.schema';
import type { Notification } from '../notifications/notifications.schema';
import { PLAN_KEYS as CATALOGUE_PLAN_KEYS } from '../plans/plans.logic';
import type {
  ActivityItemTemplate,
  ActivityPlan,
  ActivitySession,
  ChildActivityPlan,
  ChildActivityPlanState,
  PendingPlan,
} from '../plans/plans.schema';
import type { MedicationTime, Prescription } from '../prescriptions/prescriptions.schema';
import type { Product, Purchase, PurchaseKind, PurchaseState } from '../purchases/purchases.schema';
import type { Question, Questionnaire, QuestionResponse } from '../questionnaires/questionnaires.schema';
import type { ActivityItem, Session, SessionActions, SessionItem } from '../sessions/sessions.schema';
import type { Trend } from '../trends/trends.schema';
import type { User } from '../users/users.schema';
import type { WaitListItem } from '../waitlist/waitlist.schema';

const DAY_MS = 86_400_000;

/** The day arbitraries centre on when no `today` is given. */
export const DEFAULT_TODAY: IsoDate = '2026-03-15';

/** Days since 1970-01-01 of a `YYYY-MM-DD` day. */
function dayNumber(day: IsoDate): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`today must be a calendar day YYYY-MM-DD, got "${day}"`);
  return Math.floor(ms / DAY_MS);
}

function dayString(days: number): IsoDate {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** The day `offset` days after `day` (before it when negative), `YYYY-MM-DD`. */
export function shiftDay(day: IsoDate, offset: number): IsoDate {
  return dayString(dayNumber(day) + offset);
}

/** Full years from `birthday` to `today` (a birthday on 29 February counts on 1 March in other years). */
function fullYears(birthday: IsoDate, today: IsoDate): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) >= birthday.slice(5) ? years : years - 1;
}

/** A whole-day offset range, both ends included. */
export interface DayRange {
  readonly min: number;
  readonly max: number;
}

/** A positive record id. */
export const idArb: fc.Arbitrary<Id> = fc.integer({ min: 1, max: 1_000_000 });

/** `count` distinct ids. */
export function uniqueIdsArb(count: number): fc.Arbitrary<Id[]> {
  return fc.uniqueArray(idArb, { minLength: count, maxLength: count });
}

/** A calendar day `YYYY-MM-DD`, `offset` days from `today` (default: within a year either side). */
export function isoDateArb(options: { today?: IsoDate; offset?: DayRange } = {}): fc.Arbitrary<IsoDate> {
  const base = dayNumber(options.today ?? DEFAULT_TODAY);
  const { min, max } = options.offset ?? { min: -365, max: 365 };
  return fc.integer({ min: base + min, max: base + max }).map(dayString);
}

/** An instant (ISO 8601, UTC) on a day `offset` days from `today` (default: within a year either side). */
export function isoDateTimeArb(
  options: { today?: IsoDate; offset?: DayRange } = {},
): fc.Arbitrary<IsoDateTime> {
  const base = dayNumber(options.today ?? DEFAULT_TODAY);
  const { min, max } = options.offset ?? { min: -365, max: 365 };
  return fc
    .integer({ min: (base + min) * DAY_MS, max: (base + max + 1) * DAY_MS - 1 })
    .map((ms) => new Date(ms).toISOString());
}

const WORDS = [
  'calm',
  'focus',
  'sleep',
  'bedtime',
  'morning',
  'routine',
  'praise',
  'reading',
  'breathing',
  'play',
];

/** A short human title: one to four words. */
export const titleArb: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' ').replace(/^./, (first) => first.toUpperCase()));

/** Any non-empty text (may contain any characters), for fields that take free text. */
export const textArb: fc.Arbitrary<string> = fc.string({ minLength: 1, maxLength: 40 });

/** A lower-case slug such as `sleep-routine`. */
export const slugArb: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((words) => words.join('-'));

/** An email address the schemas accept. */
export const emailArb: fc.Arbitrary<string> = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/), fc.constantFrom('example.com', 'mail.org', 'family.net'))
  .map(([local, domain]) => `${local}@${domain}`);

/** An https URL the schemas accept. */
export const urlArb: fc.Arbitrary<string> = slugArb.map((slug) => `https://example.com/${slug}`);

/** A CSS hex colour. */
export const colorArb: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0')}`);

function nullable<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.option(arb, { nil: null });
}

// ---------------------------------------------------------------------------------------------- users

/** A user account. */
export function userArb(options: { today?: IsoDate } = {}): fc.Arbitrary<User> {
  const today = options.today ?? DEFAULT_TODAY;
  return fc.record({
    id: idArb,
    name: titleArb,
    email: emailArb,
    phone: nullable(fc.stringMatching(/^\+1[2-9]\d{9}$/)),
    token: fc.stringMatching(/^[0-9a-f]{32}$/),
    language: fc.constantFrom<Language>('en', 'es'),
    clinical: fc.boolean(),
    devSubscription: fc.boolean(),
    template_user: fc.boolean(),
    confirmed_at: nullable(isoDateTimeArb({ today, offset: { min: -700, max: 0 } })),
    client: nullable(fc.constantFrom('sunflower', 'parenting', 'health-plan')),
    email_subscription: fc.boolean(),
    sms_subscription: fc.boolean(),
    sms_available: fc.boolean(),
    quiet_hours_start: fc.constantFrom('21:00', '22:30'),
    quiet_hours_end: fc.constantFrom('07:00', '06:15'),
    created_at: isoDateTimeArb({ today, offset: { min: -900, max: -701 } }),
  });
}

// ---------------------------------------------------------------------------------------------- medications

/** A dosage in mg. */
export const dosageArb: fc.Arbitrary<Dosage> = fc.record({
  id: idArb,
  value: fc.constantFrom(2.5, 5, 10, 18, 20, 27, 36, 54),
});

/** A medication with one to four dosages of distinct ids. */
export const medicationArb: fc.Arbitrary<Medication> = fc.record({
  id: idArb,
  name: fc.constantFrom('Methylphenidate', 'Guanfacine', 'Atomoxetine', 'Clonidine', 'Amphetamine'),
  dosages: fc.uniqueArray(dosageArb, { minLength: 1, maxLength: 4, selector: (dosage) => dosage.id }),
});

/**
 * A prescription of a child: a known medication with its dosage, or 'other' with custom texts; its start
 * date lies between `birthday` and `today` when given.
 */
export function prescriptionArb(
  options: { childId?: Id; today?: IsoDate; birthday?: IsoDate } = {},
): fc.Arbitrary<Prescription> {
  const today = options.today ?? DEFAULT_TODAY;
  const earliest = options.birthday ? dayNumber(options.birthday) - dayNumber(today) : -3650;
  const known = medicationArb.chain((medication) =>
    fc.constantFrom(...medication.dosages).map((dosage) => ({
      medication: { id: medication.id, name: medication.name },
      dosage,
      custom_medication: null,
      custom_dosage: null,
    })),
  );
  const other = fc.record({
    medication: fc.constant(null),
    dosage: fc.constant(null),
    custom_medication: fc.constantFrom('Melatonin', 'Omega-3', 'Magnesium'),
    custom_dosage: fc.constantFrom('1 mg', '3 mg', '2 capsules'),
  });
  return fc
    .record({
      id: idArb,
      child_id: options.childId === undefined ? idArb : fc.constant(options.childId),
      template: fc.boolean(),
      choice: fc.oneof(known, other),
      start_date: isoDateArb({ today, offset: { min: Math.min(earliest, 0), max: 0 } }),
      taken: fc.subarray<MedicationTime>(['morning', 'afternoon', 'evening'], { minLength: 1 }),
      prescribed_by: fc.constantFrom('pediatrician' as const, 'psychiatrist' as const, 'other' as const),
      created_at: isoDateTimeArb({ today, offset: { min: -30, max: 0 } }),
    })
    .map(({ choice, ...rest }) => ({ ...rest, ...choice, updated_at: rest.created_at }));
}

// ---------------------------------------------------------------------------------------------- children

/**
 * A child (patient). With `today`, the birthday makes them 5 to 18 years old (the clinical age range; use
 * `age` to narrow it, in whole years); prescriptions start between birthday and today.
 */
export function childArb(
  options: { today?: IsoDate; age?: { min: number; max: number }; withPrescriptions?: boolean } = {},
): fc.Arbitrary<Child> {
  const today = options.today ?? DEFAULT_TODAY;
  const age = options.age ?? { min: 5, max: 18 };
  // A window a little wider than the age range, then only the days that give a full age within it.
  const birthdayArb = isoDateArb({
    today,
    offset: { min: -Math.ceil((age.max + 1) * 365.25) - 2, max: -Math.floor(age.min * 365.25) + 2 },
  }).filter((birthday) => {
    const years = fullYears(birthday, today);
    return years >= age.min && years <= age.max;
  });
  return fc.tuple(idArb, birthdayArb).chain(([id, birthday]) =>
    fc.record({
      id: fc.constant(id),
      name: fc.constantFrom('Ava', 'Leo', 'Mia', 'Noah', 'Lucía', 'Mateo', "D'Andre"),
      birthday: fc.constant(birthday),
      gender: fc.constantFrom('male' as const, 'female' as const, 'other' as const),
      active: fc.boolean(),
      on_medication: fc.boolean(),
      paths: fc.constant([]),
      prescriptions:
        options.withPrescriptions === false
          ? fc.constant([])
          : fc.uniqueArray(prescriptionArb({ childId: id, today, birthday }), {
              maxLength: 3,
              selector: (prescription) => prescription.id,
            }),
      chosen_visualization: nullable(
        fc.constantFrom(
          'base-mal1' as const,
          'base-mal2' as const,
          'base-mal3' as const,
          'base-mal4' as const,
          'base-mal5' as const,
          'base-fem1' as const,
          'base-fem2' as const,
          'base-fem3' as const,
          'base-fem4' as const,
          'base-fem5' as const,
        ),
      ),
      chosen_eyes: nullable(
        fc.constantFrom(
          'eyes-mal1' as const,
          'eyes-mal2' as const,
          'eyes-mal3' as const,
          'eyes-fem1' as const,
          'eyes-fem2' as const,
          'eyes-fem3' as const,
        ),
      ),
      skin_color: nullable(fc.integer({ min: 1, max: 6 })),
      hair_color: nullable(fc.integer({ min: 1, max: 5 })),
      eye_color: nullable(fc.integer({ min: 1, max: 5 })),
      created_at: isoDateTimeArb({ today, offset: { min: -700, max: -1 } }),
      updated_at: isoDateTimeArb({ today, offset: { min: -1, max: 0 } }),
    }),
  );
}

// ---------------------------------------------------------------------------------------------- sessions

/** What an activity item holds. */
export const activityItemArb: fc.Arbitrary<ActivityItem> = fc.record({
  id: idArb,
  content: fc.oneof(textArb, urlArb),
  kind: fc.constantFrom('text', 'video', 'questionnaire', 'checklist'),
  require_confirmation: fc.boolean(),
});

/** Which state an item or session is in: still open, completed, or skipped. */
export type ProgressState = 'open' | 'completed' | 'skipped';

/**
 * An item of a child's session. `position` fixes its position (default 1..20); `state` fixes whether it is
 * open, completed or skipped (default any). `completed_at` is set exactly when complete.
 */
export function sessionItemArb(
  options: { position?: number; state?: ProgressState; today?: IsoDate } = {},
): fc.Arbitrary<SessionItem> {
  const today = options.today ?? DEFAULT_TODAY;
  const state: fc.Arbitrary<ProgressState> = options.state
    ? fc.constant(options.state)
    : fc.constantFrom<ProgressState>('open', 'completed', 'skipped');
  return fc
    .record({
      id: idArb,
      position:
        options.position === undefined ? fc.integer({ min: 1, max: 20 }) : fc.constant(options.position),
      activity_item: activityItemArb,
      state,
      at: isoDateTimeArb({ today, offset: { min: -30, max: 0 } }),
    })
    .map(({ state: itemState, at, ...item }) => ({
      ...item,
      complete: itemState === 'completed',
      skipped: itemState === 'skipped',
      completed_at: itemState === 'completed' ? at : null,
    }));
}

/**
 * The items of one session: `min`..`max` items (default 0..6) with distinct ids and positions exactly 1..n,
 * in shuffled order. `itemState` fixes every item's state.
 */
export function sessionItemsArb(
  options: { min?: number; max?: number; itemState?: ProgressState; today?: IsoDate } = {},
): fc.Arbitrary<SessionItem[]> {
  const { min = 0, max = 6 } = options;
  return fc.integer({ min, max }).chain((count) =>
    fc
      .tuple(
        uniqueIdsArb(count),
        fc.shuffledSubarray(
          Array.from({ length: count }, (_, index) => index + 1),
          { minLength: count, maxLength: count },
        ),
        fc.array(
          sessionItemArb({
            ...(options.itemState ? { state: options.itemState } : {}),
            ...(options.today ? { today: options.today } : {}),
          }),
          { minLength: count, maxLength: count },
        ),
      )
      .map(([ids, positions, items]) =>
        items.map((item, index) => ({
          ...item,
          id: ids[index] ?? item.id,
          position: positions[index] ?? index + 1,
        })),
      ),
  );
}

/** Options of {@link sessionArb}. */
export interface SessionArbOptions {
  /** The family's calendar day; dates are placed around it. Default {@link DEFAULT_TODAY}. */
  readonly today?: IsoDate;
  /** Days from `today` the session may be scheduled on (default -30..30). */
  readonly scheduleOffset?: DayRange;
  /**
   * Whether the session may have no schedule date (`schedule_date: null`, about 1 in 10): default true
   * without `scheduleOffset`, false with it.
   */
  readonly unscheduled?: boolean;
  /** Fix the session's own state: open, completed (completed_at set) or skipped (skipped_at set). Default any. */
  readonly state?: ProgressState;
  /** Fix every item's state. Default any, mixed. */
  readonly itemState?: ProgressState;
  /** How many items (default 0..6), positions 1..n. */
  readonly items?: { readonly min?: number; readonly max?: number };
  /** Fix the session's position in its plan (0 is the intro). Default 0..10. */
  readonly position?: number;
  /** Fix the child plan it belongs to. */
  readonly planId?: Id;
  /** Fix its quick actions. Default any. */
  readonly actions?: SessionActions;
}

/**
 * A child's session with its items. Completed sessions have `completed_at` (not after today) and skipped
 * ones `skipped_at`; open ones have neither. Items may be in any state whatever the session's, unless
 * `itemState` says otherwise.
 */
export function sessionArb(options: SessionArbOptions = {}): fc.Arbitrary<Session> {
  const today = options.today ?? DEFAULT_TODAY;
  const scheduledArb = isoDateArb({ today, offset: options.scheduleOffset ?? { min: -30, max: 30 } });
  const mayBeUnscheduled = options.unscheduled ?? options.scheduleOffset === undefined;
  const scheduleDate: fc.Arbitrary<IsoDate | null> = mayBeUnscheduled
    ? fc.oneof({ weight: 9, arbitrary: scheduledArb }, { weight: 1, arbitrary: fc.constant(null) })
    : scheduledArb;
  const state: fc.Arbitrary<ProgressState> = options.state
    ? fc.constant(options.state)
    : fc.constantFrom<ProgressState>('open', 'completed', 'skipped');
  return fc
    .record({
      id: idArb,
      child_activity_plan_id: options.planId === undefined ? idArb : fc.constant(options.planId),
      activity_session_id: idArb,
      title: titleArb,
      kind: fc.constantFrom('activity', 'questionnaire', 'intro', 'check-in'),
      description: nullable(textArb),
      requirements: nullable(textArb),
      schedule_date: scheduleDate,
      position:
        options.position === undefined ? fc.integer({ min: 0, max: 10 }) : fc.constant(options.position),
      state,
      at: isoDateTimeArb({ today, offset: { min: -30, max: 0 } }),
      primed: fc.boolean(),
      length: nullable(fc.constantFrom('5 min', '10 min', '15 min', '30 min')),
      actions: options.actions
        ? fc.constant({ complete: options.actions.complete, skip: options.actions.skip })
        : fc.record({ complete: fc.boolean(), skip: fc.boolean() }),
      child_activity_items: sessionItemsArb({
        ...options.items,
        today,
        ...(options.itemState ? { itemState: options.itemState } : {}),
      }),
    })
    .map(({ state: sessionState, at, ...session }) => ({
      ...session,
      complete: sessionState === 'completed',
      completed_at: sessionState === 'completed' ? at : null,
      skipped: sessionState === 'skipped',
      skipped_at: sessionState === 'skipped' ? at : null,
    }));
}

// ---------------------------------------------------------------------------------------------- plans

/** Plan keys: the catalogue's (core's `PLAN_KEYS`), the spec's name of the essentials programme, and one the rules do not know. */
export const PLAN_KEYS: readonly string[] = [...CATALOGUE_PLAN_KEYS, 'rodeo', 'parenting-basics'];

function templateItemsArb(max: number): fc.Arbitrary<ActivityItemTemplate[]> {
  return fc
    .integer({ min: 0, max })
    .chain((count) =>
      fc
        .tuple(uniqueIdsArb(count), fc.array(activityItemArb, { minLength: count, maxLength: count }))
        .map(([ids, items]) =>
          items.map((item, index) => ({ ...item, id: ids[index] ?? item.id, position: index + 1 })),
        ),
    );
}

/** A catalogue session template with items at positions 1..n. */
export const activitySessionArb: fc.Arbitrary<ActivitySession> = fc.record({
  id: idArb,
  title: titleArb,
  kind: fc.constantFrom('activity', 'questionnaire', 'intro', 'check-in'),
  description: nullable(textArb),
  requirements: nullable(textArb),
  length: nullable(fc.constantFrom('5 min', '10 min', '15 min')),
  position: fc.integer({ min: 0, max: 10 }),
  actions: fc.record({ complete: fc.boolean(), skip: fc.boolean() }),
  activity_items: templateItemsArb(4),
});

/** An activity plan of the catalogue, with session templates at positions 0..n-1 and distinct ids. */
export function activityPlanArb(options: { kind?: string; key?: string } = {}): fc.Arbitrary<ActivityPlan> {
  return fc.integer({ min: 0, max: 5 }).chain((count) =>
    fc.record({
      id: idArb,
      key: options.key === undefined ? fc.constantFrom(...PLAN_KEYS) : fc.constant(options.key),
      title: titleArb,
      kind:
        options.kind === undefined
          ? fc.constantFrom('intervention', 'assessment', 'program')
          : fc.constant(options.kind),
      description: nullable(textArb),
      short_description: nullable(textArb),
      primary_color: colorArb,
      icon: nullable(slugArb),
      translations: fc
        .option(titleArb, { nil: null })
        .map((es): Record<string, string> => (es === null ? {} : { title_es: es })),
      questionnaire: nullable(fc.record({ id: idArb, title: titleArb })),
      actions: fc.uniqueArray(
        fc.record({
          id: idArb,
          title: titleArb,
          description: nullable(textArb),
          activity_items: templateItemsArb(3),
        }),
        { maxLength: 2, selector: (action) => action.id },
      ),
      sessions: fc
        .tuple(uniqueIdsArb(count), fc.array(activitySessionArb, { minLength: count, maxLength: count }))
        .map(([ids, sessions]) =>
          sessions.map((session, index) => ({ ...session, id: ids[index] ?? session.id, position: index })),
        ),
    }),
  );
}

/** Options of {@link childActivityPlanArb}. */
export interface ChildActivityPlanArbOptions {
  /** The family's calendar day (passed on to the sessions). */
  readonly today?: IsoDate;
  /** Fix the child. */
  readonly childId?: Id;
  /** Fix the plan's state. Default any. */
  readonly state?: ChildActivityPlanState;
  /** How many sessions (default 0..5), positions exactly 0..n-1 in shuffled order. */
  readonly sessions?: { readonly min?: number; readonly max?: number };
  /** Fix the catalogue plan's key (e.g. `coexisting-conditions`). */
  readonly key?: string;
  /** Fix the catalogue plan's kind (`intervention` for an add-on). */
  readonly kind?: string;
  /** Options for every session (today, planId and position are set by the plan). */
  readonly session?: Omit<SessionArbOptions, 'today' | 'planId' | 'position'>;
}

/** A child's activity plan with its sessions (distinct ids, positions 0..n-1, each linked to the plan). */
export function childActivityPlanArb(
  options: ChildActivityPlanArbOptions = {},
): fc.Arbitrary<ChildActivityPlan> {
  const today = options.today ?? DEFAULT_TODAY;
  const { min = 0, max = 5 } = options.sessions ?? {};
  const planOptions = {
    ...(options.key === undefined ? {} : { key: options.key }),
    ...(options.kind === undefined ? {} : { kind: options.kind }),
  };
  return fc.tuple(idArb, activityPlanArb(planOptions), fc.integer({ min, max })).chain(([id, plan, count]) =>
    fc.record({
      id: fc.constant(id),
      child_id: options.childId === undefined ? idArb : fc.constant(options.childId),
      activity_plan_id: fc.constant(plan.id),
      activity_plan: fc.constant({
        id: plan.id,
        key: plan.key,
        title: plan.title,
        kind: plan.kind,
        short_description: plan.short_description,
        primary_color: plan.primary_color,
        icon: plan.icon,
        translations: plan.translations,
      }),
      state: options.state
        ? fc.constant(options.state)
        : fc.constantFrom<ChildActivityPlanState>('inactive', 'active', 'paused'),
      complete: fc.boolean(),
      created_at: isoDateTimeArb({ today, offset: { min: -90, max: 0 } }),
      child_activity_sessions: fc
        .tuple(
          uniqueIdsArb(count),
          fc.shuffledSubarray(
            Array.from({ length: count }, (_, index) => index),
            { minLength: count, maxLength: count },
          ),
          fc.array(sessionArb({ ...options.session, today, planId: id }), {
            minLength: count,
            maxLength: count,
          }),
        )
        .map(([ids, positions, sessions]) =>
          sessions.map((session, index) => ({
            ...session,
            id: ids[index] ?? session.id,
            position: positions[index] ?? index,
          })),
        ),
    }),
  );
}

/** A plan waiting to be started for a child; ids from a small range so that duplicates happen. */
export const pendingPlanArb: fc.Arbitrary<PendingPlan> = fc.record({
  child_id: fc.integer({ min: 1, max: 4 }),
  activity_plan_id: fc.integer({ min: 1, max: 6 }),
});

// ---------------------------------------------------------------------------------------------- purchases

const purchaseKindArb = fc.constantFrom<PurchaseKind>('all', 'perChild', 'parent', 'none');

/** A product: a price in cents, a trial of 0 to 30 days, maybe an in-app product, and what it unlocks. */
export function productArb(
  options: { purchaseKind?: PurchaseKind; trialLength?: number } = {},
): fc.Arbitrary<Product> {
  return fc
    .record({
      id: idArb,
      name: fc.constantFrom('Sleep', 'Target Recognition', 'Triple P', 'Honestly ADHD', 'Food Sensitivity'),
      value: fc.integer({ min: 0, max: 20_000 }),
      trial_length:
        options.trialLength === undefined
          ? fc.constantFrom(0, 0, 7, 14, 30)
          : fc.constant(options.trialLength),
      iapId: nullable(fc.stringMatching(/^com\.attune\.[a-z]{3,10}$/)),
      activity_plans: fc.uniqueArray(fc.record({ id: idArb, title: titleArb }), {
        maxLength: 3,
        selector: (plan) => plan.id,
      }),
      course: nullable(fc.record({ id: idArb, title: titleArb })),
      purchase_kind: options.purchaseKind ? fc.constant(options.purchaseKind) : purchaseKindArb,
    })
    .map(({ iapId, ...product }) => ({
      ...product,
      iap: iapId ? { productId: iapId, localizedPrice: formatPrice(product.value, 'en-US') } : null,
      iap_id: iapId,
    }));
}

/** A purchase; fix its child (`null` for a parent purchase), product or state to build access cases. */
export function purchaseArb(
  options: {
    childId?: Id | null;
    product?: { id: Id; name: string };
    state?: PurchaseState;
    today?: IsoDate;
  } = {},
): fc.Arbitrary<Purchase> {
  return fc.record({
    id: idArb,
    product: options.product
      ? fc.constant({ id: options.product.id, name: options.product.name })
      : fc.record({ id: idArb, name: fc.constantFrom('Sleep', 'Access', 'Yearly', 'Trial', 'Yearly Trial') }),
    state: options.state
      ? fc.constant(options.state)
      : fc.constantFrom<PurchaseState>('pending', 'paid', 'failed', 'refunded', 'cancelled'),
    child_id: options.childId === undefined ? nullable(idArb) : fc.constant(options.childId),
    source: fc.constantFrom('stripe' as const, 'iap' as const, 'soft' as const),
    created_at: isoDateTimeArb({ today: options.today ?? DEFAULT_TODAY, offset: { min: -365, max: 0 } }),
  });
}

// ---------------------------------------------------------------------------------------------- add-ons, waitlist

/** A price of a solution; `raw` is `null` only when it varies. */
export const pricingArb: fc.Arbitrary<Pricing> = fc
  .record({
    key: fc.constantFrom(
      'varies' as const,
      'monthly' as const,
      'yearly' as const,
      'consumable' as const,
      'non_consumable' as const,
    ),
    raw: fc.integer({ min: 0, max: 30_000 }),
  })
  .map(({ key, raw }) => solutionPricing(key, key, key === 'varies' ? null : raw));

const CATEGORY_TAG_SAMPLES = [
  'focus',
  'behavior',
  'social-emotional',
  'sleep',
  'parenting-education',
  'other-tag',
];

/** A solution (add-on); affiliates have an affiliate link. */
export const solutionArb: fc.Arbitrary<Solution> = fc
  .record({
    id: idArb,
    name: slugArb,
    kind: fc.constantFrom(
      'product' as const,
      'partner' as const,
      'affiliate' as const,
      'course' as const,
      'consultation' as const,
      'bundle' as const,
    ),
    purchaseKind: purchaseKindArb,
    displayName: titleArb,
    areaOfFocus: fc.constantFrom(...CATEGORY_TAG_SAMPLES),
    categories: fc.subarray(CATEGORY_TAG_SAMPLES),
    available: fc.boolean(),
    icon: slugArb,
    tagline: nullable(textArb),
    description: nullable(textArb),
    videoUrl: nullable(urlArb),
    pricing: nullable(pricingArb),
    marketing: nullable(
      fc.record({
        why: nullable(textArb),
        forParents: nullable(textArb),
        forKids: nullable(textArb),
        whatYoullDo: nullable(textArb),
        whatsNeeded: nullable(textArb),
      }),
    ),
    translations: fc.dictionary(
      fc.constantFrom('displayName_es', 'tagline_es', 'description_es', 'pricingName_es', 'why_es'),
      textArb,
    ),
    link: urlArb,
  })
  .map(({ link, ...solution }) => ({
    ...solution,
    meta: { affiliateLink: solution.kind === 'affiliate' ? link : null },
  }));

/** An add-on category, sometimes with a tag that has no colour of its own (its colour is then gray). */
export const addOnCategoryArb: fc.Arbitrary<AddOnCategory> = fc
  .record({ tag: fc.constantFrom(...CATEGORY_TAG_SAMPLES), title: titleArb })
  .map((category) => ({ ...category, color: categoryColor(category.tag) }));

/** A wait-list item. */
export const waitListItemArb: fc.Arbitrary<WaitListItem> = fc.record({ id: idArb, name: slugArb });

// ---------------------------------------------------------------------------------------------- measures and goals

/** Measure kinds used by the goal arbitraries. */
const MEASURE_KINDS = [
  'inattentive',
  'hyperactive',
  'conduct',
  'anxiety',
  'oppositional',
  'emotional',
  'dessa',
  'psc',
];

/** An improvement area. */
export const improvementAreaArb: fc.Arbitrary<ImprovementArea> = fc.record({
  id: idArb,
  slug: fc.constantFrom(...MEASURE_KINDS, 'medication'),
  name: titleArb,
  description: nullable(textArb),
  direction: fc.constantFrom<ImprovementDirection>('reduce', 'increase'),
  cutOff: nullable(fc.constantFrom(5.5, 7.5, 11.5, 23.5, 27.5, 96)),
});

/**
 * A meaningful change entry: `min` < `max`, and `start`, `current`, `target` (and `cutOff` when set) within
 * `min`..`max`. Fix `kind` to build a series.
 */
export function meaningfulChangeEntryArb(
  options: { kind?: string; today?: IsoDate } = {},
): fc.Arbitrary<MeaningfulChangeEntry> {
  return fc
    .record({ min: fc.integer({ min: 0, max: 10 }), span: fc.integer({ min: 1, max: 100 }) })
    .chain(({ min, span }) => {
      const max = min + span;
      const inRange = fc.integer({ min, max });
      return fc.record({
        id: idArb,
        kind: options.kind === undefined ? fc.constantFrom(...MEASURE_KINDS) : fc.constant(options.kind),
        start: inRange,
        current: inRange,
        target: inRange,
        min: fc.constant(min),
        max: fc.constant(max),
        cutOff: nullable(fc.integer({ min: 2 * min, max: 2 * max }).map((n) => n / 2)),
        score: nullable(inRange),
        accepted: nullable(fc.boolean()),
        milestone_id: nullable(idArb),
        created_at: isoDateTimeArb({ today: options.today ?? DEFAULT_TODAY, offset: { min: -365, max: 0 } }),
      });
    });
}

/** A meaningful change score of one kind with 0..4 entries of that kind, sorted by id. */
export function meaningfulChangeScoreArb(
  options: { childId?: Id; today?: IsoDate } = {},
): fc.Arbitrary<MeaningfulChangeScore> {
  return fc.constantFrom(...MEASURE_KINDS).chain((kind) =>
    fc.record({
      id: idArb,
      child_id: options.childId === undefined ? idArb : fc.constant(options.childId),
      kind: fc.constant(kind),
      accepted: nullable(fc.boolean()),
      results: fc
        .uniqueArray(meaningfulChangeEntryArb({ kind, ...(options.today ? { today: options.today } : {}) }), {
          maxLength: 4,
          selector: (entry) => entry.id,
        })
        .map((entries) => [...entries].sort((a, b) => a.id - b.id)),
    }),
  );
}

/** A trend with 0..5 assessments, oldest first. */
export const trendArb: fc.Arbitrary<Trend> = fc.record({
  key: fc.constantFrom(...MEASURE_KINDS),
  trend: nullable(fc.constantFrom('up' as const, 'steady' as const, 'down' as const)),
  assessments: fc
    .uniqueArray(
      fc.record({
        id: idArb,
        completed_at: isoDateTimeArb(),
        score: nullable(fc.integer({ min: 0, max: 70 })),
      }),
      { maxLength: 5, selector: (assessment) => assessment.id },
    )
    .map((assessments) => [...assessments].sort((a, b) => a.completed_at.localeCompare(b.completed_at))),
});

/** A gauge, its value within its range when set. */
export const gaugeArb: fc.Arbitrary<Gauge> = fc
  .record({ min: fc.integer({ min: 0, max: 10 }), span: fc.integer({ min: 1, max: 100 }) })
  .chain(({ min, span }) =>
    fc.record({
      key: fc.constantFrom(...MEASURE_KINDS),
      title: titleArb,
      value: nullable(fc.integer({ min, max: min + span })),
      min: fc.constant(min),
      max: fc.constant(min + span),
      cutOff: nullable(fc.integer({ min, max: min + span })),
      direction: fc.constantFrom<ImprovementDirection>('reduce', 'increase'),
      updated_at: nullable(isoDateTimeArb()),
    }),
  );

// ---------------------------------------------------------------------------------------------- questionnaires

/**
 * A questionnaire of 1..6 questions (positions 1..n, distinct ids). Multiple-choice questions have 1..4
 * responses, the others exactly one (their content is sent with it); response ids are distinct across the
 * questionnaire. About half the questions after the first are conditional on a response of an earlier one.
 */
export const questionnaireArb: fc.Arbitrary<Questionnaire> = fc
  .array(
    fc.record({
      kind: fc.constantFrom(
        'text_field' as const,
        'datepicker' as const,
        'numberpicker' as const,
        'multiple_choice' as const,
      ),
      responses: fc.integer({ min: 1, max: 4 }),
      trigger: fc.option(fc.nat(), { nil: null }),
      content: textArb,
    }),
    { minLength: 1, maxLength: 6 },
  )
  .chain((shapes) => {
    const counts = shapes.map((shape) => (shape.kind === 'multiple_choice' ? shape.responses : 1));
    const total = counts.reduce((sum, count) => sum + count, 0);
    return fc
      .record({
        id: idArb,
        kind: fc.constantFrom('vanderbilt', 'gad7', 'phq9', 'background_information', 'medication'),
        title: titleArb,
        response_type_name: fc.constantFrom('likert', 'frequency', 'yes_no', 'free_text'),
        questionIds: uniqueIdsArb(shapes.length),
        responseIds: uniqueIdsArb(total),
      })
      .map(({ questionIds, responseIds, ...questionnaire }) => {
        const questions: Question[] = [];
        let next = 0;
        shapes.forEach((shape, index) => {
          const responses: QuestionResponse[] = responseIds
            .slice(next, next + (counts[index] ?? 1))
            .map((id, r) => ({ id, content: `Answer ${r + 1}`, position: r + 1, value: r }));
          next += counts[index] ?? 1;
          const earlier =
            shape.trigger === null || index === 0 ? undefined : questions[shape.trigger % index];
          const triggerResponse =
            earlier?.question_responses[(shape.trigger ?? 0) % earlier.question_responses.length];
          questions.push({
            id: questionIds[index] ?? index + 1,
            position: index + 1,
            content: shape.content,
            kind: shape.kind,
            conditional:
              earlier && triggerResponse
                ? { trigger_question_id: earlier.id, trigger_response_id: triggerResponse.id }
                : null,
            question_responses: responses,
          });
        });
        return { ...questionnaire, questions };
      });
  });

// ---------------------------------------------------------------------------------------------- other entities

/** A course with 0..4 lectures at positions 1..n. */
export const courseArb: fc.Arbitrary<Course> = fc.integer({ min: 0, max: 4 }).chain((count) =>
  fc.record({
    id: idArb,
    name: slugArb,
    title: titleArb,
    description: nullable(textArb),
    primary_color: colorArb,
    lectures: fc
      .tuple(
        uniqueIdsArb(count),
        fc.array(
          fc.record({
            id: idArb,
            position: fc.constant(1),
            title: titleArb,
            description: nullable(textArb),
            video_url: urlArb,
            duration: nullable(fc.integer({ min: 30, max: 3600 })),
          }),
          { minLength: count, maxLength: count },
        ),
      )
      .map(([ids, lectures]): Lecture[] =>
        lectures.map((lecture, index) => ({ ...lecture, id: ids[index] ?? lecture.id, position: index + 1 })),
      ),
  }),
);

/** A child's course with progress on each of its lectures. */
export function childCourseArb(options: { childId?: Id } = {}): fc.Arbitrary<ChildCourse> {
  return courseArb.chain((course) =>
    fc.record({
      id: idArb,
      course_id: fc.constant(course.id),
      child_id: options.childId === undefined ? idArb : fc.constant(options.childId),
      course: fc.constant({
        id: course.id,
        name: course.name,
        title: course.title,
        primary_color: course.primary_color,
      }),
      profile_lectures: fc
        .tuple(
          uniqueIdsArb(course.lectures.length),
          fc.array(fc.integer({ min: 0, max: 3600 }), {
            minLength: course.lectures.length,
            maxLength: course.lectures.length,
          }),
          fc.array(fc.option(isoDateTimeArb(), { nil: null }), {
            minLength: course.lectures.length,
            maxLength: course.lectures.length,
          }),
        )
        .map(([ids, times, completions]) =>
          course.lectures.map((lecture, index) => ({
            id: ids[index] ?? lecture.id,
            position: lecture.position,
            current_time: times[index] ?? 0,
            completed_at: completions[index] ?? null,
            lecture,
          })),
        ),
    }),
  );
}

/** A how-to-help card. */
export const helpCardArb: fc.Arbitrary<HelpCard> = fc.record({
  id: idArb,
  solution_name: nullable(slugArb),
  title: titleArb,
  color: colorArb,
  description: textArb,
  video_url: nullable(urlArb),
  tagline: nullable(textArb),
  generic: fc.boolean(),
  tags: fc.subarray(CATEGORY_TAG_SAMPLES),
});

/** A collaborator. */
export const collaboratorArb: fc.Arbitrary<Collaborator> = fc.record({
  id: idArb,
  name: titleArb,
  email: emailArb,
  relationship: fc.constantFrom('Teacher', 'Grandparent', 'Coach', 'Other parent'),
  child_id: fc.option(idArb, { nil: null }),
  permission: fc.constantFrom('read', 'answer'),
  status: fc.constantFrom('invited', 'accepted'),
});

/**
 * An appointment: pending ones have no time, scheduled ones a start time, complete ones also a
 * `session_end_time`.
 */
export function appointmentArb(options: { today?: IsoDate; patientId?: Id } = {}): fc.Arbitrary<Appointment> {
  const today = options.today ?? DEFAULT_TODAY;
  return fc
    .record({
      id: idArb,
      patient_id: options.patientId === undefined ? idArb : fc.constant(options.patientId),
      status: fc.constantFrom('pending' as const, 'scheduled' as const, 'complete' as const),
      start: isoDateTimeArb({ today, offset: { min: -60, max: 60 } }),
      link: urlArb,
    })
    .map(({ start, link, ...appointment }) => ({
      ...appointment,
      start_time: appointment.status === 'pending' ? null : start,
      session_end_time:
        appointment.status === 'complete' ? new Date(Date.parse(start) + 45 * 60_000).toISOString() : null,
      join_url: appointment.status === 'scheduled' ? link : null,
    }));
}

/** A notification, from the server (numeric id) or raised by the app (string id). */
export const notificationArb: fc.Arbitrary<Notification> = fc.record({
  id: fc.oneof(idArb, fc.uuid()),
  timestamp: isoDateTimeArb(),
  kind: fc.constantFrom('feed', 'error', 'success'),
  persist: fc.boolean(),
  title: textArb,
  body: nullable(textArb),
  read_at: nullable(isoDateTimeArb()),
  href: nullable(fc.constantFrom('/app', '/app/child/1/plan/2/session/3')),
  dose: fc.constant(null),
});

/** A content tag. */
export const tagArb: fc.Arbitrary<Tag> = fc.record({ id: idArb, name: titleArb });

/** A content piece, sometimes never opened (`user_piece: null`); its user piece points back at it. */
export const contentPieceArb: fc.Arbitrary<ContentPiece> = fc
  .record({
    id: idArb,
    name: titleArb,
    kind: fc.constantFrom('article', 'video', 'podcast'),
    summary: nullable(textArb),
    body: nullable(textArb),
    image_url: nullable(urlArb),
    tags: fc.uniqueArray(tagArb, { maxLength: 3, selector: (tag) => tag.id }),
    collections: fc.uniqueArray(fc.record({ id: idArb, name: titleArb }), {
      maxLength: 2,
      selector: (c) => c.id,
    }),
    published_at: nullable(isoDateTimeArb()),
    userPiece: nullable(fc.record({ id: idArb, viewed: fc.boolean(), saved: fc.boolean() })),
  })
  .map(({ userPiece, ...piece }) => ({
    ...piece,
    user_piece: userPiece === null ? null : { ...userPiece, piece_id: piece.id },
  }));

/** A collection, sometimes never added (`user_collection: null`); its user collection points back at it. */
export const collectionArb: fc.Arbitrary<Collection> = fc
  .record({
    id: idArb,
    name: titleArb,
    description: nullable(textArb),
    tags: fc.uniqueArray(tagArb, { maxLength: 3, selector: (tag) => tag.id }),
    userCollection: nullable(fc.record({ id: idArb, added: fc.boolean() })),
    last_updated: nullable(isoDateTimeArb()),
    unread: fc.nat({ max: 40 }),
  })
  .map(({ userCollection, ...collection }) => ({
    ...collection,
    user_collection: userCollection === null ? null : { ...userCollection, collection_id: collection.id },
  }));
