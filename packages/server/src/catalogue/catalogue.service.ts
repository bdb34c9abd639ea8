/**
 * The reference lists every family shares (they never name a child): activity plans with their sessions
 * and items, improvement areas and groups, add-on categories and help cards.
 */
import { sortPlans, translatedText } from '@attune/core/rules';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  addOnCategories,
  helpCards,
  improvementAreas,
  improvementGroups,
  questionnaires,
} from '../db/schema';
import { localizedCatalogue } from '../plans/catalogue-cache';

const DIRECTIONS = ['reduce', 'increase'] as const;

/** The activity plans of the catalogue, highest priority first, with their sessions and items. */
export async function listActivityPlans(ctx: AppContext) {
  const catalogue = localizedCatalogue(await ctx.catalogue.get(), ctx.language);
  const questionnaireRows = await ctx.db
    .select({ id: questionnaires.id, key: questionnaires.key, title: questionnaires.title })
    .from(questionnaires);
  // The core's plan order (priority, then id order as loaded).
  const plans = sortPlans([...catalogue.plans.values()]);
  return plans.map((plan) => {
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
          video_url: item.videoUrl,
        })),
      })),
    };
  });
}

/** The improvement areas (measures), with the direction they improve in and their cut-off. */
export async function listImprovementAreas(ctx: AppContext) {
  const rows = await ctx.db.select().from(improvementAreas).orderBy(asc(improvementAreas.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description || null,
    direction: DIRECTIONS.find((d) => d === row.direction) ?? 'reduce',
    cutOff: row.cutOff,
  }));
}

/** The improvement groups, each with the slugs of its areas. */
export async function listImprovementGroups(ctx: AppContext) {
  const [rows, areas] = await Promise.all([
    ctx.db.select().from(improvementGroups).orderBy(asc(improvementGroups.id)),
    ctx.db
      .select({ slug: improvementAreas.slug, groupId: improvementAreas.groupId })
      .from(improvementAreas)
      .orderBy(asc(improvementAreas.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description || null,
    areas: areas.filter((area) => area.groupId === row.id).map((area) => area.slug),
  }));
}

/** The add-on categories with their colours. */
export async function listAddOnCategories(ctx: AppContext) {
  return ctx.db
    .select({ tag: addOnCategories.tag, title: addOnCategories.title, color: addOnCategories.color })
    .from(addOnCategories)
    .orderBy(asc(addOnCategories.id));
}

/** The help cards. */
export async function listHelpCards(ctx: AppContext) {
  const rows = await ctx.db.select().from(helpCards).orderBy(asc(helpCards.id));
  const language = ctx.language ?? 'en';
  return rows.map((row) => ({
    id: row.id,
    solution_name: row.solutionName,
    title: translatedText(row.translations, 'title', language, row.title),
    color: row.color,
    description: translatedText(row.translations, 'description', language, row.description),
    video_url: row.videoUrl,
    tagline: translatedText(row.translations, 'tagline', language, row.tagline) || null,
    generic: row.generic,
    tags: row.tags,
  }));
}
