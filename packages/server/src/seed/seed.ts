/**
 * Seeds the sample catalogue and the demo family. The catalogue is `@attune/catalogue`'s sample
 * (`SAMPLE_CATALOGUE`), parsed with its schema before anything is written, and written with the same code
 * as `admin catalogue import` (`../catalogue/catalogue-sync.ts`): on an empty database all of it, at later
 * starts what changed in it (added and changed rows; of removed ones, only solutions go at start). A database holding an
 * imported catalogue is never overwritten with the sample. Whether the sample is wanted is the caller's
 * (`server.ts`: outside production, or with `SEED_SAMPLE_CATALOGUE=1`; the demo family needs it too).
 *
 * The demo family is written only when its account does not exist yet, in one transaction; its paid
 * Attune subscription is added whenever it is missing. Its check-ins are answered through the same service
 * as a parent's, so its scores are stored assessments like any other.
 */
import { randomBytes } from 'node:crypto';
import {
  DEMO_CHECK_INS,
  DEMO_FAMILY,
  DEMO_SESSION_TIME,
  demoBirthday,
  type PlanProgress,
  parseCatalogue,
  SAMPLE_CATALOGUE,
} from '@attune/catalogue';
import {
  AGREEMENTS_VERSION,
  addDays,
  formatIssues,
  MS_PER_DAY,
  SUBSCRIPTION_NAME,
  subscriptionProductKeys,
} from '@attune/core/rules';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { type CatalogueOrigin, catalogueOrigin, setCatalogueOrigin } from '../catalogue/catalogue-origin';
import { writeCatalogue } from '../catalogue/catalogue-sync';
import type { AppContext } from '../context';
import { todayOf } from '../context';
import type { Tx } from '../db/database';
import * as t from '../db/schema';
import { startPlan } from '../plans/plans.service';
import { readQuestionnaire, recordAssessment } from '../questionnaires/questionnaires.service';
import { withWording, wordingFromEnvironment } from './questionnaires';

/** The demo account a newcomer can log in with. */
export const DEMO_ACCOUNT = {
  email: 'demo@attune.test',
  password: 'attune-demo-2026',
} as const;

/**
 * The sample catalogue, parsed with its schema (validated at load: a sample that does not parse stops the
 * start, naming each field).
 */
function sampleCatalogue() {
  const parsed = parseCatalogue(SAMPLE_CATALOGUE);
  if (!parsed.ok) throw new Error(`The sample catalogue does not parse:\n${formatIssues(parsed.issues)}`);
  return parsed.catalogue;
}

/**
 * Writes the sample catalogue unless an imported one is in place; answers whether it wrote anything and
 * where the catalogue now comes from.
 */
async function seedSampleCatalogue(ctx: AppContext): Promise<{ wrote: boolean; origin: CatalogueOrigin }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const origin = await catalogueOrigin(tx);
    if (origin === 'imported') return { wrote: false, origin };
    const catalogue = sampleCatalogue();
    const changes = await writeCatalogue(tx, catalogue, {
      now: ctx.clock.now(),
      // A solution that left the sample goes (as before); other rows stay (tests and staff may add some).
      removals: ['solutions'],
      questionnaires: withWording(catalogue.questionnaires, wordingFromEnvironment()),
    });
    if (origin !== 'sample') await setCatalogueOrigin(tx, 'sample');
    return { wrote: changes.some((c) => c.added.length > 0), origin: 'sample' as const };
  });
}

