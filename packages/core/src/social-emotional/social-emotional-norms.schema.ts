import { z } from 'zod';

/** The highest raw total of one DESSA development area (9 questions answered 0-4). */
export const DESSA_AREA_RAW_MAX = 36;
/** The highest raw total of the whole DESSA check-in (72 questions answered 0-4). */
export const DESSA_OVERALL_RAW_MAX = 288;

/**
 * One raw-to-percentile table of a norms file: rows `{ raw, percentile }` read as steps (a raw total
 * from a row's `raw` up to the next row's has that row's percentile). The first row starts at raw 0,
 * raws strictly increase, percentiles (1-99) never go down, and no raw passes `rawMax`.
 */
export const normsTableSchema = (rawMax: number) =>
  z
    .array(
      z.object({
        raw: z.number().int().min(0).max(rawMax),
        percentile: z.number().int().min(1).max(99),
      }),
    )
    .min(1)
    .superRefine((rows, context) => {
      if (rows[0]?.raw !== 0)
        context.addIssue({ code: 'custom', message: 'must start at raw 0', path: [0, 'raw'] });
      for (let index = 1; index < rows.length; index += 1) {
        const before = rows[index - 1];
        const row = rows[index];
        if (!before || !row) continue;
        if (row.raw <= before.raw)
          context.addIssue({ code: 'custom', message: 'raw totals must increase', path: [index, 'raw'] });
        if (row.percentile < before.percentile)
          context.addIssue({
            code: 'custom',
            message: 'percentiles must not go down as the raw total goes up',
            path: [index, 'percentile'],
          });
      }
    });
/** One raw-to-percentile table (see {@link normsTableSchema}). */
export type NormsTable = readonly { readonly raw: number; readonly percentile: number }[];

const areaTable = normsTableSchema(DESSA_AREA_RAW_MAX);

/** One age band of a norms file: ages `min_age`..`max_age` (whole years, inclusive), the overall and each area's table. */
export const DessaNormsAgeBandSchema = z
  .object({
    min_age: z.number().int().min(0).max(120),
    max_age: z.number().int().min(0).max(120),
    overall: normsTableSchema(DESSA_OVERALL_RAW_MAX),
    areas: z.object({
      self_awareness: areaTable,
      social_awareness: areaTable,
      self_management: areaTable,
      goal_directed_behavior: areaTable,
      relationship_skills: areaTable,
      personal_responsibility: areaTable,
      decision_making: areaTable,
      optimistic_thinking: areaTable,
    }),
  })
  .refine((band) => band.min_age <= band.max_age, {
    message: 'min_age must not pass max_age',
    path: ['max_age'],
  });
/** One age band of a norms file. */
export type DessaNormsAgeBand = z.infer<typeof DessaNormsAgeBandSchema>;

/**
 * A Social + Emotional norms file (`SOCIAL_EMOTIONAL_NORMS_FILE`), as published by the instrument's owner:
 * `instrument: "dessa"`, `source` (who published it, shown to nobody but staff and logs) and `age_bands`,
 * each with raw-to-percentile tables for the overall total and each of the 8 development areas. Age bands
 * must not overlap.
 */
export const DessaNormsSchema = z
  .object({
    instrument: z.literal('dessa'),
    source: z.string().trim().min(1).max(200),
    age_bands: z.array(DessaNormsAgeBandSchema).min(1),
  })
  .superRefine((norms, context) => {
    const bands = [...norms.age_bands].sort((a, b) => a.min_age - b.min_age);
    for (let index = 1; index < bands.length; index += 1) {
      const before = bands[index - 1];
      const band = bands[index];
      if (before && band && band.min_age <= before.max_age)
        context.addIssue({
          code: 'custom',
          message: `age bands ${before.min_age}-${before.max_age} and ${band.min_age}-${band.max_age} overlap`,
          path: ['age_bands'],
        });
    }
  });
/** A Social + Emotional norms file. */
export type DessaNorms = z.infer<typeof DessaNormsSchema>;
