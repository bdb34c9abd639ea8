/**
 * Questionnaires in Spanish: `localizeQuestionnaire` shows a questionnaire in the parent's language
 * without changing what the answers mean (the catalogue's own Spanish is checked in @attune/catalogue).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { questionnaireArb } from '../testing/entities.arbitraries';
import { questionnaire } from '../testing/fixtures';
import { localizeQuestionnaire } from './questionnaires.logic';
import type { Questionnaire } from './questionnaires.schema';

describe('localizeQuestionnaire', () => {
  const form = questionnaire();

  it('shows the Spanish title, questions and answers, and the English where a text has no Spanish', () => {
    const es = localizeQuestionnaire(form, 'es');
    expect(es.title).toBe('Seguimiento semanal');
    expect(es.questions[0]?.content).toBe('Le cuesta mantener la atención en las tareas o el juego');
    expect(es.questions[0]?.question_responses.map((r) => r.content)).toEqual([
      'Nunca',
      'De vez en cuando',
      'Con frecuencia',
      'Con mucha frecuencia',
    ]);
    // The third rated question has no Spanish: its English shows.
    expect(es.questions[2]?.content).toBe('Loses temper');
    expect(es.questions[3]?.question_responses[0]?.content).toBe('Sí');
  });

  it('reads a regional tag by its language and leaves English and unknown languages alone', () => {
    expect(localizeQuestionnaire(form, 'es-MX').title).toBe('Seguimiento semanal');
    expect(localizeQuestionnaire(form, 'en')).toBe(form);
    expect(localizeQuestionnaire(form, 'fr')).toEqual(form);
  });

  it('falls back to English for data written before translations, and for a blank translation', () => {
    const old = questionnaire({ translations: { title_es: '  ' } });
    const bare: Questionnaire = {
      ...old,
      questions: old.questions.map(({ translations: _, ...question }) => question),
    };
    const es = localizeQuestionnaire(bare, 'es');
    expect(es.title).toBe('Weekly check-in');
    expect(es.questions[0]?.content).toBe('Has trouble keeping attention on tasks or play');
  });
});

/** A questionnaire where some texts carry a Spanish translation (some blank), others none. */
const translatedArb = questionnaireArb.chain((q) =>
  fc
    .record({
      title: fc.option(fc.string(), { nil: undefined }),
      questions: fc.array(fc.option(fc.string(), { nil: undefined }), {
        minLength: q.questions.length,
        maxLength: q.questions.length,
      }),
      responses: fc.array(fc.option(fc.string(), { nil: undefined }), { minLength: 24, maxLength: 24 }),
    })
    .map(({ title, questions, responses }): Questionnaire => {
      let r = 0;
      const tr = (text: string | undefined) =>
        text === undefined ? {} : { translations: { content_es: text } };
      return {
        ...q,
        ...(title === undefined ? {} : { translations: { title_es: title } }),
        questions: q.questions.map((question, i) => ({
          ...question,
          ...tr(questions[i]),
          question_responses: question.question_responses.map((response) => ({
            ...response,
            ...tr(responses[r++ % responses.length]),
          })),
        })),
      };
    }),
);

/** Everything but the texts. */
const shape = (q: Questionnaire) =>
  q.questions.map((question) => ({
    id: question.id,
    position: question.position,
    kind: question.kind,
    conditional: question.conditional,
    required: question.required,
    responses: question.question_responses.map(({ id, position, value }) => ({ id, position, value })),
  }));

describe('localizeQuestionnaire (properties)', () => {
  it('law: ids, positions, kinds, values and conditions never change with the language', () => {
    fc.assert(
      fc.property(translatedArb, fc.constantFrom('es', 'en', 'fr', 'es-419'), (q, language) => {
        const localized = localizeQuestionnaire(q, language);
        expect(shape(localized)).toEqual(shape(q));
        expect(localized.id).toBe(q.id);
      }),
    );
  });

  it('law: each Spanish text is its non-blank translation, otherwise its English', () => {
    const pick = (es: string | undefined, en: string) => (es && es.trim() !== '' ? es : en);
    fc.assert(
      fc.property(translatedArb, (q) => {
        const es = localizeQuestionnaire(q, 'es');
        expect(es.title).toBe(pick(q.translations?.title_es, q.title));
        q.questions.forEach((question, i) => {
          expect(es.questions[i]?.content).toBe(pick(question.translations?.content_es, question.content));
          question.question_responses.forEach((response, j) => {
            expect(es.questions[i]?.question_responses[j]?.content).toBe(
              pick(response.translations?.content_es, response.content),
            );
          });
        });
      }),
    );
  });
});
