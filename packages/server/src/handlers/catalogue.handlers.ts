/** Handlers of the reference catalogue: plans, medications, measures, add-ons, help, courses, questionnaires. */
import { sortPlans } from '@attune/core/rules';
import { asc, inArray } from 'drizzle-orm';
import {
  addOnCategories,
  courses,
  dosages,
  helpCards,
  improvementAreas,
  improvementGroups,
  insurancePlans,
  lectures,
  medications,
  questionnaires,
} from '../db/schema';
import type { Handlers } from '../http/router';
import {
  joinedWaitList,
  joinWaitList,
  listProducts,
  waitListCatalogue,
} from '../purchases/purchases.service';
import {
  clinicalQuestionnaires,
  listQuestionnaires,
  readQuestionnaire,
} from '../questionnaires/questionnaires.service';

const DIRECTIONS = ['reduce', 'increase'] as const;

/** The reference lists every family shares (they never name a child), and the waiting list. */
export const catalogueHandlers = {
  listActivityPlans: async ({ ctx }) => {
    const catalogue = await ctx.catalogue.get();
    const questionnaireRows = await ctx.db
      .select({ id: questionnaires.id, key: questionnaires.key, title: questionnaires.title })
      .from(questionnaires);
    // The core's plan order (priority, then id order as loaded).
    const plans = sortPlans([...catalogue.plans.values()]);
    return {
      activity_plans: plans.map((plan) => {
        const questionnaire = questionnaireRows.find((row) => row.key === plan.questionnaireKey);
        return {
          id: plan.id,
          key: plan.key,
          title: plan.title,
          kind: plan.kind,
          description: plan.description || null,
          short_description: plan.shortDescription || null,
          primary_color: plan.primaryColor,
          icon: plan.icon || null,
          translations: plan.translations,
          questionnaire: questionnaire ? { id: questionnaire.id, title: questionnaire.title } : null,
          actions: [],
          sessions: (catalogue.sessionsOfPlan.get(plan.id) ?? []).map((session) => ({
            id: session.id,
            title: session.title,
            kind: session.kind,
            description: session.description || null,
            requirements: session.requirements || null,
            length: session.length || null,
            position: session.position,
            actions: session.actions,
            activity_items: (catalogue.itemsOfSession.get(session.id) ?? []).map((item) => ({
              id: item.id,
              position: item.position,
              content: item.content,
              kind: item.kind,
              require_confirmation: item.requireConfirmation,
            })),
          })),
        };
      }),
    };
  },
  listMedications: async ({ ctx }) => {
    const rows = await ctx.db.select().from(medications).orderBy(asc(medications.name));
    const dosageRows = await ctx.db.select().from(dosages).orderBy(asc(dosages.value));
    return {
      medications: rows.map((row) => ({
        id: row.id,
        name: row.name,
        dosages: dosageRows
          .filter((dosage) => dosage.medicationId === row.id)
          .map((dosage) => ({ id: dosage.id, value: dosage.value })),
      })),
    };
  },
  listImprovementAreas: async ({ ctx }) => {
    const rows = await ctx.db.select().from(improvementAreas).orderBy(asc(improvementAreas.id));
    return {
      improvement_areas: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description || null,
        direction: DIRECTIONS.find((d) => d === row.direction) ?? 'reduce',
        cutOff: row.cutOff,
      })),
    };
  },
  listImprovementGroups: async ({ ctx }) => {
    const rows = await ctx.db.select().from(improvementGroups).orderBy(asc(improvementGroups.id));
    const areas = await ctx.db.select().from(improvementAreas).orderBy(asc(improvementAreas.id));
    return {
      improvement_groups: rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description || null,
        areas: areas.filter((area) => area.groupId === row.id).map((area) => area.slug),
      })),
    };
  },
  listAddOnCategories: async ({ ctx }) => {
    const rows = await ctx.db.select().from(addOnCategories).orderBy(asc(addOnCategories.id));
    return { add_on_categories: rows.map(({ tag, title, color }) => ({ tag, title, color })) };
  },
  listHelpCards: async ({ ctx }) => {
    const rows = await ctx.db.select().from(helpCards).orderBy(asc(helpCards.id));
    return {
      help_cards: rows.map((row) => ({
        id: row.id,
        solution_name: row.solutionName,
        title: row.title,
        color: row.color,
        description: row.description,
        video_url: row.videoUrl,
        tagline: row.tagline || null,
        generic: row.generic,
        tags: row.tags,
      })),
    };
  },
  listCourses: async ({ ctx }) => {
    const rows = await ctx.db.select().from(courses).orderBy(asc(courses.id));
    const lectureRows =
      rows.length === 0
        ? []
        : await ctx.db
            .select()
            .from(lectures)
            .where(
              inArray(
                lectures.courseId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(lectures.position));
    return {
      courses: rows.map((row) => ({
        id: row.id,
        name: row.name,
        title: row.title,
        description: row.description || null,
        primary_color: row.primaryColor,
        lectures: lectureRows.filter((lecture) => lecture.courseId === row.id).map(lectureJson),
      })),
    };
  },
  listInsurancePlans: async ({ ctx }) => {
    const rows = await ctx.db.select().from(insurancePlans).orderBy(asc(insurancePlans.position));
    return { plans: rows.map(({ id, position, name }) => ({ id, position, name })) };
  },
  listProducts: async ({ ctx }) => ({ products: await listProducts(ctx) }),
  listQuestionnaires: async ({ ctx }) => ({ questionnaires: await listQuestionnaires(ctx) }),
  getQuestionnaire: async ({ ctx, params }) => ({ questionnaire: await readQuestionnaire(ctx, params.id) }),
  listClinicalQuestionnaires: async ({ ctx, user, query }) => ({
    questionnaires: await clinicalQuestionnaires(ctx, user.id, query.patient_id),
  }),
  listWaitListItems: async ({ ctx }) => ({ wait_list_items: await waitListCatalogue(ctx) }),
  listJoinedWaitListItems: async ({ ctx, user }) => ({ wait_list: await joinedWaitList(ctx, user.id) }),
  joinWaitList: async ({ ctx, user, body }) => ({
    wait_list_item: await joinWaitList(ctx, user.id, body.product_id),
  }),
} satisfies Partial<Handlers>;

/** A lecture as the wire shows it. */
export function lectureJson(lecture: typeof lectures.$inferSelect) {
  return {
    id: lecture.id,
    position: lecture.position,
    title: lecture.title,
    description: lecture.description || null,
    video_url: lecture.videoUrl,
    duration: lecture.duration,
  };
}
