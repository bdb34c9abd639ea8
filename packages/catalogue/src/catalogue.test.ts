/**
 * The sample catalogue against its schema (the core's schemas and keys): it parses whole, it says it is the
 * sample, it survives JSON (what `admin catalogue export` writes and `import` reads), and a broken copy is
 * refused with the field named. The core's test fixtures (`solution()`, the demo family) agree with it.
 */
import { birthdayAged, demoFamily, FROZEN_TODAY, solution } from '@attune/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SOLUTIONS, catalogueSolution } from './add-ons';
import { parseCatalogue, SAMPLE_CATALOGUE } from './catalogue';
import { CATALOGUE_KINDS, CatalogueSchema } from './catalogue.schema';
import { DEMO_FAMILY } from './demo';
import { STEP_VIDEOS } from './reference';

describe('the sample catalogue', () => {
  it('parses with the catalogue schema, unchanged, and says it is the sample', () => {
    const parsed = parseCatalogue(SAMPLE_CATALOGUE);
    if (!parsed.ok) throw new Error(parsed.issues.map((i) => `${i.field}: ${i.message}`).join('\n'));
    expect(parsed.catalogue).toEqual(SAMPLE_CATALOGUE);
    expect(SAMPLE_CATALOGUE.sample).toBe(true);
  });

  it('holds every kind: twelve add-ons, four subscriptions, the questionnaires, plans and the rest', () => {
    expect(SAMPLE_CATALOGUE.solutions).toHaveLength(12);
    expect(SAMPLE_CATALOGUE.subscriptions.map((p) => p.name)).toEqual([
      'attune-access',
      'attune-yearly',
      'attune-trial',
      'attune-yearly-trial',
    ]);
    for (const list of [
      SAMPLE_CATALOGUE.questionnaires,
      SAMPLE_CATALOGUE.plans,
      SAMPLE_CATALOGUE.medications,
      SAMPLE_CATALOGUE.improvementGroups,
      SAMPLE_CATALOGUE.helpCards,
      SAMPLE_CATALOGUE.courses,
      SAMPLE_CATALOGUE.insurancePlans,
      SAMPLE_CATALOGUE.content.pieces,
    ])
      expect(list.length).toBeGreaterThan(0);
    expect(CATALOGUE_KINDS).toContain('contentPieces');
  });

  it('plays only the two sample clips in its session videos and both paid courses', () => {
    const videos = [
      ...SAMPLE_CATALOGUE.plans.flatMap((plan) =>
        plan.sessions.flatMap((session) => session.items.flatMap((item) => item.videoUrl ?? [])),
      ),
      ...SAMPLE_CATALOGUE.courses.flatMap((course) => course.lectures.map((lecture) => lecture.videoUrl)),
    ];
    expect(videos.length).toBeGreaterThan(10);
    expect(new Set(videos)).toEqual(new Set(STEP_VIDEOS));
  });

  it('refuses a broken copy, naming the field', () => {
    const broken = JSON.parse(JSON.stringify(SAMPLE_CATALOGUE)) as typeof SAMPLE_CATALOGUE as unknown as {
      solutions: { pricing: { raw: unknown } | null }[];
      plans: { questionnaireKey?: string }[];
    };
    const priced = broken.solutions.findIndex((s) => s.pricing !== null);
    (broken.solutions[priced]?.pricing as { raw: unknown }).raw = 'free';
    const result = parseCatalogue(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.field)).toContain(`solutions.${priced}.pricing.raw`);
    const dangling = JSON.parse(JSON.stringify(SAMPLE_CATALOGUE)) as typeof SAMPLE_CATALOGUE;
    const plan = dangling.plans[0];
    if (plan) plan.questionnaireKey = 'no-such-questionnaire';
    const refused = parseCatalogue(dangling);
    expect(refused.ok ? [] : refused.issues).toEqual([
      {
        field: 'plans.0.questionnaireKey',
        message: 'no questionnaire no-such-questionnaire in the catalogue',
      },
    ]);
  });
});

describe('the sample catalogue (properties)', () => {
  it('law: any JSON round trip of the catalogue parses back to the same catalogue', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), (indent) => {
        const text = JSON.stringify(SAMPLE_CATALOGUE, null, indent);
        expect(CatalogueSchema.parse(JSON.parse(text))).toEqual(SAMPLE_CATALOGUE);
      }),
      { numRuns: 5 },
    );
  });

  it('law: removing any one solution leaves a valid catalogue without it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SAMPLE_CATALOGUE.solutions.length - 1 }), (index) => {
        const solutions = SAMPLE_CATALOGUE.solutions.filter((_, i) => i !== index);
        const parsed = parseCatalogue({ ...SAMPLE_CATALOGUE, solutions });
        expect(parsed.ok && parsed.catalogue.solutions).toEqual(solutions);
      }),
      { numRuns: 12 },
    );
  });
});

describe("the core's test fixtures agree with the catalogue", () => {
  it("solution() is the catalogue's Target Recognition", () => {
    const entry = CATALOGUE_SOLUTIONS.find((s) => s.name === 'target-recognition');
    if (!entry) throw new Error('no target-recognition');
    expect(solution()).toEqual(catalogueSolution(entry, CATALOGUE_SOLUTIONS.indexOf(entry) + 1));
  });

  it("the demo family of the fixtures is the catalogue's demo family", () => {
    const family = demoFamily(FROZEN_TODAY);
    expect(family.parent.name).toBe(DEMO_FAMILY.parent.name);
    for (const [built, data] of [
      [family.maya, DEMO_FAMILY.maya],
      [family.leo, DEMO_FAMILY.leo],
    ] as const) {
      expect(built).toMatchObject({
        name: data.name,
        birthday: birthdayAged(data.age, data.birthday, FROZEN_TODAY),
        gender: data.gender,
        on_medication: data.onMedication,
        chosen_visualization: data.avatar.chosenVisualization,
        chosen_eyes: data.avatar.chosenEyes,
        skin_color: data.avatar.skinColor,
        hair_color: data.avatar.hairColor,
        eye_color: data.avatar.eyeColor,
      });
    }
    expect(family.progress).toEqual(DEMO_FAMILY.progress);
    expect(family.checkIns).toEqual(DEMO_FAMILY.checkIns);
    expect(
      family.mayaPrescriptions.map((p) => ({
        medication: p.medication && p.dosage ? { name: p.medication.name, dosage: p.dosage.value } : null,
        customMedication: p.custom_medication,
        customDosage: p.custom_dosage,
        taken: p.taken,
        prescribedBy: p.prescribed_by,
      })),
    ).toEqual(DEMO_FAMILY.mayaPrescriptions.map(({ startedDaysAgo: _, ...rest }) => rest));
  });
});
