/**
 * The server's tables (Drizzle). Conventions:
 * - integer serial ids everywhere (the app finds plans and courses "by numeric id");
 * - calendar days are `date` columns read as `YYYY-MM-DD` strings, instants are `timestamptz`;
 * - secrets (passwords, log-in and confirmation tokens) are never stored in the clear, only hashes;
 * - catalogue tables (activity plans, medications, products...) are shared by every account, family
 *   tables hang off `users` and `children` and cascade on delete;
 * - links between records are join tables, never JSON arrays of ids;
 * - every "at most one" rule (one enrolment per child and course...) is a unique index, so writers
 *   insert with ON CONFLICT instead of reading first.
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull().default('en'),
    clinical: boolean('clinical').notNull().default(false),
    devSubscription: boolean('dev_subscription').notNull().default(false),
    templateUser: boolean('template_user').notNull().default(false),
    client: text('client').notNull().default('default'),
    emailSubscription: boolean('email_subscription').notNull().default(true),
    smsSubscription: boolean('sms_subscription').notNull().default(false),
    confirmedAt: instant('confirmed_at'),
    /**
     * When the family deleted its account: the row stays, emptied (no email, name, phone or password), only
     * because the payment records the law requires us to keep point at it.
     */
    deletedAt: instant('deleted_at'),
    /** The version of the user agreements the account last accepted (core's AGREEMENTS_VERSION); null: none. */
    agreementsVersion: text('agreements_version'),
    agreementsAcceptedAt: instant('agreements_accepted_at'),
    /**
     * The family's IANA time zone (`America/Los_Angeles`), as its calls last sent it (`X-Time-Zone`, kept
     * when it changes; core's `timeZoneToStore`): the day its session reminders follow. Null until a call
     * sends a real zone, which means core's `DEFAULT_TIME_ZONE` (UTC), as for a call without the header.
     */
    timeZone: text('time_zone'),
    /**
     * The family's quiet hours (`HH:MM` on its own clock, core's `DEFAULT_QUIET_HOURS` 21:00-07:00 unless
     * changed in Settings > Notifications): reminders due inside them are held until they end.
     */
    quietHoursStart: text('quiet_hours_start').notNull().default('21:00'),
    quietHoursEnd: text('quiet_hours_end').notNull().default('07:00'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const confirmationTokens = pgTable('confirmation_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});

/** Password reset links: random, only their SHA-256 stored, single use, 2 hours (core's `RESET_PASSWORD_LIFETIME_MS`). */
export const resetPasswordTokens = pgTable('reset_password_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});

/** Keys the server makes once and keeps (the key that signs unsubscribe links), shared by every process. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** When the token was last used (written at most once per 15 minutes), for the 7-day idle expiry. */
    lastUsedAt: instant('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * Log-in attempts per key (one row per account, one per client address), for the back-off: counted
 * atomically before the password is checked (see http/throttle.ts). `failures` counts the attempts let
 * through in the window (a success gives its slot back), `lastFailedAt` is the last one let through;
 * past `freeAttempts`, the next attempt waits until `nextAttemptAt` (an exponential back-off).
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull(),
  lastFailedAt: instant('last_failed_at').notNull(),
  freeAttempts: integer('free_attempts').notNull().default(5),
  nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
  /** Whether the latest attempt was let through (set by the same statement that counted it). */
  admitted: boolean('admitted').notNull().default(true),
});

/**
 * Fixed-window rate-limit counters (sign-up per address and per email, the strength estimate), keyed by
 * the SHA-256 of what is counted; one atomic upsert counts an attempt.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
});

/**
 * Who read or changed a child's record, when and from where: append-only (a trigger refuses updates; rows
 * are deleted only by the retention purge). No foreign key on the child, so its rows outlive a deletion.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    childId: integer('child_id'),
    recordKind: text('record_kind').notNull(),
    recordId: integer('record_id'),
    action: text('action').notNull(),
    endpoint: text('endpoint').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_child_idx').on(t.childId, t.createdAt),
    index('audit_events_user_idx').on(t.userId, t.createdAt),
    index('audit_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Every mail the server sends; a development page lists them. A sender claims a due message in a
 * transaction (`claimed_at`, `attempts` + 1), sends it, and writes `sent_at`; a failed send waits
 * (`next_attempt_at`, core's `mailRetryDelayMs`), so nothing is sent twice after a restart.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    claimedAt: instant('claimed_at'),
    sentAt: instant('sent_at'),
    /** The last failure's message (never the mail's text). */
    lastError: text('last_error'),
    /** Deleted as soon as it is sent (the farewell to a deleted account: no copy of it is kept). */
    eraseWhenSent: boolean('erase_when_sent').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

// ---------------------------------------------------------------- children

export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    birthday: day('birthday').notNull(),
    gender: text('gender').notNull(),
    active: boolean('active').notNull().default(true),
    onMedication: boolean('on_medication').notNull().default(false),
    chosenVisualization: text('chosen_visualization'),
    chosenEyes: text('chosen_eyes'),
    skinColor: integer('skin_color'),
    hairColor: integer('hair_color'),
    eyeColor: integer('eye_color'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('children_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------- catalogue: plans

export const activityPlans = pgTable('activity_plans', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  kind: text('kind').notNull().default('plan'),
  description: text('description').notNull().default(''),
  shortDescription: text('short_description').notNull().default(''),
  actions: jsonb('actions').$type<Record<string, boolean>>().notNull().default({}),
  questionnaireKey: text('questionnaire_key'),
  primaryColor: text('primary_color').notNull().default('#4a6fa5'),
  icon: text('icon').notNull().default('plan'),
  translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
  priority: integer('priority').notNull().default(0),
  /** Days between two sessions after the intro (position 0 is today). */
  cadenceDays: integer('cadence_days').notNull().default(7),
  /** Days a skipped session moves forward from today, or null for none (generic message). */
  skipRescheduleDays: integer('skip_reschedule_days'),
});

export const activitySessions = pgTable(
  'activity_sessions',
  {
    id: serial('id').primaryKey(),
    activityPlanId: integer('activity_plan_id')
      .notNull()
      .references(() => activityPlans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull().default('session'),
    description: text('description').notNull().default(''),
    requirements: text('requirements').notNull().default(''),
    length: text('length').notNull().default(''),
    actions: jsonb('actions')
      .$type<{ complete: boolean; skip: boolean }>()
      .notNull()
      .default({ complete: true, skip: true }),
    /** Its texts in other languages, `{field}_{language}` keys as plans' translations. */
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex('activity_sessions_plan_position').on(t.activityPlanId, t.position)],
);

export const activityItems = pgTable(
  'activity_items',
  {
    id: serial('id').primaryKey(),
    activitySessionId: integer('activity_session_id')
      .notNull()
      .references(() => activitySessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: text('content').notNull(),
    kind: text('kind').notNull().default('text'),
    requireConfirmation: boolean('require_confirmation').notNull().default(false),
    /** The video a `video` item plays (a path the app serves under `/media/`); null for other kinds. */
    videoUrl: text('video_url'),
    /** Its content in other languages, `{ content_es }`. */
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex('activity_items_session_position').on(t.activitySessionId, t.position)],
);

// ---------------------------------------------------------------- family: plans, sessions, items

export const childActivityPlans = pgTable(
  'child_activity_plans',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    activityPlanId: integer('activity_plan_id')
      .notNull()
      .references(() => activityPlans.id),
    state: text('state').notNull().default('active'),
    complete: boolean('complete').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('child_activity_plans_child_idx').on(t.childId)],
);

export const childActivitySessions = pgTable(
  'child_activity_sessions',
  {
    id: serial('id').primaryKey(),
    childActivityPlanId: integer('child_activity_plan_id')
      .notNull()
      .references(() => childActivityPlans.id, { onDelete: 'cascade' }),
    activitySessionId: integer('activity_session_id')
      .notNull()
      .references(() => activitySessions.id),
    position: integer('position').notNull(),
    scheduleDate: day('schedule_date'),
    complete: boolean('complete').notNull().default(false),
    completedAt: instant('completed_at'),
    skipped: boolean('skipped').notNull().default(false),
    skippedAt: instant('skipped_at'),
    primed: boolean('primed').notNull().default(false),
  },
  (t) => [index('child_activity_sessions_plan_idx').on(t.childActivityPlanId)],
);

export const childActivityItems = pgTable(
  'child_activity_items',
  {
    id: serial('id').primaryKey(),
    childActivitySessionId: integer('child_activity_session_id')
      .notNull()
      .references(() => childActivitySessions.id, { onDelete: 'cascade' }),
    activityItemId: integer('activity_item_id')
      .notNull()
      .references(() => activityItems.id),
    position: integer('position').notNull(),
    complete: boolean('complete').notNull().default(false),
    completedAt: instant('completed_at'),
    skipped: boolean('skipped').notNull().default(false),
    skippedAt: instant('skipped_at'),
    /** What the parent wrote on a reflection step; null: nothing. */
    reflection: text('reflection'),
  },
  (t) => [index('child_activity_items_session_idx').on(t.childActivitySessionId)],
);

// ---------------------------------------------------------------- medications and prescriptions

export const medications = pgTable('medications', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const dosages = pgTable('dosages', {
  id: serial('id').primaryKey(),
  medicationId: integer('medication_id')
    .notNull()
    .references(() => medications.id, { onDelete: 'cascade' }),
  value: real('value').notNull(),
});

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    template: boolean('template').notNull().default(false),
    medicationId: integer('medication_id').references(() => medications.id),
    dosageId: integer('dosage_id').references(() => dosages.id),
    customMedication: text('custom_medication'),
    customDosage: text('custom_dosage'),
    startDate: day('start_date').notNull(),
    taken: jsonb('taken').$type<string[]>().notNull().default([]),
    prescribedBy: text('prescribed_by').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /**
     * When the family stopped (deleted) the prescription: it leaves every list of current prescriptions,
     * and the visit report shows it stopped on that day. Null while current.
     */
    stoppedAt: instant('stopped_at'),
  },
  (t) => [index('prescriptions_child_idx').on(t.childId)],
);

// ---------------------------------------------------------------- measures, paths

export const improvementGroups = pgTable('improvement_groups', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

export const improvementAreas = pgTable('improvement_areas', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  direction: text('direction').notNull().default('reduce'),
  cutOff: real('cut_off'),
  groupId: integer('group_id').references(() => improvementGroups.id),
  min: real('min'),
  max: real('max'),
  questionnaireKey: text('questionnaire_key'),
  planKey: text('plan_key'),
});

export const paths = pgTable('paths', {
  id: serial('id').primaryKey(),
  childId: integer('child_id')
    .notNull()
    .references(() => children.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').references(() => improvementGroups.id),
  areas: jsonb('areas').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- add-ons, products, purchases

export const addOnCategories = pgTable('add_on_categories', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull().unique(),
  title: text('title').notNull(),
  color: text('color').notNull(),
});

export const solutions = pgTable('solutions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind').notNull(),
  purchaseKind: text('purchase_kind').notNull().default('all'),
  displayName: text('display_name').notNull(),
  areaOfFocus: text('area_of_focus').notNull().default(''),
  available: boolean('available').notNull().default(true),
  icon: text('icon').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  pricing: jsonb('pricing')
    .$type<{ key: string; kind: string; name: string; raw: number | null; formatted: string } | null>()
    .default(null),
  meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
  description: text('description').notNull().default(''),
  tagline: text('tagline'),
  videoUrl: text('video_url'),
  /** The five sections of its page (why, forParents, forKids, whatYoullDo, whatsNeeded). */
  marketing: jsonb('marketing').$type<Record<string, string | null>>(),
  /** Its texts in other languages, `{field}_{language}` keys as plans' translations. */
  translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  solutionId: integer('solution_id').references(() => solutions.id),
  /** Price in cents. */
  value: integer('value').notNull(),
  /** Days of free trial; 0 for none. */
  trialLength: integer('trial_length').notNull().default(0),
  kind: text('kind').notNull().default('product'),
  pricingKind: text('pricing_kind').notNull().default('non_consumable'),
  iapId: text('iap_id'),
  activityPlanKeys: jsonb('activity_plan_keys').$type<string[]>().notNull().default([]),
  courseKey: text('course_key'),
  bundle: boolean('bundle').notNull().default(false),
});

export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    // A deleted child's purchases stay (the law keeps payment records) without naming the child.
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    state: text('state').notNull(),
    source: text('source').notNull(),
    providerReference: text('provider_reference'),
    trialEndsOn: day('trial_ends_on'),
    /** The day the purchase stops giving access (end of its trial or paid period); null: it does not end. */
    endsOn: day('ends_on'),
    /** The family cancelled: access until `ends_on`, then no renewal. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * A renewal failed: the end of the last period paid for (where the unpaid period starts). While set,
     * `ends_on` is the end of the 7 days of grace (core's `GRACE_DAYS`).
     */
    pastDueSince: day('past_due_since'),
    /**
     * The payment provider's subscription that renews this purchase (Stripe's `sub_...`): Stripe charges
     * its renewals and tells the server by webhook; null when this server renews it (the test provider)
     * or it does not renew.
     */
    subscriptionReference: text('subscription_reference'),
    /** The key the app sent with the attempt: a replay with it answers this purchase (once per account). */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId),
    uniqueIndex('purchases_user_idempotency_key').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * The card on file of an account, kept to charge renewals: the provider's reference (a Stripe payment
 * method, or the test provider's token), its brand and last four digits (never the number), and the
 * Stripe customer it belongs to.
 */
export const billingCards = pgTable('billing_cards', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reference: text('reference').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  customerId: text('customer_id'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * The money events and notices of each purchase: `charge` (a receipt), `charge_failed`, `refund`
 * (receipts too), `trial_ending`, `grace_last_day`. One of a kind per purchase and period start (unique),
 * so a period is charged once and each mail is sent once, however many jobs run.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The period paid for (a one-time charge: the day it was made; period_end null). */
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end'),
    amountCents: integer('amount_cents').notNull().default(0),
    last4: text('last4'),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_events_once').on(t.purchaseId, t.kind, t.periodStart),
    index('billing_events_user_idx').on(t.userId),
  ],
);

/** Payment provider events already applied (a webhook delivered twice is applied once). */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  kind: text('kind').notNull(),
  createdAt: createdAt(),
});

