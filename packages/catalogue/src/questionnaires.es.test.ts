/**
 * The questionnaire catalogue in Spanish: every text has its Spanish, the same English is translated the
 * same way everywhere, and no placeholder is left unfilled.
 */
import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_CATALOGUE } from './questionnaires';

/** Texts that are the same word in both languages. */
const SAME_IN_SPANISH = new Set(['No']);

/** Every text of the catalogue: where it is, its English and its Spanish. */
const catalogueTexts = QUESTIONNAIRE_CATALOGUE.flatMap((q) => [
  { where: `${q.key}.title`, en: q.title, es: q.translations.title_es },
  ...q.questions.flatMap((question) => [
    { where: `${q.key}.${question.key}`, en: question.text, es: question.translations.content_es },
    ...question.responses.map((response, index) => ({
      where: `${q.key}.${question.key}.${index + 1}`,
      en: response.text,
      es: response.translations.content_es,
    })),
  ]),
]);

describe('the questionnaire catalogue in Spanish', () => {
  it('gives every title, question and answer a Spanish text of its own', () => {
    const missing = catalogueTexts.filter(
      ({ en, es }) => !es || es.trim() === '' || (es === en && !SAME_IN_SPANISH.has(en)),
    );
    expect(missing.map(({ where, en }) => `${where}: ${en}`)).toEqual([]);
    // All the distinct texts of the fifteen kinds and the check-ins, each translated.
    expect(new Set(catalogueTexts.map(({ en }) => en)).size).toBeGreaterThan(340);
  });

  it('translates the same English the same way everywhere', () => {
    const spanishOf = new Map<string, Set<string>>();
    for (const { en, es } of catalogueTexts)
      spanishOf.set(en, (spanishOf.get(en) ?? new Set()).add(es ?? ''));
    const ambiguous = [...spanishOf].filter(([, es]) => es.size > 1).map(([en]) => en);
    expect(ambiguous).toEqual([]);
  });

  it('keeps the Spanish free of unfilled placeholders and stray spaces', () => {
    for (const { where, es } of catalogueTexts) {
      expect(es, where).not.toMatch(/\$\{|undefined|^\s|\s$|\s{2}/);
    }
  });
});
