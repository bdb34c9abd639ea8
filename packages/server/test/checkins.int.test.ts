/**
 * Check-ins that count, over real HTTP: the questionnaire catalogue served from data, every measure scored
 * by core's rule through `POST assessments` (all lowest answers its minimum, all highest its maximum, a
 * mixed Vanderbilt by hand), the set by age and medication, bad input (another family's child, unknown
 * ids, a required question left out, a double submission), goal outcomes, trends and gauges from stored
 * assessments, a check-in item completed by its questionnaire, collaborator links, and the demo family's
 * scores stored as assessments.
 */

import { QUESTIONNAIRE_CATALOGUE } from '@attune/catalogue';
import { type GoalStep, MEASURES, type MeasureKey, measureCutOff, nextGoalEntry } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { DEMO_ACCOUNT } from '../src/seed/seed';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

type Response = { id: number; content: string; value: number | null };
type Question = {
  id: number;
  content: string;
  kind: string;
  required: boolean;
  conditional: { trigger_question_id: number; trigger_response_id: number } | null;
  question_responses: Response[];
};
type Questionnaire = { id: number; kind: string; title: string; questions: Question[] };
type Assessment = {
  id: number;
  score: number | null;
  scores: { kind: string; score: number; outcome: string | null }[];
  respondent: { name: string; relationship: string } | null;
  child_activity_item_id: number | null;
  questionnaire_responses: unknown[];
};
type Entry = {
  start: number;
  current: number;
  target: number;
  outcome: string | null;
  respondent: unknown;
  created_at: string;
};
type Score = { id: number; kind: string; accepted: boolean; outcome: string | null; results: Entry[] };
type Errors = { errors: Record<string, string[]> };

const scoredKeys = (Object.keys(MEASURES) as MeasureKey[]).filter((key) => MEASURES[key].scoring !== null);