export const waitListItems = pgTable(
  'wait_list_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wait_list_items_user_product').on(t.userId, t.productId)],
);

// ---------------------------------------------------------------- help, courses

export const helpCards = pgTable('help_cards', {
  id: serial('id').primaryKey(),
  solutionName: text('solution_name'),
  title: text('title').notNull(),
  color: text('color').notNull(),
  description: text('description').notNull(),
  videoUrl: text('video_url'),
  tagline: text('tagline').notNull().default(''),
  generic: boolean('generic').notNull().default(false),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  /** Its texts in other languages (`title_es`, `tagline_es`, `description_es`). */
  translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  primaryColor: text('primary_color').notNull().default('#6b5b95'),
});

export const lectures = pgTable('lectures', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  videoUrl: text('video_url').notNull(),
  duration: integer('duration').notNull().default(0),
});

/** A child's enrolment in a course: once per child and course. */
export const childCourses = pgTable(
  'child_courses',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('child_courses_child_course').on(t.childId, t.courseId)],
);

/** A child's progress in one lecture of an enrolled course: once per enrolment and lecture. */
export const profileLectures = pgTable(
  'profile_lectures',
  {
    id: serial('id').primaryKey(),
    childCourseId: integer('child_course_id')
      .notNull()
      .references(() => childCourses.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id),
    position: integer('position').notNull(),
    currentTime: integer('current_time').notNull().default(0),
    /** When the lecture's video first reached its end; `null` until then. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('profile_lectures_enrolment_lecture').on(t.childCourseId, t.lectureId)],
);

// ---------------------------------------------------------------- questionnaires, assessments, scores

export const questionnaires = pgTable('questionnaires', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  responseTypeName: text('response_type_name').notNull().default('multiple_choice'),
  /** Which measure its score feeds (a meaningful change kind), or null. */
  measure: text('measure'),
  min: real('min'),
  max: real('max'),
  cutOff: real('cut_off'),
  direction: text('direction').notNull().default('reduce'),
  /** Its title in other languages, `{ title_es }` (the catalogue's translations, as plans'). */
  translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
});

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    /** The catalogue's stable key of the question within its questionnaire (the seed rewrites by it). */
    key: text('key'),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull().default('multiple_choice'),
    /** The measure its answer's value counts toward (catalogue data), or null. */
    measure: text('measure'),
    /** Whether it must be answered when shown. */
    required: boolean('required').notNull().default(false),
    /** Whether it takes several answers ("Choose all that apply"; the catalogue's `multiSelect`). */
    multiSelect: boolean('multi_select').notNull().default(false),
    conditional: jsonb('conditional')
      .$type<{ trigger_question_id: number; trigger_response_id: number } | null>()
      .default(null),
    /** Its text in other languages, `{ content_es }`. */
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex('questions_questionnaire_key').on(t.questionnaireId, t.key)],
);

