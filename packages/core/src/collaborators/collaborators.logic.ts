/**
 * What a collaborator may do with the child a family shares with them: the one statement of the rule.
 * The server asks it on every call about a child that is not the caller's own; the web only mirrors it
 * (what it offers a collaborator).
 *
 * Conventions: anything not named here is the family's alone (changing the child, starting plans,
 * prescriptions, purchases, settings, sharing with others): a collaborator may never do it.
 */
import type { CollaboratorPermission } from './collaborators.schema';

/**
 * What a collaborator's call does with a shared child:
 * - `read`: read the child, its plans, sessions, scores, trends and courses;
 * - `answer-questionnaire`: answer a questionnaire (a check-in) for the child;
 * - `change`: anything else (the family's alone).
 */
export const COLLABORATOR_ACTIONS = ['read', 'answer-questionnaire', 'change'] as const;
/** What a collaborator's call does with a shared child. */
export type CollaboratorAction = (typeof COLLABORATOR_ACTIONS)[number];

const ALLOWED: Readonly<Record<CollaboratorPermission, readonly CollaboratorAction[]>> = {
  read: ['read'],
  answer: ['read', 'answer-questionnaire'],
};

/**
 * Whether a collaborator with `permission` may do `action` with the shared child: `read` reads; `answer`
 * reads and answers questionnaires; no permission changes anything.
 */
export function collaboratorMay(permission: CollaboratorPermission, action: CollaboratorAction): boolean {
  return ALLOWED[permission].includes(action);
}

/**
 * What each call about a child does, by the contract's endpoint name: the calls that read the child's
 * plans, sessions and scores, and the one that answers a questionnaire. Every other call about a child
 * (changing it, completing a step, playing a game, starting plans, prescriptions, purchases, sharing it) is
 * `change`: the family's alone. The server judges every collaborator's call by it; the app asks it before
 * offering a control, so a collaborator is never shown what the server would refuse.
 */
export const COLLABORATOR_CALL_ACTIONS: Readonly<Record<string, CollaboratorAction>> = {
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

/** What the call named `name` (a contract endpoint's name) does with a shared child: `change` unless listed. */
export function collaboratorActionOf(name: string): CollaboratorAction {
  return Object.hasOwn(COLLABORATOR_CALL_ACTIONS, name)
    ? (COLLABORATOR_CALL_ACTIONS[name] ?? 'change')
    : 'change';
}

/** Whether a collaborator with `permission` may make the call named `name` about the shared child. */
export function collaboratorMayCall(permission: CollaboratorPermission, name: string): boolean {
  return collaboratorMay(permission, collaboratorActionOf(name));
}
