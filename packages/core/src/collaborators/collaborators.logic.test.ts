import { describe, expect, it } from 'vitest';
import { collaboratorActionOf, collaboratorMay, collaboratorMayCall } from './collaborators.logic';

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

describe('collaboratorMayCall', () => {
  it('a collaborator reads plans, answers a check-in with `answer`, and never completes a step or plays a game', () => {
    expect(collaboratorMayCall('read', 'listChildPlans')).toBe(true);
    expect(collaboratorMayCall('read', 'createAssessment')).toBe(false);
    expect(collaboratorMayCall('answer', 'createAssessment')).toBe(true);
    expect(collaboratorMayCall('answer', 'updateItem')).toBe(false);
    expect(collaboratorMayCall('answer', 'createCognitiveResult')).toBe(false);
    expect(collaboratorMayCall('answer', 'createCollaborator')).toBe(false);
  });

  it('a name inherited from Object is not a listed call', () => {
    expect(collaboratorActionOf('toString')).toBe('change');
  });
});