export const questionResponses = pgTable('question_responses', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id')
    .notNull()
    .references(() => questions.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  text: text('text').notNull(),
  value: real('value').notNull().default(0),
  /** Its label in other languages, `{ content_es }`. */
  translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
});

export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    score: real('score'),
    completedAt: instant('completed_at').notNull().defaultNow(),
    /** Who answered through a collaborator's link (null: the family). */
    respondentName: text('respondent_name'),
    respondentRelationship: text('respondent_relationship'),
    /** The plan item this assessment completed, if any. */
    childActivityItemId: integer('child_activity_item_id').references(() => childActivityItems.id, {
      onDelete: 'set null',
    }),
    /** A digest of the child, questionnaire, respondent and answers: a repeat soon after is the same submission. */
    fingerprint: text('fingerprint'),
  },
  (t) => [
    index('assessments_child_idx').on(t.childId),
    index('assessments_fingerprint_idx').on(t.childId, t.fingerprint),
  ],
);

export const assessmentResponses = pgTable('assessment_responses', {
  id: serial('id').primaryKey(),
  assessmentId: integer('assessment_id')
    .notNull()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  questionId: integer('question_id')
    .notNull()
    .references(() => questions.id),
  questionResponseId: integer('question_response_id').references(() => questionResponses.id),
  content: text('content'),
});

