import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageBand,
  answersFromResponses,
  buildQuestionnaireResponses,
  isOnMedication,
  isQuestionAnswered,
  isQuestionnaireComplete,
  isQuestionShown,
  questionnaireSet,
  type SubmissionQuestionnaire,
  shownQuestions,
  unansweredRequiredQuestions,
} from './questionnaires.logic';

/** A questionnaire of up to 8 questions, each possibly conditional on an earlier one, with answers. */
const questionnaireCaseArb = fc
  .integer({ min: 1, max: 8 })
  .chain((count) =>
    fc.tuple(
      ...Array.from({ length: count }, (_, i) =>
        fc.record({
          id: fc.constant(i + 1),
          kind: fc.constantFrom(
            'multiple_choice' as const,
            'text_field' as const,
            'datepicker' as const,
            'numberpicker' as const,
          ),
          responses: fc.integer({ min: 0, max: 3 }),
          trigger:
            i === 0
              ? fc.constant(null)
              : fc.option(fc.tuple(fc.integer({ min: 1, max: i }), fc.integer({ min: 1, max: 3 }))),
        }),
      ),
    ),
  )
  .chain((specs) => {
    const questionnaire: SubmissionQuestionnaire = {
      id: 1,
      questions: specs.map((s) => ({
        id: s.id,
        kind: s.kind,
        conditional: s.trigger
          ? { trigger_question_id: s.trigger[0], trigger_response_id: s.trigger[0] * 10 + s.trigger[1] }
          : null,
        question_responses: Array.from({ length: s.responses }, (_, r) => ({ id: s.id * 10 + r + 1 })),
      })),
    };
    const answerArb = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.string({ maxLength: 5 }),
      fc.integer({ min: 0, max: 100 }),
      fc.array(fc.integer({ min: 10, max: 90 }), { maxLength: 4 }),
    );
    return fc.record({
      questionnaire: fc.constant(questionnaire),
      answers: fc
        .tuple(...specs.map(() => answerArb))
        .map((list) => Object.fromEntries(list.map((a, i) => [i + 1, a]))),
    });
  });

