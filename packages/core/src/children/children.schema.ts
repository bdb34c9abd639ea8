import * as z from 'zod';
import { AppointmentSchema } from '../clinical/clinical.schema';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema, NameTextSchema } from '../common/common.schema';
import { TEXT_LIMITS } from '../common/text-limits.logic';
import { ChildCourseSchema } from '../courses/courses.schema';
import { ShippingAddressSchema } from '../food-sensitivity/shipping-address.schema';
import { MeaningfulChangeEntrySchema } from '../goals/goals.schema';
import { ImprovementDirectionSchema } from '../measures/measures.schema';
import { ChildActivityPlanSchema, PathSchema } from '../plans/plans.schema';
import { PrescriptionSchema } from '../prescriptions/prescriptions.schema';
import { QuestionnaireSchema } from '../questionnaires/questionnaires.schema';
import { SessionSchema } from '../sessions/sessions.schema';
import { TrendSchema } from '../trends/trends.schema';

/** A child's gender: `male`, `female` or `other` (offered every avatar style). */
export const GenderSchema = z.enum(['male', 'female', 'other']);
/** A child's gender. */
export type Gender = z.infer<typeof GenderSchema>;

/** The avatar hair styles: `base-mal1`..`base-mal5` and `base-fem1`..`base-fem5`. */
export const HairStyleSchema = z.enum([
  'base-mal1',
  'base-mal2',
  'base-mal3',
  'base-mal4',
  'base-mal5',
  'base-fem1',
  'base-fem2',
  'base-fem3',
  'base-fem4',
  'base-fem5',
]);
/** An avatar hair style. */
export type HairStyle = z.infer<typeof HairStyleSchema>;

/** The avatar eye styles: `eyes-mal1`..`eyes-mal3` and `eyes-fem1`..`eyes-fem3`. */
export const EyeStyleSchema = z.enum([
  'eyes-mal1',
  'eyes-mal2',
  'eyes-mal3',
  'eyes-fem1',
  'eyes-fem2',
  'eyes-fem3',
]);
/** An avatar eye style. */
export type EyeStyle = z.infer<typeof EyeStyleSchema>;

/** A skin tone, by its number in the palette of 6 (1..6). */
export const SkinColorSchema = z.number().int().min(1).max(6);
/** A hair colour, by its number in the palette of 5 (1..5). */
export const HairColorSchema = z.number().int().min(1).max(5);
/** An eye colour, by its number in the palette of 5 (1..5). */
export const EyeColorSchema = z.number().int().min(1).max(5);

/**
 * How a child's avatar looks. `chosen_visualization` is the hair style, `chosen_eyes` the eye style; the
 * colours are palette numbers. Each is `null` until chosen (the UI shows a default).
 */
export const ChildAppearanceSchema = z.object({
  chosen_visualization: HairStyleSchema.nullable(),
  chosen_eyes: EyeStyleSchema.nullable(),
  skin_color: SkinColorSchema.nullable(),
  hair_color: HairColorSchema.nullable(),
  eye_color: EyeColorSchema.nullable(),
});
/** How a child's avatar looks. */
export type ChildAppearance = z.infer<typeof ChildAppearanceSchema>;

/**
 * A child (a "patient" on the wire: `GET patients`).
 *
 * - `birthday` is a calendar day `YYYY-MM-DD`.
 * - `active: false` children skip several fetches (appointments among them).
 * - `on_medication` selects the medication questionnaires and the `medication` improvement area.
 * - `prescriptions` are the child's prescriptions, embedded.
 * - The avatar fields are those of {@link ChildAppearanceSchema}.
 * The lists loaded by other calls (plans, courses, paths, today list, trends, ...) are in `ChildDetails`.
 */
export const ChildSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  birthday: IsoDateSchema,
  gender: GenderSchema,
  active: z.boolean(),
  on_medication: z.boolean(),
  prescriptions: z.array(PrescriptionSchema),
  /** The child's paths (improvement areas chosen in onboarding): the account menu's Add-ons needs one. */
  paths: z.array(PathSchema),
  ...ChildAppearanceSchema.shape,
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
});
/** A child (a patient). */
export type Child = z.infer<typeof ChildSchema>;

/** Body fields to add a child or edit their profile: `{ name, birthday, gender }`. The age range is checked by rules that know today. */
export const ChildInputSchema = z.object({
  name: NameTextSchema,
  birthday: IsoDateSchema,
  gender: GenderSchema,
});
/** Body fields to add a child or edit their profile. */
export type ChildInput = z.infer<typeof ChildInputSchema>;

