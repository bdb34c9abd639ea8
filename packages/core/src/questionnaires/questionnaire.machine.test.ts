import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { questionnaire } from '../testing/fixtures/questionnaire';
import {
  type QuestionnaireMachineEmitted,
  type QuestionnaireMachineEvent,
  questionnaireMachine,
} from './questionnaire.machine';

const form = questionnaire();

function start(options: { submit?: () => Promise<unknown>; answers?: Record<number, number | string> } = {}) {
  const calls: unknown[] = [];
  const machine = questionnaireMachine.provide({
    actors: {
      submitAssessment: fromPromise(async ({ input }) => {
        calls.push(input);
        return (options.submit ?? (async () => ({ id: 9 })))();
      }),
    },
  });
  const actor = createActor(machine, {
    input: { questionnaire: form, childId: 7, ...(options.answers ? { answers: options.answers } : {}) },
  });
  const emitted: QuestionnaireMachineEmitted[] = [];
  actor.on('questionnaire.submitted', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

const choose = (questionId: number, responseId: number): QuestionnaireMachineEvent => ({
  type: 'questionnaire.choose',
  questionId,
  responseId,
});

describe('questionnaireMachine: every state is reachable', () => {
  it('reaches answering, reviewing, submitting, failed and done through the graph of its events', () => {
    const small = questionnaire({ questions: form.questions.slice(0, 1) });
    const events = [
      choose(1, 10),
      { type: 'questionnaire.next' },
      { type: 'questionnaire.back' },
      { type: 'questionnaire.submit' },
      { type: 'xstate.done.actor.submitAssessment', output: { id: 1 } },
      { type: 'xstate.error.actor.submitAssessment', error: new Error('500') },
    ] as unknown as QuestionnaireMachineEvent[];
    const snapshots = getShortestPaths(questionnaireMachine, {
      input: { questionnaire: small, childId: 7 },
      events,
      // `moves` only counts focus moves (the view model's `seq`): two snapshots that differ only there are
      // the same state of the questionnaire, so the traversal stays finite.
      serializeState: (snapshot) =>
        JSON.stringify({ value: snapshot.value, context: { ...snapshot.context, moves: undefined } }),
    }).flatMap((path) => [path.state, ...path.steps.map((step) => step.state)]);
    const states = getStateNodes(questionnaireMachine.root).map((node) => node.path.join('.'));
    expect(states.sort()).toEqual(['answering', 'done', 'failed', 'reviewing', 'submitting']);
    for (const state of states) expect(snapshots.some((s) => s.matches(state as never))).toBe(true);
  });
});

describe('questionnaireMachine: what the parent does', () => {
  it('moves on with each tap, reviews, and sends the answers once', async () => {
    const { actor, calls, emitted } = start();
    actor.send(choose(1, 12));
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send(choose(2, 21));
    actor.send(choose(3, 33));
    actor.send(choose(4, 41));
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'questionnaire.submit' });
    actor.send({ type: 'questionnaire.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([
      {
        patient_id: 7,
        questionnaire_id: 501,
        questionnaire_responses: [
          { question_id: 1, question_response_id: 12 },
          { question_id: 2, question_response_id: 21 },
          { question_id: 3, question_response_id: 33 },
          { question_id: 4, question_response_id: 41 },
        ],
      },
    ]);
    expect(emitted).toEqual([{ type: 'questionnaire.submitted', assessment: { id: 9 } }]);
  });

  it('asks the follow-up only after Yes, and its note is sent with the first response id', async () => {
    const { actor, calls } = start();
    for (const [q, r] of [
      [1, 10],
      [2, 20],
      [3, 30],
      [4, 40],
    ] as const)
      actor.send(choose(q, r));
    expect(actor.getSnapshot().value).toBe('answering');
    expect(actor.getSnapshot().context.index).toBe(4);
    actor.send({ type: 'questionnaire.answer', questionId: 5, answer: 'New school' });
    actor.send({ type: 'questionnaire.next' });
    actor.send({ type: 'questionnaire.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toMatchObject([
      {
        questionnaire_responses: expect.arrayContaining([
          { question_id: 5, question_response_id: 50, content: 'New school' },
        ]),
      },
    ]);
  });

  it('does not go forward past an unanswered choice, and Back keeps the answers', () => {
    const { actor } = start();
    actor.send({ type: 'questionnaire.next' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send(choose(1, 11));
    actor.send({ type: 'questionnaire.back' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, answers: { 1: 11 } });
    actor.send({ type: 'questionnaire.back' });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('keeps every answer when sending fails, and sends the same answers again', async () => {
    let fail = true;
    const { actor, calls } = start({
      answers: { 1: 10, 2: 20, 3: 30, 4: 41 },
      submit: async () => {
        if (fail) throw new Error('500');
        return { id: 3 };
      },
    });
    actor.send({ type: 'questionnaire.edit', index: 3 });
    actor.send({ type: 'questionnaire.next' });
    actor.send({ type: 'questionnaire.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      failed: true,
      answers: { 1: 10, 2: 20, 3: 30, 4: 41 },
    });
    fail = false;
    actor.send({ type: 'questionnaire.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toHaveLength(2);
    expect(calls[0]).toEqual(calls[1]);
  });

  it('restores answers and the place after a reload, and changing an answer from the review returns to it', () => {
    const { actor } = start({ answers: { 1: 10, 2: 22 } });
    expect(actor.getSnapshot().context.answers).toEqual({ 1: 10, 2: 22 });
    const restored = createActor(questionnaireMachine, {
      input: { questionnaire: form, childId: 7, answers: { 1: 10 }, index: 99 },
    }).start();
    expect(restored.getSnapshot().context.index).toBe(3);
  });

  it('cannot send from the review while a required question is unanswered', () => {
    const { actor } = start({ answers: { 1: 10, 2: 20, 4: 41 } });
    actor.send({ type: 'questionnaire.edit', index: 3 });
    actor.send({ type: 'questionnaire.next' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'questionnaire.submit' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'questionnaire.edit', index: 2 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'answering', context: { index: 2 } });
  });
});
