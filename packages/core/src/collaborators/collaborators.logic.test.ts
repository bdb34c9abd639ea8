import { describe, expect, it } from 'vitest';
import { collaboratorMay } from './collaborators.logic';

describe('collaboratorMay', () => {
  it('a collaborator who may read reads, and answers nothing', () => {
    expect(collaboratorMay('read', 'read')).toBe(true);
    expect(collaboratorMay('read', 'answer-questionnaire')).toBe(false);
  });

  it('a collaborator who may answer questionnaires also reads', () => {
    expect(collaboratorMay('answer', 'read')).toBe(true);
    expect(collaboratorMay('answer', 'answer-questionnaire')).toBe(true);
  });

  it('no collaborator changes the child (plans, prescriptions, settings stay the family’s)', () => {
    expect(collaboratorMay('read', 'change')).toBe(false);
    expect(collaboratorMay('answer', 'change')).toBe(false);
  });
});