async function seedDemoFamily(ctx: AppContext, tx: Tx): Promise<void> {
  const now = ctx.clock.now();
  const today = todayOf(ctx);
  // The demo family of the fixtures (names, birthdays, avatars, prescriptions, how far each plan has got),
  // built on the real today; the stories and tests show the same family on their frozen day.
  const family = DEMO_FAMILY;
  // The family joined four weeks ago, before their first completed session (three weeks ago), so the
  // timeline's "Maya joined Attune" sits where a parent expects it: at the start of their story.
  const joined = new Date(now.getTime() - 28 * MS_PER_DAY);
  const [user] = await tx
    .insert(t.users)
    .values({
      email: DEMO_ACCOUNT.email,
      name: family.parent.name,
      // The fixtures' mobile number, so the demo can switch text reminders on (a number is required).
      phone: family.parent.phone,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      confirmedAt: joined,
      agreementsVersion: AGREEMENTS_VERSION,
      agreementsAcceptedAt: joined,
      createdAt: joined,
    })
    .returning();
  if (!user) return;
  const [maya, leo] = await tx
    .insert(t.children)
    .values(
      [family.maya, family.leo].map((child) => ({
        userId: user.id,
        name: child.name,
        birthday: demoBirthday(child, today),
        gender: child.gender,
        onMedication: child.onMedication,
        ...child.avatar,
        createdAt: joined,
        updatedAt: joined,
      })),
    )
    .returning();
  if (!maya || !leo) return;
  const catalogue = await ctx.catalogue.get(true, tx);
  const planId = (key: string) => {
    const plan = catalogue.plansByKey.get(key);
    if (!plan) throw new Error(`seed: no plan ${key}`);
    return plan.id;
  };

  // Each child's plans, in the fixtures' order (Maya's Essentials is plan 1, her Medication Insights plan
  // 2), moved on as the fixtures' progress says: done or skipped on the session's day, items done today.
  const startPlans = async (childId: number, plans: readonly PlanProgress[]) => {
    for (const progress of plans) {
      const id = await startPlan(ctx, tx, childId, planId(progress.key), {
        today: addDays(today, -progress.startedDaysAgo),
        now,
      });
      const sessions = await tx
        .select()
        .from(t.childActivitySessions)
        .where(eq(t.childActivitySessions.childActivityPlanId, id));
      for (const moved of progress.sessions) {
        const session = sessions.find((s) => s.position === moved.position);
        if (!session) continue;
        const day = new Date(`${session.scheduleDate ?? today}T${DEMO_SESSION_TIME}:00.000Z`);
        const at = day < now ? day : now;
        const items = eq(t.childActivityItems.childActivitySessionId, session.id);
        const primed = moved.primed ?? false;
        if (moved.status === 'completed') {
          await tx
            .update(t.childActivitySessions)
            .set({ complete: true, completedAt: at, primed })
            .where(eq(t.childActivitySessions.id, session.id));
          await tx.update(t.childActivityItems).set({ complete: true, completedAt: at }).where(items);
        } else if (moved.status === 'skipped') {
          await tx
            .update(t.childActivitySessions)
            .set({ skipped: true, skippedAt: at, primed })
            .where(eq(t.childActivitySessions.id, session.id));
          await tx.update(t.childActivityItems).set({ skipped: true, skippedAt: at }).where(items);
        } else {
          await tx
            .update(t.childActivitySessions)
            .set({ primed })
            .where(eq(t.childActivitySessions.id, session.id));
          if (moved.itemsDone)
            await tx
              .update(t.childActivityItems)
              .set({ complete: true, completedAt: now })
              .where(and(items, lte(t.childActivityItems.position, moved.itemsDone)));
        }
      }
    }
  };
  await startPlans(maya.id, family.progress.maya);
  await startPlans(leo.id, family.progress.leo);

  // Maya's prescriptions: catalogue medications by name and dosage, custom ones as written.
  for (const prescription of family.mayaPrescriptions) {
    const [medication] = prescription.medication
      ? await tx.select().from(t.medications).where(eq(t.medications.name, prescription.medication.name))
      : [];
    const [dosage] = medication
      ? (await tx.select().from(t.dosages).where(eq(t.dosages.medicationId, medication.id))).filter(
          (d) => Number(d.value) === prescription.medication?.dosage,
        )
      : [];
    if (prescription.medication && !(medication && dosage))
      throw new Error(`seed: no ${prescription.medication.name} ${prescription.medication.dosage} mg`);
    await tx.insert(t.prescriptions).values({
      childId: maya.id,
      medicationId: medication?.id ?? null,
      dosageId: dosage?.id ?? null,
      customMedication: prescription.customMedication,
      customDosage: prescription.customDosage,
      startDate: addDays(today, -prescription.startedDaysAgo),
      taken: [...prescription.taken],
      prescribedBy: prescription.prescribedBy,
      createdAt: now,
      updatedAt: now,
    });
  }
  // Worded in the reader's language when listed (the notifications service's `welcome` words).
  await tx.insert(t.notifications).values({
    userId: user.id,
    kind: 'welcome',
    title: 'Welcome to Attune',
    body: `Take a look around: ${family.maya.name} and ${family.leo.name} each have a plan under way.`,
    data: { first: family.maya.name, second: family.leo.name },
    persist: true,
    timestamp: now,
  });
  await tx.insert(t.testGroups).values({ userId: user.id, groupKey: 'onboarding', userGroup: 'control' });
}

/**
 * The products the web app treats as the Attune subscription ('Attune Access', 'Attune Yearly',
 * 'Attune Trial', 'Attune Yearly Trial', named by their slugs in the catalogue).
 */
export const SUBSCRIPTION_PRODUCTS = subscriptionProductKeys(SUBSCRIPTION_NAME);

/** The subscription the demo family holds: a paid monthly 'Attune Access'. */
export const DEMO_SUBSCRIPTION_PRODUCT = 'attune-access';

/**
 * Gives the demo account a paid Attune subscription when it has no paid subscription purchase, so a
 * newcomer can look at add-ons and add a child at once. Returns whether it added one.
 */
