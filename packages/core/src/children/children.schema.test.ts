import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { childArb, gaugeArb } from '../testing/entities.arbitraries';
import { frozenFamily } from '../testing/fixtures';
import {
  ChildAppearanceInputSchema,
  ChildDetailsSchema,
  ChildInputSchema,
  ChildSchema,
  CognitiveProgressSchema,
  FoodSensitivityResultSchema,
  FoodSensitivityStateInputSchema,
  GaugeSchema,
  SleepResultSchema,
} from './children.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

const { maya: ava } = frozenFamily;

/** Full age in years on `today`, both `YYYY-MM-DD`. */
function ageOn(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) >= birthday.slice(5) ? years : years - 1;
}

describe('ChildSchema', () => {
  it('reads a realistic child with a prescription and an avatar unchanged', () => {
    expect(ChildSchema.parse(ava)).toEqual(ava);
  });

  it('accepts a child whose avatar is not chosen yet', () => {
    const plain = {
      ...ava,
      chosen_visualization: null,
      chosen_eyes: null,
      skin_color: null,
      hair_color: null,
      eye_color: null,
    };
    expect(ChildSchema.safeParse(plain).success).toBe(true);
  });

  it('rejects an unknown gender, a birthday that is not a day, and a colour outside the palette, naming each', () => {
    const bad = { ...ava, gender: 'boy', birthday: '2017-13-01', skin_color: 7 };
    expect(badFields(parseWith(ChildSchema, bad))).toEqual(['birthday', 'gender', 'skin_color']);
  });

  it('names a bad field inside an embedded prescription', () => {
    const [prescription] = ava.prescriptions;
    expect(
      badFields(parseWith(ChildSchema, { ...ava, prescriptions: [{ ...prescription, taken: ['noon'] }] })),
    ).toEqual(['prescriptions.0.taken.0']);
  });
});

describe('child bodies', () => {
  it('adding a child needs a name, a birthday and a gender', () => {
    expect(ChildInputSchema.parse({ name: 'Leo', birthday: '2016-01-20', gender: 'other' })).toEqual({
      name: 'Leo',
      birthday: '2016-01-20',
      gender: 'other',
    });
    expect(badFields(parseWith(ChildInputSchema, { name: ' ', birthday: '20/01/2016' }))).toEqual([
      'name',
      'birthday',
      'gender',
    ]);
  });

  it('saving an avatar sends only what changed, from the known styles', () => {
    expect(ChildAppearanceInputSchema.parse({ hair_color: 2 })).toEqual({ hair_color: 2 });
    expect(badFields(parseWith(ChildAppearanceInputSchema, { chosen_eyes: 'eyes-fem4' }))).toEqual([
      'chosen_eyes',
    ]);
  });
});

describe('child results', () => {
  it('reads a gauge, Target Recognition progress, a night of sleep and hair-test results', () => {
    const gauge = {
      key: 'inattentive',
      title: 'Inattention',
      value: 14,
      min: 0,
      max: 27,
      cutOff: 11.5,
      direction: 'reduce',
      updated_at: '2026-03-01T09:00:00Z',
    };
    expect(GaugeSchema.parse(gauge)).toEqual(gauge);
    const progress = {
      next_task: { level: 1, sets: 80, due_date: '2026-03-20' },
      last_result: {
        id: 4,
        child_id: 7,
        level: 1,
        score: 72.5,
        leveled_up: false,
        mean_response_ms: 1250,
        completed_at: '2026-03-13T16:00:00Z',
      },
    };
    expect(CognitiveProgressSchema.parse(progress)).toEqual(progress);
    expect(CognitiveProgressSchema.parse({ next_task: null, last_result: null })).toEqual({
      next_task: null,
      last_result: null,
    });
    const night = {
      id: 1,
      child_id: 7,
      source: 'device',
      start_time: '2026-03-13T20:05:00-05:00',
      end_time: '2026-03-14T06:40:00-05:00',
      minutes_asleep: 598,
    };
    expect(SleepResultSchema.parse(night)).toEqual(night);
    const hair = {
      id: 2,
      child_id: 7,
      state: 'results_ready',
      items: [
        { panel: 'food', name: 'Cow milk', level: 3 },
        { panel: 'heavy_metals', name: 'Lead', level: 0 },
      ],
      shipping_address: {
        name: 'Dana Rivera',
        line1: '12 Elm Street',
        city: 'Springfield',
        state: 'IL',
        postal_code: '62704',
        country: 'US',
      },
      ordered_at: '2026-02-01T12:00:00Z',
      shipped_at: '2026-02-02T12:00:00Z',
      sample_sent_at: null,
      received_at: '2026-02-09T12:00:00Z',
      completed_at: '2026-02-20T12:00:00Z',
    };
    expect(FoodSensitivityResultSchema.parse(hair)).toEqual(hair);
    expect(FoodSensitivityStateInputSchema.parse({ child_id: 7, state_action: 'sample_sent' })).toEqual({
      child_id: 7,
      state_action: 'sample_sent',
    });
  });

  it('rejects a hair-test level above 4 and a Target Recognition level 0, naming the fields', () => {
    const hair = {
      id: 2,
      child_id: 7,
      state: 'sample_sent',
      items: [{ panel: 'food', name: 'Egg', level: 5 }],
      shipping_address: null,
      ordered_at: null,
      shipped_at: null,
      sample_sent_at: null,
      received_at: null,
      completed_at: null,
    };
    expect(badFields(parseWith(FoodSensitivityResultSchema, hair))).toEqual(['items.0.level']);
    expect(
      badFields(
        parseWith(CognitiveProgressSchema, {
          next_task: { level: 0, sets: 80, due_date: null },
          last_result: null,
        }),
      ),
    ).toEqual(['next_task.level']);
  });

  it('the child details hold the lists loaded by other calls', () => {
    const details = {
      ...ava,
      appointments: [],
      plans: [],
      courses: [],
      paths: [],
      todayList: [],
      trends: [],
      meaningfulChanges: {},
      gauges: [],
      cognitive_progress: null,
      cognitive_results: [],
      foodSensitivity: null,
      sleep_results: [],
      clinicalQuestionnaires: [],
    };
    expect(ChildDetailsSchema.parse(details)).toEqual(details);
    const { todayList: _, ...withoutTodayList } = details;
    expect(badFields(parseWith(ChildDetailsSchema, withoutTodayList))).toEqual(['todayList']);
  });
});

describe('child arbitraries', () => {
  it('every generated child parses with ChildSchema and is 5 to 18 years old on today', () => {
    const today = '2026-02-28';
    fc.assert(
      fc.property(childArb({ today }), (child) => {
        expect(ChildSchema.parse(child)).toEqual(child);
        const age = ageOn(child.birthday, today);
        expect(age >= 5 && age <= 18).toBe(true);
        for (const prescription of child.prescriptions) {
          expect(prescription.child_id).toBe(child.id);
          expect(prescription.start_date >= child.birthday && prescription.start_date <= today).toBe(true);
        }
      }),
    );
  });

  it('children generated for an age range are that old', () => {
    const today = '2024-02-29';
    fc.assert(
      fc.property(childArb({ today, age: { min: 6, max: 6 }, withPrescriptions: false }), (child) => {
        expect(ageOn(child.birthday, today)).toBe(6);
        expect(child.prescriptions).toEqual([]);
      }),
    );
  });

  it('every generated gauge parses', () => {
    fc.assert(
      fc.property(gaugeArb, (gauge) => {
        expect(GaugeSchema.parse(gauge)).toEqual(gauge);
      }),
    );
  });
});
