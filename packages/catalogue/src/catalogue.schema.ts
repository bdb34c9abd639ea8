/**
 * The shape of a catalogue (the sample one of this package, or an operator's `catalogue.json`), built from
 * the core's schemas and keys: solution names, category tags, pricing keys, purchase kinds, plan keys,
 * measure keys and question kinds are the core's, and every solution must give a wire `Solution` the core's
 * `SolutionSchema` accepts. Cross-references are checked too (a product's plans and course, a plan's or an
 * area's questionnaire, a conditional question's trigger, a piece's tags and collections), each problem
 * naming its field by its path (`solutions.3.pricing.raw`), so an operator can fix the file.
 */
import {
  ADD_ON_CATEGORY_TAGS,
  MEASURE_KEYS,
  PLAN_KEYS,
  PricingKeySchema,
  PurchaseKindSchema,
  QuestionKindSchema,
  SOLUTION_NAMES,
  SolutionKindSchema,
  SolutionMarketingSchema,
  SolutionSchema,
  SUBSCRIPTION_NAME,
  subscriptionProductKeys,
} from '@attune/core/rules';
import { z } from 'zod';
import { catalogueSolution } from './add-ons';

const text = z.string().trim().min(1);
const translations = z.record(z.string(), z.string());
const count = z.number().int().nonnegative();
const color = z.string().min(1);

const TextsSchema = z.object({
  displayName: text,
  tagline: text,
  description: text,
  pricingName: text.optional(),
  marketing: SolutionMarketingSchema,
});

/** A product's terms: its trial in days, the plans and course it unlocks, its in-app id. */
const ProductTermsSchema = z.object({
  trialLength: count,
  plans: z.array(z.enum(PLAN_KEYS)),
  course: z.string().min(1).nullable(),
  iapId: z.string().min(1).nullable(),
});

/** One solution (an add-on) with its product: see `CatalogueSolution`. */
export const CatalogueSolutionSchema = z.object({
  name: z.enum(SOLUTION_NAMES),
  kind: SolutionKindSchema,
  purchaseKind: PurchaseKindSchema,
  areaOfFocus: z.enum(ADD_ON_CATEGORY_TAGS),
  categories: z.array(z.enum(ADD_ON_CATEGORY_TAGS)).min(1),
  available: z.boolean(),
  pricing: z.object({ key: PricingKeySchema, raw: count.nullable() }).nullable(),
  affiliateLink: z.url().nullable(),
  videoUrl: z.string().min(1).nullable(),
  en: TextsSchema,
  es: TextsSchema,
  product: ProductTermsSchema.nullable(),
});

/** A product sold on its own (the app's subscriptions): see `CatalogueProduct`. */
export const CatalogueProductSchema = ProductTermsSchema.extend({
  name: z.enum(subscriptionProductKeys(SUBSCRIPTION_NAME) as [string, ...string[]]),
  value: count,
  pricingKey: PricingKeySchema,
  purchaseKind: PurchaseKindSchema,
  bundle: z.boolean(),
});

const ResponseSchema = z.object({ text, value: z.number().nullable(), translations });

/** A questionnaire, its questions by stable key: see `CatalogueQuestionnaire`. */
export const CatalogueQuestionnaireSchema = z.object({
  key: text,
  title: text,
  translations,
  responseTypeName: z.enum(['frequency', 'history']),
  questions: z
    .array(
      z.object({
        key: text,
        text,
        translations,
        kind: QuestionKindSchema,
        measure: z.enum(MEASURE_KEYS).nullable(),
        required: z.boolean(),
        /** A multiple-choice question that takes several answers ("Choose all that apply"). */
        multiSelect: z.boolean().optional(),
        responses: z.array(ResponseSchema),
        showIf: z.object({ question: text, response: count }).optional(),
      }),
    )
    .min(1),
});

const ItemSchema = z.object({
  kind: z.enum(['text', 'video', 'checklist', 'questionnaire', 'reflection']),
  content: text,
  contentEs: text.optional(),
  requireConfirmation: z.boolean().optional(),
  videoUrl: z.string().min(1).optional(),
});

const SessionSchema = z.object({
  title: text,
  kind: text.optional(),
  description: z.string(),
  requirements: z.string(),
  es: z.object({ title: text, description: z.string(), requirements: z.string() }),
  length: z.string(),
  items: z.array(ItemSchema),
});