async function seedDemoSubscription(ctx: AppContext): Promise<boolean> {
  let added = false;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4244)`);
    const [user] = await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, DEMO_ACCOUNT.email));
    const [product] = await tx
      .select({ id: t.products.id })
      .from(t.products)
      .where(eq(t.products.name, DEMO_SUBSCRIPTION_PRODUCT));
    if (!user || !product) return;
    const existing = await tx
      .select({ id: t.purchases.id })
      .from(t.purchases)
      .innerJoin(t.products, eq(t.products.id, t.purchases.productId))
      .where(
        and(
          eq(t.purchases.userId, user.id),
          eq(t.purchases.state, 'paid'),
          inArray(t.products.name, SUBSCRIPTION_PRODUCTS),
        ),
      );
    if (existing.length > 0) return;
    await tx.insert(t.purchases).values({
      userId: user.id,
      productId: product.id,
      state: 'paid',
      source: 'stripe',
      providerReference: 'demo-subscription',
      createdAt: ctx.clock.now(),
    });
    added = true;
  });
  return added;
}

/** What to seed: the sample catalogue (default yes) and the demo family (default yes; it needs the sample). */
export interface SeedOptions {
  /** Write the sample catalogue (unless an imported catalogue is in place). */
  readonly sample?: boolean;
  /** Seed the demo family; `false` also retires a left-over demo account's published password. */
  readonly demo?: boolean;
}

/**
 * Seeds what is missing: the sample catalogue (brought up to date at every start, unless an operator's
 * catalogue was imported), the demo family when absent, and its paid subscription when it has none. The
 * demo family is seeded on the sample catalogue only (its plans, medications and check-ins are the
 * sample's): with an imported catalogue it is not, and a line says so.
 */
export async function seed(
  ctx: AppContext,
  options: SeedOptions = {},
): Promise<{ catalogue: boolean; demo: boolean; subscription: boolean }> {
  const result = { catalogue: false, demo: false, subscription: false };
  let origin: CatalogueOrigin | null = null;
  if (options.sample !== false) {
    const seeded = await seedSampleCatalogue(ctx);
    result.catalogue = seeded.wrote;
    origin = seeded.origin;
  } else {
    origin = await catalogueOrigin(ctx.db);
  }
  // The reference data may have changed: answers built from it are rebuilt.
  await ctx.catalogue.get(true);
  if (options.demo === false) {
    await retireDemoPassword(ctx);
    return result;
  }
  if (origin !== 'sample') {
    ctx.logger.info(
      origin === 'imported'
        ? 'The demo family is not seeded: it needs the sample catalogue, and an imported catalogue is in place.'
        : 'The demo family is not seeded: it needs the sample catalogue (SEED_SAMPLE_CATALOGUE=1).',
    );
    return result;
  }
  const demo = await ctx.db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, DEMO_ACCOUNT.email));
  if (demo.length === 0) {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4243)`);
      const again = await tx
        .select({ id: t.users.id })
        .from(t.users)
        .where(eq(t.users.email, DEMO_ACCOUNT.email));
      if (again.length > 0) return;
      await seedDemoFamily(ctx, tx);
      result.demo = true;
    });
    await seedDemoScores(ctx);
  }
  result.subscription = await seedDemoSubscription(ctx);
  return result;
}

/**
 * Without the demo family (production), a demo account left from an earlier run must not open with the
 * password the README publishes: its password becomes a random one and its log-ins are revoked.
 */
async function retireDemoPassword(ctx: AppContext): Promise<void> {
  const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, DEMO_ACCOUNT.email));
  if (!user || !(await verifyPassword(DEMO_ACCOUNT.password, user.passwordHash))) return;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  await ctx.db.update(t.users).set({ passwordHash }).where(eq(t.users.id, user.id));
  await ctx.db
    .update(t.authTokens)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(t.authTokens.userId, user.id), isNull(t.authTokens.revokedAt)));
  ctx.logger.info('The demo account is not seeded here; its published password no longer logs in.');
}

/**
 * Maya's check-ins of the fixtures, answered through the same service as a parent's (validated, scored by
 * the core, goal entries recorded), so the scores, goals and trends have something to show: every scored
 * question at the check-in's answer level, every other required question with its first answer.
 */
async function seedDemoScores(ctx: AppContext): Promise<void> {
  const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, DEMO_ACCOUNT.email));
  if (!user) return;
  const [maya] = await ctx.db.select().from(t.children).where(eq(t.children.userId, user.id)).limit(1);
  if (!maya) return;
  const today = todayOf(ctx);
  for (const { measure, answerLevel, daysAgo } of DEMO_CHECK_INS) {
    const [row] = await ctx.db.select().from(t.questionnaires).where(eq(t.questionnaires.key, measure));
    if (!row) continue;
    const questionnaire = await readQuestionnaire(ctx, row.id);
    const questionnaire_responses = questionnaire.questions.flatMap((question) => {
      const responses = question.question_responses;
      if (question.conditional !== null || responses.length === 0) return [];
      if (question.kind !== 'multiple_choice') {
        return question.required
          ? [
              {
                question_id: question.id,
                question_response_id: (responses[0] as { id: number }).id,
                content: '-',
              },
            ]
          : [];
      }
      const scored = responses.some((response) => response.value !== null);
      const response = scored ? responses[Math.min(answerLevel, responses.length - 1)] : responses[0];
      return response ? [{ question_id: question.id, question_response_id: response.id }] : [];
    });
    await recordAssessment(
      ctx,
      maya,
      { questionnaire_id: row.id, questionnaire_responses },
      { completesCheckIn: false, at: new Date(`${addDays(today, -daysAgo)}T${DEMO_SESSION_TIME}:00Z`) },
    );
  }
}
