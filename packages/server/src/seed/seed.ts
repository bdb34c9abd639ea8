/**
 * Seeds the reference catalogue and the demo family. Idempotent: the catalogue is written only when
 * the database has no activity plans, the demo family only when its account does not exist yet; both
 * in one transaction each, so a crash halfway leaves nothing half-written. The demo account's paid
 * Attune subscription is added whenever it is missing (data directories seeded before it existed too),
 * and the add-on and questionnaire catalogues are rewritten at every start (reference data the server
 * owns; see `./add-ons.ts` and `./questionnaires.ts`). The demo family's check-ins are answered through the
 * same service as a parent's, so its scores are stored assessments like any other.
 */
import { randomBytes } from 'node:crypto';
import {
  AGREEMENTS_VERSION,
  AREA_PLANS,
  addDays,
  MEASURES,
  MS_PER_DAY,
  measureCutOff,
  planCadenceDays,
  planPriority,
  subscriptionProductKeys,
} from '@attune/core/rules';
import {
  DEMO_SESSION_TIME,
  demoFamily,
  instantFromToday,
  type PlanProgress,
} from '@attune/core/testing/fixtures';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import type { AppContext } from '../context';
import { todayOf } from '../context';
import type { Tx } from '../db/database';
import * as t from '../db/schema';
import { startPlan } from '../plans/plans.service';
import { readQuestionnaire, recordAssessment } from '../questionnaires/questionnaires.service';
import { writeAddOnCatalogue } from './add-ons';
import {
  consentFormSeed,
  courseSeeds,
  helpCardSeeds,
  improvementSeeds,
  insurancePlanSeeds,
  medicationSeeds,
  planSeeds,
  stepVideo,
} from './catalogue';
import { writeContentLibrary } from './content';
import { writeQuestionnaireCatalogue } from './questionnaires';

/** The demo account a newcomer can log in with. */
export const DEMO_ACCOUNT = {
  email: 'demo@attune.test',
  password: 'attune-demo-2026',
} as const;

/** The Spanish texts of a plan, its sessions and items, as `translations` (`{field}_es`). */
function planTranslations(plan: (typeof planSeeds)[number]) {
  return {
    plan: {
      title_es: plan.titleEs,
      description_es: plan.descriptionEs,
      short_description_es: plan.shortDescriptionEs,
    },
    sessions: plan.sessions.map((session) => ({
      session: {
        title_es: session.es.title,
        description_es: session.es.description,
        requirements_es: session.es.requirements,
      },
      items: session.items.map(
        (item): Record<string, string> => (item.contentEs ? { content_es: item.contentEs } : {}),
      ),
    })),
  };
}

/**
 * Brings the catalogue's translations up to date on a database seeded before they existed (or before a
 * text changed): plans by key, sessions and items by position. One UPDATE per plan when nothing changed.
 */
async function writeCatalogueTranslations(tx: Tx): Promise<void> {
  for (const plan of planSeeds) {
    const translations = planTranslations(plan);
    const [row] = await tx
      .select({ id: t.activityPlans.id, translations: t.activityPlans.translations })
      .from(t.activityPlans)
      .where(eq(t.activityPlans.key, plan.key));
    if (!row || JSON.stringify(row.translations) === JSON.stringify(translations.plan)) continue;
    await tx
      .update(t.activityPlans)
      .set({ translations: translations.plan })
      .where(eq(t.activityPlans.id, row.id));
    const sessions = await tx
      .select({ id: t.activitySessions.id, position: t.activitySessions.position })
      .from(t.activitySessions)
      .where(eq(t.activitySessions.activityPlanId, row.id));
    for (const session of sessions) {
      const wanted = translations.sessions[session.position];
      if (!wanted) continue;
      await tx
        .update(t.activitySessions)
        .set({ translations: wanted.session })
        .where(eq(t.activitySessions.id, session.id));
      for (const [index, item] of wanted.items.entries()) {
        await tx
          .update(t.activityItems)
          .set({ translations: item })
          .where(
            and(eq(t.activityItems.activitySessionId, session.id), eq(t.activityItems.position, index + 1)),
          );
      }
    }
  }
  for (const card of helpCardSeeds) {
    await tx
      .update(t.helpCards)
      .set({ translations: card.translations })
      .where(eq(t.helpCards.title, card.title));
  }
}

