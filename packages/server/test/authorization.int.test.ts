/**
 * The authorization matrix: for every call that names a child (or a record of a child or an account), a
 * second account gets 404 for the first account's records, exactly as for a missing one, and nothing of
 * the first account changes.
 */
import { type Contract, childInputLocations, contract, type Endpoint } from '@attune/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FamilyFixture, familyWithEverything } from './support/fixtures';
import { engines, type Harness, startHarness } from './support/harness';
import { type CallInput, requestOf } from './support/requests';

type Variant = (victim: FamilyFixture, intruder: FamilyFixture, today: string) => CallInput;

const prescriptionFields = (f: FamilyFixture, today: string) => ({
  medication_id: f.medicationId,
  dosage_id: f.dosageId,
  start_date: today,
  taken: ['evening'],
  prescribed_by: 'other',
});

/** Every call that reaches a child's or another account's record, with the ways an intruder could try. */
const matrix: Partial<Record<keyof Contract, Variant[]>> = {
  getPatient: [(v) => ({ params: { id: v.childId } })],
  exportPatient: [(v) => ({ params: { id: v.childId } })],
  deletePatient: [(v) => ({ params: { id: v.childId } })],
  saveReflection: [
    (v) => ({ params: { id: v.itemId }, body: { child_id: v.childId, reflection: { text: 'Taken' } } }),
    (v, i) => ({ params: { id: v.itemId }, body: { child_id: i.childId, reflection: { text: 'Taken' } } }),
  ],
  listAuditEvents: [(v) => ({ query: { child_id: v.childId } })],
  // A lecture of the victim's child (its record check by another child: lecture-progress.int.test.ts).
  saveLectureProgress: [
    (v) => ({ params: { id: 1 }, body: { child_id: v.childId, profile_lecture: { current_time: 5 } } }),
  ],
  listOpenCollaboratorLinks: [(v) => ({ params: { id: v.childId } })],
  revokeCollaboratorLink: [(v) => ({ params: { id: 1 }, body: { patient_id: v.childId } })],
  updatePatient: [(v) => ({ params: { id: v.childId }, body: { patient: { name: 'Taken' } } })],
  listGauges: [(v) => ({ params: { id: v.childId } })],
  listChildPlans: [(v) => ({ query: { child_id: v.childId } })],
  startPlan: [(v) => ({ body: { child_id: v.childId, activity_plan_id: v.activityPlanId } })],
  startEssentials: [(v) => ({ body: { child_id: v.childId } })],
  activatePlan: [
    (v) => ({ params: { id: v.planId }, body: { child_id: v.childId } }),
    (v, i) => ({ params: { id: v.planId }, body: { child_id: i.childId } }),
  ],
  pausePlan: [
    (v) => ({ params: { id: v.planId }, body: { child_id: v.childId } }),
    (v, i) => ({ params: { id: v.planId }, body: { child_id: i.childId } }),
  ],
  unpausePlan: [
    (v) => ({ params: { id: v.planId }, body: { child_id: v.childId } }),
    (v, i) => ({ params: { id: v.planId }, body: { child_id: i.childId } }),
  ],
  listTodaySessions: [(v) => ({ query: { child_id: v.childId } })],
  updateItem: [
    (v) => ({
      params: { id: v.itemId },
      body: { child_id: v.childId, child_activity_item: { complete: true } },
    }),
    (v, i) => ({
      params: { id: v.itemId },
      body: { child_id: i.childId, child_activity_item: { skipped: true } },
    }),
  ],
  listPaths: [(v) => ({ query: { child_id: v.childId } })],
  createPath: [(v) => ({ body: { child_id: v.childId, group_id: v.groupId, areas: [v.areaSlug] } })],
  createPrescription: [
    (v, _i, today) => ({
      body: {
        taking_medication: false,
        prescription: { ...prescriptionFields(v, today), child_id: v.childId },
      },
    }),
  ],
  updatePrescription: [
    (v, _i, today) => ({
      params: { id: v.prescriptionId },
      body: { child_id: v.childId, prescription: prescriptionFields(v, today) },
    }),
    (v, i, today) => ({
      params: { id: v.prescriptionId },
      body: { child_id: i.childId, prescription: prescriptionFields(v, today) },
    }),
  ],
  deletePrescription: [
    (v) => ({ params: { id: v.prescriptionId }, body: { child_id: v.childId } }),
    (v, i) => ({ params: { id: v.prescriptionId }, body: { child_id: i.childId } }),
  ],
  getPrescriptionAdherence: [(v) => ({ params: { id: v.prescriptionId } })],
  answerDose: [
    (v, _i, today) => ({
      params: { id: v.prescriptionId },
      body: { child_id: v.childId, day: today, dose: 'morning', answer: 'taken' },
    }),
    (v, i, today) => ({
      params: { id: v.prescriptionId },
      body: { child_id: i.childId, day: today, dose: 'morning', answer: 'taken' },
    }),
  ],
  createAssessment: [
    (v) => ({
      body: { patient_id: v.childId, questionnaire_id: v.questionnaireId, questionnaire_responses: [] },
    }),
  ],
  getAssessment: [(v) => ({ params: { id: v.assessmentId } })],
  createCollaborator: [
    (v) => ({
      body: { child_id: v.childId, name: 'Intruder', email: 'intruder@example.test', relationship: 'friend' },
    }),
  ],
  createCollaboratorQuestionnaireLink: [
    (v) => ({
      body: {
        patient_id: v.childId,
        questionnaire_id: v.questionnaireId,
        respondent: { name: 'Intruder', relationship: 'teacher' },
      },
    }),
  ],
  listTrends: [(v) => ({ query: { child_id: v.childId } })],
  listMeaningfulChangeScores: [(v) => ({ query: { child_id: v.childId } })],
  updateMeaningfulChangeScore: [(v) => ({ params: { id: v.scoreId }, body: { accepted: true } })],
  getCognitiveProgress: [(v) => ({ query: { child_id: v.childId } })],
  listCognitiveResults: [(v) => ({ query: { child_id: v.childId } })],
  createCognitiveResult: [
    (v) => ({
      body: {
        child_id: v.childId,
        seed: 1,
        answers: Array.from({ length: 80 }, () => ({ choice: 'star', response_ms: 500 })),
      },
    }),
  ],
  listFoodSensitivityResults: [(v) => ({ query: { child_id: v.childId } })],
  updateFoodSensitivityState: [
    (v) => ({
      body: {
        child_id: v.childId,
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
    }),
  ],
  listSleepInterventions: [(v) => ({ params: { id: v.childId } })],
  listSleepCheckins: [(v) => ({ params: { id: v.childId } })],
  createSleepCheckin: [
    (v) => ({
      params: { id: v.childId },
      body: { night: '2026-01-01', bedtime: '20:00', wake_time: '07:00', night_wakings: 0 },
    }),
  ],
  getSleepDevice: [(v) => ({ params: { id: v.childId } })],
  startSleepDeviceLink: [
    (v) => ({
      params: { id: v.childId },
      body: { service: 'fitbit', redirect_uri: 'http://127.0.0.1/oauth_callback/fitbit' },
    }),
  ],
  createSleepDeviceLink: [
    (v) => ({
      body: {
        child_id: v.childId,
        service: 'fitbit',
        state: `${v.childId}.abcdefghijklmnopqrstuvwx`,
        access_token: 'token',
      },
    }),
  ],
  deleteSleepDevice: [(v) => ({ params: { id: v.childId } })],
  getSocialEmotional: [(v) => ({ params: { id: v.childId } })],
  getChildReport: [(v) => ({ params: { id: v.childId } })],
  getChildReportPdf: [(v) => ({ params: { id: v.childId } })],
  getChildFhir: [(v) => ({ params: { id: v.childId } })],
  createReportLink: [(v) => ({ params: { id: v.childId }, body: { days: 7 } })],
  listReportLinks: [(v) => ({ query: { child_id: v.childId } })],
  // A link of the victim's child (its check by a real link of another family: report-links.int.test.ts).
  revokeReportLink: [() => ({ params: { id: 1 } })],
  listChildCourses: [(v) => ({ query: { child_id: v.childId } })],
  createPurchase: [
    (v) => ({
      body: { payment: { product_id: v.perChildProductId, stripe_token: 'tok_visa' }, child_id: v.childId },
    }),
  ],
  listClinicalQuestionnaires: [(v) => ({ query: { patient_id: v.childId } })],
  listAnsweredQuestionnaires: [(v) => ({ query: { patient_id: v.childId } })],
  listAppointments: [(v) => ({ query: { patient_id: v.childId } })],
  getClinicalIntake: [(v) => ({ query: { patient_id: v.childId } })],
  requestAppointment: [(v) => ({ body: { patient_id: v.childId } })],
  createHelpRequest: [(v) => ({ body: { child_id: v.childId, help_request: { source: 'app' } } })],
  createConsent: [
    (v, _i, today) => ({
      body: {
        consent_form: {
          consent_form_id: v.consentFormId,
          patient_id: v.childId,
          name: 'Intruder',
          date_of_birth: today,
          gender: 'other',
          address: '1 Road',
          city: 'Town',
          state: 'CA',
          zip: '90000',
          custody_status: 'sole',
          relationship: 'parent',
          signature: 'Intruder',
          agreed: true,
          confirmed: true,
        },
      },
    }),
  ],
  createPersonInformation: [
    (v, _i, today) => ({
      body: {
        person_information: {
          ownable_id: v.childId,
          ownable_type: 'Patient',
          insurances_plan_id: null,
          custom_insurance_plan: 'Mine',
          policy: 'P-1',
          first_name: 'In',
          last_name: 'Truder',
          date_of_birth: today,
        },
      },
    }),
  ],
  updateCollaborator: [(v) => ({ params: { id: v.collaboratorId }, body: { name: 'Someone else' } })],
  deleteCollaborator: [(v) => ({ params: { id: v.collaboratorId } })],
  updateUser: [(v) => ({ params: { id: v.userId }, body: { user: { language: 'es' } } })],
  updateUserCollection: [
    (v) => ({ params: { id: v.userCollectionId }, body: { user_collection: { added: false } } }),
  ],
  updateUserPiece: [(v) => ({ params: { id: v.userPieceId }, body: { user_piece: { saved: true } } })],
};

/** Calls that name no child and no record of another account (account-wide lists, catalogue, log-in). */
const notChildScoped: (keyof Contract)[] = [
  'signUp',
  'getCurrentUser',
  'confirmAccount',
  'registerAppleDevice',
  'logIn',
  'logOut',
  'listPatients',
  'createPatient',
  'listMedications',
  'listProducts',
  'listPurchases',
  'listWaitListItems',
  'listJoinedWaitListItems',
  'joinWaitList',
  'listNotifications',
  'listTestGroups',
  'listQuestionnaires',
  'getQuestionnaire',
  // A collaborator's link: no account, the token names the child (see checkins.int.test.ts).
  'getCollaboratorQuestionnaire',
  'submitCollaboratorQuestionnaire',
  // A visit report's share link: no account, the token names the child (see report-links.int.test.ts).
  'getSharedReport',
  'getSharedReportPdf',
  'listCollaborators',
  // A collaborator's own side: an invitation is found by its mailed token, shared children are the caller's.
  'getCollaboratorInvitation',
  'acceptCollaboratorInvitation',
  'listSharedChildren',
  'listConsents',
  'getConsentForm',
  'redeemAccessCode',
  'listPersonInformations',
  'listInsurancePlans',
  'listAddOnCategories',
  'listSolutions',
  'listCourses',
  'listHelpCards',
  'listImprovementAreas',
  'listImprovementGroups',
  'listActivityPlans',
  'listCollections',
  'listContentPieces',
  'getContentPiece',
  'listTags',
  'listRecommendations',
  'listUserCollections',
  'createUserCollection',
  'listUserPieces',
  'createUserPiece',
  // The account's own side: the caller's own account, password, log-ins, mail, agreements and push key.
  'resendConfirmation',
  'requestPasswordReset',
  'resetPassword',
  'changePassword',
  'logOutEverywhere',
  'deleteAccount',
  'exportAccount',
  'unsubscribe',
  'getAgreements',
  'acceptAgreements',
  'getPushKey',
  'createPushSubscription',
  // A record of the account (not of a child), found among the caller's own: another family's is 404
  // (notifications.int.test.ts, shell.int.test.ts).
  'readNotification',
  'cancelPurchase',
  'resumePurchase',
  // The account's billing: its card on file and receipts (billing.int.test.ts).
  'getBilling',
  'updateCard',
];

/** Calls of the matrix that reach a record of the account itself (not of a child): their services check it. */
const accountOwned: (keyof Contract)[] = [
  'revokeReportLink',
  'updateCollaborator',
  'deleteCollaborator',
  'updateUser',
  'updateUserCollection',
  'updateUserPiece',
];

/**
 * What is wrong with the ownership declarations of some calls: a call that names a child in its input
 * (`child_id`, `patient_id`, `ownable_id`, `patients/:id`) without declaring `owner` at that place, or a
 * child-scoped call of the matrix with no `owner` at all.
 */
function ownershipGaps(endpoints: Readonly<Record<string, Endpoint>>): string[] {
  return Object.entries(endpoints).flatMap(([name, endpoint]) => {
    const named = childInputLocations(endpoint);
    const declared = endpoint.owner?.child;
    if (named.some((location) => location !== declared)) {
      return [`${name} names a child at ${named.join(', ')} but declares ${declared ?? 'no owner'}`];
    }
    const childScoped = name in matrix && !accountOwned.includes(name as keyof Contract);
    if (childScoped && !endpoint.owner) return [`${name} reaches a child's record but declares no owner`];
    return [];
  });
}

describe('the authorization matrix', () => {
  it('classifies every call of the contract: in the matrix or named as not child-scoped', () => {
    const classified = new Set<string>([...Object.keys(matrix), ...notChildScoped]);
    const missing = Object.keys(contract).filter((name) => !classified.has(name));
    expect(missing).toEqual([]);
  });

  it('has every call that takes a child declare its owner, where the input names the child', () => {
    expect(ownershipGaps(contract)).toEqual([]);
  });

  it('notices a call that loses its owner declaration', () => {
    const { owner: _trends, ...listTrends } = contract.listTrends;
    const { owner: _assessment, ...getAssessment } = contract.getAssessment;
    expect(ownershipGaps({ ...contract, listTrends, getAssessment }).sort()).toEqual([
      "getAssessment reaches a child's record but declares no owner",
      'listTrends names a child at query.child_id but declares no owner',
    ]);
  });
});

describe.each(engines)('a second account reaching the first account’s records (%s)', (engine) => {
  let harness: Harness;
  let victim: FamilyFixture;
  let intruder: FamilyFixture;

  const snapshot = async (family: FamilyFixture) => {
    const get = async (path: string) => (await harness.call('GET', path, { token: family.token })).json;
    const child = family.childId;
    return {
      me: await get('/v1/users/me'),
      patients: await get('/v1/patients'),
      plans: await get(`/v1/child_activity_plans?child_id=${child}`),
      paths: await get(`/v1/paths?child_id=${child}`),
      scores: await get(`/v1/meaningful_change_scores?child_id=${child}`),
      assessment: await get(`/v1/assessments/${family.assessmentId}`),
      collaborators: await get('/v1/collaborators'),
      purchases: await get('/v1/payment/purchases'),
      food: await get(`/v1/food_sensitivity_results?child_id=${child}`),
      consents: await get('/v1/clinic/forms/consents'),
      insurance: await get('/v1/clinic/insurances/person_informations'),
      collections: await get('/v1/content/user_collections'),
      pieces: await get('/v1/content/user_pieces'),
    };
  };

  beforeAll(async () => {
    harness = await startHarness(engine);
    victim = await familyWithEverything(harness, 'victim');
    intruder = await familyWithEverything(harness, 'intruder');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers 404 to every attempt, like a missing record, and changes nothing of the first account', async () => {
    const today = harness.clock.now().toISOString().slice(0, 10);
    const before = await snapshot(victim);
    const failures: string[] = [];
    for (const [name, variants] of Object.entries(matrix) as [keyof Contract, Variant[]][]) {
      for (const [index, variant] of variants.entries()) {
        const request = requestOf(name, variant(victim, intruder, today));
        const response = await harness.call(request.method, request.path, {
          token: intruder.token,
          body: request.body,
        });
        const errors = (response.json as { errors?: unknown } | null)?.errors;
        if (response.status !== 404 || errors === undefined) {
          failures.push(`${name}#${index}: ${response.status} ${response.text.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(victim)).toEqual(before);
  });

  it('answers the same 404 body for another account’s child as for a child that does not exist', async () => {
    const theirs = await harness.call('GET', `/v1/patients/${victim.childId}`, { token: intruder.token });
    const missing = await harness.call('GET', '/v1/patients/999999', { token: intruder.token });
    expect(theirs.status).toBe(404);
    expect(theirs.text).toBe(missing.text);
  });

  it('still lets each account reach its own records', async () => {
    const own = await harness.call('GET', `/v1/patients/${intruder.childId}`, { token: intruder.token });
    expect(own.status).toBe(200);
  });
});