describe.each(engines)('check-ins that count (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  let family: { email: string; token: string };
  let questionnaires: Questionnaire[];
  const call = (method: string, path: string, body?: unknown, as: string | null = token) =>
    harness.call(method, path, { token: as, body });
  const byKind = (kind: string) => questionnaires.find((q) => q.kind === kind) as Questionnaire;
  const addChild = async (years: number, name = 'Noa') => {
    const response = await call('POST', '/v1/patients', {
      patient: { name, birthday: birthdayYearsAgo(harness.clock, years), gender: 'female' },
    });
    expect(response.status).toBe(200);
    return (response.json as { patient: { id: number } }).patient.id;
  };
  /**
   * Answers to every question shown without a trigger: scored questions with `pick(values)`, other choice
   * questions with their first answer, required free-entry questions with a word.
   */
  const answers = (questionnaire: Questionnaire, pick: (values: number[], index: number) => number) => {
    let index = 0;
    return questionnaire.questions.flatMap((question) => {
      if (question.conditional) return [];
      const responses = question.question_responses;
      if (question.kind !== 'multiple_choice') {
        return question.required
          ? [{ question_id: question.id, question_response_id: responses[0]?.id, content: 'fine' }]
          : [];
      }
      const values = responses.map((r) => r.value);
      if (values.every((value) => value === null)) {
        return [{ question_id: question.id, question_response_id: responses[0]?.id }];
      }
      const wanted = pick(values as number[], index++);
      return [
        { question_id: question.id, question_response_id: responses.find((r) => r.value === wanted)?.id },
      ];
    });
  };
  const submit = (childId: number, questionnaire: Questionnaire, responses: unknown[], extra = {}) =>
    call('POST', '/v1/assessments', {
      patient_id: childId,
      questionnaire_id: questionnaire.id,
      questionnaire_responses: responses,
      ...extra,
    });
  const scoresOf = async (childId: number) =>
    (
      (await call('GET', `/v1/meaningful_change_scores?child_id=${childId}`)).json as {
        meaningful_change_scores: Score[];
      }
    ).meaningful_change_scores;

  beforeAll(async () => {
    harness = await startHarness(engine);
    family = await harness.family('checkins');
    ({ token } = family);
    questionnaires = ((await call('GET', '/v1/questionnaires')).json as { questionnaires: Questionnaire[] })
      .questionnaires;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('serves the catalogue as data: the fifteen kinds and the check-ins, with every question and its answers', () => {
    for (const entry of QUESTIONNAIRE_CATALOGUE) {
      const served = byKind(entry.key);
      expect(served.title).toBe(entry.title);
      expect(served.questions.map((q) => q.content)).toEqual(entry.questions.map((q) => q.text));
      expect(served.questions.map((q) => q.question_responses.length)).toEqual(
        entry.questions.map((q) => q.responses.length),
      );
    }
    // Which question feeds which measure is data: Vanderbilt's 47 symptom questions and 3 about school.
    expect(byKind('vanderbilt').questions).toHaveLength(50);
    expect(byKind('medication').questions).toHaveLength(16);
    expect(byKind('dessa').questions).toHaveLength(72);
    expect(byKind('psc').questions).toHaveLength(35);
  });

  it.each(scoredKeys)(
    'scores %s: all lowest answers give the minimum, all highest the maximum',
    async (key) => {
      const scoring = MEASURES[key].scoring as NonNullable<(typeof MEASURES)[MeasureKey]['scoring']>;
      const feeding = QUESTIONNAIRE_CATALOGUE.filter((q) =>
        q.questions.some((question) => question.measure === key),
      );
      expect(feeding.length).toBeGreaterThan(0);
      for (const entry of feeding) {
        const childId = await addChild(9);
        const low = await submit(
          childId,
          byKind(entry.key),
          answers(byKind(entry.key), (v) => Math.min(...v)),
        );
        expect(low.status).toBe(200);
        expect(
          (low.json as { assessment: Assessment }).assessment.scores.find((s) => s.kind === key)?.score,
        ).toBe(scoring.min);
        const high = await submit(
          childId,
          byKind(entry.key),
          answers(byKind(entry.key), (v) => Math.max(...v)),
        );
        expect(high.status).toBe(200);
        expect(
          (high.json as { assessment: Assessment }).assessment.scores.find((s) => s.kind === key)?.score,
        ).toBe(scoring.max);
      }
    },
  );

  it('scores a mixed Vanderbilt rating by hand, one score per measure, and moves trends and gauges', async () => {
    const childId = await addChild(8);
    const vanderbilt = byKind('vanderbilt');
    const catalogue = QUESTIONNAIRE_CATALOGUE.find((q) => q.key === 'vanderbilt');
    const measureOf = new Map(
      vanderbilt.questions.map((q, i) => [q.id, catalogue?.questions[i]?.measure ?? null]),
    );
    let anxiety = 0;
    const mixed = vanderbilt.questions.map((question) => {
      const measure = measureOf.get(question.id);
      const value =
        measure === 'inattentive'
          ? 2
          : measure === 'hyperactive'
            ? 1
            : measure === 'oppositional'
              ? 3
              : measure === 'anxiety'
                ? (anxiety++ % 2) * 3
                : 0;
      const response = measure
        ? question.question_responses.find((r) => r.value === value)
        : question.question_responses[0];
      return { question_id: question.id, question_response_id: response?.id };
    });
    const response = await submit(childId, vanderbilt, mixed);
    expect(response.status).toBe(200);
    const assessment = (response.json as { assessment: Assessment }).assessment;
    // 9 inattention answers at 2 = 18; 9 hyperactivity at 1 = 9; 8 oppositional at 3 = 24; conduct 0;
    // anxiety 0,3,0,3,0,3,0 = 9. A questionnaire feeding several measures has no single score.
    expect(assessment.scores.map((s) => [s.kind, s.score])).toEqual([
      ['inattentive', 18],
      ['hyperactive', 9],
      ['oppositional', 24],
      ['conduct', 0],
      ['anxiety', 9],
    ]);
    expect(assessment.score).toBeNull();
    const gauges = (
      (await call('GET', `/v1/patients/${childId}/gauges`)).json as {
        gauges: { key: string; value: number | null }[];
      }
    ).gauges;
    expect(Object.fromEntries(gauges.map((g) => [g.key, g.value]))).toMatchObject({
      inattentive: 18,
      hyperactive: 9,
      oppositional: 24,
      conduct: 0,
      anxiety: 9,
      emotional: null,
    });
    // A second rating with higher inattention answers: the trend goes down (inattention improves by reducing).
    const higher = vanderbilt.questions.map((question, i) => {
      const measure = measureOf.get(question.id);
      const chosen = mixed[i]?.question_response_id;
      const response =
        measure === 'inattentive' ? question.question_responses.find((r) => r.value === 3) : null;
      return { question_id: question.id, question_response_id: response?.id ?? chosen };
    });
    expect((await submit(childId, vanderbilt, higher)).status).toBe(200);
    const trends = (
      (await call('GET', `/v1/trends?child_id=${childId}`)).json as {
        trends: { key: string; trend: string | null; assessments: { score: number }[] }[];
      }
    ).trends;
    const inattentive = trends.find((t) => t.key === 'inattentive');
    expect(inattentive?.assessments.map((a) => a.score)).toEqual([18, 27]);
    expect(inattentive?.trend).toBe('down');
    expect(trends.find((t) => t.key === 'conduct')?.trend).toBe('steady');
  });

  it('records each score’s goal outcome by core’s rules, and accepts a goal', async () => {
    const childId = await addChild(10);
    const check = byKind('anxiety');
    const measure = {
      min: 0,
      max: 21,
      cutOff: measureCutOff('anxiety', 10),
      direction: 'reduce' as const,
    };
    const expected: string[] = [];
    let previous: GoalStep | null = null;
    // 21: a first goal (17), in the clinical range; 18: better within it; 14: the goal of 17 is reached by
    // this check-in, so it sets a new goal (10) at once; 12: better within it; 3: reached, and past the
    // cut-off 5.5, so the next goal is not recommended.
    const rounds = [
      [3, 3, 3, 3, 3, 3, 3],
      [3, 3, 3, 3, 2, 2, 2],
      [2, 2, 2, 2, 2, 2, 2],
      [2, 2, 2, 2, 2, 1, 1],
      [1, 1, 1, 0, 0, 0, 0],
    ];
    for (const round of rounds) {
      const response = await submit(
        childId,
        check,
        answers(check, (_, index) => round[index] ?? 0),
      );
      expect(response.status).toBe(200);
      const total = round.reduce((sum, value) => sum + value, 0);
      const step = nextGoalEntry(previous, total, measure);
      expected.push(step.outcome);
      previous = step;
      expect((response.json as { assessment: Assessment }).assessment.scores).toEqual([
        { kind: 'anxiety', score: total, outcome: step.outcome },
      ]);
    }
    expect(expected).toEqual([
      'generated-first-goal-recommended',
      'progress-within-goal',
      'progressed-to-new-goal',
      'progress-within-goal',
      'progressed-to-goal-not-recommended',
    ]);
    const score = (await scoresOf(childId)).find((s) => s.kind === 'anxiety') as Score;
    expect(score.results.map((r) => r.outcome)).toEqual(expected);
    expect(score.outcome).toBe('progressed-to-goal-not-recommended');
    const accepted = await call('PUT', `/v1/meaningful_change_scores/${score.id}`, { accepted: true });
    expect(accepted.status).toBe(200);
    expect((await scoresOf(childId)).find((s) => s.kind === 'anxiety')?.accepted).toBe(true);

    // A first score already past the cut-off: a goal is not recommended.
    const calm = await addChild(10);
    const first = await submit(
      calm,
      check,
      answers(check, () => 0),
    );
    expect((first.json as { assessment: Assessment }).assessment.scores[0]?.outcome).toBe(
      'generated-first-goal-not-recommended',
    );
  });

  it('answers the set for the child’s age band, with medication side effects when the child is on medication', async () => {
    const setOf = async (childId: number) =>
      (
        (await call('GET', `/v1/clinic/patients/questionnaires?patient_id=${childId}`)).json as {
          questionnaires: Questionnaire[];
        }
      ).questionnaires.map((q) => q.kind);
    // The clinical set is for clinical accounts (whose children may be 5 to 18).
    await harness.server.ctx.db.update(users).set({ clinical: true }).where(eq(users.email, family.email));
    const history = [
      'background_information',
      'medical_history',
      'family_mental_history',
      'substance_exposure_history',
      'education_support_system',
    ];
    const eight = await addChild(8);
    expect(await setOf(eight)).toEqual([...history, 'aces_child', 'vanderbilt']);
    // A current prescription puts the child on medication, even when the family did not tick the box.
    const prescribed = await call('POST', '/v1/prescriptions', {
      taking_medication: false,
      prescription: {
        child_id: eight,
        medication_id: null,
        dosage_id: null,
        custom_medication: 'Focus tablets',
        custom_dosage: '5 mg',
        start_date: harness.clock.now().toISOString().slice(0, 10),
        taken: ['morning'],
        prescribed_by: 'other',
      },
    });
    expect(prescribed.status).toBe(200);
    expect(await setOf(eight)).toEqual([...history, 'aces_child', 'vanderbilt', 'medication']);
    const teen = await addChild(14);
    expect(await setOf(teen)).toEqual([...history, 'aces_teen', 'vanderbilt']);
    const adult = await addChild(18);
    expect(await setOf(adult)).toEqual([
      'background_information_adult',
      'medical_psychiatric_history_adult',
      'family_developmental_history_adult',
      'education_support_system',
      'gad7',
      'phq9',
      'NIDA-V1',
    ]);
  });

  it('refuses bad input with the field named, writing nothing, and counts a double submission once', async () => {
    const childId = await addChild(9);
    const check = byKind('oppositional');
    const good = answers(check, () => 2);
    const other = await harness.family('other');
    const otherChild = (
      (
        await call(
          'POST',
          '/v1/patients',
          {
            patient: { name: 'Ari', birthday: birthdayYearsAgo(harness.clock, 7), gender: 'male' },
          },
          other.token,
        )
      ).json as { patient: { id: number } }
    ).patient.id;

    const foreign = await submit(otherChild, check, good);
    expect(foreign.status).toBe(404);

    const unknownQuestion = await submit(childId, check, [
      { question_id: 999_999, question_response_id: 1 },
      ...good,
    ]);
    expect(unknownQuestion.status).toBe(422);
    expect(Object.keys((unknownQuestion.json as Errors).errors)).toEqual([
      'questionnaire_responses.0.question_id',
    ]);

    const unknownResponse = await submit(childId, check, [
      { question_id: check.questions[0]?.id, question_response_id: 999_999 },
      ...good.slice(1),
    ]);
    expect(unknownResponse.status).toBe(422);
    expect(Object.keys((unknownResponse.json as Errors).errors)).toEqual([
      'questionnaire_responses.0.question_response_id',
    ]);

    const missing = await submit(childId, check, good.slice(1));
    expect(missing.status).toBe(422);
    expect((missing.json as Errors).errors).toEqual({
      [`questions.${check.questions[0]?.id}`]: ['must be answered'],
    });

    // A conditional question becomes required when its trigger is chosen.
    const medical = byKind('medical_history');
    const condition = medical.questions.find((q) => q.conditional !== null && q.required) as Question;
    const trigger = medical.questions.find(
      (q) => q.id === condition.conditional?.trigger_question_id,
    ) as Question;
    const yes = answers(medical, () => 0).map((a) =>
      a.question_id === trigger.id
        ? { question_id: trigger.id, question_response_id: condition.conditional?.trigger_response_id }
        : a,
    );
    const unexplained = await submit(childId, medical, yes);
    expect((unexplained.json as Errors).errors).toEqual({
      [`questions.${condition.id}`]: ['must be answered'],
    });
    const explained = await submit(childId, medical, [
      ...yes,
      {
        question_id: condition.id,
        question_response_id: condition.question_responses[0]?.id,
        content: 'Asthma',
      },
    ]);
    expect(explained.status).toBe(200);
    expect((explained.json as { assessment: Assessment }).assessment.scores).toEqual([]);

    // Nothing of the refused submissions was written.
    expect(await scoresOf(childId)).toEqual([]);

    // Two taps at once: one assessment, one goal entry.
    const [a, b] = await Promise.all([submit(childId, check, good), submit(childId, check, good)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((a.json as { assessment: Assessment }).assessment.id).toBe(
      (b.json as { assessment: Assessment }).assessment.id,
    );
    const again = await submit(childId, check, good);
    expect((again.json as { assessment: Assessment }).assessment.id).toBe(
      (a.json as { assessment: Assessment }).assessment.id,
    );
    expect((await scoresOf(childId)).find((s) => s.kind === 'oppositional')?.results).toHaveLength(1);
  });

  it('completes the plan’s check-in item with the assessment that answers it', async () => {
    const childId = await addChild(9);
    const plans = (
      (await call('GET', '/v1/activity_plans')).json as { activity_plans: { id: number; key: string }[] }
    ).activity_plans;
    type Plan = {
      child_activity_sessions: {
        schedule_date: string;
        complete: boolean;
        child_activity_items: {
          id: number;
          complete: boolean;
          activity_item: { kind: string; content: string };
        }[];
      }[];
    };
    const started = await call('POST', '/v1/child_activity_plans', {
      child_id: childId,
      activity_plan_id: plans.find((p) => p.key === 'vanderbilt')?.id,
    });
    expect(started.status).toBe(200);
    const plan = (started.json as { child_activity_plan: Plan }).child_activity_plan;
    const checkIns = plan.child_activity_sessions.filter((s) =>
      s.child_activity_items.some((i) => i.activity_item.kind === 'questionnaire'),
    );
    const itemOf = (s: Plan['child_activity_sessions'][number] | undefined) =>
      s?.child_activity_items.find((i) => i.activity_item.kind === 'questionnaire');
    const first = itemOf(checkIns[0]);
    expect(first?.activity_item.content).toBe('vanderbilt');
    const vanderbilt = byKind('vanderbilt');

    // Named by the app: that item is complete.
    const named = await submit(
      childId,
      vanderbilt,
      answers(vanderbilt, () => 1),
      { child_activity_item_id: first?.id },
    );
    expect(named.status).toBe(200);
    expect((named.json as { assessment: Assessment }).assessment.child_activity_item_id).toBe(first?.id);
    // Not a check-in of this questionnaire: refused, nothing written.
    const wrongItem = await submit(
      childId,
      byKind('anxiety'),
      answers(byKind('anxiety'), () => 1),
      {
        child_activity_item_id: first?.id,
      },
    );
    expect(wrongItem.status).toBe(422);
    expect(Object.keys((wrongItem.json as Errors).errors)).toEqual(['child_activity_item_id']);

    // Not named: on the day the next check-in is due, the server finds it.
    const second = itemOf(checkIns[1]);
    const due = checkIns[1]?.schedule_date as string;
    harness.clock.set(new Date(`${due}T12:00:00Z`));
    try {
      // A month on, the family logs in again.
      const again = await harness.call('POST', '/v1/sessions', {
        body: { email: family.email, password: 'calm-river-morning-42' },
      });
      token = (again.json as { user: { token: string } }).user.token;
      const found = await submit(
        childId,
        vanderbilt,
        answers(vanderbilt, () => 2),
      );
      expect((found.json as { assessment: Assessment }).assessment.child_activity_item_id).toBe(second?.id);
      const after = (
        (await call('GET', `/v1/child_activity_plans?child_id=${childId}`)).json as {
          plans: Plan[];
        }
      ).plans[0];
      const items = after?.child_activity_sessions.flatMap((s) => s.child_activity_items) ?? [];
      expect(items.find((i) => i.id === first?.id)?.complete).toBe(true);
      expect(items.find((i) => i.id === second?.id)?.complete).toBe(true);
    } finally {
      harness.clock.set(new Date());
    }
  });

  it('lets a collaborator answer through a link, without an account, marked with who answered', async () => {
    const childId = await addChild(9, 'Noa Rivera');
    const check = byKind('inattentive');
    const made = await call('POST', '/v1/collaborator_questionnaires', {
      patient_id: childId,
      questionnaire_id: check.id,
      respondent: { name: 'Ms. Lopez', relationship: 'teacher' },
    });
    expect(made.status).toBe(200);
    const link = (made.json as { collaborator_questionnaire_link: { token: string; path: string } })
      .collaborator_questionnaire_link;
    expect(link.path).toBe(`/collaborator/${check.id}?token=${encodeURIComponent(link.token)}`);

    const opened = await call(
      'GET',
      `/v1/collaborator_questionnaires/${check.id}?token=${link.token}`,
      undefined,
      null,
    );
    expect(opened.status).toBe(200);
    const view = (
      opened.json as {
        collaborator_questionnaire: { child_name: string; questionnaire: Questionnaire; respondent: unknown };
      }
    ).collaborator_questionnaire;
    expect(view.child_name).toBe('Noa');
    expect(view.questionnaire.id).toBe(check.id);
    expect(view.respondent).toEqual({ name: 'Ms. Lopez', relationship: 'teacher' });

    const answered = await call(
      'POST',
      `/v1/collaborator_questionnaires/${check.id}`,
      { token: link.token, questionnaire_responses: answers(check, () => 3) },
      null,
    );
    expect(answered.status).toBe(200);
    const assessment = (answered.json as { assessment: Assessment }).assessment;
    expect(assessment.respondent).toEqual({ name: 'Ms. Lopez', relationship: 'teacher' });
    expect(assessment.score).toBe(27);
    const score = (await scoresOf(childId)).find((s) => s.kind === 'inattentive');
    expect(score?.results.map((r) => [r.current, r.respondent])).toEqual([
      [27, { name: 'Ms. Lopez', relationship: 'teacher' }],
    ]);

    // The link opens nothing else: another questionnaire, a wrong token, another family's child.
    expect(
      (
        await call(
          'GET',
          `/v1/collaborator_questionnaires/${byKind('anxiety').id}?token=${link.token}`,
          undefined,
          null,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('GET', `/v1/collaborator_questionnaires/${check.id}?token=nope`, undefined, null)).status,
    ).toBe(404);
    const bad = await call(
      'POST',
      `/v1/collaborator_questionnaires/${check.id}`,
      {
        token: link.token,
        questionnaire_responses: [{ question_id: 999_999, question_response_id: 1 }],
      },
      null,
    );
    // The link answered once (issue 26): a second use, whatever it carries, says it was already answered.
    expect(bad.status).toBe(409);
    const other = await harness.family('stranger');
    const foreign = await call(
      'POST',
      '/v1/collaborator_questionnaires',
      {
        patient_id: childId,
        questionnaire_id: check.id,
        respondent: { name: 'Someone', relationship: 'neighbor' },
      },
      other.token,
    );
    expect(foreign.status).toBe(404);

    // After two weeks the link has expired.
    harness.clock.advanceDays(15);
    try {
      expect(
        (
          await call(
            'GET',
            `/v1/collaborator_questionnaires/${check.id}?token=${link.token}`,
            undefined,
            null,
          )
        ).status,
      ).toBe(404);
    } finally {
      harness.clock.set(new Date());
    }
  });

  it('gives the demo family scores from assessments stored like any other, answers and all', async () => {
    const login = await harness.call('POST', '/v1/sessions', { body: DEMO_ACCOUNT });
    expect(login.status).toBe(200);
    const demo = (login.json as { user: { token: string } }).user.token;
    const children = (
      (await harness.call('GET', '/v1/patients', { token: demo })).json as {
        patients: { id: number; name: string }[];
      }
    ).patients;
    const maya = children.find((c) => c.name.startsWith('Maya')) as { id: number };
    const trends = (
      (await harness.call('GET', `/v1/trends?child_id=${maya.id}`, { token: demo })).json as {
        trends: { key: string; trend: string; assessments: { id: number; score: number }[] }[];
      }
    ).trends;
    const inattentive = trends.find((t) => t.key === 'inattentive');
    // Every answer at 'Often' (2) then 'Sometimes' (1): 18 then 9, better in the improvement direction.
    expect(inattentive?.assessments.map((a) => a.score)).toEqual([18, 9]);
    expect(inattentive?.trend).toBe('up');
    for (const { id } of inattentive?.assessments ?? []) {
      const stored = await harness.call('GET', `/v1/assessments/${id}`, { token: demo });
      expect(stored.status).toBe(200);
      expect((stored.json as { assessment: Assessment }).assessment.questionnaire_responses).toHaveLength(12);
    }
    // Answered three weeks apart (28 and 7 days ago), and the later check-in reached the goal of 13.
    const scores = (
      (await harness.call('GET', `/v1/meaningful_change_scores?child_id=${maya.id}`, { token: demo }))
        .json as {
        meaningful_change_scores: Score[];
      }
    ).meaningful_change_scores;
    const results = scores.find((s) => s.kind === 'inattentive')?.results ?? [];
    expect(results.map((r) => [r.current, r.target, r.outcome])).toEqual([
      [18, 13, 'generated-first-goal-recommended'],
      [9, 4, 'progressed-to-goal-not-recommended'],
    ]);
    const days = results.map((r) => Math.round((Date.now() - Date.parse(r.created_at)) / 86_400_000));
    expect(days[0]).toBeGreaterThanOrEqual(27);
    expect(days[0]).toBeLessThanOrEqual(29);
    expect(days[1]).toBeGreaterThanOrEqual(6);
    expect(days[1]).toBeLessThanOrEqual(8);
  });
});
