import { describe, expect, it } from 'vitest';
import {
  ageBand,
  ageInYears,
  answersFromResponses,
  buildAssessmentSubmission,
  buildQuestionnaireResponses,
  canLeaveQuestion,
  isOnMedication,
  isQuestionAnswered,
  isQuestionnaireComplete,
  isQuestionShown,
  questionnaireSet,
  type SubmissionQuestionnaire,
  shownQuestions,
  unansweredRequiredQuestions,
} from './questionnaires.logic';

const questionnaire: SubmissionQuestionnaire = {
  id: 5,
  questions: [
    { id: 1, kind: 'multiple_choice', question_responses: [{ id: 11 }, { id: 12 }, { id: 13 }] },
    { id: 2, kind: 'text_field', question_responses: [{ id: 21 }, { id: 22 }] },
    {
      id: 3,
      kind: 'multiple_choice',
      conditional: { trigger_question_id: 1, trigger_response_id: 12 },
      question_responses: [{ id: 31 }],
    },
    {
      id: 4,
      conditional: { trigger_question_id: 3, trigger_response_id: 31 },
      kind: 'datepicker',
      question_responses: [{ id: 41 }],
    },
    { id: 5, kind: 'numberpicker', question_responses: [{ id: 51 }] },
    { id: 6, kind: 'text_field', question_responses: [] },
    {
      id: 7,
      kind: 'multiple_choice',
      conditional: { trigger_question_id: 99, trigger_response_id: 1 },
      question_responses: [{ id: 71 }],
    },
  ],
};

describe('buildQuestionnaireResponses', () => {
  it('sends choices one entry per response, and free entries with the first response id', () => {
    expect(
      buildQuestionnaireResponses(questionnaire, {
        1: [11, 12, 12],
        2: ' fine ',
        3: 31,
        4: '2026-01-02',
        5: 0,
      }),
    ).toEqual([
      { question_id: 1, question_response_id: 11 },
      { question_id: 1, question_response_id: 12 },
      { question_id: 2, question_response_id: 21, content: 'fine' },
      { question_id: 3, question_response_id: 31 },
      { question_id: 4, question_response_id: 41, content: '2026-01-02' },
      { question_id: 5, question_response_id: 51, content: '0' },
    ]);
  });

  it('drops unanswered questions, blank text and responses of untriggered questions (transitively)', () => {
    expect(
      buildQuestionnaireResponses(questionnaire, { 1: 11, 2: '  ', 3: 31, 4: '2026-01-02', 5: null }),
    ).toEqual([{ question_id: 1, question_response_id: 11 }]);
  });

  it('drops a free-entry question without response ids, a condition on a missing question, and foreign ids', () => {
    expect(buildQuestionnaireResponses(questionnaire, { 6: 'text', 7: 71, 1: [99] })).toEqual([]);
  });

  it('builds the assessment payload for the child', () => {
    expect(buildAssessmentSubmission(questionnaire, { 1: 13 }, 42)).toEqual({
      patient_id: 42,
      questionnaire_id: 5,
      questionnaire_responses: [{ question_id: 1, question_response_id: 13 }],
    });
  });

  it('hides questions in a loop of conditions', () => {
    const loop: SubmissionQuestionnaire = {
      id: 1,
      questions: [
        {
          id: 1,
          kind: 'multiple_choice',
          conditional: { trigger_question_id: 2, trigger_response_id: 2 },
          question_responses: [{ id: 1 }],
        },
        {
          id: 2,
          kind: 'multiple_choice',
          conditional: { trigger_question_id: 1, trigger_response_id: 1 },
          question_responses: [{ id: 2 }],
        },
      ],
    };
    expect(isQuestionShown(loop, { 1: 1, 2: 2 }, 1)).toBe(false);
  });
});

describe('ageBand', () => {
  it.each([
    [0, 'child'],
    [12, 'child'],
    [13, 'teen'],
    [17, 'teen'],
    [18, 'adult'],
    [64, 'adult'],
  ] as const)('%i years is %s', (years, band) => {
    expect(ageBand(years)).toBe(band);
  });

  it('refuses a negative or missing age', () => {
    expect(() => ageBand(-1)).toThrow(RangeError);
    expect(() => ageBand(Number.NaN)).toThrow(RangeError);
  });
});

describe('ageInYears', () => {
  it.each([
    ['2016-05-10', '2026-05-09', 9],
    ['2016-05-10', '2026-05-10', 10],
    ['2016-02-29', '2026-02-28', 9],
    ['2016-02-29', '2026-03-01', 10],
    ['2016-05-10T00:00:00Z', '2026-05-10', 10],
  ] as const)('born %s, on %s: %i', (birthday, today, years) => {
    expect(ageInYears(birthday, today)).toBe(years);
  });
});