/** An activity plan with its sessions and items: see `PlanSeed`. */
export const CataloguePlanSchema = z.object({
  key: z.enum(PLAN_KEYS),
  title: text,
  titleEs: text,
  kind: z.enum(['plan', 'intervention']),
  description: z.string(),
  shortDescription: z.string(),
  descriptionEs: z.string(),
  shortDescriptionEs: z.string(),
  primaryColor: color,
  icon: text,
  questionnaireKey: text.optional(),
  sessions: z.array(SessionSchema).min(1),
});

/** The content library: tags, collections and pieces. */
export const CatalogueContentSchema = z.object({
  tags: z.array(z.object({ name: text, es: text })),
  collections: z.array(
    z.object({
      key: text,
      name: text,
      description: z.string(),
      es: z.object({ name: text, description: z.string() }),
      tags: z.array(text),
    }),
  ),
  pieces: z.array(
    z.object({
      name: text,
      kind: z.enum(['article', 'video']),
      summary: z.string(),
      body: z.string(),
      image: text,
      video: z.string().min(1).optional(),
      areas: z.array(text),
      tags: z.array(text),
      collections: z.array(text),
      daysAgo: count,
      es: z.object({ name: text, summary: z.string(), body: z.string() }),
    }),
  ),
});

/** Every kind a catalogue holds, as `catalogue import` reports its changes. */
export const CATALOGUE_KINDS = [
  'categories',
  'solutions',
  'products',
  'questionnaires',
  'plans',
  'medications',
  'improvementGroups',
  'helpCards',
  'courses',
  'insurancePlans',
  'consentForm',
  'contentTags',
  'contentCollections',
  'contentPieces',
] as const;
/** One kind of a catalogue. */
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

const unique = <T>(items: readonly T[], keyOf: (item: T) => string) => {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) return [{ index, key }];
    seen.add(key);
    return [];
  });
};

/**
 * A whole catalogue. `sample: true` marks the sample one this package ships (its media are two 5-second
 * placeholder clips; the app says so to staff); an operator's real catalogue says `false`.
 */
