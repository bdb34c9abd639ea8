import {
  ActivityPlanSchema,
  AddOnCategorySchema,
  CourseSchema,
  HelpCardSchema,
  ImprovementAreaSchema,
  ImprovementGroupSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Reference lists shared by every account. Each is never empty and is cached as reference data
 * (24 hours, tied to the app version).
 */
export const catalogueContract = {
  /** `GET add_on_categories`: the add-on categories, `{ add_on_categories }`. */
  listAddOnCategories: defineEndpoint({
    name: 'listAddOnCategories',
    method: 'GET',
    path: 'add_on_categories',
    response: z.object({ add_on_categories: z.array(AddOnCategorySchema) }),
    rootKey: 'add_on_categories',
    status: 200,
    auth: false,
    emptyListError: 'categories',
    cache: 'reference',
    serverCache: 'catalogue',
    summary: 'Lists the add-on categories.',
  }),
  /** `GET listing/courses`: the course catalogue, `{ courses }`. */
  listCourses: defineEndpoint({
    name: 'listCourses',
    method: 'GET',
    path: 'listing/courses',
    response: z.object({ courses: z.array(CourseSchema) }),
    rootKey: 'courses',
    status: 200,
    auth: false,
    emptyListError: 'courses',
    cache: 'reference',
    summary: 'Lists the courses.',
  }),
  /** `GET help_cards`: the how-to-help cards, `{ help_cards }`. */
  listHelpCards: defineEndpoint({
    name: 'listHelpCards',
    method: 'GET',
    path: 'help_cards',
    response: z.object({ help_cards: z.array(HelpCardSchema) }),
    rootKey: 'help_cards',
    status: 200,
    auth: false,
    emptyListError: 'helpCards',
    cache: 'reference',
    serverCache: 'catalogue',
    summary: 'Lists the how-to-help cards.',
  }),
  /** `GET improvement_areas`: the improvement areas, `{ improvement_areas }`. */
  listImprovementAreas: defineEndpoint({
    name: 'listImprovementAreas',
    method: 'GET',
    path: 'improvement_areas',
    response: z.object({ improvement_areas: z.array(ImprovementAreaSchema) }),
    rootKey: 'improvement_areas',
    status: 200,
    auth: false,
    emptyListError: 'improvementAreas',
    cache: 'reference',
    serverCache: 'catalogue',
    summary: 'Lists the improvement areas.',
  }),
  /** `GET improvement_groups`: the improvement groups, `{ improvement_groups }`. */
  listImprovementGroups: defineEndpoint({
    name: 'listImprovementGroups',
    method: 'GET',
    path: 'improvement_groups',
    response: z.object({ improvement_groups: z.array(ImprovementGroupSchema) }),
    rootKey: 'improvement_groups',
    status: 200,
    auth: false,
    emptyListError: 'improvementGroups',
    cache: 'reference',
    serverCache: 'catalogue',
    summary: 'Lists the improvement groups.',
  }),
  /** `GET activity_plans`: the activity plan catalogue, `{ activity_plans }`. */
  listActivityPlans: defineEndpoint({
    name: 'listActivityPlans',
    method: 'GET',
    path: 'activity_plans',
    response: z.object({ activity_plans: z.array(ActivityPlanSchema) }),
    rootKey: 'activity_plans',
    status: 200,
    auth: false,
    emptyListError: 'activityPlans',
    cache: 'reference',
    serverCache: 'catalogue',
    summary: 'Lists the activity plans (the catalogue).',
  }),
} as const;
