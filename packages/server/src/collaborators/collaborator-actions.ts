/**
 * What each call about a child does, as core's `collaboratorMay` judges a collaborator's call: the calls
 * that read the child's plans, sessions and scores, and the one that answers a questionnaire. Every other
 * call about a child (changing it, starting plans, prescriptions, purchases, sharing it, its audit trail,
 * clinic records) is `change`: the family's alone. A call missing here is therefore refused to collaborators.
 */
import type { CollaboratorAction } from '@attune/core/rules';

const ACTIONS: Readonly<Record<string, CollaboratorAction>> = {
  getPatient: 'read',
  listGauges: 'read',
  listChildPlans: 'read',
  listPaths: 'read',
  listTodaySessions: 'read',
  listChildCourses: 'read',
  listTrends: 'read',
  listMeaningfulChangeScores: 'read',
  getCognitiveProgress: 'read',
  listCognitiveResults: 'read',
  listSleepInterventions: 'read',
  listSleepCheckins: 'read',
  listFoodSensitivityResults: 'read',
  createAssessment: 'answer-questionnaire',
};

/** What the endpoint named `name` does with a shared child (`change` unless listed). */
export function collaboratorActionOf(name: string): CollaboratorAction {
  return ACTIONS[name] ?? 'change';
}
