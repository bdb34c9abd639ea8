/**
 * Property-based fuzzing of every route: generated bad bodies (random JSON, broken JSON, valid bodies with
 * one field replaced or removed), bad path parameters, query values and headers. Whatever arrives, the
 * server never answers 5xx, and every 4xx is a JSON `{ errors }` body.
 */
import { type Contract, contract } from '@attune/api/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FamilyFixture, familyWithEverything } from './support/fixtures';
import { engines, type Harness, startHarness } from './support/harness';

type Json = unknown;

/** A valid body per call, so that mutations reach past the first check. */
const samples = (f: FamilyFixture, today: string): Partial<Record<keyof Contract, Json>> => ({
  signUp: {
    user: {
      name: 'Fuzz',
      email: 'fuzz@example.test',
      password: 'fuzzy-lantern-river-1',
      password_confirmation: 'fuzzy-lantern-river-1',
    },
  },
  logIn: { email: 'fuzz@example.test', password: 'fuzzy-lantern-river-1' },
  confirmAccount: { confirmation_token: 'abc' },
  updateUser: { user: { language: 'es', name: 'Fuzz' } },
  createPatient: { patient: { name: 'Kid', birthday: '2017-01-01', gender: 'male' } },
  updatePatient: { patient: { name: 'Kid', skin_color: 3, chosen_visualization: 'base-mal1', active: true } },
  startPlan: { child_id: f.childId, activity_plan_id: f.activityPlanId },
  startEssentials: { child_id: f.childId },
  activatePlan: { child_id: f.childId },
  pausePlan: { child_id: f.childId },
  unpausePlan: { child_id: f.childId },
  updateItem: { child_id: f.childId, child_activity_item: { complete: true } },
  createPath: { child_id: f.childId, group_id: f.groupId, areas: [f.areaSlug] },
  createPrescription: {
    taking_medication: true,
    prescription: {
      child_id: f.childId,
      medication_id: f.medicationId,
      dosage_id: f.dosageId,
      start_date: today,
      taken: ['morning'],
      prescribed_by: 'pediatrician',
    },
  },
  updatePrescription: {
    child_id: f.childId,
    prescription: {
      medication_id: null,
      dosage_id: null,
      custom_medication: 'Tea',
      custom_dosage: '1 cup',
      start_date: today,
      taken: ['evening'],
      prescribed_by: 'other',
    },
  },
  deletePrescription: { child_id: f.childId },
  createAssessment: {
    patient_id: f.childId,
    questionnaire_id: f.questionnaireId,
    questionnaire_responses: [],
  },
  updateMeaningfulChangeScore: { accepted: true },
  createPurchase: {
    payment: { product_id: f.perChildProductId, stripe_token: 'tok_visa' },
    child_id: f.childId,
  },
  joinWaitList: { product_id: f.productId },
  createCollaborator: { child_id: f.childId, name: 'Aunt', email: 'aunt@example.test', relationship: 'aunt' },
  updateCollaborator: { name: 'Aunt May' },
  updateFoodSensitivityState: {
    child_id: f.childId,
    state_action: 'request_kit',
    shipping_address: {
      name: 'Dana Rivera',
      line1: '12 Elm Street',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62704',
      country: 'US',
    },
  },
  createHelpRequest: { child_id: f.childId, help_request: { source: 'app' } },
  createUserCollection: { user_collection: { collection_id: f.collectionId } },
  updateUserCollection: { user_collection: { added: false } },
  createUserPiece: { user_piece: { piece_id: f.pieceId } },
  updateUserPiece: { user_piece: { viewed: true } },
  registerAppleDevice: { token: 'device', platform: 'ios', bundle_id: 'app.attune' },
});

const junk = (f: FamilyFixture): fc.Arbitrary<Json> =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(f.childId, f.itemId, f.planId, 0, -1, 2_147_483_648, 9_007_199_254_740_991, 1e308, 1.5),
    fc.constantFrom(
      '',
      ' ',
      '2026-02-30',
      '9999-99-99',
      "'; drop table users; --",
      '\u0000',
      'x'.repeat(5000),
      '😀',
      null,
      true,
      [],
      {},
    ),
    fc.string({ maxLength: 40 }),
  );

const idLike = (f: FamilyFixture) =>
  fc.oneof(
    fc.constantFrom(
      String(f.childId),
      String(f.itemId),
      String(f.planId),
      String(f.prescriptionId),
      '0',
      '-3',
      '1.5',
      '2147483648',
      '99999999999999999999',
      'abc',
      '%00',
      'null',
      '1e3',
    ),
    fc.integer({ min: -10, max: 3_000_000_000 }).map(String),
    fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('/')),
  );