/** One score per child and measure (kind); its entries are the goals over time. */
export const meaningfulChangeScores = pgTable(
  'meaningful_change_scores',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    accepted: boolean('accepted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('meaningful_change_scores_child_kind').on(t.childId, t.kind)],
);

export const meaningfulChangeEntries = pgTable('meaningful_change_entries', {
  id: serial('id').primaryKey(),
  scoreId: integer('score_id')
    .notNull()
    .references(() => meaningfulChangeScores.id, { onDelete: 'cascade' }),
  assessmentId: integer('assessment_id').references(() => assessments.id, { onDelete: 'cascade' }),
  milestoneId: integer('milestone_id').notNull(),
  start: real('start').notNull(),
  current: real('current').notNull(),
  target: real('target').notNull(),
  min: real('min').notNull(),
  max: real('max').notNull(),
  cutOff: real('cut_off'),
  score: real('score').notNull(),
  accepted: boolean('accepted').notNull().default(false),
  /** Which of the nine goal outcomes this score brought (core's goalOutcome); null for older entries. */
  outcome: text('outcome'),
  createdAt: createdAt(),
});

/**
 * A collaborator's questionnaire link: someone without an account may answer one questionnaire about one
 * child until it expires. Only the token's hash is kept.
 */
export const collaboratorQuestionnaireLinks = pgTable(
  'collaborator_questionnaire_links',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    respondentName: text('respondent_name').notNull(),
    respondentRelationship: text('respondent_relationship').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** When the questionnaire was answered through the link: it answers once (core's `collaboratorLinkState`). */
    answeredAt: instant('answered_at'),
    /** When the family took the link back. */
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('collaborator_questionnaire_links_token').on(t.tokenHash)],
);

// ---------------------------------------------------------------- people around the child

/**
 * A collaborator: someone the family (`user_id`) shares ONE child with, by mailed invitation. Until they
 * accept, `collaborator_user_id` is null and only the invitation token's hash is kept; removing the row
 * stops the sharing at once (every call about a child looks it up).
 */
export const collaborators = pgTable(
  'collaborators',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => children.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    relationship: text('relationship').notNull(),
    /** `read` or `answer` (core's `CollaboratorPermission`). */
    permission: text('permission').notNull().default('read'),
    /** The account that accepted the invitation (null: not accepted yet). */
    collaboratorUserId: integer('collaborator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The hash of the mailed invitation's token (null once accepted). */
    invitationTokenHash: text('invitation_token_hash'),
    acceptedAt: instant('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('collaborators_child_email').on(t.childId, t.email),
    uniqueIndex('collaborators_invitation_token').on(t.invitationTokenHash),
    index('collaborators_collaborator_user_idx').on(t.collaboratorUserId, t.childId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('feed'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    persist: boolean('persist').notNull().default(false),
    timestamp: instant('timestamp').notNull().defaultNow(),
    /** When the parent read it; null while unread. */
    readAt: instant('read_at'),
    /** Where it leads in the app, '' when nowhere. */
    href: text('href').notNull().default(''),
    /** What its words are built from, by kind (`session-due`: `{ session_id }`), so they follow the reader's language. */
    data: jsonb('data').$type<Record<string, number | string>>().notNull().default({}),
    /** The session a reminder is about: one reminder per session (the unique index below). */
    sessionId: integer('session_id').references(() => childActivitySessions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('notifications_kind_session').on(t.kind, t.sessionId),
    index('notifications_user_timestamp').on(t.userId, t.timestamp),
  ],
);

/**
 * The adherence record: one row per dose of a prescription on the family's day (written when the dose's
 * reminder is, core's `dosesDue`), with the family's answer (`taken`, `skipped`, null while unanswered).
 * The unique index makes a dose's reminder once only, whoever writes it.
 */
export const doseRecords = pgTable(
  'dose_records',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    /** The medication time: `morning`, `afternoon` or `evening`. */
    dose: text('dose').notNull(),
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dose_records_prescription_day_dose').on(t.prescriptionId, t.day, t.dose)],
);

/**
 * A reminder's sending on one channel (`push`, `email`, `sms`), written before anything is sent: one row per
 * (notification, channel), so a run that stops midway never sends twice. `planned` waits (quiet hours
 * hold it), `sending` is claimed just before the send (never retried: it may have gone), then `sent`,
 * `failed` or `cancelled` (the family switched the channel off meanwhile).
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    status: text('status').notNull().default('planned'),
    createdAt: createdAt(),
    attemptedAt: instant('attempted_at'),
    sentAt: instant('sent_at'),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_notification_channel').on(t.notificationId, t.channel),
    index('reminder_deliveries_status').on(t.status),
  ],
);

/** The development text outbox (read at `/dev/outbox` outside production): texts sent without an SMS provider. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** A browser's Web Push subscription (the standard Push API), one row per endpoint, owned by an account. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  /** The language the parent used when subscribing: pushes are worded in it. */
  language: text('language').notNull().default('en'),
  createdAt: createdAt(),
});

export const testGroups = pgTable('test_groups', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  groupKey: text('group_key').notNull(),
  userGroup: text('user_group').notNull(),
});

// ---------------------------------------------------------------- clinical

export const insurancePlans = pgTable('insurance_plans', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
});

export const consentForms = pgTable('consent_forms', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sections: jsonb('sections')
    .$type<{ children: { title: string; body: string }[]; adults: { title: string; body: string }[] }>()
    .notNull(),
});