describe('questionnaireSet', () => {
  it.each([
    [
      8,
      false,
      [
        'background_information',
        'medical_history',
        'family_mental_history',
        'substance_exposure_history',
        'education_support_system',
        'aces_child',
        'vanderbilt',
      ],
    ],
    [
      12,
      true,
      [
        'background_information',
        'medical_history',
        'family_mental_history',
        'substance_exposure_history',
        'education_support_system',
        'aces_child',
        'vanderbilt',
        'medication',
      ],
    ],
    [
      13,
      false,
      [
        'background_information',
        'medical_history',
        'family_mental_history',
        'substance_exposure_history',
        'education_support_system',
        'aces_teen',
        'vanderbilt',
      ],
    ],
    [
      17,
      true,
      [
        'background_information',
        'medical_history',
        'family_mental_history',
        'substance_exposure_history',
        'education_support_system',
        'aces_teen',
        'vanderbilt',
        'medication',
      ],
    ],
    [
      18,
      true,
      [
        'background_information_adult',
        'medical_psychiatric_history_adult',
        'family_developmental_history_adult',
        'education_support_system',
        'gad7',
        'phq9',
        'NIDA-V1',
      ],
    ],
  ] as const)('age %i, on medication %s', (years, onMedication, set) => {
    expect(questionnaireSet(years, onMedication)).toEqual(set);
  });
});

describe('answersFromResponses and unansweredRequiredQuestions', () => {
  const form: SubmissionQuestionnaire = {
    id: 9,
    questions: [
      { id: 1, kind: 'multiple_choice', required: true, question_responses: [{ id: 11 }, { id: 12 }] },
      {
        id: 2,
        kind: 'text_field',
        required: true,
        conditional: { trigger_question_id: 1, trigger_response_id: 11 },
        question_responses: [{ id: 21 }],
      },
      { id: 3, kind: 'datepicker', question_responses: [{ id: 31 }] },
      { id: 4, kind: 'multiple_choice', required: false, question_responses: [{ id: 41 }] },
    ],
  };

  it('reads choices as lists and free entries as content, ignoring foreign questions and blank text', () => {
    expect(
      answersFromResponses(form, [
        { question_id: 1, question_response_id: 11 },
        { question_id: 1, question_response_id: 12 },
        { question_id: 2, question_response_id: 21, content: ' at school ' },
        { question_id: 3, question_response_id: 31, content: '  ' },
        { question_id: 99, question_response_id: 1 },
      ]),
    ).toEqual({ 1: [11, 12], 2: 'at school' });
  });

  it('names the required questions shown and unanswered; a hidden one is never required', () => {
    expect(unansweredRequiredQuestions(form, {})).toEqual([1]);
    expect(unansweredRequiredQuestions(form, { 1: [12] })).toEqual([]);
    expect(unansweredRequiredQuestions(form, { 1: [11] })).toEqual([2]);
    expect(unansweredRequiredQuestions(form, { 1: [11], 2: '  ' })).toEqual([2]);
    expect(unansweredRequiredQuestions(form, { 1: [11], 2: 'yes' })).toEqual([]);
  });
});

describe('isOnMedication', () => {
  it('is on medication when the family says so or a prescription has started', () => {
    expect(isOnMedication({ on_medication: true }, [], '2026-03-10')).toBe(true);
    expect(isOnMedication({ on_medication: false }, ['2026-03-10'], '2026-03-10')).toBe(true);
    expect(isOnMedication({ on_medication: false }, ['2026-03-11'], '2026-03-10')).toBe(false);
    expect(isOnMedication({ on_medication: false }, [], '2026-03-10')).toBe(false);
  });
});

describe('answering rules', () => {
  const choice = { id: 1, kind: 'multiple_choice' as const, question_responses: [{ id: 10 }, { id: 11 }] };
  const text = { id: 2, kind: 'text_field' as const, question_responses: [{ id: 20 }] };
  it('a choice must be answered with one of its own responses before moving on; a text may stay blank', () => {
    expect(canLeaveQuestion(choice, undefined)).toBe(false);
    expect(canLeaveQuestion(choice, 99)).toBe(false);
    expect(canLeaveQuestion(choice, 11)).toBe(true);
    expect(canLeaveQuestion(text, '  ')).toBe(true);
    expect(isQuestionAnswered(text, '  ')).toBe(false);
    expect(isQuestionAnswered(text, 'ok')).toBe(true);
  });
  it('a question that says whether it is required is taken at its word', () => {
    expect(canLeaveQuestion({ ...choice, required: false }, undefined)).toBe(true);
    expect(canLeaveQuestion({ ...text, required: true }, ' ')).toBe(false);
    expect(canLeaveQuestion({ ...text, required: true }, 'ok')).toBe(true);
  });
  it('a questionnaire is complete once every shown choice is answered', () => {
    const q = {
      id: 1,
      questions: [choice, { ...text, conditional: { trigger_question_id: 1, trigger_response_id: 10 } }],
    };
    expect(isQuestionnaireComplete(q, {})).toBe(false);
    expect(isQuestionnaireComplete(q, { 1: 10 })).toBe(true);
    expect(shownQuestions(q, { 1: 11 }).map((x) => x.id)).toEqual([1]);
    expect(shownQuestions(q, { 1: 10 }).map((x) => x.id)).toEqual([1, 2]);
  });
});