/** Body fields to save a child's avatar (every field optional: only those sent change). */
export const ChildAppearanceInputSchema = ChildAppearanceSchema.partial();
/** Body fields to save a child's avatar. */
export type ChildAppearanceInput = z.infer<typeof ChildAppearanceInputSchema>;

/**
 * One gauge of a child's scores page (`GET patients/{id}/gauges`): a measure `key` with its latest `value`
 * (`null` before the first assessment) on a `min`..`max` range, drawn on the 290° progress arc, with its
 * clinical `cutOff` (`null` when none) and the direction that is better.
 */
export const GaugeSchema = z.object({
  key: z.string().min(1),
  title: z.string().min(1),
  value: z.number().nullable(),
  min: z.number(),
  max: z.number(),
  cutOff: z.number().nullable(),
  direction: ImprovementDirectionSchema,
  updated_at: IsoDateTimeSchema.nullable(),
});
/** One gauge of a child's scores page. */
export type Gauge = z.infer<typeof GaugeSchema>;

/**
 * One Target Recognition session result (`GET cognitive_results?child_id=`): the `level` played (from 1),
 * its `score` as a percentage of targets recognised, whether the child levelled up, and the average time
 * to answer a set in milliseconds (`null` for a result recorded without response times).
 */
export const CognitiveResultSchema = z.object({
  id: IdSchema,
  child_id: IdSchema,
  level: z.number().int().min(1),
  score: z.number().min(0).max(100),
  leveled_up: z.boolean(),
  mean_response_ms: z.number().int().min(0).nullable(),
  completed_at: IsoDateTimeSchema,
});
/** One Target Recognition session result. */
export type CognitiveResult = z.infer<typeof CognitiveResultSchema>;

/**
 * A child's Target Recognition progress (`GET target_recognition/child_progresses?child_id=`): the next task
 * (its level, its number of target sets, 80 at level 1, and the day it is due) and the last result, each
 * `null` when there is none.
 */
export const CognitiveProgressSchema = z.object({
  next_task: z
    .object({
      level: z.number().int().min(1),
      sets: z.number().int().min(1),
      due_date: IsoDateSchema.nullable(),
    })
    .nullable(),
  last_result: CognitiveResultSchema.nullable(),
});
/** A child's Target Recognition progress. */
export type CognitiveProgress = z.infer<typeof CognitiveProgressSchema>;

/**
 * One night of sleep (`GET children/{id}/sleep_interventions` from a device, or `.../sleep_checkins` from the
 * weekly check-in): when it started and ended, and minutes asleep (`null` when the source does not say).
 */
export const SleepResultSchema = z.object({
  id: IdSchema,
  child_id: IdSchema,
  source: z.enum(['device', 'checkin']),
  start_time: IsoDateTimeSchema,
  end_time: IsoDateTimeSchema.nullable(),
  minutes_asleep: z.number().int().nonnegative().nullable(),
  /** From a weekly check-in: the night (the day the child went to bed), bedtime and wake time (`HH:MM`), and night wakings. */
  night: IsoDateSchema.nullable().optional(),
  bedtime: z.string().nullable().optional(),
  wake_time: z.string().nullable().optional(),
  night_wakings: z.number().int().nonnegative().nullable().optional(),
});
/** One night of sleep. */
export type SleepResult = z.infer<typeof SleepResultSchema>;

/**
 * The panel a food-sensitivity result belongs to: the foods themselves, or one of the three free bonus tests
 * (nutrition deficiencies, 98 items; environmental sensitivities, 99; heavy metals, 43).
 */
export const FoodSensitivityPanelSchema = z.enum([
  'food',
  'nutrition_deficiencies',
  'environmental_sensitivities',
  'heavy_metals',
]);
/** The panel a food-sensitivity result belongs to. */
export type FoodSensitivityPanel = z.infer<typeof FoodSensitivityPanelSchema>;

/**
 * The states of a child's food-sensitivity kit, in order: `ordered` (the parent ordered the kit, with a
 * shipping address), `shipped` (staff mailed the kit), `sample_sent` (the parent mailed the hair sample
 * back), `received` (the lab received the sample), `results_ready` (staff entered the results),
 * `results_viewed`. The one set the server stores and the app reads; core's `nextFoodSensitivityState`
 * says which step leads from one to the next.
 */
export const FOOD_SENSITIVITY_STATES = [
  'ordered',
  'shipped',
  'sample_sent',
  'received',
  'results_ready',
  'results_viewed',
] as const;
/** A state of the food-sensitivity kit. */
export const FoodSensitivityStateSchema = z.enum(FOOD_SENSITIVITY_STATES);
/** A state of the food-sensitivity kit. */
export type FoodSensitivityState = z.infer<typeof FoodSensitivityStateSchema>;