export const consents = pgTable('consents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  consentFormId: integer('consent_form_id')
    .notNull()
    .references(() => consentForms.id),
  childId: integer('child_id')
    .notNull()
    .references(() => children.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

export const personInformations = pgTable('person_informations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  ownableId: integer('ownable_id')
    .notNull()
    .references(() => children.id, { onDelete: 'cascade' }),
  ownableType: text('ownable_type').notNull().default('Patient'),
  insurancesPlanId: integer('insurances_plan_id').references(() => insurancePlans.id),
  customInsurancePlan: text('custom_insurance_plan'),
  policy: text('policy'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  dateOfBirth: day('date_of_birth'),
  card: text('card'),
  /** Which side of the card the photo shows (`front`, `back`); a child keeps one photo of each. */
  cardSide: text('card_side'),
  createdAt: createdAt(),
});

export const helpRequests = pgTable('help_requests', {
  id: serial('id').primaryKey(),
  childId: integer('child_id')
    .notNull()
    .references(() => children.id, { onDelete: 'cascade' }),
  source: text('source').notNull(),
  /** The parent's question (required from Contact us; null from parent coaching and other sources). */
  message: text('message'),
  createdAt: createdAt(),
});

export const appointments = pgTable('appointments', {
  id: serial('id').primaryKey(),
  childId: integer('child_id')
    .notNull()
    .references(() => children.id, { onDelete: 'cascade' }),
  state: text('state').notNull().default('pending'),
  startTime: instant('start_time'),
  sessionEndTime: instant('session_end_time'),
  joinUrl: text('join_url'),
  createdAt: createdAt(),
});

/**
 * A share link of a child's visit report (issue 28): only the SHA-256 of its token is kept; it opens the
 * report of its period, read-only, until `expires_at` (7 or 30 days, core's `reportLinkExpiry`) unless
 * revoked. Every open writes the family's audit trail.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    days: integer('days').notNull(),
    fromDay: day('from_day').notNull(),
    toDay: day('to_day').notNull(),
    language: text('language').notNull().default('en'),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('report_links_child_idx').on(t.childId)],
);

export const accessCodes = pgTable('access_codes', {
  id: serial('id').primaryKey(),
  /** Six digits, given by a clinic to its families. */
  code: text('code').notNull().unique(),
  /** Who gave it (the clinic's name), for the care team. */
  clinic: text('clinic').notNull().default(''),
  maxUses: integer('max_uses').notNull().default(1),
  uses: integer('uses').notNull().default(0),
  expiresAt: instant('expires_at'),
  createdAt: createdAt(),
});

