import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  buildPath,
  type Contract,
  childInputLocations,
  contract,
  defineEndpoint,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  emptyListMessage,
  NoContent,
  QueryIdSchema,
  resources,
} from './index';

const endpoints: Endpoint[] = Object.values(contract);
const callsOf = (names: readonly string[]) => names.map((name) => contract[name as keyof Contract]);
const described = (list: readonly { method: string; path: string }[]) =>
  list.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();

/** Every call of section 7 of both specs and those issues 3, 9 and 10 spell out, as `METHOD path`. */
const SPECIFIED_CALLS = [
  // core-app.md section 7
  'PUT users/:id',
  'POST apple_devices',
  'POST payment/purchases',
  'GET payment/purchases',
  'GET notifications',
  'GET test_groups',
  'GET users/wait_list_items',
  'POST sessions',
  'POST child_activity_plans',
  'POST child_activity_plans/:id/activate',
  'POST child_activity_plans/:id/pause',
  'POST child_activity_plans/:id/unpause',
  'POST attune_essentials',
  'POST paths',
  'PATCH child_activity_items/:id',
  'POST prescriptions',
  'PUT prescriptions/:id',
  'DELETE prescriptions/:id',
  'POST assessments',
  'GET assessments/:id',
  'POST collaborators',
  'GET collaborators',
  'PUT collaborators/:id',
  'DELETE collaborators/:id',
  'POST clinic/forms/consents',
  'GET clinic/forms/consents',
  'POST clinic/insurances/person_informations',
  'GET clinic/insurances/person_informations',
  'GET clinic/insurances/plans',
  'GET add_on_categories',
  'GET listing/courses',
  'GET help_cards',
  'GET improvement_areas',
  'GET improvement_groups',
  'GET medications',
  'GET activity_plans',
  'GET products',
  'GET questionnaires',
  'GET questionnaires/:id',
  'GET clinic/patients/questionnaires',
  'GET target_recognition/child_progresses',
  'GET cognitive_results',
  'GET profile/courses',
  'GET paths',
  'GET child_activity_plans',
  'GET today_list_sessions',
  'GET food_sensitivity_results',
  'POST food_sensitivity_states',
  'GET patients/:id/gauges',
  'GET meaningful_change_scores',
  'PUT meaningful_change_scores/:id',
  'GET patients',
  'GET trends',
  'GET children/:id/sleep_interventions',
  'GET children/:id/sleep_checkins',
  // add-ons-content-clinical.md section 7
  'POST users/wait_list_items',
  'GET wait_list/wait_list_items',
  'POST clinic/patients/help_requests',
  'GET clinic/patients/appointments',
  'POST content/user_collections',
  'PUT content/user_collections/:id',
  'GET content/user_collections',
  'POST content/user_pieces',
  'PATCH content/user_pieces/:id',
  'GET content/user_pieces',
  'GET content/collections',
  'GET content/pieces',
  'GET content/pieces/:id',
  'GET content/tags',
  'GET recommendations/content_pieces',
  // issue 3
  'POST users',
  'GET users/me',
  'DELETE sessions',
  'POST users/confirmation',
  'GET patients/:id',
  'POST patients',
  'PUT patients/:id',
  // issue 9
  'GET solutions',
  // issue 10: the collaborator questionnaire link (/collaborator/{questionnaire_id})
  'POST collaborator_questionnaires',
  'GET collaborator_questionnaires/:id',
  // issue 26: a family's open collaborator links, and revoking one
  'GET patients/:id/collaborator_questionnaires',
  'DELETE collaborator_questionnaires/links/:id',
  'POST collaborator_questionnaires/:id',
  // issue 14: who saw my child's data
  'GET audit_events',
  // issue 11: a played Target Recognition task
  'POST target_recognition/results',
  // issue 12: collaborators who share one child accept a mailed invitation
  'GET collaborator_invitations',
  'POST collaborator_invitations',
  'GET shared_children',
  // issue 11: add-ons that deliver (sleep check-in and device link, Social + Emotional areas)
  'POST children/:id/sleep_checkins',
  'GET children/:id/sleep_device',
  'POST children/:id/sleep_device',
  'DELETE children/:id/sleep_device',
  'POST sleep_device_links',
  'GET children/:id/social_emotional',
  'GET children/:id/report',
  'GET children/:id/report.pdf',
  'GET children/:id/fhir',
  'POST children/:id/report_links',
  'GET report_links',
  'DELETE report_links/:id',
  'GET shared_reports/:token',
  'GET shared_reports/:token/report.pdf',
  // issue 12: the family's account lifecycle
  'POST users/confirmation/resend',
  'POST users/password',
  'PUT users/password',
  'PUT users/me/password',
  'DELETE users/me/sessions',
  'DELETE users/me',
  'GET users/me/export',
  'DELETE patients/:id',
  'GET patients/:id/export',
  'POST users/unsubscribe',
  // issue 12: clinical accounts (access codes), the consent form, the intake, asking for an appointment
  'GET clinic/forms/consent_form',
  'POST clinic/access_codes',
  'GET clinic/patients/intake',
  // issue 24: onboarding's questionnaire progress from the recorded assessments
  'GET clinic/patients/answered_questionnaires',
  'POST clinic/patients/appointments',
  // issue 13: the shell around the plans (updated agreements, reflections, cancel at period end)
  'GET users/agreements',
  'POST users/agreements',
  'PUT child_activity_items/:id/reflection',
  'POST payment/purchases/:id/cancel',
  // issue 13: notifications read, and Web Push in a browser
  'POST notifications/:id/read',
  'GET push_subscriptions/key',
  'POST push_subscriptions',
  // issue 25: a prescription's adherence record, and a dose marked taken or skipped
  'GET prescriptions/:id/adherence',
  'PUT prescriptions/:id/doses',
  // issue 25: a course lecture remembers where the child stopped
  'PUT profile_lectures/:id',
  // issue 23: billing after the purchase (resume, the card on file and receipts, update the card)
  'POST payment/purchases/:id/resume',
  'GET payment/billing',
  'PUT payment/card',
] as const;

