/**
 * Questionnaires in Spanish over real HTTP: every questionnaire call (the catalogue, one questionnaire, the
 * clinical set and a collaborator's link) serves each text with its Spanish `translations`, which core's
 * `localizeQuestionnaire` turns into the Spanish screen; data parses with the core's contract schema.
 */

import { QUESTIONNAIRE_CATALOGUE } from '@attune/catalogue';
import { localizeQuestionnaire, type Questionnaire, QuestionnaireSchema } from '@attune/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

describe.each(engines)('questionnaires in Spanish (%s)', (engine) => {
  let harness: Harness;
  let family: { email: string; token: string };
  let questionnaires: Questionnaire[];
  const call = (method: string, path: string, body?: unknown, token: string | null = family.token) =>
    harness.call(method, path, { token, body });
  const byKind = (kind: string) => questionnaires.find((q) => q.kind === kind) as Questionnaire;

  beforeAll(async () => {
    harness = await startHarness(engine);
    family = await harness.family('questionnaires-es');
    const listed = await call('GET', '/v1/questionnaires');
    expect(listed.status).toBe(200);
    questionnaires = (listed.json as { questionnaires: unknown[] }).questionnaires.map((q) =>
      QuestionnaireSchema.parse(q),
    );
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('serves every title, question and answer of the catalogue with its Spanish', () => {
    for (const entry of QUESTIONNAIRE_CATALOGUE) {
      const es = localizeQuestionnaire(byKind(entry.key), 'es');
      expect(es.title).toBe(entry.translations.title_es);
      expect(es.questions.map((q) => q.content)).toEqual(
        entry.questions.map((q) => q.translations.content_es),
      );
      expect(es.questions.map((q) => q.question_responses.map((r) => r.content))).toEqual(
        entry.questions.map((q) => q.responses.map((r) => r.translations.content_es)),
      );
    }
    // The English stays the English.
    expect(
      localizeQuestionnaire(byKind('vanderbilt'), 'en').questions[0]?.question_responses[0]?.content,
    ).toBe('Never');
  });

  it('serves the Spanish on one questionnaire, the clinical set and a collaborator’s link', async () => {
    const vanderbilt = byKind('vanderbilt');
    const one = await call('GET', `/v1/questionnaires/${vanderbilt.id}`);
    expect(one.status).toBe(200);
    const single = QuestionnaireSchema.parse((one.json as { questionnaire: unknown }).questionnaire);
    expect(localizeQuestionnaire(single, 'es').title).toBe('Evaluación de atención y conducta');
    expect(localizeQuestionnaire(single, 'es').questions[0]?.question_responses[3]?.content).toBe(
      'Con mucha frecuencia',
    );

    const added = await call('POST', '/v1/patients', {
      patient: { name: 'Lucía', birthday: birthdayYearsAgo(harness.clock, 9), gender: 'female' },
    });
    const childId = (added.json as { patient: { id: number } }).patient.id;
    await harness.server.ctx.db.update(users).set({ clinical: true }).where(eq(users.email, family.email));
    const set = await call('GET', `/v1/clinic/patients/questionnaires?patient_id=${childId}`);
    expect(set.status).toBe(200);
    const titles = (set.json as { questionnaires: unknown[] }).questionnaires.map(
      (q) => localizeQuestionnaire(QuestionnaireSchema.parse(q), 'es').title,
    );
    expect(titles).toContain('Información general');
    expect(titles).toContain('Experiencias de vida (niños)');

    const check = byKind('inattentive');
    const made = await call('POST', '/v1/collaborator_questionnaires', {
      patient_id: childId,
      questionnaire_id: check.id,
      respondent: { name: 'Sra. López', relationship: 'teacher' },
    });
    expect(made.status).toBe(200);
    const { token } = (made.json as { collaborator_questionnaire_link: { token: string } })
      .collaborator_questionnaire_link;
    const opened = await call(
      'GET',
      `/v1/collaborator_questionnaires/${check.id}?token=${token}`,
      undefined,
      null,
    );
    expect(opened.status).toBe(200);
    const shared = QuestionnaireSchema.parse(
      (opened.json as { collaborator_questionnaire: { questionnaire: unknown } }).collaborator_questionnaire
        .questionnaire,
    );
    expect(localizeQuestionnaire(shared, 'es').questions[0]?.content).toBe(
      'Pasa por alto detalles o comete errores por descuido en las tareas de la escuela o de la casa',
    );
  });
});
