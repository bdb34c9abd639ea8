import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom, transition } from 'xstate';
import { questionnaire } from '../testing/fixtures/questionnaire';
import { connectQuestionnaire } from './questionnaire.connect';
import { type QuestionnaireMachineEvent, questionnaireMachine } from './questionnaire.machine';

type Snapshot = SnapshotFrom<typeof questionnaireMachine>;

const form = questionnaire();
const start = (): Snapshot => initialTransition(questionnaireMachine, { questionnaire: form, childId: 7 })[0];
const step = (snapshot: Snapshot, event: QuestionnaireMachineEvent): Snapshot =>
  transition(questionnaireMachine, snapshot, event)[0];
const view = (snapshot: Snapshot) => connectQuestionnaire(snapshot, () => {});
const choose = (questionId: number, responseId: number): QuestionnaireMachineEvent => ({
  type: 'questionnaire.choose',
  questionId,
  responseId,
});
// The invoked `submitAssessment` answering, as the actor system would deliver it.
const recorded = {
  type: 'xstate.done.actor.submitAssessment',
  output: { id: 1 },
} as unknown as QuestionnaireMachineEvent;
const refused = {
  type: 'xstate.error.actor.submitAssessment',
  error: new Error('500'),
} as unknown as QuestionnaireMachineEvent;

describe('connectQuestionnaire: where the focus goes', () => {
  it('leaves the focus alone on the question the parent arrived on', () => {
    expect(view(start()).focusMove).toBeNull();
  });

  it('moves the focus to the next question’s heading after an answer', () => {
    const answered = step(start(), choose(1, 12));
    expect(view(answered).index).toBe(1);
    expect(view(answered).focusMove).toEqual({ target: 'heading', seq: 1 });
    expect(view(answered).getHeadingProps()).toEqual({ tabIndex: -1, 'data-part': 'heading' });
  });

  it('moves it again to the review, and to the error when sending fails', () => {
    let snapshot = [choose(1, 12), choose(2, 21), choose(3, 33), choose(4, 41)].reduce(step, start());
    expect(view(snapshot).status).toBe('reviewing');
    const onReview = view(snapshot).focusMove?.seq;
    snapshot = step(step(snapshot, { type: 'questionnaire.submit' }), refused);
    expect(view(snapshot).status).toBe('failed');
    expect(view(snapshot).focusMove?.seq).toBeGreaterThan(onReview ?? 0);
  });

  it('does not move it when a tap changes nothing on screen (Previous on the first question)', () => {
    expect(view(step(start(), { type: 'questionnaire.back' })).focusMove).toBeNull();
  });
});

const eventArb: fc.Arbitrary<QuestionnaireMachineEvent> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 4 }))
    .map(([questionId, n]) => choose(questionId, questionId * 10 + n)),
  fc.record({
    type: fc.constant('questionnaire.answer' as const),
    questionId: fc.constant(5),
    answer: fc.constantFrom('', 'Moved'),
  }),
  fc.constantFrom<QuestionnaireMachineEvent>(
    { type: 'questionnaire.next' },
    { type: 'questionnaire.back' },
    { type: 'questionnaire.submit' },
    recorded,
    refused,
  ),
  fc.record({ type: fc.constant('questionnaire.edit' as const), index: fc.integer({ min: -1, max: 5 }) }),
);

describe('connectQuestionnaire: where the focus goes (properties)', () => {
  it('the focus moves to the heading exactly when the screen moves (another question or step), never otherwise', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 25 }), (events) => {
        let snapshot = start();
        for (const event of events) {
          const before = view(snapshot);
          snapshot = step(snapshot, event);
          const now = view(snapshot);
          const screenMoved = before.status !== now.status || before.index !== now.index;
          expect(now.focusMove?.seq !== before.focusMove?.seq).toBe(screenMoved);
          if (now.focusMove) expect(now.focusMove.target).toBe('heading');
        }
      }),
    );
  });
});