describe('the v1 contract', () => {
  it('holds every call of section 7 of both specs and the calls issues 3, 9, 10, 11, 12 and 14 name, and no other', () => {
    expect(described(endpoints)).toEqual([...SPECIFIED_CALLS].sort());
  });

  it('files every endpoint under its own name', () => {
    for (const [key, endpoint] of Object.entries(contract) as [string, Endpoint][])
      expect(endpoint.name).toBe(key);
  });

  it('has one endpoint per method and path', () => {
    const keys = described(endpoints);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('groups every endpoint in exactly one resource', () => {
    const grouped = Object.values(resources).flatMap((group) => Object.values(group) as Endpoint[]);
    expect(grouped.map((endpoint) => endpoint.name).sort()).toEqual(Object.keys(contract).sort());
  });

  it('caches exactly the reference lists of the spec as reference data', () => {
    const reference = endpoints.filter((endpoint) => endpoint.cache === 'reference');
    expect(described(reference)).toEqual(
      described(
        callsOf([
          'listAddOnCategories',
          'listCourses',
          'listHelpCards',
          'listImprovementAreas',
          'listImprovementGroups',
          'listInsurancePlans',
          'listMedications',
          'listActivityPlans',
          'listSolutions',
        ]),
      ),
    );
  });

  it('caches only GET calls', () => {
    for (const endpoint of endpoints.filter((each) => each.cache)) expect(endpoint.method).toBe('GET');
  });

  it("keeps in the server only GET answers: shared catalogues without an owner, a child's plans by their named child", () => {
    const kept = endpoints.filter((each) => each.serverCache);
    for (const endpoint of kept) expect(endpoint.method, endpoint.name).toBe('GET');
    for (const endpoint of kept.filter((each) => each.serverCache === 'catalogue')) {
      expect(endpoint.owner, endpoint.name).toBeUndefined();
    }
    const plans = kept.filter((each) => each.serverCache === 'childPlans');
    expect(plans.map((endpoint) => endpoint.name)).toEqual(['listChildPlans']);
    for (const endpoint of plans) expect(endpoint.owner?.child, endpoint.name).toMatch(/^query\./);
  });

  it('knows the caller from the followed account changes only on GET calls that read nothing but the account', () => {
    const followed = endpoints.filter((each) => each.caller === 'followed');
    expect(followed.map((endpoint) => endpoint.name)).toEqual(['getCurrentUser']);
    for (const endpoint of followed) {
      expect(endpoint.method, endpoint.name).toBe('GET');
      expect(endpoint.owner, endpoint.name).toBeUndefined();
      expect(endpoint.gate, endpoint.name).toBeUndefined();
      expect(endpoint.auth, endpoint.name).toBe(true);
    }
  });

  it("marks every list the spec says must not be empty, with the spec's message", () => {
    const marked = Object.fromEntries(
      endpoints.flatMap((endpoint) =>
        endpoint.emptyListError ? [[endpoint.name, emptyListMessage(endpoint.emptyListError)]] : [],
      ),
    );
    expect(marked).toEqual({
      listAddOnCategories: 'No categories in response',
      listCourses: 'No courses in response',
      listHelpCards: 'No help cards in response',
      listImprovementAreas: 'No improvement areas in response',
      listImprovementGroups: 'No improvement groups in response',
      listInsurancePlans: 'No insurance plans in response',
      listMedications: 'No medications in response',
      listActivityPlans: 'No activity plans in response',
      listProducts: 'No products in response',
      listQuestionnaires: 'No questionnaires in response',
      listWaitListItems: 'No wait list items in response',
    });
  });

  it('answers without content (204) only for deletions and fire-and-forget calls', () => {
    const noContent = endpoints
      .filter((endpoint) => endpoint.status === 204)
      .map((endpoint) => endpoint.name);
    expect(noContent.sort()).toEqual(
      [
        'deleteCollaborator',
        'deletePrescription',
        'deleteSleepDevice',
        'logOut',
        // issue 12
        'logOutEverywhere',
        'deleteAccount',
        'deletePatient',
        'registerAppleDevice',
        'updateFoodSensitivityState',
        // issue 13: marking a notification read, storing this browser's push subscription
        'readNotification',
        'createPushSubscription',
        // issue 26: revoking a collaborator's link
        'revokeCollaboratorLink',
        // issue 28: revoking a visit report's share link
        'revokeReportLink',
      ].sort(),
    );
  });

  it("lets only sign up, log in, confirmation, the shared catalogue, a collaborator's link and a report's share link (their tokens are the keys) be called without a token", () => {
    const open = endpoints.filter((endpoint) => !endpoint.auth).map((endpoint) => endpoint.name);
    expect(open.sort()).toEqual(
      [
        'signUp',
        'logIn',
        'confirmAccount',
        'listAddOnCategories',
        'listCourses',
        'listHelpCards',
        'listImprovementAreas',
        'listImprovementGroups',
        'listActivityPlans',
        'listProducts',
        'listSolutions',
        'getCollaboratorQuestionnaire',
        'submitCollaboratorQuestionnaire',
        // issue 12: the mailed links (their tokens are the keys) and the calls that mail an address
        'resendConfirmation',
        'requestPasswordReset',
        'resetPassword',
        'unsubscribe',
        // issue 28: a visit report's share link (its token is the key), read-only
        'getSharedReport',
        'getSharedReportPdf',
      ].sort(),
    );
  });

  it('reads the query of a call from the strings the server receives', () => {
    expect(contract.listChildPlans.query.parse({ child_id: '12' })).toEqual({ child_id: 12 });
    expect(contract.listAppointments.query.parse({ patient_id: '3' })).toEqual({ patient_id: 3 });
    expect(contract.getPatient.params.parse({ id: '7' })).toEqual({ id: 7 });
  });

  it('documents every call with TSDoc naming its method and path', () => {
    const dir = import.meta.dirname;
    const sources = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');
    for (const endpoint of endpoints) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const doc = new RegExp(`/\\*\\*[^/]*\`${endpoint.method} ${path}[\`?][^/]*\\*/\\s*${endpoint.name}:`);
      expect(sources, endpoint.name).toMatch(doc);
    }
  });

  it('imports neither ky nor effect, so the server can load it', () => {
    const dir = import.meta.dirname;
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )) {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/from '(ky|effect)(\/[^']*)?'/);
      expect(source, file).not.toMatch(/from '\.\.\/client/);
    }
  });
});

