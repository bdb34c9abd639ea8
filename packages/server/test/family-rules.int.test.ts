/**
 * The product's rules as a family meets them over HTTP: plan scheduling, the today list, pausing, skip
 * rescheduling, prescriptions checked by the core's rule, purchases through the payment ports, the
 * waiting list, assessments scored into goals and trends, bad input, and serving the web app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@attune/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

type Session = {
  id: number;
  position: number;
  schedule_date: string;
  complete: boolean;
  skipped: boolean;
  primed: boolean;
  child_activity_items: { id: number; complete: boolean; skipped: boolean }[];
};
type Plan = {
  id: number;
  state: string;
  complete: boolean;
  activity_plan: { key: string };
  child_activity_sessions: Session[];
};
type Errors = { errors: Record<string, string[]> };

describe.each(engines)('family rules (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  let childId: number;
  let planIds: Record<string, number>;
  let today: string;
  const staticDir = mkdtempSync(join(tmpdir(), 'attune-web-'));

  const call = (method: string, path: string, body?: unknown) => harness.call(method, path, { token, body });
  const start = async (key: string): Promise<Plan> => {
    const response = await call('POST', '/v1/child_activity_plans', {
      child_id: childId,
      activity_plan_id: planIds[key],
    });
    expect(response.status).toBe(200);
    return (response.json as { child_activity_plan: Plan }).child_activity_plan;
  };
  const change = (itemId: number, change: { complete: true } | { skipped: true }) =>
    call('PATCH', `/v1/child_activity_items/${itemId}`, { child_id: childId, child_activity_item: change });

  beforeAll(async () => {
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Attune</title><div id="root"></div>');
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("attune")');
    harness = await startHarness(engine, { staticDir });
    today = harness.clock.now().toISOString().slice(0, 10);
    ({ token } = await harness.family('rules'));
    const child = await call('POST', '/v1/patients', {
      patient: { name: 'Noa', birthday: birthdayYearsAgo(harness.clock, 10), gender: 'female' },
    });
    childId = (child.json as { patient: { id: number } }).patient.id;
    const plans = await call('GET', '/v1/activity_plans');
    planIds = Object.fromEntries(
      (plans.json as { activity_plans: { id: number; key: string }[] }).activity_plans.map((p) => [
        p.key,
        p.id,
      ]),
    );
    // The Sleep add-on's plan needs Sleep bought for Noa.
    const products = (await call('GET', '/v1/products')).json as { products: { id: number; name: string }[] };
    const sleep = products.products.find((product) => product.name === 'sleep');
    const bought = await call('POST', '/v1/payment/purchases', {
      payment: { product_id: sleep?.id, stripe_token: 'tok_visa' },
      child_id: childId,
    });
    expect(bought.status).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('schedules a new plan from its template: the intro today and primed, then one session every cadence', async () => {
    const plan = await start('attune-essentials');
    expect(plan.state).toBe('active');
    const sessions = plan.child_activity_sessions;
    expect(sessions.map((s) => s.position)).toEqual(sessions.map((_, index) => index));
    expect(sessions[0]?.schedule_date).toBe(today);
    expect(sessions[0]?.primed).toBe(true);
    expect(sessions.slice(1).every((s) => !s.primed)).toBe(true);
    for (const session of sessions) expect(session.schedule_date).toBe(addDays(today, session.position * 7));
    expect(sessions.every((s) => s.child_activity_items.length > 0)).toBe(true);
  });

  it("counts days in the family's own time zone (X-Time-Zone), and in UTC without it", async () => {
    const before = harness.clock.now();
    // 21:30 on 9 March in New York is already 10 March in UTC.
    harness.clock.set(new Date('2026-03-10T02:30:00.000Z'));
    try {
      // Three weekly plans (a child has each plan once), started in three zones.
      const startIn = async (key: string, timeZone?: string) => {
        const response = await harness.call('POST', '/v1/child_activity_plans', {
          token,
          body: { child_id: childId, activity_plan_id: planIds[key] },
          ...(timeZone ? { headers: { 'X-Time-Zone': timeZone } } : {}),
        });
        return (response.json as { child_activity_plan: Plan }).child_activity_plan;
      };
      const newYork = await startIn('rodeo-weekly-check-in', 'America/New_York');
      expect(newYork.child_activity_sessions[0]?.schedule_date).toBe('2026-03-09');
      expect(newYork.child_activity_sessions[1]?.schedule_date).toBe('2026-03-16');
      const utc = await startIn('inattentive-insights');
      expect(utc.child_activity_sessions[0]?.schedule_date).toBe('2026-03-10');
      const mistyped = await startIn('hyperactive-insights', 'America/Nowhere');
      expect(mistyped.child_activity_sessions[0]?.schedule_date).toBe('2026-03-10');
      // The New York intro is due today for the family in New York.
      const todayIds = (
        (
          await harness.call('GET', `/v1/today_list_sessions?child_id=${childId}`, {
            token,
            headers: { 'X-Time-Zone': 'America/New_York' },
          })
        ).json as { sessions: Session[] }
      ).sessions.map((session) => session.id);
      expect(todayIds).toContain(newYork.child_activity_sessions[0]?.id);
      expect(todayIds).not.toContain(utc.child_activity_sessions[0]?.id);
      for (const plan of [newYork, utc, mistyped]) {
        await call('POST', `/v1/child_activity_plans/${plan.id}/pause`, { child_id: childId });
      }
    } finally {
      harness.clock.set(before);
    }
  });

  it('lists only due sessions of active plans today, and empties them while the plan is paused', async () => {
    // The essentials programme the first test started: starting it again is refused (a child has it once).
    const again = await call('POST', '/v1/attune_essentials', { child_id: childId });
    expect(again.status).toBe(409);
    const plans = (await call('GET', `/v1/child_activity_plans?child_id=${childId}`)).json as {
      plans: Plan[];
    };
    const plan = plans.plans.find((each) => each.activity_plan.key === 'attune-essentials');
    if (!plan) throw new Error('the essentials programme was not started');
    const due = async () =>
      (
        (await call('GET', `/v1/today_list_sessions?child_id=${childId}`)).json as { sessions: Session[] }
      ).sessions.map((s) => s.id);
    const intro = plan.child_activity_sessions[0]?.id;
    expect(await due()).toContain(intro);
    expect(await due()).not.toContain(plan.child_activity_sessions[1]?.id);
    const paused = await call('POST', `/v1/child_activity_plans/${plan.id}/pause`, { child_id: childId });
    expect((paused.json as { child_activity_plan: Plan }).child_activity_plan.state).toBe('paused');
    expect(await due()).not.toContain(intro);
    const unpaused = await call('POST', `/v1/child_activity_plans/${plan.id}/unpause`, { child_id: childId });
    expect((unpaused.json as { child_activity_plan: Plan }).child_activity_plan.state).toBe('active');
    expect(await due()).toContain(intro);
  });

  it('completes a session when its last item is completed, and skips it when the last one is skipped', async () => {
    const plan = await start('adhd-insights');
    const [first, second] = plan.child_activity_sessions;
    const firstItems = first?.child_activity_items ?? [];
    for (const item of firstItems.slice(0, -1)) await change(item.id, { complete: true });
    const last = await change(firstItems.at(-1)?.id ?? 0, { skipped: true });
    const ended = (last.json as { child_activity_session: Session }).child_activity_session;
    expect(ended.skipped).toBe(true);
    expect(ended.complete).toBe(false);
    const secondItems = second?.child_activity_items ?? [];
    let answer = await change(secondItems[0]?.id ?? 0, { skipped: true });
    for (const item of secondItems.slice(1)) answer = await change(item.id, { complete: true });
    const completed = answer.json as {
      child_activity_session: Session;
      child_activity_item: { complete: boolean };
    };
    expect(completed.child_activity_session.complete).toBe(true);
    // Changing an item of a finished session changes nothing.
    const again = await change(secondItems[0]?.id ?? 0, { complete: true });
    expect(
      (again.json as { child_activity_item: { complete: boolean; skipped: boolean } }).child_activity_item,
    ).toMatchObject({
      complete: false,
      skipped: true,
    });
  });

  it('brings a skipped coexisting-conditions session back 14 days from today, and a medication-insights one 7 days', async () => {
    for (const [key, days] of [
      ['coexisting-conditions', 14],
      ['medication-insights', 7],
    ] as const) {
      const plan = await start(key);
      const session = plan.child_activity_sessions[1];
      let answer = await change(session?.child_activity_items[0]?.id ?? 0, { skipped: true });
      for (const item of session?.child_activity_items.slice(1) ?? [])
        answer = await change(item.id, { skipped: true });
      const back = (answer.json as { child_activity_session: Session }).child_activity_session;
      expect(back.schedule_date).toBe(addDays(today, days));
      expect(back.skipped).toBe(false);
      expect(back.child_activity_items.every((item) => !item.skipped)).toBe(true);
    }
  });

  it('answers 422 for an unknown plan, and 422 naming the field for a bad item change', async () => {
    const unknown = await call('POST', '/v1/child_activity_plans', {
      child_id: childId,
      activity_plan_id: 99999,
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys((unknown.json as Errors).errors)).toEqual(['activity_plan_id']);
    const neither = await call('PATCH', '/v1/child_activity_items/1', {
      child_id: childId,
      child_activity_item: {},
    });
    expect(neither.status).toBe(422);
  });

  it("checks prescriptions with the core's rule, naming each field", async () => {
    const medications = (await call('GET', '/v1/medications')).json as {
      medications: { id: number; dosages: { id: number }[] }[];
    };
    const [first, second] = medications.medications;
    const body = (prescription: Record<string, unknown>) => ({
      taking_medication: true,
      prescription: {
        child_id: childId,
        start_date: today,
        taken: ['morning'],
        prescribed_by: 'pediatrician',
        ...prescription,
      },
    });
    const wrongDosage = await call(
      'POST',
      '/v1/prescriptions',
      body({ medication_id: first?.id, dosage_id: second?.dosages[0]?.id }),
    );
    expect(wrongDosage.status).toBe(422);
    expect((wrongDosage.json as Errors).errors['prescription.dosage_id']).toEqual([
      'is not a dosage of the chosen medication',
    ]);
    const future = await call(
      'POST',
      '/v1/prescriptions',
      body({ medication_id: first?.id, dosage_id: first?.dosages[0]?.id, start_date: addDays(today, 1) }),
    );
    expect((future.json as Errors).errors['prescription.start_date']).toEqual(['must not be in the future']);
    const beforeBirth = await call(
      'POST',
      '/v1/prescriptions',
      body({ medication_id: first?.id, dosage_id: first?.dosages[0]?.id, start_date: '2001-01-01' }),
    );
    expect((beforeBirth.json as Errors).errors['prescription.start_date']).toEqual([
      "must not be before the child's birthday",
    ]);
    const otherMissing = await call(
      'POST',
      '/v1/prescriptions',
      body({ medication_id: null, dosage_id: null, custom_medication: 'Chamomile' }),
    );
    expect(Object.keys((otherMissing.json as Errors).errors)).toEqual(['prescription.custom_dosage']);
    const other = await call(
      'POST',
      '/v1/prescriptions',
      body({
        medication_id: null,
        dosage_id: null,
        custom_medication: ' Chamomile ',
        custom_dosage: '1 cup',
      }),
    );
    expect(other.status).toBe(200);
    const saved = (
      other.json as { prescription: { id: number; medication: unknown; custom_medication: string } }
    ).prescription;
    expect(saved.medication).toBeNull();
    expect(saved.custom_medication).toBe('Chamomile');
    const deleted = await harness.call('DELETE', `/v1/prescriptions/${saved.id}`, {
      token,
      body: { child_id: childId },
    });
    expect(deleted.status).toBe(204);
    const gone = await harness.call('DELETE', `/v1/prescriptions/${saved.id}`, {
      token,
      body: { child_id: childId },
    });
    expect(gone.status).toBe(404);
  });

  it('charges cards through the card provider: Stripe test tokens accepted or declined with their message', async () => {
    const products = (
      (await call('GET', '/v1/products')).json as {
        products: { id: number; name: string; iap_id: string | null }[];
      }
    ).products;
    const target = products.find((p) => p.name === 'target-recognition');
    const paid = await call('POST', '/v1/payment/purchases', {
      payment: { product_id: target?.id, stripe_token: 'tok_visa' },
      child_id: childId,
    });
    expect(paid.status).toBe(200);
    expect((paid.json as { purchase: { state: string; child_id: number } }).purchase).toMatchObject({
      state: 'paid',
      child_id: childId,
    });
    const declined = await call('POST', '/v1/payment/purchases', {
      payment: { product_id: target?.id, stripe_token: 'tok_chargeDeclined' },
      child_id: childId,
    });
    expect(declined.status).toBe(422);
    expect((declined.json as Errors).errors['payment.stripe_token']).toEqual(['Your card was declined.']);
    const perChildWithoutChild = await call('POST', '/v1/payment/purchases', {
      payment: { product_id: target?.id, stripe_token: 'tok_visa' },
    });
    expect(Object.keys((perChildWithoutChild.json as Errors).errors)).toEqual(['child_id']);
    const iap = await call('POST', '/v1/payment/purchases', {
      payment: {
        product_id: target?.id,
        iap: { transaction_date: today, transaction_id: 't-1', transaction_receipt: 'receipt' },
      },
      child_id: childId,
    });
    expect((iap.json as { purchase: { source: string } }).purchase.source).toBe('iap');
    const noInApp = products.find((p) => p.iap_id === null && p.name === 'triple-p');
    const missingIap = await call('POST', '/v1/payment/purchases', {
      payment: {
        product_id: noInApp?.id,
        iap: { transaction_date: today, transaction_id: 't-2', transaction_receipt: 'receipt' },
      },
    });
    expect((missingIap.json as Errors).errors['payment.iap']).toEqual(['No In-App Purchase found.']);
    const noTrial = await call('POST', '/v1/payment/purchases', {
      payment: { product_id: target?.id, soft_trial: true },
      child_id: childId,
    });
    expect(Object.keys((noTrial.json as Errors).errors)).toEqual(['payment.soft_trial']);
  });

  it('enrols the child in a bought course, with its lectures in order', async () => {
    const products = (
      (await call('GET', '/v1/products')).json as { products: { id: number; name: string }[] }
    ).products;
    const course = products.find((p) => p.name === 'honestly-adhd');
    const bought = await call('POST', '/v1/payment/purchases', {
      payment: { product_id: course?.id, stripe_token: 'tok_mastercard' },
      child_id: childId,
    });
    expect(bought.status).toBe(200);
    const courses = (
      (await call('GET', `/v1/profile/courses?child_id=${childId}`)).json as {
        courses: {
          course: { title: string };
          profile_lectures: { position: number; lecture: { title: string } }[];
        }[];
      }
    ).courses;
    expect(courses.map((c) => c.course.title)).toEqual(['Honestly ADHD']);
    expect(courses[0]?.profile_lectures.map((l) => l.lecture.title)).toEqual([
      'ADHD Basics',
      'Working Memory',
      'Impulsivity',
    ]);
  });

  it('offers the waiting list only for solutions not yet available, and joining twice keeps one entry', async () => {
    const items = (
      (await call('GET', '/v1/wait_list/wait_list_items')).json as {
        wait_list_items: { id: number; name: string }[];
      }
    ).wait_list_items;
    // Social + Emotional comes with the subscription: it has no waiting list.
    expect(items.map((item) => item.name).sort()).toEqual(['reading-attention-tutor']);
    await call('POST', '/v1/users/wait_list_items', { product_id: items[0]?.id });
    await call('POST', '/v1/users/wait_list_items', { product_id: items[0]?.id });
    const joined = ((await call('GET', '/v1/users/wait_list_items')).json as { wait_list: unknown[] })
      .wait_list;
    expect(joined).toHaveLength(1);
    const buyable = (
      (await call('GET', '/v1/products')).json as { products: { id: number; name: string }[] }
    ).products.find((p) => p.name === 'sleep');
    const refused = await call('POST', '/v1/users/wait_list_items', { product_id: buyable?.id });
    expect(refused.status).toBe(422);
  });

  it('scores assessments into a meaningful change goal, trends and gauges, and records acceptance', async () => {
    const questionnaires = (
      (await call('GET', '/v1/questionnaires')).json as {
        questionnaires: {
          id: number;
          kind: string;
          questions: { id: number; question_responses: { id: number; value: number | null }[] }[];
        }[];
      }
    ).questionnaires;
    const inattentive = questionnaires.find((q) => q.kind === 'inattentive');
    expect(inattentive?.questions).toHaveLength(12);
    const submit = (choice: number) =>
      call('POST', '/v1/assessments', {
        patient_id: childId,
        questionnaire_id: inattentive?.id,
        questionnaire_responses: (inattentive?.questions ?? []).map((q) => ({
          question_id: q.id,
          question_response_id: q.question_responses[Math.min(choice, q.question_responses.length - 1)]?.id,
        })),
      });
    const first = await submit(3);
    expect((first.json as { assessment: { score: number } }).assessment.score).toBe(27);
    const second = await submit(1);
    expect((second.json as { assessment: { score: number } }).assessment.score).toBe(9);
    const scores = (
      (await call('GET', `/v1/meaningful_change_scores?child_id=${childId}`)).json as {
        meaningful_change_scores: {
          id: number;
          kind: string;
          results: { start: number; current: number; target: number }[];
        }[];
      }
    ).meaningful_change_scores;
    const score = scores.find((s) => s.kind === 'inattentive');
    // 9 passes the goal of 22, so that check-in reaches it and sets the next goal from 9.
    expect(score?.results.map((r) => [r.start, r.current, r.target])).toEqual([
      [27, 27, 22],
      [9, 9, 4],
    ]);
    const trends = (
      (await call('GET', `/v1/trends?child_id=${childId}`)).json as {
        trends: { key: string; trend: string }[];
      }
    ).trends;
    // Inattention improves by reducing: from 27 to 9 the child is doing better, so the trend is up.
    expect(trends.find((t) => t.key === 'inattentive')?.trend).toBe('up');
    const gauges = (
      (await call('GET', `/v1/patients/${childId}/gauges`)).json as {
        gauges: { key: string; value: number | null }[];
      }
    ).gauges;
    expect(gauges.find((g) => g.key === 'inattentive')?.value).toBe(9);
    const accepted = await call('PUT', `/v1/meaningful_change_scores/${score?.id}`, { accepted: true });
    expect(
      (accepted.json as { meaningful_change_score: { accepted: boolean } }).meaningful_change_score.accepted,
    ).toBe(true);
    const wrongAnswer = await call('POST', '/v1/assessments', {
      patient_id: childId,
      questionnaire_id: inattentive?.id,
      questionnaire_responses: [
        {
          question_id: inattentive?.questions[0]?.id,
          question_response_id: inattentive?.questions[1]?.question_responses[0]?.id,
        },
      ],
    });
    expect(Object.keys((wrongAnswer.json as Errors).errors)).toEqual([
      'questionnaire_responses.0.question_response_id',
    ]);
  });

  it('answers 400 for a body that is not JSON and 401 without a token, always as JSON errors', async () => {
    const broken = await harness.call('POST', '/v1/patients', { token, rawBody: '{"patient":' });
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ errors: { base: ['The request body is not valid JSON'] } });
    const anonymous = await harness.call('GET', '/v1/patients');
    expect(anonymous.status).toBe(401);
    expect((anonymous.json as Errors).errors.base).toHaveLength(1);
    const wrongType = await call('POST', '/v1/patients', {
      patient: { name: 7, birthday: 'soon', gender: 'robot' },
    });
    expect(wrongType.status).toBe(422);
    expect(Object.keys((wrongType.json as Errors).errors).sort()).toEqual([
      'patient.birthday',
      'patient.gender',
      'patient.name',
    ]);
  });

  it('serves the web app at / with a fallback to index.html, but not for /v1 or /dev', async () => {
    const home = await harness.call('GET', '/');
    expect(home.text).toContain('<div id="root">');
    const deep = await harness.call('GET', '/app/child/12/plan/3');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<div id="root">');
    const asset = await harness.call('GET', '/assets/app.js');
    expect(asset.text).toContain('attune');
    const api = await harness.call('GET', '/v1/not-a-route');
    expect(api.status).toBe(404);
    expect(api.json).toEqual({ errors: { base: ['Not found'] } });
    expect((await harness.call('GET', '/dev/nothing')).status).toBe(404);
  });
});