export const accessCodeRedemptions = pgTable(
  'access_code_redemptions',
  {
    id: serial('id').primaryKey(),
    accessCodeId: integer('access_code_id')
      .notNull()
      .references(() => accessCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('access_code_redemptions_code_user').on(t.accessCodeId, t.userId)],
);

export const appleDevices = pgTable(
  'apple_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device token's hash: one row per account and device (the sealed token differs each time it is sealed). */
    tokenHash: text('token_hash').notNull(),
    /**
     * The device token, sealed at rest (lib/secret-box.ts, as a linked Fitbit's token), which APNs is sent
     * to; null on a row registered before tokens were kept (nothing can be sent to it until the app
     * registers again).
     */
    sealedToken: text('sealed_token'),
    platform: text('platform').notNull(),
    bundleId: text('bundle_id').notNull(),
    /** The language the parent used when registering: pushes are worded in it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('apple_devices_user_token').on(t.userId, t.tokenHash)],
);

// ---------------------------------------------------------------- child results

export const cognitiveResults = pgTable('cognitive_results', {
  id: serial('id').primaryKey(),
  childId: integer('child_id')
    .notNull()
    .references(() => children.id, { onDelete: 'cascade' }),
  level: integer('level').notNull().default(1),
  score: real('score').notNull(),
  leveledUp: boolean('leveled_up').notNull().default(false),
  /** The average time to answer a set (ms); null for results recorded without response times. */
  meanResponseMs: integer('mean_response_ms'),
  completedAt: instant('completed_at').notNull().defaultNow(),
});