export const CatalogueSchema = z
  .object({
    sample: z.boolean(),
    categoryTitles: z.record(z.enum(ADD_ON_CATEGORY_TAGS), text),
    solutions: z.array(CatalogueSolutionSchema),
    subscriptions: z.array(CatalogueProductSchema),
    questionnaires: z.array(CatalogueQuestionnaireSchema),
    plans: z.array(CataloguePlanSchema),
    medications: z.array(z.object({ name: text, dosages: z.array(z.number().positive()).min(1) })),
    improvementGroups: z.array(
      z.object({
        key: text,
        name: text,
        description: z.string(),
        areas: z.array(
          z.object({
            slug: text,
            name: text,
            description: z.string(),
            measure: z.enum(MEASURE_KEYS),
            questionnaire: text.nullable(),
          }),
        ),
      }),
    ),
    helpCards: z.array(
      z.object({
        solutionName: z.enum(SOLUTION_NAMES).nullable(),
        title: text,
        translations,
        color,
        tagline: text,
        description: text,
        generic: z.boolean(),
        tags: z.array(text),
      }),
    ),
    courses: z.array(
      z.object({
        key: text,
        name: text,
        title: text,
        description: z.string(),
        primaryColor: color,
        lectures: z
          .array(
            z.object({ title: text, description: z.string(), videoUrl: z.string().min(1), duration: count }),
          )
          .min(1),
      }),
    ),
    insurancePlans: z.array(text),
    consentForm: z.object({
      title: text,
      sections: z.object({ children: z.array(text).min(1), adults: z.array(text).min(1) }),
    }),
    content: CatalogueContentSchema,
  })
  .superRefine((catalogue, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const duplicates = <T>(kind: string, items: readonly T[], keyOf: (item: T) => string) => {
      for (const { index, key } of unique(items, keyOf)) issue([kind, index], `${key} is listed twice`);
    };
    duplicates('solutions', catalogue.solutions, (s) => s.name);
    duplicates('subscriptions', catalogue.subscriptions, (s) => s.name);
    duplicates('questionnaires', catalogue.questionnaires, (q) => q.key);
    duplicates('plans', catalogue.plans, (p) => p.key);
    duplicates('medications', catalogue.medications, (m) => m.name);
    duplicates('improvementGroups', catalogue.improvementGroups, (g) => g.key);
    duplicates('helpCards', catalogue.helpCards, (c) => c.title);
    duplicates('courses', catalogue.courses, (c) => c.key);
    duplicates('insurancePlans', catalogue.insurancePlans, (name) => name);

    const plans = new Set(catalogue.plans.map((plan) => plan.key));
    const courses = new Set(catalogue.courses.map((course) => course.key));
    const questionnaires = new Set(catalogue.questionnaires.map((q) => q.key));
    const terms = (path: (string | number)[], product: z.infer<typeof ProductTermsSchema> | null) => {
      product?.plans.forEach((key, index) => {
        if (!plans.has(key)) issue([...path, 'plans', index], `no plan ${key} in the catalogue`);
      });
      if (product?.course && !courses.has(product.course))
        issue([...path, 'course'], `no course ${product.course} in the catalogue`);
    };
    catalogue.solutions.forEach((solution, index) => {
      terms(['solutions', index, 'product'], solution.product);
      if (!solution.categories.includes(solution.areaOfFocus))
        issue(['solutions', index, 'categories'], `must include its area of focus ${solution.areaOfFocus}`);
      // The wire shape the server answers must pass the core's own schema.
      const wire = SolutionSchema.safeParse(catalogueSolution(solution, 1));
      for (const problem of wire.success ? [] : wire.error.issues)
        issue(['solutions', index, ...problem.path.map(String)], problem.message);
    });
    catalogue.subscriptions.forEach((product, index) => {
      terms(['subscriptions', index], product);
    });
    catalogue.questionnaires.forEach((questionnaire, q) => {
      duplicates(`questionnaires.${q}.questions`, questionnaire.questions, (question) => question.key);
      questionnaire.questions.forEach((question, index) => {
        if (!question.showIf) return;
        const trigger = questionnaire.questions.findIndex((other) => other.key === question.showIf?.question);
        const path = ['questionnaires', q, 'questions', index, 'showIf'];
        if (trigger < 0 || trigger >= index)
          issue([...path, 'question'], `no earlier question ${question.showIf.question}`);
        else if (question.showIf.response >= (questionnaire.questions[trigger]?.responses.length ?? 0))
          issue(
            [...path, 'response'],
            `question ${question.showIf.question} has no response ${question.showIf.response}`,
          );
      });
    });
    catalogue.plans.forEach((plan, index) => {
      if (plan.questionnaireKey && !questionnaires.has(plan.questionnaireKey))
        issue(
          ['plans', index, 'questionnaireKey'],
          `no questionnaire ${plan.questionnaireKey} in the catalogue`,
        );
      plan.sessions.forEach((session, s) => {
        session.items.forEach((item, i) => {
          if (item.kind === 'questionnaire' && !questionnaires.has(item.content))
            issue(
              ['plans', index, 'sessions', s, 'items', i, 'content'],
              `no questionnaire ${item.content} in the catalogue`,
            );
        });
      });
    });
    catalogue.improvementGroups.forEach((group, g) => {
      group.areas.forEach((area, a) => {
        if (area.questionnaire && !questionnaires.has(area.questionnaire))
          issue(
            ['improvementGroups', g, 'areas', a, 'questionnaire'],
            `no questionnaire ${area.questionnaire} in the catalogue`,
          );
      });
    });
    const tags = new Set(catalogue.content.tags.map((tag) => tag.name));
    const collections = new Set(catalogue.content.collections.map((collection) => collection.key));
    duplicates('content.tags', catalogue.content.tags, (tag) => tag.name);
    duplicates('content.collections', catalogue.content.collections, (collection) => collection.key);
    duplicates('content.pieces', catalogue.content.pieces, (piece) => piece.name);
    catalogue.content.collections.forEach((collection, c) => {
      collection.tags.forEach((tag, t) => {
        if (!tags.has(tag)) issue(['content', 'collections', c, 'tags', t], `no content tag ${tag}`);
      });
    });
    catalogue.content.pieces.forEach((piece, p) => {
      piece.tags.forEach((tag, t) => {
        if (!tags.has(tag)) issue(['content', 'pieces', p, 'tags', t], `no content tag ${tag}`);
      });
      piece.collections.forEach((key, c) => {
        if (!collections.has(key))
          issue(['content', 'pieces', p, 'collections', c], `no content collection ${key}`);
      });
    });
  });

/** A catalogue as its schema gives it. */
export type Catalogue = z.infer<typeof CatalogueSchema>;
