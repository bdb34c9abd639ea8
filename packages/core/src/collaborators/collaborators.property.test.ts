import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  COLLABORATOR_ACTIONS,
  COLLABORATOR_CALL_ACTIONS,
  collaboratorActionOf,
  collaboratorMay,
  collaboratorMayCall,
} from './collaborators.logic';
import { COLLABORATOR_PERMISSIONS } from './collaborators.schema';

const permissionArb = fc.constantFrom(...COLLABORATOR_PERMISSIONS);
const actionArb = fc.constantFrom(...COLLABORATOR_ACTIONS);
const RANK = { read: 0, answer: 1 } as const;

describe('collaboratorMay laws', () => {
  it('every collaborator may read, and none may change the child, whatever the permission', () => {
    fc.assert(
      fc.property(permissionArb, (permission) => {
        return collaboratorMay(permission, 'read') && !collaboratorMay(permission, 'change');
      }),
    );
  });

  it('a wider permission never allows less: what `read` allows, `answer` allows too', () => {
    fc.assert(
      fc.property(permissionArb, permissionArb, actionArb, (a, b, action) => {
        const [narrow, wide] = RANK[a] <= RANK[b] ? [a, b] : [b, a];
        return !collaboratorMay(narrow, action) || collaboratorMay(wide, action);
      }),
    );
  });

  it('answering a questionnaire is allowed exactly to the `answer` permission', () => {
    fc.assert(
      fc.property(permissionArb, (permission) => {
        return collaboratorMay(permission, 'answer-questionnaire') === (permission === 'answer');
      }),
    );
  });
});

describe('collaboratorActionOf laws', () => {
  it('a call not listed is the family’s alone: no collaborator may make it, whatever its name', () => {
    fc.assert(
      fc.property(permissionArb, fc.string(), (permission, name) => {
        fc.pre(!Object.hasOwn(COLLABORATOR_CALL_ACTIONS, name));
        return collaboratorActionOf(name) === 'change' && !collaboratorMayCall(permission, name);
      }),
    );
  });

  it('a listed call is allowed exactly as its action is (collaboratorMay)', () => {
    fc.assert(
      fc.property(
        permissionArb,
        fc.constantFrom(...Object.keys(COLLABORATOR_CALL_ACTIONS)),
        (permission, name) => {
          return (
            collaboratorMayCall(permission, name) === collaboratorMay(permission, collaboratorActionOf(name))
          );
        },
      ),
    );
  });
});
