import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEASURES, type MeasureScoring } from '../measures/measures.logic';
import {
  DESSA_AREAS,
  DESSA_QUESTIONS_PER_AREA,
  dessaAreaOf,
  dessaAreaTotals,
  dessaBand,
  normsAgeBand,
  normsPercentile,
  readSocialEmotional,
} from './social-emotional.logic';
import { SocialEmotionalCheckinSchema } from './social-emotional.schema';
import {
  DESSA_AREA_RAW_MAX,
  DESSA_OVERALL_RAW_MAX,
  type DessaNorms,
  DessaNormsSchema,
  normsTableSchema,
} from './social-emotional-norms.schema';

const keys = Array.from({ length: 72 }, (_, index) => `dessa_${index + 1}`);

describe('DESSA development areas', () => {
  it('72 questions feed 8 areas, 9 questions each', () => {
    const counts = new Map<string, number>();
    for (const key of keys) {
      const area = dessaAreaOf(key);
      expect(area).not.toBeNull();
      counts.set(area as string, (counts.get(area as string) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...DESSA_AREAS].sort());
    for (const count of counts.values()) expect(count).toBe(DESSA_QUESTIONS_PER_AREA);
    expect(dessaAreaOf('dessa_73')).toBeNull();
    expect(dessaAreaOf('dessa_0')).toBeNull();
    expect(dessaAreaOf('psc_1')).toBeNull();
  });

  it('the same strength feeds the same area at home, at school and with friends', () => {
    expect(dessaAreaOf('dessa_1')).toBe('optimistic_thinking');
    expect(dessaAreaOf('dessa_25')).toBe('optimistic_thinking');
    expect(dessaAreaOf('dessa_49')).toBe('optimistic_thinking');
    expect(dessaAreaOf('dessa_2')).toBe('self_awareness');
  });

  it('band edges: 84 is a strength, 83 typical, 18 typical, 17 a need', () => {
    expect(dessaBand(99)).toBe('strength');
    expect(dessaBand(84)).toBe('strength');
    expect(dessaBand(83)).toBe('typical');
    expect(dessaBand(18)).toBe('typical');
    expect(dessaBand(17)).toBe('need');
    expect(dessaBand(1)).toBe('need');
  });

  it('an example check-in: each area totals its 9 answers, unanswered areas total 0', () => {
    const answers = keys.map((key) => ({ key, value: dessaAreaOf(key) === 'decision_making' ? 4 : 2 }));
    const totals = dessaAreaTotals(answers.filter((a) => dessaAreaOf(a.key) !== 'self_awareness'));
    const byArea = Object.fromEntries(totals.map((total) => [total.area, total]));
    expect(byArea.decision_making).toEqual({ area: 'decision_making', total: 36, answered: 9 });
    expect(byArea.relationship_skills).toEqual({ area: 'relationship_skills', total: 18, answered: 9 });
    expect(byArea.self_awareness).toEqual({ area: 'self_awareness', total: 0, answered: 0 });
  });

  it('the band of a percentile never goes down as the percentile goes up (property)', () => {
    const rank = { need: 0, typical: 1, strength: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[dessaBand(low)]).toBeLessThanOrEqual(rank[dessaBand(high)]);
      }),
    );
  });
});

/** A small norms file for the examples: ages 5-9 and 10-13, each table in steps. */
const area = [
  { raw: 0, percentile: 1 },
  { raw: 10, percentile: 16 },
  { raw: 18, percentile: 50 },
  { raw: 30, percentile: 84 },
  { raw: 34, percentile: 99 },
];
const younger = Object.fromEntries(DESSA_AREAS.map((name) => [name, area]));
const NORMS: DessaNorms = {
  instrument: 'dessa',
  source: 'Attune test table (not the instrument owner’s norms)',
  age_bands: [
    {
      min_age: 5,
      max_age: 9,
      overall: [
        { raw: 0, percentile: 1 },
        { raw: 144, percentile: 50 },
        { raw: 250, percentile: 90 },
      ],
      areas: younger as DessaNorms['age_bands'][number]['areas'],
    },
    {
      min_age: 10,
      max_age: 13,
      overall: [
        { raw: 0, percentile: 1 },
        { raw: 200, percentile: 50 },
      ],
      areas: Object.fromEntries(
        DESSA_AREAS.map((name) => [
          name,
          [
            { raw: 0, percentile: 2 },
            { raw: 20, percentile: 40 },
          ],
        ]),
      ) as DessaNorms['age_bands'][number]['areas'],
    },
  ],
};

