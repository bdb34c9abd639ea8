/**
 * Target Recognition's weekly task, over real HTTP: a played task is replayed from its seed at the child's
 * level and stored with its score; the next task and the last result follow; two passing sessions in a row
 * level up (core's rule); a wrong number of answers, an unknown symbol or another family's child is refused.
 */
import { addDays, calendarDay, TARGET_RECOGNITION, targetRecognitionSets } from '@attune/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/seed/seed';
import { engines, type Harness, startHarness } from './support/harness';

/** Answers to the sets of `seed` at `level`: the first `right` sets right, the others wrong. */
function answers(level: number, seed: number, right: number) {
  return targetRecognitionSets(level, TARGET_RECOGNITION.sets, seed).map((set, index) => ({
    choice: index < right ? set.target : (set.choices.find((choice) => choice !== set.target) ?? set.target),
    response_ms: 900,
  }));
}

describe.each(engines)('Target Recognition results (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  let childId: number;
  beforeAll(async () => {
    harness = await startHarness(engine);
    const login = await harness.call('POST', '/v1/sessions', { body: DEMO_ACCOUNT });
    token = (login.json as { user: { token: string } }).user.token;
    const patients = await harness.call('GET', '/v1/patients', { token });
    childId = (patients.json as { patients: { id: number }[] }).patients[0]?.id ?? 0;
  });

  /**
   * Buys Target Recognition for the child with the test card, as a parent would: buying starts its plan,
   * so a second start of it is refused (409, naming the plan) and the child has it once.
   */
  async function buyAndStart() {
    const products = (await harness.call('GET', '/v1/products', { token })).json as {
      products: { id: number; name: string; activity_plans: { id: number }[] }[];
    };
    const product = products.products.find((each) => each.name === 'target-recognition');
    const bought = await harness.call('POST', '/v1/payment/purchases', {
      token,
      body: { payment: { product_id: product?.id, stripe_token: 'tok_visa' }, child_id: childId },
    });
    expect(bought.status).toBeLessThan(300);
    const planId = product?.activity_plans[0]?.id;
    const plans = (await harness.call('GET', `/v1/child_activity_plans?child_id=${childId}`, { token }))
      .json as { plans: { activity_plan_id: number }[] };
    expect(plans.plans.filter((plan) => plan.activity_plan_id === planId)).toHaveLength(1);
    const again = await harness.call('POST', '/v1/child_activity_plans', {
      token,
      body: { child_id: childId, activity_plan_id: planId },
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      errors: { activity_plan_id: ['This plan is already started for this child.'] },
    });
  }
  afterAll(async () => {
    await harness?.close();
  });

  const progress = async () =>
    (await harness.call('GET', `/v1/target_recognition/child_progresses?child_id=${childId}`, { token }))
      .json as {
      next_task: { level: number; sets: number; due_date: string };
      last_result: { level: number; score: number; leveled_up: boolean } | null;
    };
  const post = (body: unknown, as = token) =>
    harness.call('POST', '/v1/target_recognition/results', { token: as, body });

  it('refuses a played task of a child who does not have the Target Recognition plan', async () => {
    const refused = await post({ child_id: childId, seed: 10, answers: answers(1, 10, 80) });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ errors: { base: [expect.stringContaining('Target Recognition')] } });
    expect((await progress()).last_result).toBeNull();
  });

  it('stores a played task scored from its seed, and the next task is due a week later', async () => {
    await buyAndStart();
    expect(await progress()).toMatchObject({ next_task: { level: 1, sets: 80 }, last_result: null });
    const played = await post({ child_id: childId, seed: 11, answers: answers(1, 11, 60) });
    expect(played.status).toBe(201);
    expect(played.json).toMatchObject({
      cognitive_result: { child_id: childId, level: 1, score: 75, leveled_up: false, mean_response_ms: 900 },
    });
    const today = calendarDay(harness.clock.now(), 'UTC');
    expect(await progress()).toMatchObject({
      next_task: { level: 1, sets: 80, due_date: addDays(today, 7) },
      last_result: { level: 1, score: 75, leveled_up: false },
    });
    const list = await harness.call('GET', `/v1/cognitive_results?child_id=${childId}`, { token });
    expect((list.json as { cognitive_results: unknown[] }).cognitive_results).toHaveLength(1);
  });

  it('levels up after two passing sessions in a row at a level, and the next task is the next level', async () => {
    const first = await post({ child_id: childId, seed: 12, answers: answers(1, 12, 80) });
    expect(first.json).toMatchObject({ cognitive_result: { score: 100, leveled_up: false } });
    const second = await post({ child_id: childId, seed: 13, answers: answers(1, 13, 70) });
    expect(second.json).toMatchObject({ cognitive_result: { level: 1, score: 88, leveled_up: true } });
    expect((await progress()).next_task.level).toBe(2);
    // The next session is played at level 2: its sets have four choices.
    const third = await post({ child_id: childId, seed: 14, answers: answers(2, 14, 80) });
    expect(third.json).toMatchObject({ cognitive_result: { level: 2, score: 100, leveled_up: false } });
  });

  it('refuses a task without one answer per set, an unknown symbol, and another family’s child', async () => {
    const short = await post({ child_id: childId, seed: 1, answers: answers(2, 1, 80).slice(1) });
    expect(short.status).toBe(422);
    expect(short.text).toContain('answers');
    const unknown = answers(2, 1, 80).map((answer, index) =>
      index === 0 ? { ...answer, choice: 'dragon' } : answer,
    );
    const bad = await post({ child_id: childId, seed: 1, answers: unknown });
    expect(bad.status).toBe(422);
    const other = await harness.family('other');
    const foreign = await post({ child_id: childId, seed: 1, answers: answers(2, 1, 80) }, other.token);
    expect(foreign.status).toBe(404);
    expect((await progress()).last_result).toMatchObject({ level: 2, score: 100 });
  });
});
