/**
 * The questionnaire catalogue in the database, written from the catalogue (`QUESTIONNAIRE_CATALOGUE` of
 * `@attune/catalogue`, or an imported one) by `../catalogue/catalogue-sync.ts`: questionnaires by key,
 * questions by (questionnaire, key), answers by position. Only what differs is written, so an unchanged
 * catalogue costs three reads.
 *
 * Licensed wording: a deployment that holds a licence for an instrument sets `ATTUNE_QUESTIONNAIRE_WORDING`
 * to a JSON file (see {@link QuestionnaireWordingSchema}) whose texts replace the catalogue's own by
 * questionnaire and question key; which question feeds which measure, the answers' values and the
 * scoring never change with the wording. The file may carry the Spanish of the same wording (`title_es`,
 * `text_es`, `responses_es`); a text the file replaces without its Spanish loses the catalogue's Spanish
 * (which is the catalogue's own wording, not the instrument's), so a Spanish reader sees the licensed
 * English rather than a paraphrase.
 *
 * Every text goes into the database with its `translations` (`title_es`, `content_es`), served on the wire
 * as plans' are; the browser picks the parent's language with core's `localizeQuestionnaire`.
 *
 * A question that left the catalogue is deleted when nobody answered it, otherwise detached (its key
 * cleared): it is no longer shown or accepted, but past answers keep it.
 */
import { readFileSync } from 'node:fs';
import { type CatalogueQuestionnaire, QUESTIONNAIRE_CATALOGUE } from '@attune/catalogue';
import { MEASURES, type MeasureKey, measureCutOff } from '@attune/core/rules';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/database';
import * as t from '../db/schema';

/**
 * The wording file: by questionnaire key, an optional title and, by question key, the question's text
 * and its answers' labels in order (as many as the catalogue's answers); each optionally in Spanish too
 * (`title_es`, `text_es`, `responses_es`).
 */
export const QuestionnaireWordingSchema = z.record(
  z.string(),
  z.object({
    title: z.string().min(1).optional(),
    title_es: z.string().min(1).optional(),
    questions: z
      .record(
        z.string(),
        z.object({
          text: z.string().min(1).optional(),
          text_es: z.string().min(1).optional(),
          responses: z.array(z.string().min(1)).optional(),
          responses_es: z.array(z.string().min(1)).optional(),
        }),
      )
      .optional(),
  }),
);
/** The wording file's content. */
export type QuestionnaireWording = z.infer<typeof QuestionnaireWordingSchema>;

/**
 * A text's translations after the wording: its Spanish from the file when given; else, when the file
 * replaced the English, none (the catalogue's Spanish translates other words); else unchanged.
 */
function wordedTranslations(
  translations: Readonly<Record<string, string>>,
  field: string,
  english: string | undefined,
  spanish: string | undefined,
): Readonly<Record<string, string>> {
  if (spanish !== undefined) return { ...translations, [`${field}_es`]: spanish };
  if (english === undefined) return translations;
  const { [`${field}_es`]: _replaced, ...rest } = translations;
  return rest;
}

/** The catalogue with a deployment's wording laid over it (texts only; keys, values and measures stay). */
export function withWording(
  catalogue: readonly CatalogueQuestionnaire[],
  wording: QuestionnaireWording,
): CatalogueQuestionnaire[] {
  return catalogue.map((questionnaire) => {
    const own = wording[questionnaire.key];
    if (!own) return questionnaire;
    return {
      ...questionnaire,
      title: own.title ?? questionnaire.title,
      translations: wordedTranslations(questionnaire.translations, 'title', own.title, own.title_es),
      questions: questionnaire.questions.map((question) => {
        const words = own.questions?.[question.key];
        if (!words) return question;
        return {
          ...question,
          text: words.text ?? question.text,
          translations: wordedTranslations(question.translations, 'content', words.text, words.text_es),
          responses: question.responses.map((response, index) => ({
            ...response,
            text: words.responses?.[index] ?? response.text,
            translations: wordedTranslations(
              response.translations,
              'content',
              words.responses?.[index],
              words.responses_es?.[index],
            ),
          })),
        };
      }),
    };
  });
}