export const sleepResults = pgTable(
  'sleep_results',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    source: text('source').notNull().default('checkin'),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time'),
    minutesAsleep: integer('minutes_asleep'),
    /** A weekly check-in's night (the day of the bedtime), bedtime and wake time (`HH:MM`), night wakings. */
    night: day('night'),
    bedtime: text('bedtime'),
    wakeTime: text('wake_time'),
    nightWakings: integer('night_wakings'),
    /** A device night's log id at the provider (Fitbit's `logId`); null for a check-in. */
    providerLogId: text('provider_log_id'),
  },
  (t) => [
    // One night per child and source: a second check-in (or device log) for the night replaces it.
    uniqueIndex('sleep_results_child_source_night').on(t.childId, t.source, t.night),
    // A device log is kept once per child, however often it is imported.
    uniqueIndex('sleep_results_child_source_log').on(t.childId, t.source, t.providerLogId),
  ],
);

/**
 * A child's sleep device link (one per child): `oauthState` while the parent is at the provider's page,
 * then the provider's user id and access token once linked (`linkedAt`). `sleepsImportedAt` is when the
 * last import of its nights started (the 15-minute throttle every server process reads);
 * `tokenRefusedAt` is when the provider refused the token (a new link is needed).
 */
export const sleepDeviceLinks = pgTable(
  'sleep_device_links',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    oauthState: text('oauth_state'),
    stateExpiresAt: instant('state_expires_at'),
    providerUserId: text('provider_user_id'),
    accessToken: text('access_token'),
    linkedAt: instant('linked_at'),
    sleepsImportedAt: instant('sleeps_imported_at'),
    tokenRefusedAt: instant('token_refused_at'),
  },
  (t) => [uniqueIndex('sleep_device_links_child').on(t.childId)],
);

