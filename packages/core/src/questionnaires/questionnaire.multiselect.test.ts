import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { multiSelectQuestionnaire } from '../testing/fixtures/questionnaire';
import { connectQuestionnaire } from './questionnaire.connect';
import { type QuestionnaireMachineEvent, questionnaireMachine } from './questionnaire.machine';
import {
  buildQuestionnaireResponses,
  isMultiSelectQuestion,
  type QuestionAnswer,
  toggleResponse,
} from './questionnaires.logic';
import { QuestionSchema } from './questionnaires.schema';

const form = multiSelectQuestionnaire();

function start(answers: Record<number, QuestionAnswer> = {}) {
  const calls: unknown[] = [];
  const machine = questionnaireMachine.provide({
    actors: {
      submitAssessment: fromPromise(async ({ input }) => {
        calls.push(input);
        return { id: 1 };
      }),
    },
  });
  const actor = createActor(machine, { input: { questionnaire: form, childId: 7, answers } });
  actor.start();
  return { actor, calls };
}

const toggle = (responseId: number): QuestionnaireMachineEvent => ({
  type: 'questionnaire.toggle',
  questionId: 61,
  responseId,
});

describe('multi-select questions ("Choose all that apply")', () => {
  it('the schema reads the flag, and only a multiple-choice question marked multi_select takes several answers', () => {
    const question = form.questions[1];
    expect(question?.multi_select).toBe(true);
    expect(question && isMultiSelectQuestion(question)).toBe(true);
    expect(isMultiSelectQuestion(form.questions[0] as never)).toBe(false);
    const text = QuestionSchema.parse({ ...question, kind: 'text_field' });
    expect(isMultiSelectQuestion(text)).toBe(false);
  });

  it('toggleResponse adds a response not chosen and removes one chosen, keeping the order', () => {
    expect(toggleResponse(undefined, 610)).toEqual([610]);
    expect(toggleResponse([610], 612)).toEqual([610, 612]);
    expect(toggleResponse([610, 612], 610)).toEqual([612]);
    expect(toggleResponse(611, 611)).toEqual([]);
  });

  it('takes two answers, stays on the question until Next, and sends one entry per chosen response', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'questionnaire.choose', questionId: 60, responseId: 600 });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send(toggle(610));
    actor.send(toggle(612));
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, answers: { 61: [610, 612] } });
    // A tap (choose) on a multi-select question toggles too: it never moves on.
    actor.send({ type: 'questionnaire.choose', questionId: 61, responseId: 611 });
    actor.send({ type: 'questionnaire.choose', questionId: 61, responseId: 611 });
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, answers: { 61: [610, 612] } });
    actor.send({ type: 'questionnaire.next' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'questionnaire.choose', questionId: 62, responseId: 621 });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'questionnaire.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([
      {
        patient_id: 7,
        questionnaire_id: 502,
        questionnaire_responses: [
          { question_id: 60, question_response_id: 600 },
          { question_id: 61, question_response_id: 610 },
          { question_id: 61, question_response_id: 612 },
          { question_id: 62, question_response_id: 621 },
        ],
      },
    ]);
  });

  it('Next waits until one is chosen when required, and not when the question is optional', () => {
    const { actor } = start({ 60: 601 });
    actor.send({ type: 'questionnaire.edit', index: 1 });
    actor.send({ type: 'questionnaire.next' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send(toggle(613));
    actor.send(toggle(613));
    const view = connectQuestionnaire(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({ multiSelect: true, canGoForward: false });
    actor.send(toggle(613));
    expect(connectQuestionnaire(actor.getSnapshot(), actor.send).canGoForward).toBe(true);

    const optional = multiSelectQuestionnaire({
      questions: form.questions.map((q) => (q.id === 61 ? { ...q, required: false } : q)),
    });
    const other = createActor(questionnaireMachine, {
      input: { questionnaire: optional, childId: 7, answers: { 60: 600 }, index: 1 },
    }).start();
    expect(connectQuestionnaire(other.getSnapshot(), other.send).canGoForward).toBe(true);
  });

  it('the view marks chosen responses pressed and its taps toggle', () => {
    const { actor } = start({ 60: 600 });
    actor.send({ type: 'questionnaire.edit', index: 1 });
    connectQuestionnaire(actor.getSnapshot(), actor.send).getOptionProps(611).onClick();
    connectQuestionnaire(actor.getSnapshot(), actor.send).getOptionProps(613).onClick();
    const view = connectQuestionnaire(actor.getSnapshot(), actor.send);
    expect(view.index).toBe(1);
    expect(view.getOptionProps(611)['aria-pressed']).toBe(true);
    expect(view.getOptionProps(612)['aria-pressed']).toBe(false);
    expect(view.getOptionProps(613)['aria-pressed']).toBe(true);
  });

  it('ignores a toggle of a response that is not the question’s, or of a one-answer question', () => {
    const { actor } = start();
    actor.send({ type: 'questionnaire.toggle', questionId: 61, responseId: 600 });
    actor.send({ type: 'questionnaire.toggle', questionId: 60, responseId: 600 });
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, answers: {} });
  });
});

const responseArb = fc.constantFrom(610, 611, 612, 613);
const answerArb: fc.Arbitrary<QuestionAnswer> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.uniqueArray(responseArb, { maxLength: 4 }),
);

describe('multi-select laws', () => {
  it('toggling an option twice leaves the answer as it was', () => {
    fc.assert(
      fc.property(answerArb, responseArb, (answer, id) => {
        const twice = toggleResponse(toggleResponse(answer, id), id);
        const before = Array.isArray(answer) ? answer : [];
        expect([...twice].sort()).toEqual([...before].sort());
      }),
    );
  });

  it('a multi-select answer never moves on by itself: any taps and toggles leave the parent on the question', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), responseArb), { maxLength: 12 }), (taps) => {
        const { actor } = start({ 60: 600 });
        actor.send({ type: 'questionnaire.edit', index: 1 });
        for (const [asChoose, responseId] of taps)
          actor.send({
            type: asChoose ? 'questionnaire.choose' : 'questionnaire.toggle',
            questionId: 61,
            responseId,
          });
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toBe('answering');
        expect(snapshot.context.index).toBe(1);
        // What is sent is exactly the responses toggled an odd number of times.
        const odd = [610, 611, 612, 613].filter((id) => taps.filter(([, r]) => r === id).length % 2 === 1);
        const sent = buildQuestionnaireResponses(form, snapshot.context.answers)
          .filter((entry) => entry.question_id === 61)
          .map((entry) => entry.question_response_id);
        expect([...sent].sort()).toEqual(odd);
      }),
    );
  });
});