/** The wording file named by `ATTUNE_QUESTIONNAIRE_WORDING`, or none. A bad file stops the start. */
export function wordingFromEnvironment(env: NodeJS.ProcessEnv = process.env): QuestionnaireWording {
  const file = env.ATTUNE_QUESTIONNAIRE_WORDING;
  if (!file) return {};
  const parsed = QuestionnaireWordingSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`ATTUNE_QUESTIONNAIRE_WORDING (${file}) is not a wording file: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** Whether a stored value equals the wanted one (translations compared by their entries). */
function same(stored: unknown, wanted: unknown): boolean {
  if (typeof wanted !== 'object' || wanted === null) return stored === wanted;
  if (typeof stored !== 'object' || stored === null) return false;
  const a = Object.entries(stored).sort(([x], [y]) => x.localeCompare(y));
  const b = Object.entries(wanted).sort(([x], [y]) => x.localeCompare(y));
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The one measure a questionnaire feeds, or null when it feeds none or several. */
function soleMeasure(questionnaire: CatalogueQuestionnaire): MeasureKey | null {
  const measures = new Set(questionnaire.questions.map((q) => q.measure).filter((m) => m !== null));
  return measures.size === 1 ? ([...measures][0] as MeasureKey) : null;
}

/** Writes the questionnaire catalogue (with the deployment's wording), changing only what differs. */
export async function writeQuestionnaireCatalogue(
  tx: Tx,
  catalogue: readonly CatalogueQuestionnaire[] = withWording(
    QUESTIONNAIRE_CATALOGUE,
    wordingFromEnvironment(),
  ),
): Promise<void> {
  const existing = await tx.select().from(t.questionnaires);
  const questionRows = await tx.select().from(t.questions);
  const responseRows = await tx.select().from(t.questionResponses);

  for (const questionnaire of catalogue) {
    const measure = soleMeasure(questionnaire);
    const scoring = measure ? MEASURES[measure].scoring : null;
    const values = {
      title: questionnaire.title,
      responseTypeName: questionnaire.responseTypeName,
      measure,
      min: scoring?.min ?? null,
      max: scoring?.max ?? null,
      cutOff: measure ? measureCutOff(measure) : null,
      direction: (measure ? MEASURES[measure].direction : null) ?? 'reduce',
      translations: { ...questionnaire.translations },
    };
    let row = existing.find((r) => r.key === questionnaire.key);
    if (!row) {
      [row] = await tx
        .insert(t.questionnaires)
        .values({ key: questionnaire.key, ...values })
        .returning();
    } else if (
      (Object.keys(values) as (keyof typeof values)[]).some((field) => !same(row?.[field], values[field]))
    ) {
      await tx.update(t.questionnaires).set(values).where(eq(t.questionnaires.id, row.id));
    }
    if (!row) continue;
    const questionnaireId = row.id;

    // Questions by key: insert the new (in one statement), update the changed.
    const mine = questionRows.filter((q) => q.questionnaireId === questionnaireId);
    const idByKey = new Map<string, number>();
    const wantedQuestion = (question: CatalogueQuestionnaire['questions'][number], index: number) => ({
      position: index + 1,
      text: question.text,
      kind: question.kind,
      measure: question.measure,
      required: question.required,
      multiSelect: question.multiSelect ?? false,
      translations: { ...question.translations },
    });
    const toInsert: (typeof t.questions.$inferInsert)[] = [];
    for (const [index, question] of questionnaire.questions.entries()) {
      const wanted = wantedQuestion(question, index);
      const found = mine.find((q) => q.key === question.key);
      if (!found) {
        toInsert.push({ questionnaireId, key: question.key, ...wanted });
        continue;
      }
      idByKey.set(question.key, found.id);
      if (
        (Object.keys(wanted) as (keyof typeof wanted)[]).some((field) => !same(found[field], wanted[field]))
      ) {
        await tx.update(t.questions).set(wanted).where(eq(t.questions.id, found.id));
      }
    }
    if (toInsert.length > 0) {
      const inserted = await tx
        .insert(t.questions)
        .values(toInsert)
        .returning({ id: t.questions.id, key: t.questions.key });
      for (const row of inserted) if (row.key !== null) idByKey.set(row.key, row.id);
    }

    // Answers by position: insert the new (in one statement), update the changed.
    const responseIds = new Map<string, number[]>();
    const responsesToInsert: (typeof t.questionResponses.$inferInsert)[] = [];
    for (const question of questionnaire.questions) {
      const questionId = idByKey.get(question.key) as number;
      const theirs = responseRows.filter((r) => r.questionId === questionId);
      for (const [index, response] of question.responses.entries()) {
        const wanted = {
          text: response.text,
          value: response.value ?? 0,
          translations: { ...response.translations },
        };
        const found = theirs.find((r) => r.position === index + 1);
        if (!found) {
          responsesToInsert.push({ questionId, position: index + 1, ...wanted });
        } else if (
          found.text !== wanted.text ||
          found.value !== wanted.value ||
          !same(found.translations, wanted.translations)
        ) {
          await tx.update(t.questionResponses).set(wanted).where(eq(t.questionResponses.id, found.id));
        }
      }
      const extra = theirs.filter((r) => r.position > question.responses.length).map((r) => r.id);
      // (Answers already retired have a position below 1 and are left alone.)
      if (extra.length > 0) await retireResponses(tx, extra);
    }
    const allResponses = [
      ...responseRows,
      ...(responsesToInsert.length > 0
        ? await tx.insert(t.questionResponses).values(responsesToInsert).returning()
        : []),
    ];
    for (const question of questionnaire.questions) {
      const questionId = idByKey.get(question.key) as number;
      const ids = allResponses
        .filter((r) => r.questionId === questionId && r.position >= 1)
        .sort((a, b) => a.position - b.position)
        .map((r) => r.id);
      responseIds.set(question.key, ids);
    }

    // Conditions, once every id is known.
    for (const question of questionnaire.questions) {
      const id = idByKey.get(question.key) as number;
      const condition = question.showIf
        ? {
            trigger_question_id: idByKey.get(question.showIf.question) as number,
            trigger_response_id: responseIds.get(question.showIf.question)?.[
              question.showIf.response
            ] as number,
          }
        : null;
      const current = mine.find((q) => q.id === id)?.conditional ?? null;
      if (JSON.stringify(current) !== JSON.stringify(condition)) {
        await tx.update(t.questions).set({ conditional: condition }).where(eq(t.questions.id, id));
      }
    }

    // Questions that left the catalogue.
    const keys = new Set(questionnaire.questions.map((q) => q.key));
    const gone = mine.filter((q) => q.key === null || !keys.has(q.key)).map((q) => q.id);
    if (gone.length > 0) await retireQuestions(tx, gone);
  }
}

/** Deletes unanswered questions; detaches (clears the key of) answered ones. */
async function retireQuestions(tx: Tx, ids: number[]): Promise<void> {
  const answered = new Set(
    (
      await tx
        .selectDistinct({ id: t.assessmentResponses.questionId })
        .from(t.assessmentResponses)
        .where(inArray(t.assessmentResponses.questionId, ids))
    ).map((row) => row.id),
  );
  const unanswered = ids.filter((id) => !answered.has(id));
  if (unanswered.length > 0) await tx.delete(t.questions).where(inArray(t.questions.id, unanswered));
  if (answered.size > 0) {
    await tx
      .update(t.questions)
      .set({ key: null })
      .where(and(inArray(t.questions.id, [...answered]), isNotNull(t.questions.key)));
  }
}

/**
 * Deletes answers past the catalogue's count; one someone chose stays for its assessments but leaves the
 * question (its position set below 1, which reads skip and submissions refuse).
 */
async function retireResponses(tx: Tx, ids: number[]): Promise<void> {
  const chosen = new Set(
    (
      await tx
        .selectDistinct({ id: t.assessmentResponses.questionResponseId })
        .from(t.assessmentResponses)
        .where(inArray(t.assessmentResponses.questionResponseId, ids))
    ).map((row) => row.id),
  );
  const unchosen = ids.filter((id) => !chosen.has(id));
  if (unchosen.length > 0)
    await tx.delete(t.questionResponses).where(inArray(t.questionResponses.id, unchosen));
  for (const id of chosen) {
    if (id === null) continue;
    await tx.update(t.questionResponses).set({ position: -id }).where(eq(t.questionResponses.id, id));
  }
}