async function seedCatalogue(tx: Tx): Promise<void> {
  for (const plan of planSeeds) {
    const [row] = await tx
      .insert(t.activityPlans)
      .values({
        key: plan.key,
        title: plan.title,
        kind: plan.kind,
        description: plan.description,
        shortDescription: plan.shortDescription,
        actions: {},
        questionnaireKey: plan.questionnaireKey ?? null,
        primaryColor: plan.primaryColor,
        icon: plan.icon,
        translations: planTranslations(plan).plan,
        // The core's rules, written down for anyone reading the table; the server asks the core itself.
        priority: planPriority(plan.key),
        cadenceDays: planCadenceDays(plan.key),
      })
      .returning({ id: t.activityPlans.id });
    if (!row) continue;
    const sessions = await tx
      .insert(t.activitySessions)
      .values(
        plan.sessions.map((session, position) => ({
          activityPlanId: row.id,
          position,
          title: session.title,
          kind: session.kind ?? 'session',
          description: session.description,
          requirements: session.requirements,
          length: session.length,
          translations: planTranslations(plan).sessions[position]?.session ?? {},
          actions: { complete: true, skip: position !== 0 },
        })),
      )
      .returning({ id: t.activitySessions.id, position: t.activitySessions.position });
    const items = sessions.flatMap((session) =>
      (plan.sessions[session.position]?.items ?? []).map((item, index) => ({
        activitySessionId: session.id,
        position: index + 1,
        content: item.content,
        kind: item.kind,
        requireConfirmation: item.requireConfirmation ?? false,
        videoUrl: item.videoUrl ?? null,
        translations: (item.contentEs ? { content_es: item.contentEs } : {}) as Record<string, string>,
      })),
    );
    if (items.length > 0) await tx.insert(t.activityItems).values(items);
  }

  for (const medication of medicationSeeds) {
    const [row] = await tx
      .insert(t.medications)
      .values({ name: medication.name })
      .returning({ id: t.medications.id });
    if (row)
      await tx.insert(t.dosages).values(medication.dosages.map((value) => ({ medicationId: row.id, value })));
  }

  for (const group of improvementSeeds) {
    const [row] = await tx
      .insert(t.improvementGroups)
      .values({ key: group.key, name: group.name, description: group.description })
      .returning({ id: t.improvementGroups.id });
    if (!row) continue;
    await tx.insert(t.improvementAreas).values(
      group.areas.map((area) => ({
        slug: area.slug,
        name: area.name,
        description: area.description,
        direction: MEASURES[area.measure].direction ?? 'reduce',
        cutOff: measureCutOff(area.measure),
        groupId: row.id,
        min: MEASURES[area.measure].scoring?.min ?? null,
        max: MEASURES[area.measure].scoring?.max ?? null,
        questionnaireKey: area.questionnaire,
        planKey: AREA_PLANS[area.slug] ?? null,
      })),
    );
  }

  await writeAddOnCatalogue(tx);

  await tx.insert(t.helpCards).values(helpCardSeeds.map((card) => ({ ...card, videoUrl: null })));

  for (const course of courseSeeds) {
    const [row] = await tx
      .insert(t.courses)
      .values({
        key: course.key,
        name: course.name,
        title: course.title,
        description: course.description,
        primaryColor: course.primaryColor,
      })
      .returning({ id: t.courses.id });
    if (!row) continue;
    await tx.insert(t.lectures).values(
      course.lectures.map((title, index) => ({
        courseId: row.id,
        position: index + 1,
        title,
        description: `${title}: a short video lesson.`,
        videoUrl: stepVideo(index),
        duration: 300 + index * 60,
      })),
    );
  }

  await writeQuestionnaireCatalogue(tx);

  await tx.insert(t.insurancePlans).values(insurancePlanSeeds.map((name, position) => ({ name, position })));
  await tx.insert(t.consentForms).values({
    title: consentFormSeed.title,
    sections: {
      children: consentFormSeed.sections.children.map((body, index) => ({
        title: `Section ${index + 1}`,
        body,
      })),
      adults: consentFormSeed.sections.adults.map((body, index) => ({ title: `Section ${index + 1}`, body })),
    },
  });
}

