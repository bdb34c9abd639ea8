/**
 * The questionnaire catalogue in the database: written once with ids that stay, rewritten at every start
 * with only what changed, and a deployment's licensed wording laid over it by key through the same path.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUESTIONNAIRE_CATALOGUE } from '@attune/catalogue';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/database';
import * as t from '../db/schema';
import { withWording, wordingFromEnvironment, writeQuestionnaireCatalogue } from './questionnaires';

describe('the questionnaire catalogue in the database', () => {
  let database: Database;
  const dir = mkdtempSync(join(tmpdir(), 'attune-wording-'));
  beforeAll(async () => {
    database = await createDatabase({ memory: true });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const snapshot = async () => ({
    questions: await database.db.select().from(t.questions).orderBy(asc(t.questions.id)),
    responses: await database.db.select().from(t.questionResponses).orderBy(asc(t.questionResponses.id)),
  });

  it('writes every questionnaire, and writing it again changes nothing', async () => {
    await database.db.transaction((tx) => writeQuestionnaireCatalogue(tx, QUESTIONNAIRE_CATALOGUE));
    const first = await snapshot();
    expect(first.questions).toHaveLength(
      QUESTIONNAIRE_CATALOGUE.reduce((sum, questionnaire) => sum + questionnaire.questions.length, 0),
    );
    await database.db.transaction((tx) => writeQuestionnaireCatalogue(tx, QUESTIONNAIRE_CATALOGUE));
    expect(await snapshot()).toEqual(first);
  });

  it('lays a licensed wording file over the texts by key, keeping ids, values and measures', async () => {
    const before = await snapshot();
    const file = join(dir, 'wording.json');
    writeFileSync(
      file,
      JSON.stringify({
        vanderbilt: {
          title: 'Licensed rating scale',
          questions: { inattentive_1: { text: 'Licensed item one', responses: ['L0', 'L1', 'L2', 'L3'] } },
        },
      }),
    );
    const wording = wordingFromEnvironment({ ATTUNE_QUESTIONNAIRE_WORDING: file });
    await database.db.transaction((tx) =>
      writeQuestionnaireCatalogue(tx, withWording(QUESTIONNAIRE_CATALOGUE, wording)),
    );
    const [vanderbilt] = await database.db
      .select()
      .from(t.questionnaires)
      .where(eq(t.questionnaires.key, 'vanderbilt'));
    expect(vanderbilt?.title).toBe('Licensed rating scale');
    const after = await snapshot();
    const item = after.questions.find(
      (q) => q.questionnaireId === vanderbilt?.id && q.key === 'inattentive_1',
    );
    expect(item?.text).toBe('Licensed item one');
    expect(item?.measure).toBe('inattentive');
    expect(after.responses.filter((r) => r.questionId === item?.id).map((r) => [r.text, r.value])).toEqual([
      ['L0', 0],
      ['L1', 1],
      ['L2', 2],
      ['L3', 3],
    ]);
    expect(after.questions.map((q) => q.id)).toEqual(before.questions.map((q) => q.id));
    expect(after.responses.map((r) => r.id)).toEqual(before.responses.map((r) => r.id));
  });

  it('stores the Spanish with every text, and a licensed wording in Spanish over it by key', async () => {
    const stored = async () => {
      const [row] = await database.db
        .select()
        .from(t.questionnaires)
        .where(eq(t.questionnaires.key, 'anxiety'));
      const questions = await database.db
        .select()
        .from(t.questions)
        .where(eq(t.questions.questionnaireId, row?.id ?? 0))
        .orderBy(asc(t.questions.position));
      const responses = await database.db
        .select()
        .from(t.questionResponses)
        .where(eq(t.questionResponses.questionId, questions[0]?.id ?? 0))
        .orderBy(asc(t.questionResponses.position));
      return { row, questions, responses };
    };
    await database.db.transaction((tx) => writeQuestionnaireCatalogue(tx, QUESTIONNAIRE_CATALOGUE));
    const own = await stored();
    expect(own.row?.translations).toEqual({ title_es: 'Seguimiento de la preocupación' });
    expect(own.questions[0]?.translations).toEqual({ content_es: 'Parece temeroso o nervioso' });
    expect(own.responses.map((r) => r.translations.content_es)).toEqual([
      'Nunca',
      'A veces',
      'Con frecuencia',
      'Con mucha frecuencia',
    ]);

    const file = join(dir, 'wording-es.json');
    writeFileSync(
      file,
      JSON.stringify({
        anxiety: {
          title: 'Licensed worry scale',
          title_es: 'Escala licenciada de preocupación',
          questions: {
            anxiety_1: { text: 'Licensed item', responses: ['L0', 'L1', 'L2', 'L3'], responses_es: ['E0'] },
          },
        },
      }),
    );
    const wording = wordingFromEnvironment({ ATTUNE_QUESTIONNAIRE_WORDING: file });
    await database.db.transaction((tx) =>
      writeQuestionnaireCatalogue(tx, withWording(QUESTIONNAIRE_CATALOGUE, wording)),
    );
    const licensed = await stored();
    expect(licensed.row?.translations).toEqual({ title_es: 'Escala licenciada de preocupación' });
    // A text the licence replaced without its Spanish loses the catalogue's paraphrase.
    expect(licensed.questions[0]?.translations).toEqual({});
    expect(licensed.responses.map((r) => r.translations.content_es)).toEqual([
      'E0',
      undefined,
      undefined,
      undefined,
    ]);
    // Untouched questions keep the catalogue's Spanish; ids stay.
    expect(licensed.questions[1]?.translations).toEqual(own.questions[1]?.translations);
    expect(licensed.questions.map((q) => q.id)).toEqual(own.questions.map((q) => q.id));
    await database.db.transaction((tx) => writeQuestionnaireCatalogue(tx, QUESTIONNAIRE_CATALOGUE));
    expect((await stored()).questions[0]?.translations).toEqual(own.questions[0]?.translations);
  });

  it('refuses a wording file of the wrong shape, naming the variable', () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ vanderbilt: { questions: { inattentive_1: { text: 5 } } } }));
    expect(() => wordingFromEnvironment({ ATTUNE_QUESTIONNAIRE_WORDING: file })).toThrow(
      /ATTUNE_QUESTIONNAIRE_WORDING/,
    );
  });

  it('deletes a question or an answer that left the catalogue, or detaches it when it was chosen', async () => {
    const catalogue = QUESTIONNAIRE_CATALOGUE.map((questionnaire) =>
      questionnaire.key === 'anxiety'
        ? { ...questionnaire, questions: questionnaire.questions.slice(0, 5) }
        : questionnaire.key === 'conduct'
          ? {
              ...questionnaire,
              questions: questionnaire.questions
                .slice(0, 13)
                .map((q, i) => (i === 0 ? { ...q, responses: q.responses.slice(0, 3) } : q)),
            }
          : questionnaire,
    );
    const live = async (key: string) => {
      const [row] = await database.db.select().from(t.questionnaires).where(eq(t.questionnaires.key, key));
      return database.db
        .select()
        .from(t.questions)
        .where(eq(t.questions.questionnaireId, row?.id ?? 0))
        .orderBy(asc(t.questions.id));
    };
    // Someone answered conduct's last question: it must survive, detached.
    const conduct = await live('conduct');
    const last = conduct.find((q) => q.key === 'conduct_14');
    const [user] = await database.db
      .insert(t.users)
      .values({ email: 'p@example.test', passwordHash: 'x', name: 'P' } as typeof t.users.$inferInsert)
      .returning();
    const [child] = await database.db
      .insert(t.children)
      .values({
        userId: user?.id ?? 0,
        name: 'C',
        birthday: '2018-01-01',
        gender: 'other',
      } as typeof t.children.$inferInsert)
      .returning();
    const [assessment] = await database.db
      .insert(t.assessments)
      .values({ childId: child?.id ?? 0, questionnaireId: last?.questionnaireId ?? 0 })
      .returning();
    await database.db
      .insert(t.assessmentResponses)
      .values({ assessmentId: assessment?.id ?? 0, questionId: last?.id ?? 0 });
    // ... and chose 'Very often' on its first question, an answer the catalogue drops.
    const firstQuestion = conduct.find((q) => q.key === 'conduct_1');
    const responsesOfFirst = () =>
      database.db
        .select()
        .from(t.questionResponses)
        .where(eq(t.questionResponses.questionId, firstQuestion?.id ?? 0))
        .orderBy(asc(t.questionResponses.id));
    const veryOften = (await responsesOfFirst())[3];
    await database.db.insert(t.assessmentResponses).values({
      assessmentId: assessment?.id ?? 0,
      questionId: firstQuestion?.id ?? 0,
      questionResponseId: veryOften?.id ?? 0,
    });

    await database.db.transaction((tx) => writeQuestionnaireCatalogue(tx, catalogue));
    expect((await live('anxiety')).map((q) => q.key)).toEqual([
      'anxiety_1',
      'anxiety_2',
      'anxiety_3',
      'anxiety_4',
      'anxiety_5',
    ]);
    const kept = await responsesOfFirst();
    expect(kept.map((r) => r.position)).toEqual([1, 2, 3, -(veryOften?.id ?? 0)]);
    const after = await live('conduct');
    expect(after).toHaveLength(14);
    expect(after.find((q) => q.id === last?.id)?.key).toBeNull();
    expect(
      (await database.db.select().from(t.questions).where(isNotNull(t.questions.key))).some(
        (q) => q.id === last?.id,
      ),
    ).toBe(false);
  });
});