/**
 * A child's food sensitivity test: one per child, its state moved by the parent's steps and staff's (core's
 * `nextFoodSensitivityState`), with the date of each milestone and where the kit is mailed.
 */
export const foodSensitivityResults = pgTable(
  'food_sensitivity_results',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('ordered'),
    items: jsonb('items').$type<{ panel: string; name: string; level: number }[]>().notNull().default([]),
    /** Where the kit is mailed (core's `ShippingAddressSchema`); null for a kit ordered before addresses were asked. */
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>(),
    orderedAt: instant('ordered_at'),
    /** Staff mailed the kit (`admin food-sensitivity ship`). */
    shippedAt: instant('shipped_at'),
    sampleSentAt: instant('sample_sent_at'),
    /** The lab received the sample (`admin food-sensitivity received`). */
    receivedAt: instant('received_at'),
    /** The results were entered (results ready). */
    completedAt: instant('completed_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('food_sensitivity_results_child').on(t.childId)],
);

// ---------------------------------------------------------------- content library

export const contentTags = pgTable('content_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Its name in other languages, `{ name_es }`. */
  translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
});

export const contentCollections = pgTable('content_collections', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** Its words in other languages, `{ name_es, description_es }`. */
  translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
  lastUpdated: instant('last_updated').notNull().defaultNow(),
});

export const contentPieces = pgTable('content_pieces', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull().default('article'),
  summary: text('summary'),
  body: text('body').notNull().default(''),
  imageUrl: text('image_url'),
  videoUrl: text('video_url'),
  /** Its words in other languages, `{ name_es, summary_es, body_es }`. */
  translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
  areaKeys: jsonb('area_keys').$type<string[]>().notNull().default([]),
  publishedAt: instant('published_at').notNull().defaultNow(),
});

/** The tags of a collection. */
export const contentCollectionTags = pgTable(
  'content_collection_tags',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => contentCollections.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => contentTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.tagId] })],
);

/** The tags of a piece. */
export const contentPieceTags = pgTable(
  'content_piece_tags',
  {
    pieceId: integer('piece_id')
      .notNull()
      .references(() => contentPieces.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => contentTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pieceId, t.tagId] })],
);

/** The collections a piece is in. */
export const contentPieceCollections = pgTable(
  'content_piece_collections',
  {
    pieceId: integer('piece_id')
      .notNull()
      .references(() => contentPieces.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => contentCollections.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.pieceId, t.collectionId] }),
    index('content_piece_collections_collection_idx').on(t.collectionId),
  ],
);

export const userCollections = pgTable(
  'user_collections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => contentCollections.id),
    added: boolean('added').notNull().default(true),
  },
  (t) => [uniqueIndex('user_collections_user_collection').on(t.userId, t.collectionId)],
);

export const userPieces = pgTable(
  'user_pieces',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pieceId: integer('piece_id')
      .notNull()
      .references(() => contentPieces.id),
    viewed: boolean('viewed').notNull().default(false),
    saved: boolean('saved').notNull().default(false),
  },
  (t) => [uniqueIndex('user_pieces_user_piece').on(t.userId, t.pieceId)],
);

// ---------------------------------------------------------------- cache versions

/**
 * A counter per account, raised by database triggers (hand-written in the migration) whenever the
 * account's row changes or one of its log-in tokens is revoked, expired or deleted. Every server
 * process keeps log-in tokens in memory and compares this counter before trusting them, so a log-out
 * through one process is refused by every other at once. No foreign key: it outlives nothing it names.
 */
export const accountVersions = pgTable('account_versions', {
  userId: integer('user_id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * A counter per child, raised by database triggers whenever any of the child's plans, plan sessions or
 * session items is inserted, changed or deleted. A process keeps each child's serialized plan list
 * with the counter it was read at, and answers from it while the counter is unchanged.
 */
export const childPlanVersions = pgTable('child_plan_versions', {
  childId: integer('child_id').primaryKey(),
  version: integer('version').notNull().default(0),
});