describe('QueryIdSchema', () => {
  it('takes a positive whole number or its decimal string and gives the number', () => {
    expect(QueryIdSchema.parse(4)).toBe(4);
    expect(QueryIdSchema.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', ''])
      expect(QueryIdSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath(contract.getPatient, { id: 7 })).toBe('patients/7');
    expect(buildPath(contract.activatePlan, { id: '3' })).toBe('child_activity_plans/3/activate');
    const named = defineEndpoint({
      name: 'named',
      method: 'GET',
      path: 'things/:slug',
      response: z.object({}),
      rootKey: null,
      status: 200,
      auth: false,
      summary: 'test',
    });
    expect(buildPath(named, { slug: 'a b/c' })).toBe('things/a%20b%2Fc');
  });

  it('names a missing path parameter', () => {
    expect(() => buildPath(contract.getPatient, {})).toThrow(/path parameter 'id' is missing/);
  });
});

describe('defineEndpoint', () => {
  const base = {
    name: 'bad',
    method: 'GET',
    path: 'things',
    rootKey: null,
    status: 200,
    auth: true,
    summary: 'test',
    response: z.object({ things: z.array(z.string()) }),
  } as const;

  it('refuses a root key the response does not have', () => {
    expect(() => defineEndpoint({ ...base, rootKey: 'thing' })).toThrow(/no root key 'thing'/);
  });

  it('refuses an empty-list rule where the root value is not a list', () => {
    expect(() =>
      defineEndpoint({
        ...base,
        response: z.object({ thing: z.string() }),
        rootKey: 'thing',
        emptyListError: 'products',
      }),
    ).toThrow(/needs a list/);
    expect(() => defineEndpoint({ ...base, emptyListError: 'products' })).toThrow(/needs a rootKey/);
  });

  it('refuses a leading slash, and a 204 with a body', () => {
    expect(() => defineEndpoint({ ...base, path: '/things' })).toThrow(/must not start/);
    expect(() => defineEndpoint({ ...base, status: 204 })).toThrow(/204/);
    expect(() => defineEndpoint({ ...base, response: NoContent })).toThrow(/204/);
  });

  it('refuses an owner the input does not have, or whose optionality differs from the input', () => {
    const body = z.object({ child_id: z.number(), note: z.object({ patient_id: z.number().optional() }) });
    expect(() => defineEndpoint({ ...base, body, owner: { child: 'body.kid_id' } })).toThrow(
      /not in the input/,
    );
    expect(() => defineEndpoint({ ...base, owner: { child: 'query.child_id' } })).toThrow(/not in the input/);
    expect(() => defineEndpoint({ ...base, body, owner: { child: 'body.note.patient_id' } })).toThrow(
      /may be left out/,
    );
    expect(() =>
      defineEndpoint({ ...base, body, owner: { child: 'body.child_id', optional: true } }),
    ).toThrow(/is required/);
    expect(() => defineEndpoint({ ...base, body, owner: { record: 'prescription' } })).toThrow(
      /needs an :id/,
    );
    expect(() => defineEndpoint({ ...base, auth: false, body, owner: { child: 'body.child_id' } })).toThrow(
      /needs auth/,
    );
    expect(defineEndpoint({ ...base, body, owner: { child: 'body.child_id' } }).owner).toEqual({
      child: 'body.child_id',
    });
  });
});

describe('childInputLocations', () => {
  it('finds every place a call names a child, at any depth and in union options', () => {
    expect(childInputLocations(contract.createPrescription)).toEqual(['body.prescription.child_id']);
    expect(childInputLocations(contract.createPersonInformation)).toEqual([
      'body.person_information.ownable_id',
    ]);
    expect(childInputLocations(contract.listAppointments)).toEqual(['query.patient_id']);
    expect(childInputLocations(contract.listSleepCheckins)).toEqual(['params.id']);
    expect(childInputLocations(contract.listProducts)).toEqual([]);
  });

  it('finds each of them declared as the owner of its call', () => {
    for (const endpoint of endpoints) {
      for (const location of childInputLocations(endpoint)) {
        expect(endpoint.owner?.child, endpoint.name).toBe(location);
      }
    }
  });
});

/** Whether two types accept exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('the types a caller sees', () => {
  it('asks for exactly the inputs an endpoint declares and gives the value under its root key', () => {
    expectTypeOf<
      Same<EndpointInput<typeof contract.getPatient>, { params: { id: string | number } }>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<keyof EndpointInput<typeof contract.listPatients>, never>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<EndpointInput<typeof contract.listContentPieces>, { query?: { search?: string | undefined } }>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<EndpointInput<typeof contract.getPatient>, { params?: { id: number } }>
    >().toEqualTypeOf<false>();
    expectTypeOf<EndpointResult<typeof contract.joinWaitList>>().toEqualTypeOf<{
      id: number;
      name: string;
    }>();
    expectTypeOf<EndpointResult<typeof contract.deletePrescription>>().toEqualTypeOf<undefined>();
  });
});