async function seedDemoFamily(ctx: AppContext, tx: Tx): Promise<void> {
  const now = ctx.clock.now();
  const today = todayOf(ctx);
  // The demo family of the fixtures (names, birthdays, avatars, prescriptions, how far each plan has got),
  // built on the real today; the stories and tests show the same family on their frozen day.
  const family = demoFamily(today);
  // The family joined four weeks ago, before their first completed session (three weeks ago), so the
  // timeline's "Maya joined Attune" sits where a parent expects it: at the start of their story.
  const joined = new Date(now.getTime() - 28 * MS_PER_DAY);
  const [user] = await tx
    .insert(t.users)
    .values({
      email: DEMO_ACCOUNT.email,
      name: family.parent.name,
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
        birthday: child.birthday,
        gender: child.gender,
        onMedication: child.on_medication,
        chosenVisualization: child.chosen_visualization,
        chosenEyes: child.chosen_eyes,
        skinColor: child.skin_color,
        hairColor: child.hair_color,
        eyeColor: child.eye_color,
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
          (d) => Number(d.value) === prescription.dosage?.value,
        )
      : [];
    if (prescription.medication && !(medication && dosage))
      throw new Error(`seed: no ${prescription.medication.name} ${prescription.dosage?.value} mg`);
    await tx.insert(t.prescriptions).values({
      childId: maya.id,
      medicationId: medication?.id ?? null,
      dosageId: dosage?.id ?? null,
      customMedication: prescription.custom_medication,
      customDosage: prescription.custom_dosage,
      startDate: prescription.start_date,
      taken: [...prescription.taken],
      prescribedBy: prescription.prescribed_by,
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
export const SUBSCRIPTION_PRODUCTS = subscriptionProductKeys('Attune');

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

/**
 * Seeds what is missing: the catalogue when empty (otherwise the add-on catalogue is brought up to date),
 * the demo family when absent, and the demo family's paid subscription when it has none.
 */
export async function seed(
  ctx: AppContext,
  options: { demo?: boolean } = {},
): Promise<{ catalogue: boolean; demo: boolean; subscription: boolean }> {
  const result = { catalogue: false, demo: false, subscription: false };
  const plans = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(t.activityPlans);
  if ((plans[0]?.count ?? 0) === 0) {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
      const again = await tx.select({ count: sql<number>`count(*)::int` }).from(t.activityPlans);
      if ((again[0]?.count ?? 0) > 0) return;
      await seedCatalogue(tx);
      await writeContentLibrary(tx, ctx.clock.now());
      result.catalogue = true;
    });
    await ctx.catalogue.get(true);
  } else {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
      await writeAddOnCatalogue(tx);
      await writeQuestionnaireCatalogue(tx);
      await writeContentLibrary(tx, ctx.clock.now());
      await writeCatalogueTranslations(tx);
    });
    // The add-on catalogue may have changed: answers built from the reference data are rebuilt.
    await ctx.catalogue.get(true);
  }
  if (options.demo === false) {
    await retireDemoPassword(ctx);
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
  for (const { measure, answerLevel, daysAgo } of demoFamily(today).checkIns) {
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
      { completesCheckIn: false, at: new Date(instantFromToday(-daysAgo, DEMO_SESSION_TIME, today)) },
    );
  }
}
