import { describe, expect, it } from 'vitest';
import { questionnaire } from '../testing/fixtures/questionnaire';
import { connectQuestionnaire, type QuestionnaireSnapshot } from './questionnaire.connect';
import type { QuestionnaireMachineEvent } from './questionnaire.machine';

const form = questionnaire();

function view(
  value: QuestionnaireSnapshot['value'],
  answers: Record<number, number | string> = {},
  index = 0,
) {
  const sent: QuestionnaireMachineEvent[] = [];
  const api = connectQuestionnaire(
    { value, context: { questionnaire: form, childId: 7, answers, index, failed: value === 'failed' } },
    (event) => sent.push(event),
  );
  return { api, sent };
}

describe('connectQuestionnaire', () => {
  it('shows the current question, its place and progress, and Next only once answered', () => {
    const { api } = view('answering', { 1: 11 }, 1);
    expect(api.question?.id).toBe(2);
    expect(api.positionLabel).toEqual({ key: 'questionnaire.position', values: { n: 2, total: 4 } });
    expect(api.progress).toEqual({ value: 1, max: 4 });
    expect(api.canGoBack).toBe(true);
    expect(api.canGoForward).toBe(false);
    expect(view('answering', { 1: 11 }, 0).api.canGoForward).toBe(true);
  });

  it('counts the follow-up question only once Yes is chosen', () => {
    expect(view('answering', { 4: 40 }, 4).api.total).toBe(5);
    expect(view('answering', { 4: 41 }, 3).api.total).toBe(4);
  });

  it('chooses a response with one tap, and marks the chosen one pressed', () => {
    const { api, sent } = view('answering', { 1: 11 }, 0);
    expect(api.getOptionProps(11)['aria-pressed']).toBe(true);
    expect(api.getOptionProps(12)['aria-pressed']).toBe(false);
    api.getOptionProps(12).onClick();
    expect(sent).toEqual([{ type: 'questionnaire.choose', questionId: 1, responseId: 12 }]);
  });

  it('gives a free-entry question a field that sends what is typed', () => {
    const { api, sent } = view('answering', { 4: 40 }, 4);
    expect(api.freeEntry).toBe(true);
    expect(api.getFieldProps()).toMatchObject({ type: 'text', value: '' });
    api.getFieldProps().onChange({ target: { value: 'Moved' } });
    expect(sent).toEqual([{ type: 'questionnaire.answer', questionId: 5, answer: 'Moved' }]);
  });

  it('lists every answer in words on the review', () => {
    const { api } = view('reviewing', { 1: 10, 2: 23, 3: 31, 4: 41 });
    expect(api.question).toBeNull();
    expect(api.reviewItems.map((item) => item.answer)).toEqual(['Never', 'Very often', 'Occasionally', 'No']);
    expect(api.complete).toBe(true);
    expect(api.submitLabel).toBe('questionnaire.submit');
  });

  it('is busy while sending, and shows the error and Send again after a failure', () => {
    expect(view('submitting').api).toMatchObject({
      busy: true,
      submitLabel: 'questionnaire.sending',
      errorKey: null,
    });
    expect(view('failed').api).toMatchObject({
      busy: false,
      submitLabel: 'questionnaire.retry',
      errorKey: 'errors.submitResponses',
    });
  });

  it('shows the questionnaire in the parent’s language, the same ids answering in either', () => {
    const context = { questionnaire: form, childId: 7, answers: { 1: 11, 2: 20, 3: 30, 4: 40 }, index: 0 };
    const es = connectQuestionnaire(
      { value: 'answering', context: { ...context, failed: false } },
      () => {},
      'es',
    );
    expect(es.title).toBe('Seguimiento semanal');
    expect(es.question?.content).toBe('Le cuesta mantener la atención en las tareas o el juego');
    expect(es.question?.question_responses.map((r) => [r.id, r.content])).toEqual([
      [10, 'Nunca'],
      [11, 'De vez en cuando'],
      [12, 'Con frecuencia'],
      [13, 'Con mucha frecuencia'],
    ]);
    const review = connectQuestionnaire(
      { value: 'reviewing', context: { ...context, failed: false } },
      () => {},
      'es',
    );
    expect(review.reviewItems.map((item) => item.answer).slice(0, 4)).toEqual([
      'De vez en cuando',
      'Nunca',
      'Nunca',
      'Sí',
    ]);
    // The same render in the same language reuses the same question object.
    const again = connectQuestionnaire(
      { value: 'answering', context: { ...context, failed: false } },
      () => {},
      'es',
    );
    expect(again.question).toBe(es.question);
    expect(view('answering').api.title).toBe('Weekly check-in');
  });
});
