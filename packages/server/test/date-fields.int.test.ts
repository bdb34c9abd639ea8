/**
 * Issue 26, finding 4: a sleep check-in night in years 0001-0099 answered 500 (`Date.UTC` reads years
 * 0-99 as 1900-1999). Every date field of the contract's requests (found by walking the schemas, so a new
 * one is not forgotten) is fuzzed with days and instants outside core's `DAY_RANGE` and malformed ones,
 * in an otherwise valid request by a family that passes the call's gates: the answer is never 5xx, and an
 * out-of-range date is a 422 naming the field.
 */
import { type Contract, contract } from '@attune/api/contract';
import { AGREEMENTS_VERSION, DAY_OUT_OF_RANGE_MESSAGE } from '@attune/core/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../src/clinic/clinic-admin.service';
import { contractDateFields } from './support/date-fields';
import { type FamilyFixture, familyWithEverything } from './support/fixtures';
import { engines, type Harness, startHarness } from './support/harness';

type Json = Record<string, unknown>;

/** A valid request per call that takes a date: its path and body. */
const requests = (f: FamilyFixture): Record<string, { path: string; body: Json }> => ({
  createPatient: {
    path: '/v1/patients',
    body: { patient: { name: 'Ada', birthday: '2018-03-04', gender: 'female' } },
  },
  updatePatient: { path: `/v1/patients/${f.childId}`, body: { patient: { birthday: '2018-03-04' } } },
  createPrescription: {
    path: '/v1/prescriptions',
    body: {
      taking_medication: true,
      prescription: {
        child_id: f.childId,
        medication_id: f.medicationId,
        dosage_id: f.dosageId,
        start_date: '2025-01-02',
        taken: ['morning'],
        prescribed_by: 'pediatrician',
      },
    },
  },
  updatePrescription: {
    path: `/v1/prescriptions/${f.prescriptionId}`,
    body: {
      child_id: f.childId,
      prescription: {
        medication_id: f.medicationId,
        dosage_id: f.dosageId,
        start_date: '2025-01-02',
        taken: ['evening'],
        prescribed_by: 'other',
      },
    },
  },
  answerDose: {
    path: `/v1/prescriptions/${f.prescriptionId}/doses`,
    body: { child_id: f.childId, day: '2025-06-01', dose: 'evening', answer: 'taken' },
  },
  createConsent: {
    path: '/v1/clinic/forms/consents',
    body: {
      consent_form: {
        consent_form_id: f.consentFormId,
        patient_id: f.childId,
        name: 'Test Parent',
        date_of_birth: '1985-04-02',
        gender: 'other',
        address: '1 Main St',
        city: 'Springfield',
        state: 'OR',
        zip: '97477',
        custody_status: 'joint',
        relationship: 'Parent',
        signature: 'Test Parent',
        agreed: true,
        confirmed: true,
      },
    },
  },
  createPersonInformation: {
    path: '/v1/clinic/insurances/person_informations',
    body: {
      person_information: {
        ownable_id: f.childId,
        ownable_type: 'Patient',
        insurances_plan_id: null,
        custom_insurance_plan: 'Acme Health',
        policy: 'P-1',
        first_name: 'Test',
        last_name: 'Parent',
        date_of_birth: '1985-04-02',
      },
    },
  },
  createSleepCheckin: {
    path: `/v1/children/${f.childId}/sleep_checkins`,
    body: { night: '2026-01-05', bedtime: '20:00', wake_time: '07:00', night_wakings: 1 },
  },
  acceptAgreements: { path: '/v1/users/agreements', body: { agreements: { version: AGREEMENTS_VERSION } } },
});

const pad = (value: number, width: number) => String(value).padStart(width, '0');
/** A day outside 1900-2100: the years the `Date` functions misread, and far ones. */
const farDay = fc
  .record({
    year: fc.oneof(fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 2101, max: 9999 })),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
const malformed = fc.constantFrom(
  '2026-02-30',
  '9999-99-99',
  '+275760-09-13',
  '0000-00-00',
  '2026-1-5',
  '',
  'today',
);

const setAt = (body: Json, path: readonly string[], value: unknown): Json => {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1);
  if (last !== undefined) node[last] = value;
  return copy;
};

describe.each(engines)('every date field of the contract (%s)', (engine) => {
  let harness: Harness;
  let family: FamilyFixture;

  beforeAll(async () => {
    harness = await startHarness(engine);
    family = await familyWithEverything(harness, 'dates');
    // The clinic's calls need a clinical account; the sleep check-in, the sleep tool.
    const code = await createAccessCode(harness.server.ctx);
    await harness.call('POST', '/v1/clinic/access_codes', {
      token: family.token,
      body: { access_code: { code: code.code } },
    });
    const products = (await harness.call('GET', '/v1/products', { token: family.token })).json as {
      products: { id: number; name: string }[];
    };
    await harness.call('POST', '/v1/payment/purchases', {
      token: family.token,
      body: {
        payment: {
          product_id: products.products.find((each) => each.name === 'sleep')?.id,
          stripe_token: 'tok_visa',
        },
        child_id: family.childId,
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('has a valid request for each call that takes a date, and each is accepted as it is', async () => {
    const fields = contractDateFields(contract);
    const known = requests(family);
    expect([...fields.keys()].filter((name) => !(name in known))).toEqual([]);
    for (const name of fields.keys()) {
      const sample = known[name];
      if (!sample) continue;
      const response = await harness.call(contract[name as keyof Contract].method, sample.path, {
        token: family.token,
        body: sample.body,
      });
      // A valid request passes the gates and the date check (a repeated one may be refused otherwise).
      expect(response.status, `${name}: ${response.text}`).toBeLessThan(500);
      const fieldsNamed = Object.keys((response.json as { errors?: object } | null)?.errors ?? {});
      for (const field of fields.get(name) ?? []) expect(fieldsNamed).not.toContain(field.path.join('.'));
      expect([401, 403, 404]).not.toContain(response.status);
    }
  });

  it('answers 422 naming the field, never 5xx, for a day out of range or malformed in any date field', async () => {
    const fields = contractDateFields(contract);
    const known = requests(family);
    const cases = [...fields].flatMap(([name, list]) =>
      list.filter((field) => field.part === 'body').map((field) => ({ name, field })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases),
        fc.oneof(
          farDay,
          malformed,
          farDay.map((day) => `${day}T08:00:00Z`),
        ),
        async ({ name, field }, value) => {
          const sample = known[name];
          if (!sample) throw new Error(`no request for ${name}`);
          const response = await harness.call(contract[name as keyof Contract].method, sample.path, {
            token: family.token,
            body: setAt(sample.body, field.path, value),
          });
          expect(response.status, `${name} ${field.path.join('.')}=${value}: ${response.text}`).toBe(422);
          const errors = (response.json as { errors: Record<string, string[]> }).errors;
          expect(Object.keys(errors)).toContain(field.path.join('.'));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses the night that answered 500 (0042-02-02) with the range message', async () => {
    const sample = requests(family).createSleepCheckin;
    const response = await harness.call('POST', sample?.path ?? '', {
      token: family.token,
      body: { ...sample?.body, night: '0042-02-02' },
    });
    expect(response.status).toBe(422);
    expect((response.json as { errors: Record<string, string[]> }).errors.night).toEqual([
      DAY_OUT_OF_RANGE_MESSAGE,
    ]);
  });
});