/** Replaces one value (or removes one key) somewhere inside a sample body. */
function mutate(sample: Json, choice: number, replacement: Json, remove: boolean): Json {
  const copy = structuredClone(sample) as Json;
  const slots: { parent: Record<string, Json> | Json[]; key: string | number }[] = [];
  const walk = (value: Json) => {
    if (Array.isArray(value)) {
      value.forEach((entry, index) => {
        slots.push({ parent: value, key: index });
        walk(entry);
      });
    } else if (value && typeof value === 'object') {
      for (const [key, entry] of Object.entries(value as Record<string, Json>)) {
        slots.push({ parent: value as Record<string, Json>, key });
        walk(entry);
      }
    }
  };
  walk(copy);
  const slot = slots[choice % Math.max(1, slots.length)];
  if (!slot) return replacement;
  if (remove && !Array.isArray(slot.parent)) delete (slot.parent as Record<string, Json>)[slot.key as string];
  else (slot.parent as Record<string | number, Json>)[slot.key] = replacement;
  return copy;
}

describe.each(engines)('fuzzing every route (%s)', (engine) => {
  let harness: Harness;
  let family: FamilyFixture;

  beforeAll(async () => {
    harness = await startHarness(engine);
    family = await familyWithEverything(harness, 'fuzz');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('never answers 5xx and every 4xx is a JSON { errors } body, whatever the body, params, query and headers', async () => {
    const today = harness.clock.now().toISOString().slice(0, 10);
    const sampleBodies = samples(family, today);
    const names = Object.keys(contract) as (keyof Contract)[];
    const body = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('mutated' as const),
          choice: fc.nat(),
          replacement: junk(family),
          remove: fc.boolean(),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('raw' as const),
          text: fc.oneof(
            fc.string({ maxLength: 60 }),
            fc.constantFrom('{', '{"a":', '[1,2', 'null', '"str"', '{"child_id": 1e999}', '\u0000'),
          ),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('none' as const) }) },
    );
    const request = fc.record({
      name: fc.constantFrom(...names),
      params: fc.dictionary(fc.constantFrom('id'), idLike(family)),
      query: fc.dictionary(
        fc.constantFrom('child_id', 'patient_id', 'search', 'extra'),
        fc.oneof(idLike(family), fc.string({ maxLength: 20 })),
      ),
      body,
      token: fc.oneof(
        { weight: 4, arbitrary: fc.constant('valid' as const) },
        {
          weight: 1,
          arbitrary: fc.oneof(fc.constant(''), fc.string({ maxLength: 30 }), fc.constant('x'.repeat(300))),
        },
      ),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-8',
      ),
      language: fc.constantFrom('en', 'es', 'fr', '', '*;q=0'),
    });

    const failures: string[] = [];
    await fc
      .assert(
        fc.asyncProperty(request, async (input) => {
          const endpoint = contract[input.name];
          const path = endpoint.path
            .split('/')
            .map((segment) =>
              segment.startsWith(':') ? encodeURIComponent(input.params.id ?? '1') : segment,
            )
            .join('/');
          const query = new URLSearchParams(Object.entries(input.query)).toString();
          let rawBody: string | undefined;
          if (input.body.kind === 'mutated') {
            const sample = sampleBodies[input.name] ?? {};
            rawBody = JSON.stringify(
              mutate(sample, input.body.choice, input.body.replacement, input.body.remove),
            );
          } else if (input.body.kind === 'json') rawBody = JSON.stringify(input.body.value);
          else if (input.body.kind === 'raw') rawBody = input.body.text;
          // Logging out with the shared token would end the run's session: it gets a random token instead.
          const token =
            input.token === 'valid' && input.name !== 'logOut'
              ? family.token
              : input.token === 'valid'
                ? 'random'
                : input.token;
          const method = endpoint.method;
          const response = await harness.call(method, `/v1/${path}${query ? `?${query}` : ''}`, {
            token: token || null,
            rawBody: method === 'GET' ? undefined : rawBody,
            headers: { 'content-type': input.contentType, 'accept-language': input.language },
          });
          const json = response.json as { errors?: unknown } | null;
          const errorsOk =
            json !== null &&
            typeof json.errors === 'object' &&
            json.errors !== null &&
            Object.values(json.errors).every(
              (list) => Array.isArray(list) && list.every((m) => typeof m === 'string'),
            );
          if (response.status >= 500 || (response.status >= 400 && !errorsOk)) {
            failures.push(
              `${method} ${path}?${query} ${rawBody?.slice(0, 120)} -> ${response.status} ${response.text.slice(0, 200)}`,
            );
            return false;
          }
          return true;
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 300), endOnFailure: true },
      )
      .catch((error) => {
        throw new Error(`${failures.join('\n')}\n${String(error).slice(0, 2000)}`);
      });
    expect(failures).toEqual([]);
  });
});