/** Valid norms tables: steps from raw 0, raws increasing, percentiles never going down. */
const tableArbitrary = (rawMax: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: rawMax }), { maxLength: 12 }).chain((raws) =>
    fc
      .array(fc.integer({ min: 1, max: 99 }), { minLength: raws.length + 1, maxLength: raws.length + 1 })
      .map((percentiles) => {
        const sortedRaws = [0, ...[...raws].sort((a, b) => a - b)];
        const sorted = [...percentiles].sort((a, b) => a - b);
        return sortedRaws.map((raw, index) => ({ raw, percentile: sorted[index] as number }));
      }),
  );

const answersArbitrary = fc.array(
  fc.record({ key: fc.constantFrom(...keys, 'other'), value: fc.integer({ min: -5, max: 9 }) }),
);

describe('Social + Emotional norms', () => {
  it('the maxima are the catalogue’s: 9 questions × 4 per area, 72 × 4 overall', () => {
    const scoring = MEASURES.dessa.scoring as MeasureScoring;
    expect(DESSA_AREA_RAW_MAX).toBe(DESSA_QUESTIONS_PER_AREA * scoring.answerMax);
    expect(DESSA_OVERALL_RAW_MAX).toBe(scoring.scoredQuestions * scoring.answerMax);
  });

  it('a table is read in steps: the last row at or below the raw total decides', () => {
    expect(normsPercentile(area, 0)).toBe(1);
    expect(normsPercentile(area, 9)).toBe(1);
    expect(normsPercentile(area, 10)).toBe(16);
    expect(normsPercentile(area, 29)).toBe(50);
    expect(normsPercentile(area, 30)).toBe(84);
    expect(normsPercentile(area, 36)).toBe(99);
  });

  it('the age band covers its ages inclusively, and none covers an age outside every band', () => {
    expect(normsAgeBand(NORMS, 5)?.min_age).toBe(5);
    expect(normsAgeBand(NORMS, 9)?.min_age).toBe(5);
    expect(normsAgeBand(NORMS, 10)?.min_age).toBe(10);
    expect(normsAgeBand(NORMS, 14)).toBeNull();
    expect(normsAgeBand(NORMS, 4)).toBeNull();
  });

  it('with norms for the child’s age: percentiles and bands from the table of that age band', () => {
    const answers = keys.map((key) => ({ key, value: dessaAreaOf(key) === 'decision_making' ? 4 : 2 }));
    const reading = readSocialEmotional(answers, { norms: NORMS, ageYears: 8 });
    expect(reading.scoring).toBe('norms');
    if (reading.scoring !== 'norms') return;
    expect(reading.overall).toEqual({ raw: 162, max: 288, percentile: 50, band: 'typical' });
    const byArea = Object.fromEntries(reading.areas.map((score) => [score.area, score]));
    expect(byArea.decision_making).toEqual({
      area: 'decision_making',
      raw: 36,
      max: 36,
      percentile: 99,
      band: 'strength',
      answered: 9,
    });
    expect(byArea.self_awareness).toMatchObject({ raw: 18, percentile: 50, band: 'typical' });
    const older = readSocialEmotional(answers, { norms: NORMS, ageYears: 11 });
    expect(older.scoring === 'norms' && older.areas[0]).toMatchObject({
      raw: 18,
      percentile: 2,
      band: 'need',
    });
  });

  it('without norms: raw totals out of the maximum and their share, and why', () => {
    const answers = keys.map((key) => ({ key, value: dessaAreaOf(key) === 'decision_making' ? 4 : 2 }));
    const reading = readSocialEmotional(answers, { norms: null, ageYears: 8 });
    expect(reading).toMatchObject({
      scoring: 'raw',
      reason: 'no_norms',
      overall: { raw: 162, max: 288, share: 56 },
    });
    expect(reading.areas.find((score) => score.area === 'decision_making')).toEqual({
      area: 'decision_making',
      raw: 36,
      max: 36,
      share: 100,
      answered: 9,
    });
    expect(readSocialEmotional(answers, { norms: NORMS, ageYears: 14 })).toMatchObject({
      scoring: 'raw',
      reason: 'age_outside_norms',
    });
  });

  it('a norms file is refused when a table goes down, skips raw 0, passes the maximum, or bands overlap', () => {
    expect(DessaNormsSchema.safeParse(NORMS).success).toBe(true);
    const table = normsTableSchema(DESSA_AREA_RAW_MAX);
    expect(
      table.safeParse([
        { raw: 0, percentile: 50 },
        { raw: 5, percentile: 40 },
      ]).success,
    ).toBe(false);
    expect(table.safeParse([{ raw: 1, percentile: 50 }]).success).toBe(false);
    expect(
      table.safeParse([
        { raw: 0, percentile: 1 },
        { raw: 37, percentile: 99 },
      ]).success,
    ).toBe(false);
    expect(
      table.safeParse([
        { raw: 0, percentile: 1 },
        { raw: 0, percentile: 2 },
      ]).success,
    ).toBe(false);
    const overlapping = { ...NORMS, age_bands: [NORMS.age_bands[0], { ...NORMS.age_bands[1], min_age: 9 }] };
    expect(DessaNormsSchema.safeParse(overlapping).success).toBe(false);
    expect(DessaNormsSchema.safeParse({ ...NORMS, instrument: 'other' }).success).toBe(false);
  });

  it('law: the percentile never goes down as the raw total goes up, within an age band’s table (property)', () => {
    fc.assert(
      fc.property(
        tableArbitrary(DESSA_AREA_RAW_MAX),
        fc.integer({ min: 0, max: DESSA_AREA_RAW_MAX }),
        fc.integer({ min: 0, max: DESSA_AREA_RAW_MAX }),
        (table, a, b) => {
          expect(normsTableSchema(DESSA_AREA_RAW_MAX).safeParse(table).success).toBe(true);
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(normsPercentile(table, low)).toBeLessThanOrEqual(normsPercentile(table, high));
        },
      ),
    );
  });

  it('law: with norms for the child’s age every percentile is the table’s and every band agrees with it (property)', () => {
    fc.assert(
      fc.property(
        answersArbitrary,
        tableArbitrary(DESSA_AREA_RAW_MAX),
        tableArbitrary(DESSA_OVERALL_RAW_MAX),
        (answers, areaTable, overallTable) => {
          const norms: DessaNorms = {
            instrument: 'dessa',
            source: 'test',
            age_bands: [
              {
                min_age: 5,
                max_age: 13,
                overall: overallTable,
                areas: Object.fromEntries(
                  DESSA_AREAS.map((name) => [name, areaTable]),
                ) as DessaNorms['age_bands'][number]['areas'],
              },
            ],
          };
          const reading = readSocialEmotional(answers, { norms, ageYears: 8 });
          expect(reading.scoring).toBe('norms');
          if (reading.scoring !== 'norms') return;
          expect(reading.overall.percentile).toBe(normsPercentile(overallTable, reading.overall.raw));
          expect(reading.overall.band).toBe(dessaBand(reading.overall.percentile));
          for (const score of reading.areas) {
            expect(score.percentile).toBe(normsPercentile(areaTable, score.raw));
            expect(score.band).toBe(dessaBand(score.percentile));
          }
        },
      ),
    );
  });

  it('law: without norms for the child’s age no percentile and no band is ever produced (property)', () => {
    fc.assert(
      fc.property(
        answersArbitrary,
        fc.constantFrom<DessaNorms | null>(null, NORMS),
        fc.integer({ min: 0, max: 30 }),
        (answers, norms, ageYears) => {
          fc.pre(norms === null || normsAgeBand(norms, ageYears) === null);
          const reading = readSocialEmotional(answers, { norms, ageYears });
          expect(reading.scoring).toBe('raw');
          expect(JSON.stringify(reading)).not.toMatch(/percentile|band/);
          for (const score of [reading.overall, ...reading.areas]) {
            expect(score.raw).toBeLessThanOrEqual(score.max);
            expect(score.raw).toBeGreaterThanOrEqual(0);
          }
          // The answer's schema refuses a percentile or a band in a raw reading.
          const answer = {
            ...reading,
            assessment_id: 1,
            completed_at: '2026-11-27T10:00:00.000Z',
            next_due: '2026-12-27',
          };
          expect(SocialEmotionalCheckinSchema.parse(answer)).toEqual(answer);
          expect(
            SocialEmotionalCheckinSchema.safeParse({
              ...answer,
              areas: answer.areas.map((score) => ({ ...score, percentile: 50, band: 'typical' })),
            }).success,
          ).toBe(false);
        },
      ),
    );
  });
});