describe('questionnaire submission', () => {
  it('the server reads a submission back as the same answers: building from what it read gives the same submission', () => {
    fc.assert(
      fc.property(questionnaireCaseArb, ({ questionnaire, answers }) => {
        const sent = buildQuestionnaireResponses(questionnaire, answers);
        const read = answersFromResponses(questionnaire, sent);
        expect(buildQuestionnaireResponses(questionnaire, read)).toEqual(sent);
      }),
    );
  });

  it('when every question is required, the questions left unanswered are exactly the shown ones the submission leaves out', () => {
    fc.assert(
      fc.property(questionnaireCaseArb, ({ questionnaire, answers }) => {
        const required = {
          ...questionnaire,
          questions: questionnaire.questions.map((q) => ({ ...q, required: true })),
        };
        const sent = buildQuestionnaireResponses(required, answers);
        const read = answersFromResponses(required, sent);
        const missing = required.questions
          .filter((q) => isQuestionShown(required, read, q.id) && !sent.some((e) => e.question_id === q.id))
          .map((q) => q.id);
        expect(unansweredRequiredQuestions(required, read)).toEqual(missing);
      }),
    );
  });

  it('a submission never sends an unanswered question or a question whose trigger is not met', () => {
    fc.assert(
      fc.property(questionnaireCaseArb, ({ questionnaire, answers }) => {
        for (const entry of buildQuestionnaireResponses(questionnaire, answers)) {
          const answer = answers[entry.question_id];
          expect(answer === null || answer === undefined).toBe(false);
          expect(isQuestionShown(questionnaire, answers, entry.question_id)).toBe(true);
        }
      }),
    );
  });

  it('every entry names a response of its own question; free entries use the first response and carry content', () => {
    fc.assert(
      fc.property(questionnaireCaseArb, ({ questionnaire, answers }) => {
        for (const entry of buildQuestionnaireResponses(questionnaire, answers)) {
          const question = questionnaire.questions.find((q) => q.id === entry.question_id);
          const ids = question?.question_responses.map((r) => r.id) ?? [];
          expect(ids).toContain(entry.question_response_id);
          const free = question?.kind !== 'multiple_choice';
          if (free) {
            expect(entry.question_response_id).toBe(ids[0]);
            expect(entry.content?.trim()).not.toBe('');
          } else {
            expect(entry.content).toBeUndefined();
          }
        }
      }),
    );
  });

  it('nothing the parent answered on a shown question is lost: its content, or every chosen response, is sent', () => {
    let sent = 0;
    fc.assert(
      fc.property(questionnaireCaseArb, ({ questionnaire, answers }) => {
        const entries = buildQuestionnaireResponses(questionnaire, answers);
        sent += entries.length;
        for (const question of questionnaire.questions) {
          const answer = answers[question.id];
          if (answer === null || answer === undefined) continue;
          if (!isQuestionShown(questionnaire, answers, question.id)) continue;
          const mine = entries.filter((e) => e.question_id === question.id);
          const responseIds = question.question_responses.map((r) => r.id);
          if (question.kind === 'multiple_choice') {
            const chosen = typeof answer === 'number' ? [answer] : Array.isArray(answer) ? answer : [];
            expect(new Set(mine.map((e) => e.question_response_id))).toEqual(
              new Set(chosen.filter((id) => responseIds.includes(id))),
            );
          } else {
            const content = typeof answer === 'string' ? answer.trim() : String(answer);
            const sendable = content !== '' && !Array.isArray(answer) && responseIds.length > 0;
            expect(mine.map((e) => e.content)).toEqual(sendable ? [content] : []);
          }
        }
      }),
    );
    // The law was checked on submissions that send something, not only on empty ones.
    expect(sent).toBeGreaterThan(0);
  });

  it('a free-entry question sends at most one entry, and no response is sent twice', () => {
    fc.assert(
      fc.property(questionnaireCaseArb, ({ questionnaire, answers }) => {
        const entries = buildQuestionnaireResponses(questionnaire, answers);
        const keys = entries.map((e) => `${e.question_id}:${e.question_response_id}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe('questionnaire sets and bands', () => {
  it('the age band is child under 13, teen from 13 to 17 and adult from 18, whatever the age', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (years) => {
        expect(ageBand(years)).toBe(years < 13 ? 'child' : years < 18 ? 'teen' : 'adult');
      }),
    );
  });

  it('every onboarding set has 7 or 8 distinct questionnaires, and medication side effects only for children and teens on medication', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.boolean(), (years, onMedication) => {
        const set = questionnaireSet(years, onMedication);
        expect(new Set(set).size).toBe(set.length);
        expect(set.length).toBeGreaterThanOrEqual(7);
        expect(set.length).toBeLessThanOrEqual(8);
        expect(set.includes('medication')).toBe(onMedication && years < 18);
        expect(set.includes('aces_child')).toBe(years < 13);
        expect(set.includes('aces_teen')).toBe(years >= 13 && years < 18);
      }),
    );
  });
});

describe('on medication', () => {
  const dayArb = fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  it('the family’s yes always counts; otherwise a child is on medication exactly when a prescription has started by today', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(dayArb, { maxLength: 4 }), dayArb, (said, starts, today) => {
        expect(isOnMedication({ on_medication: said }, starts, today)).toBe(
          said || starts.some((start) => start <= today),
        );
      }),
    );
  });
});

describe('answering a questionnaire', () => {
  it('a complete questionnaire sends an answer for every shown multiple-choice question (required unless it says)', () => {
    fc.assert(
      fc.property(questionnaireCaseArb, ({ questionnaire, answers }) => {
        const sent = new Set(buildQuestionnaireResponses(questionnaire, answers).map((e) => e.question_id));
        const choices = shownQuestions(questionnaire, answers).filter((q) => q.kind === 'multiple_choice');
        expect(isQuestionnaireComplete(questionnaire, answers)).toBe(choices.every((q) => sent.has(q.id)));
      }),
    );
  });

  it('the shown questions are exactly those isQuestionShown keeps, and every answered one that has a response id is sent', () => {
    fc.assert(
      fc.property(questionnaireCaseArb, ({ questionnaire, answers }) => {
        const shown = shownQuestions(questionnaire, answers);
        expect(shown.map((q) => q.id)).toEqual(
          questionnaire.questions
            .filter((q) => isQuestionShown(questionnaire, answers, q.id))
            .map((q) => q.id),
        );
        const sent = new Set(buildQuestionnaireResponses(questionnaire, answers).map((e) => e.question_id));
        for (const q of shown)
          if (q.question_responses.length > 0)
            expect(sent.has(q.id)).toBe(isQuestionAnswered(q, answers[q.id]));
      }),
    );
  });
});
