import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { questionnaireArb } from '../testing/entities.arbitraries';
import {
  AssessmentInputSchema,
  AssessmentSchema,
  type Questionnaire,
  QuestionnaireKindSchema,
  QuestionnaireSchema,
} from './questionnaires.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

const medicalHistory: Questionnaire = {
  id: 5,
  kind: 'medical_history',
  title: 'Medical history',
  response_type_name: 'mixed',
  questions: [
    {
      id: 50,
      position: 1,
      content: 'Has your child ever been hospitalised?',
      kind: 'multiple_choice',
      conditional: null,
      question_responses: [
        { id: 500, content: 'Yes', position: 1, value: 1 },
        { id: 501, content: 'No', position: 2, value: 0 },
      ],
    },
    {
      id: 51,
      position: 2,
      content: 'When?',
      kind: 'datepicker',
      conditional: { trigger_question_id: 50, trigger_response_id: 500 },
      question_responses: [{ id: 510, content: '', position: 1, value: null }],
    },
    {
      id: 52,
      position: 3,
      content: 'How many nights?',
      kind: 'numberpicker',
      conditional: { trigger_question_id: 50, trigger_response_id: 500 },
      question_responses: [{ id: 520, content: '', position: 1, value: null }],
    },
  ],
};

describe('QuestionnaireSchema', () => {
  it('reads a questionnaire with conditional questions unchanged', () => {
    expect(QuestionnaireSchema.parse(medicalHistory)).toEqual(medicalHistory);
  });

  it('rejects an unknown question kind and a half-filled conditional, naming the question and field', () => {
    const [first, second] = medicalHistory.questions;
    const bad = {
      ...medicalHistory,
      questions: [
        { ...first, kind: 'radio' },
        { ...second, conditional: { trigger_question_id: 50 } },
      ],
    };
    expect(badFields(parseWith(QuestionnaireSchema, bad))).toEqual([
      'questions.0.kind',
      'questions.1.conditional.trigger_response_id',
    ]);
  });

  it('knows the fifteen questionnaire kind codes', () => {
    expect(QuestionnaireKindSchema.options).toHaveLength(15);
    expect(QuestionnaireKindSchema.safeParse('NIDA-V1').success).toBe(true);
    expect(QuestionnaireKindSchema.safeParse('nida-v1').success).toBe(false);
  });
});

describe('assessments', () => {
  it('a submission sends content for text, date and number answers and one entry per chosen response', () => {
    const submission = {
      patient_id: 7,
      questionnaire_id: 5,
      questionnaire_responses: [
        { question_id: 50, question_response_id: 500 },
        { question_id: 51, question_response_id: 510, content: '2024-06-01' },
      ],
    };
    expect(AssessmentInputSchema.parse(submission)).toEqual(submission);
    expect(
      badFields(
        parseWith(AssessmentInputSchema, { ...submission, questionnaire_responses: [{ question_id: 50 }] }),
      ),
    ).toEqual(['questionnaire_responses.0.question_response_id']);
  });

  it('reads an assessment unchanged', () => {
    const assessment = {
      id: 90,
      patient_id: 7,
      questionnaire_id: 5,
      score: null,
      completed_at: '2026-03-10T18:30:00Z',
      questionnaire_responses: [{ question_id: 50, question_response_id: 501 }],
    };
    expect(AssessmentSchema.parse(assessment)).toEqual(assessment);
  });
});

describe('questionnaire arbitraries', () => {
  it('every generated questionnaire parses with QuestionnaireSchema', () => {
    fc.assert(
      fc.property(questionnaireArb, (questionnaire) => {
        expect(QuestionnaireSchema.parse(questionnaire)).toEqual(questionnaire);
      }),
    );
  });

  it('a generated conditional question is triggered by a response of an earlier question', () => {
    fc.assert(
      fc.property(questionnaireArb, (questionnaire) => {
        questionnaire.questions.forEach((question, index) => {
          if (question.conditional === null) return;
          const { trigger_question_id, trigger_response_id } = question.conditional;
          const trigger = questionnaire.questions.slice(0, index).find((q) => q.id === trigger_question_id);
          expect(trigger?.question_responses.map((r) => r.id)).toContain(trigger_response_id);
        });
      }),
    );
  });

  it('generated questions have positions 1..n, at least one response, and distinct response ids', () => {
    fc.assert(
      fc.property(questionnaireArb, (questionnaire) => {
        expect(questionnaire.questions.map((q) => q.position)).toEqual(
          questionnaire.questions.map((_, i) => i + 1),
        );
        const responseIds = questionnaire.questions.flatMap((q) => q.question_responses.map((r) => r.id));
        expect(new Set(responseIds).size).toBe(responseIds.length);
        for (const question of questionnaire.questions) {
          expect(question.question_responses.length).toBeGreaterThan(0);
          if (question.kind !== 'multiple_choice') expect(question.question_responses).toHaveLength(1);
        }
      }),
    );
  });
});