/**
 * The steps a parent takes (`POST food_sensitivity_states` `state_action`) and the kit state each leads
 * to: `request_kit` orders the kit (with its shipping address), `sample_sent`, `results_viewed`.
 */
export const FOOD_SENSITIVITY_STEPS = {
  request_kit: 'ordered',
  sample_sent: 'sample_sent',
  results_viewed: 'results_viewed',
} as const satisfies Readonly<Record<string, FoodSensitivityState>>;

/**
 * The steps staff take (the admin commands `food-sensitivity ship`, `food-sensitivity received` and
 * `food-sensitivity-results`) and the kit state each leads to.
 */
export const FOOD_SENSITIVITY_STAFF_STEPS = {
  ship: 'shipped',
  receive: 'received',
  enter_results: 'results_ready',
} as const satisfies Readonly<Record<string, FoodSensitivityState>>;

/**
 * A child's hair-test results (`GET food_sensitivity_results?child_id=`). `state` is the kit's (one of
 * {@link FOOD_SENSITIVITY_STATES}); each item has a `level` from 0 (none) to 4 (highest). The order's
 * dates: `ordered_at`, `shipped_at` (staff mailed the kit), `sample_sent_at` (the parent's step),
 * `received_at` (the lab has the sample) and `completed_at` (results ready, about 10 business days after
 * the sample arrives), each `null` until it happens; `shipping_address` is where the kit goes (`null` for
 * a kit ordered before addresses were asked).
 */
export const FoodSensitivityResultSchema = z.object({
  id: IdSchema,
  child_id: IdSchema,
  state: FoodSensitivityStateSchema,
  items: z.array(
    z.object({
      panel: FoodSensitivityPanelSchema,
      name: z.string().min(1),
      level: z.number().int().min(0).max(4),
    }),
  ),
  shipping_address: ShippingAddressSchema.nullable(),
  ordered_at: IsoDateTimeSchema.nullable(),
  shipped_at: IsoDateTimeSchema.nullable(),
  sample_sent_at: IsoDateTimeSchema.nullable(),
  received_at: IsoDateTimeSchema.nullable(),
  completed_at: IsoDateTimeSchema.nullable(),
});
/** A child's hair-test results. */
export type FoodSensitivityResult = z.infer<typeof FoodSensitivityResultSchema>;

/**
 * Body of `POST food_sensitivity_states`: `{ child_id, state_action }` (e.g. `sample_sent`); ordering the
 * kit (`request_kit`) needs its `shipping_address` (422 naming `shipping_address` without it, or the
 * refused field, `shipping_address.postal_code`).
 */
export const FoodSensitivityStateInputSchema = z
  .object({
    child_id: IdSchema,
    state_action: z.string().min(1).max(TEXT_LIMITS.short),
    shipping_address: ShippingAddressSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.state_action === 'request_kit' && input.shipping_address === undefined)
      ctx.addIssue({ code: 'custom', path: ['shipping_address'], message: 'is required' });
  });
/** Body of `POST food_sensitivity_states`. */
export type FoodSensitivityStateInput = z.infer<typeof FoodSensitivityStateInputSchema>;

/**
 * A child with everything the app loads about them by other calls, as the app holds it (client-side state,
 * not one wire answer). The camelCase names are the spec's: `todayList` (`GET today_list_sessions`),
 * `meaningfulChanges` (score entries grouped by measure kind), `foodSensitivity`, `clinicalQuestionnaires`.
 * Inactive children have empty lists where fetches are skipped (appointments among them).
 */
export const ChildDetailsSchema = ChildSchema.extend({
  appointments: z.array(AppointmentSchema),
  plans: z.array(ChildActivityPlanSchema),
  courses: z.array(ChildCourseSchema),
  paths: z.array(PathSchema),
  todayList: z.array(SessionSchema),
  trends: z.array(TrendSchema),
  meaningfulChanges: z.record(z.string(), z.array(MeaningfulChangeEntrySchema)),
  gauges: z.array(GaugeSchema),
  cognitive_progress: CognitiveProgressSchema.nullable(),
  cognitive_results: z.array(CognitiveResultSchema),
  foodSensitivity: FoodSensitivityResultSchema.nullable(),
  sleep_results: z.array(SleepResultSchema),
  clinicalQuestionnaires: z.array(QuestionnaireSchema),
});
/** A child with everything the app loads about them. */
export type ChildDetails = z.infer<typeof ChildDetailsSchema>;
