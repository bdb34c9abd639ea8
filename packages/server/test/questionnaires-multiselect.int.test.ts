/**
 * Multi-select questions over real HTTP ("Who else helps your child? Choose all that apply."): the catalogue
 * marks the question `multi_select` and the server serves the flag; an assessment with two of its answers
 * is stored as two rows and read back as both; a second answer to a one-answer question is refused (422
 * naming the field, in the words of core's `isMultiSelectQuestion`).
 */

import { type Questionnaire, QuestionnaireSchema } from '@attune/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResponses } from '../src/db/schema';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

describe.each(engines)('multi-select questions (%s)', (engine) => {
  let harness: Harness;
  let family: { email: string; token: string };
  let education: Questionnaire;
  let childId: number;
  const call = (method: string, path: string, body?: unknown) =>
    harness.call(method, path, { token: family.token, body });
  const question = (content: string) => {
    const found = education.questions.find((q) => q.content.startsWith(content));
    if (!found) throw new Error(`no question ${content}`);
    return found;
  };
  /** The first response of every one-answer question (the multi-select one left to each test). */
  const oneAnswerEach = () =>
    education.questions
      .filter((q) => q.kind === 'multiple_choice' && !q.multi_select)
      .map((q) => ({ question_id: q.id, question_response_id: q.question_responses[0]?.id as number }));

  beforeAll(async () => {
    harness = await startHarness(engine);
    family = await harness.family('multiselect');
    const listed = await call('GET', '/v1/questionnaires');
    expect(listed.status).toBe(200);
    education = (listed.json as { questionnaires: unknown[] }).questionnaires
      .map((q) => QuestionnaireSchema.parse(q))
      .find((q) => q.kind === 'education_support_system') as Questionnaire;
    const added = await call('POST', '/v1/patients', {
      patient: { name: 'Mia', birthday: birthdayYearsAgo(harness.clock, 9), gender: 'female' },
    });
    childId = (added.json as { patient: { id: number } }).patient.id;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('serves the catalogue’s "Choose all that apply" question as multi-select, and only it', () => {
    const services = question('Who else helps your child?');
    expect(services.multi_select).toBe(true);
    expect(education.questions.filter((q) => q.multi_select).map((q) => q.id)).toEqual([services.id]);
    expect(question('Where is your child in school?').multi_select).toBe(false);
  });

  it('stores two answers to the multi-select question and reads both back', async () => {
    const services = question('Who else helps your child?');
    const [therapist, , doctor] = services.question_responses;
    const sent = await call('POST', '/v1/assessments', {
      patient_id: childId,
      questionnaire_id: education.id,
      questionnaire_responses: [
        ...oneAnswerEach(),
        { question_id: services.id, question_response_id: therapist?.id },
        { question_id: services.id, question_response_id: doctor?.id },
      ],
    });
    expect(sent.status).toBe(200);
    const assessment = (sent.json as { assessment: { id: number } }).assessment;
    const rows = await harness.server.ctx.db
      .select()
      .from(assessmentResponses)
      .where(eq(assessmentResponses.assessmentId, assessment.id));
    expect(
      rows
        .filter((row) => row.questionId === services.id)
        .map((row) => row.questionResponseId)
        .sort(),
    ).toEqual([therapist?.id, doctor?.id].sort());

    const read = await call('GET', `/v1/assessments/${assessment.id}`);
    expect(read.status).toBe(200);
    const answers = (
      read.json as {
        assessment: { questionnaire_responses: { question_id: number; question_response_id: number }[] };
      }
    ).assessment.questionnaire_responses;
    expect(
      answers
        .filter((a) => a.question_id === services.id)
        .map((a) => a.question_response_id)
        .sort(),
    ).toEqual([therapist?.id, doctor?.id].sort());
  });

  it('refuses a second answer to a one-answer question, naming the field', async () => {
    const services = question('Who else helps your child?');
    const stage = question('Where is your child in school?');
    const responses = [
      ...oneAnswerEach(),
      { question_id: services.id, question_response_id: services.question_responses[1]?.id },
      { question_id: stage.id, question_response_id: stage.question_responses[2]?.id },
    ];
    const sent = await call('POST', '/v1/assessments', {
      patient_id: childId,
      questionnaire_id: education.id,
      questionnaire_responses: responses,
    });
    expect(sent.status).toBe(422);
    expect(JSON.stringify(sent.json)).toContain(
      `questionnaire_responses.${responses.length - 1}.question_id`,
    );
    expect(JSON.stringify(sent.json)).toContain('takes one answer only');
  });
});
