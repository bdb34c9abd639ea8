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
