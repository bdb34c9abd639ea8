/**
 * A family's whole journey through the real `@attune/api` client against the real server: sign up,
 * confirm via the emailed token, add a child, start a plan, complete items until the session is complete,
 * add and edit a prescription, join a wait list, start a trial.
 */
import { toPromise } from '@attune/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  birthdayYearsAgo,
  confirmationTokenFor,
  engines,
  type Harness,
  startHarness,
} from './support/harness';

describe.each(engines)('a family journey through the API client (%s)', (engine) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(engine);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('signs up, confirms, adds a child, works through a plan, a prescription, a wait list and a trial', async () => {
    const anonymous = harness.client();
    const email = `journey-${engine}@example.test`;
    const signedUp = await toPromise(
      anonymous.api.signUp({
        body: {
          user: {
            name: 'Alex Morgan',
            email,
            password: 'quiet-harbour-lantern-7',
            password_confirmation: 'quiet-harbour-lantern-7',
          },
        },
      }),
    );
    // The same answer whether the address was new or not: no account details, no token.
    expect(Object.keys(signedUp)).toEqual(['message']);

    const confirmationToken = await confirmationTokenFor(harness, email);
    const confirmed = await toPromise(
      anonymous.api.confirmAccount({ body: { confirmation_token: confirmationToken } }),
    );
    expect(confirmed.confirmed_at).not.toBeNull();

    const loggedIn = await toPromise(
      anonymous.api.logIn({ body: { email, password: 'quiet-harbour-lantern-7' } }),
    );
    const api = harness.client(loggedIn.token).api;
    expect((await toPromise(api.getCurrentUser())).confirmed_at).not.toBeNull();

    // Adding a child needs the subscription: the family starts its free trial first.
    const products = await toPromise(api.listProducts());
    const trial = products.find((product) => product.name === 'attune-trial');
    expect(trial?.trial_length).toBe(14);
    const purchase = await toPromise(
      api.createPurchase({ body: { payment: { product_id: trial?.id ?? 0, soft_trial: true } } }),
    );
    expect(purchase.state).toBe('paid');
    expect(purchase.source).toBe('soft');

    const child = await toPromise(
      api.createPatient({
        body: { patient: { name: 'Robin', birthday: birthdayYearsAgo(harness.clock, 9), gender: 'other' } },
      }),
    );
    expect((await toPromise(api.listPatients())).map((p) => p.id)).toEqual([child.id]);

    const catalogue = await toPromise(api.listActivityPlans());
    const insights = catalogue.find((plan) => plan.key === 'adhd-insights');
    expect(insights).toBeDefined();
    const plan = await toPromise(
      api.startPlan({ body: { child_id: child.id, activity_plan_id: insights?.id ?? 0 } }),
    );
    const intro = plan.child_activity_sessions.find((session) => session.position === 0);
    expect(intro?.schedule_date).toBe(harness.clock.now().toISOString().slice(0, 10));
    const today = await toPromise(api.listTodaySessions({ query: { child_id: child.id } }));
    expect(today.map((session) => session.id)).toContain(intro?.id);

    const items = intro?.child_activity_items ?? [];
    expect(items.length).toBeGreaterThan(1);
    let last: Awaited<ReturnType<typeof toPromise<unknown>>> | undefined;
    for (const [index, item] of items.entries()) {
      const answer = await toPromise(
        api.updateItem({
          params: { id: item.id },
          body: { child_id: child.id, child_activity_item: { complete: true } },
        }),
      );
      expect(answer.child_activity_item.complete).toBe(true);
      expect(answer.child_activity_session.complete).toBe(index === items.length - 1);
      last = answer;
    }
    expect(last).toBeDefined();
    const plans = await toPromise(api.listChildPlans({ query: { child_id: child.id } }));
    const reloadedIntro = plans[0]?.child_activity_sessions.find((session) => session.position === 0);
    expect(reloadedIntro?.complete).toBe(true);
    expect(reloadedIntro?.completed_at).not.toBeNull();

    const medications = await toPromise(api.listMedications());
    const medication = medications[0];
    const [firstDosage, secondDosage] = medication?.dosages ?? [];
    const prescription = await toPromise(
      api.createPrescription({
        body: {
          taking_medication: true,
          prescription: {
            child_id: child.id,
            medication_id: medication?.id ?? 0,
            dosage_id: firstDosage?.id ?? 0,
            start_date: harness.clock.now().toISOString().slice(0, 10),
            taken: ['morning'],
            prescribed_by: 'pediatrician',
          },
        },
      }),
    );
    expect(prescription.dosage?.id).toBe(firstDosage?.id);
    const edited = await toPromise(
      api.updatePrescription({
        params: { id: prescription.id },
        body: {
          child_id: child.id,
          prescription: {
            medication_id: medication?.id ?? 0,
            dosage_id: secondDosage?.id ?? 0,
            start_date: prescription.start_date,
            taken: ['evening', 'morning'],
            prescribed_by: 'psychiatrist',
          },
        },
      }),
    );
    expect(edited.dosage?.id).toBe(secondDosage?.id);
    expect(edited.taken).toEqual(['morning', 'evening']);
    const patient = await toPromise(api.getPatient({ params: { id: child.id } }));
    expect(patient.on_medication).toBe(true);
    expect(patient.prescriptions.map((p) => p.prescribed_by)).toEqual(['psychiatrist']);

    const waitable = await toPromise(api.listWaitListItems());
    const waitItem = waitable[0];
    expect(waitItem).toBeDefined();
    const joined = await toPromise(api.joinWaitList({ body: { product_id: waitItem?.id ?? 0 } }));
    expect(joined.name).toBe(waitItem?.name);
    expect((await toPromise(api.listJoinedWaitListItems())).map((item) => item.id)).toEqual([waitItem?.id]);

    expect((await toPromise(api.listPurchases())).map((p) => p.id)).toEqual([purchase.id]);

    await toPromise(api.logOut());
    const afterLogout = await harness.call('GET', '/v1/patients', { token: loggedIn.token });
    expect(afterLogout.status).toBe(401);
  });
});
