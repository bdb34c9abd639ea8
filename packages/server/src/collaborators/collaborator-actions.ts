/**
 * What each call about a child does, as core's `collaboratorMay` judges a collaborator's call: core's
 * `collaboratorActionOf` (one statement of the list, which the app asks too before offering a control).
 * A call missing there is `change`, the family's alone, and therefore refused to collaborators.
 */
export { collaboratorActionOf } from '@attune/core/rules';
