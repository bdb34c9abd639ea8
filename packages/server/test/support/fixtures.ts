/**
 * A family with one of everything, made through the API, for the authorization and fuzz tests: Maya of
 * the fixtures' demo family on the harness's today, with her catalogue prescription's times and prescriber.
 */
import { demoFamily } from '@attune/core/testing';
import type { Harness } from './harness';

/** The ids of a family's records. */
export interface FamilyFixture {
  token: string;
  userId: number;
  childId: number;
  planId: number;
  itemId: number;
  prescriptionId: number;
  assessmentId: number;
  scoreId: number;
  collaboratorId: number;
  userCollectionId: number;
  userPieceId: number;
  activityPlanId: number;
  groupId: number;
  areaSlug: string;
  productId: number;
  perChildProductId: number;
  questionnaireId: number;
  consentFormId: number;
  medicationId: number;
  dosageId: number;
  collectionId: number;
  pieceId: number;
}

const ok = <T>(response: { status: number; json: unknown; text: string }, what: string): T => {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${response.text}`);
  return response.json as T;
};

/** Signs up a family and gives it a child with a plan, a prescription, an assessment and more. */
export async function familyWithEverything(harness: Harness, prefix: string): Promise<FamilyFixture> {
  const { token, userId } = await harness.family(prefix, { client: 'sunflower' });
  const today = harness.clock.now().toISOString().slice(0, 10);
  const { maya, mayaPrescriptions } = demoFamily(today);
  const [ritalin] = mayaPrescriptions;
  const call = (method: string, path: string, body?: unknown) => harness.call(method, path, { token, body });
  const { patient } = ok<{ patient: { id: number } }>(
    await call('POST', '/v1/patients', {
      patient: { name: maya.name, birthday: maya.birthday, gender: maya.gender },
    }),
    'add child',
  );
  const childId = patient.id;
  const { activity_plans: plans } = ok<{ activity_plans: { id: number; key: string }[] }>(
    await call('GET', '/v1/activity_plans'),
    'plans',
  );
  const activityPlanId = plans.find((plan) => plan.key === 'coexisting-conditions')?.id ?? 0;
  const { child_activity_plan: plan } = ok<{
    child_activity_plan: {
      id: number;
      child_activity_sessions: { position: number; child_activity_items: { id: number }[] }[];
    };
  }>(
    await call('POST', '/v1/child_activity_plans', { child_id: childId, activity_plan_id: activityPlanId }),
    'start plan',
  );
  const itemId = plan.child_activity_sessions.find((s) => s.position === 1)?.child_activity_items[0]?.id ?? 0;
  const { medications } = ok<{ medications: { id: number; dosages: { id: number }[] }[] }>(
    await call('GET', '/v1/medications'),
    'medications',
  );
  const medicationId = medications[0]?.id ?? 0;
  const dosageId = medications[0]?.dosages[0]?.id ?? 0;
  const { prescription } = ok<{ prescription: { id: number } }>(
    await call('POST', '/v1/prescriptions', {
      taking_medication: true,
      prescription: {
        child_id: childId,
        medication_id: medicationId,
        dosage_id: dosageId,
        start_date: today,
        taken: ritalin?.taken,
        prescribed_by: ritalin?.prescribed_by,
      },
    }),
    'prescription',
  );
  const { questionnaires } = ok<{
    questionnaires: {
      id: number;
      kind: string;
      questions: { id: number; question_responses: { id: number }[] }[];
    }[];
  }>(await call('GET', '/v1/questionnaires'), 'questionnaires');
  const anxiety = questionnaires.find((q) => q.kind === 'anxiety');
  const { assessment } = ok<{ assessment: { id: number } }>(
    await call('POST', '/v1/assessments', {
      patient_id: childId,
      questionnaire_id: anxiety?.id ?? 0,
      questionnaire_responses: (anxiety?.questions ?? []).map((q) => ({
        question_id: q.id,
        question_response_id: q.question_responses[2]?.id ?? 0,
      })),
    }),
    'assessment',
  );
  const { meaningful_change_scores: scores } = ok<{ meaningful_change_scores: { id: number }[] }>(
    await call('GET', `/v1/meaningful_change_scores?child_id=${childId}`),
    'scores',
  );
  const { collaborator } = ok<{ collaborator: { id: number } }>(
    await call('POST', '/v1/collaborators', {
      child_id: childId,
      name: 'Grandma',
      email: `${prefix}-gran@example.test`,
      relationship: 'grandparent',
    }),
    'collaborator',
  );
  const { improvement_groups: groups } = ok<{ improvement_groups: { id: number; areas: string[] }[] }>(
    await call('GET', '/v1/improvement_groups'),
    'groups',
  );
  const group = groups[0];
  ok(
    await call('POST', '/v1/paths', {
      child_id: childId,
      group_id: group?.id,
      areas: group?.areas.slice(0, 1),
    }),
    'path',
  );
  const { products } = ok<{ products: { id: number; name: string; purchase_kind: string }[] }>(
    await call('GET', '/v1/products'),
    'products',
  );
  const { collections } = ok<{ collections: { id: number }[] }>(
    await call('GET', '/v1/content/collections'),
    'collections',
  );
  const { pieces } = ok<{ pieces: { id: number }[] }>(await call('GET', '/v1/content/pieces'), 'pieces');
  const { user_collection: userCollection } = ok<{ user_collection: { id: number } }>(
    await call('POST', '/v1/content/user_collections', {
      user_collection: { collection_id: collections[0]?.id },
    }),
    'user collection',
  );
  const { user_piece: userPiece } = ok<{ user_piece: { id: number } }>(
    await call('POST', '/v1/content/user_pieces', { user_piece: { piece_id: pieces[0]?.id } }),
    'user piece',
  );
  const consentFormId = (await harness.server.ctx.db.query.consentForms.findFirst())?.id ?? 0;
  return {
    token,
    userId,
    childId,
    planId: plan.id,
    itemId,
    prescriptionId: prescription.id,
    assessmentId: assessment.id,
    scoreId: scores[0]?.id ?? 0,
    collaboratorId: collaborator.id,
    userCollectionId: userCollection.id,
    userPieceId: userPiece.id,
    activityPlanId,
    groupId: group?.id ?? 0,
    areaSlug: group?.areas[0] ?? '',
    productId: products.find((p) => p.name === 'attune-trial')?.id ?? 0,
    perChildProductId: products.find((p) => p.name === 'target-recognition')?.id ?? 0,
    questionnaireId: anxiety?.id ?? 0,
    consentFormId,
    medicationId,
    dosageId,
    collectionId: collections[0]?.id ?? 0,
    pieceId: pieces[0]?.id ?? 0,
  };
}
