/** Handlers of `catalogue`: the reference lists every family shares. */
import type { catalogueContract } from '@attune/api/contract';
import {
  listActivityPlans,
  listAddOnCategories,
  listHelpCards,
  listImprovementAreas,
  listImprovementGroups,
} from '../catalogue/catalogue.service';
import { listCourses } from '../courses/courses.service';
import type { HandlersOf } from '../http/router';

/** Plans, measures, add-on categories, help cards and courses. */
export const catalogueHandlers: HandlersOf<typeof catalogueContract> = {
  listActivityPlans: async ({ ctx }) => ({ activity_plans: await listActivityPlans(ctx) }),
  listImprovementAreas: async ({ ctx }) => ({ improvement_areas: await listImprovementAreas(ctx) }),
  listImprovementGroups: async ({ ctx }) => ({ improvement_groups: await listImprovementGroups(ctx) }),
  listAddOnCategories: async ({ ctx }) => ({ add_on_categories: await listAddOnCategories(ctx) }),
  listHelpCards: async ({ ctx }) => ({ help_cards: await listHelpCards(ctx) }),
  listCourses: async ({ ctx }) => ({ courses: await listCourses(ctx) }),
};
