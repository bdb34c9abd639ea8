/**
 * The shell around the plans over HTTP: the user agreements (version in force, accepting records it), the
 * profile (name, phone without landlines) and notification switches, subscriptions cancelled at the end of
 * their period, a plan paused and unpaused, a reflection kept with the session, and a help request from the
 * help center. Bad input answers 422 naming the field; another family's records answer 404.
 */
import { AGREEMENTS_VERSION, helpCenterSource } from '@attune/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

type Errors = { errors: Record<string, string[]> };
type Item = { id: number; activity_item: { kind: string }; reflection?: string | null };
type Plan = {
  id: number;
  state: string;
  child_activity_sessions: { position: number; child_activity_items: Item[] }[];
};

describe.each(engines)('the shell around the plans (%s)', (engine) => {
  let harness: Harness;
  let family: { token: string; userId: number };
  let other: { token: string; userId: number };
  let childId: number;
  let plan: Plan;

  const as = (who: () => { token: string }) => (method: string, path: string, body?: unknown) =>
    harness.call(method, path, { token: who().token, body });
  const call = as(() => family);
  const otherCall = as(() => other);

  beforeAll(async () => {
    harness = await startHarness(engine);
    family = await harness.family('shell');
    other = await harness.family('shell-other');
    const child = await call('POST', '/v1/patients', {
      patient: { name: 'Noa', birthday: birthdayYearsAgo(harness.clock, 8), gender: 'other' },
    });
    childId = (child.json as { patient: { id: number } }).patient.id;
    const catalogue = (
      (await call('GET', '/v1/activity_plans')).json as { activity_plans: { id: number; key: string }[] }
    ).activity_plans;
    const started = await call('POST', '/v1/child_activity_plans', {
      child_id: childId,
      activity_plan_id: catalogue.find((p) => p.key === 'vanderbilt')?.id,
    });
    expect(started.status).toBe(200);
    plan = (started.json as { child_activity_plan: Plan }).child_activity_plan;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("carries the child's paths in the patient JSON (the account menu's Add-ons needs one)", async () => {
    const childOf = async () =>
      (
        (await call('GET', '/v1/patients')).json as { patients: { id: number; paths: unknown[] }[] }
      ).patients.find((each) => each.id === childId);
    expect((await childOf())?.paths).toEqual([]);
    const groups = (
      (await call('GET', '/v1/improvement_groups')).json as {
        improvement_groups: { id: number; areas: string[] }[];
      }
    ).improvement_groups;
    const group = groups.find((each) => each.areas.length > 0);
    const made = await call('POST', '/v1/paths', {
      child_id: childId,
      group_id: group?.id,
      areas: [group?.areas[0]],
    });
    expect(made.status).toBe(200);
    expect((await childOf())?.paths).toHaveLength(1);
    const one = (await call('GET', `/v1/patients/${childId}`)).json as {
      patient: { paths: { group_id: number }[] };
    };
    expect(one.patient.paths[0]?.group_id).toBe(group?.id);
  });

  it('knows the agreements version in force; a new account accepted it when signing up', async () => {
    const read = await call('GET', '/v1/users/agreements');
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      agreements: { version: AGREEMENTS_VERSION, accepted_version: AGREEMENTS_VERSION },
    });
  });

  it('records the version accepted, and refuses another version naming the field', async () => {
    const wrong = await call('POST', '/v1/users/agreements', { agreements: { version: '2001-01-01' } });
    expect(wrong.status).toBe(422);
    expect(Object.keys((wrong.json as Errors).errors)).toContain('agreements.version');
    const bad = await call('POST', '/v1/users/agreements', { agreements: { version: 'soon' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.json as Errors).errors)).toContain('agreements.version');
    const ok = await call('POST', '/v1/users/agreements', { agreements: { version: AGREEMENTS_VERSION } });
    expect(ok.status).toBe(200);
    expect((ok.json as { agreements: { accepted_at: string | null } }).agreements.accepted_at).not.toBeNull();
  });

  it('keeps the profile and the notification switches, and refuses a landline naming the field', async () => {
    const path = `/v1/users/${family.userId}`;
    const saved = await call('PUT', path, {
      user: { name: 'Sam Rivera', phone: '+447400123456', email_subscription: false, sms_subscription: true },
    });
    expect(saved.status).toBe(200);
    const me = (await call('GET', '/v1/users/me')).json as { user: Record<string, unknown> };
    expect(me.user).toMatchObject({
      name: 'Sam Rivera',
      phone: '+447400123456',
      email_subscription: false,
      sms_subscription: true,
    });
    const landline = await call('PUT', path, { user: { phone: '+442079460000' } });
    expect(landline.status).toBe(422);
    expect((landline.json as Errors).errors['user.phone']).toBeDefined();
    const typo = await call('PUT', path, { user: { sms_subscription: 'yes' } });
    expect(typo.status).toBe(422);
    expect(Object.keys((typo.json as Errors).errors)).toContain('user.sms_subscription');
    // another family's account is not this one's to change
    const theirs = await otherCall('PUT', path, { user: { name: 'Not me' } });
    expect(theirs.status).toBe(404);
  });

  it('cancels the trial subscription at the end of its period, once, and not for another family', async () => {
    const purchases = (
      (await call('GET', '/v1/payment/purchases')).json as {
        purchases: { id: number; ends_on: string | null; cancel_at_period_end?: boolean }[];
      }
    ).purchases;
    const subscription = purchases.find((p) => p.ends_on);
    expect(subscription?.cancel_at_period_end).toBe(false);
    const path = `/v1/payment/purchases/${subscription?.id}/cancel`;
    expect((await otherCall('POST', path)).status).toBe(404);
    const cancelled = await call('POST', path);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ purchase: { cancel_at_period_end: true, state: 'paid' } });
    const again = await call('POST', path);
    expect(again.status).toBe(422);
    expect(Object.keys((again.json as Errors).errors)).toContain('purchase');
  });

  it('pauses and unpauses a plan on the server; another family gets 404', async () => {
    const pause = `/v1/child_activity_plans/${plan.id}/pause`;
    expect((await otherCall('POST', pause, { child_id: childId })).status).toBe(404);
    const paused = await call('POST', pause, { child_id: childId });
    expect(paused.status).toBe(200);
    const listed = async () =>
      (
        (await call('GET', `/v1/child_activity_plans?child_id=${childId}`)).json as { plans: Plan[] }
      ).plans.find((p) => p.id === plan.id);
    expect((await listed())?.state).toBe('paused');
    const unpaused = await call('POST', `/v1/child_activity_plans/${plan.id}/unpause`, { child_id: childId });
    expect(unpaused.status).toBe(200);
    expect((await listed())?.state).toBe('active');
  });

  it('keeps a reflection with the session, refuses it on another step, and another family gets 404', async () => {
    const items = plan.child_activity_sessions.flatMap((s) => s.child_activity_items);
    const reflection = items.find((i) => i.activity_item.kind === 'reflection');
    const text = items.find((i) => i.activity_item.kind !== 'reflection');
    const path = (item: Item | undefined) => `/v1/child_activity_items/${item?.id}/reflection`;
    const saved = await call('PUT', path(reflection), {
      child_id: childId,
      reflection: { text: '  She packed her bag by herself.  ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      child_activity_item: { reflection: 'She packed her bag by herself.' },
    });
    const plans = (
      (await call('GET', `/v1/child_activity_plans?child_id=${childId}`)).json as { plans: Plan[] }
    ).plans;
    const kept = plans
      .flatMap((p) => p.child_activity_sessions.flatMap((s) => s.child_activity_items))
      .find((i) => i.id === reflection?.id);
    expect(kept?.reflection).toBe('She packed her bag by herself.');

    const notReflection = await call('PUT', path(text), { child_id: childId, reflection: { text: 'x' } });
    expect(notReflection.status).toBe(422);
    expect(Object.keys((notReflection.json as Errors).errors)).toContain('reflection.text');
    const tooLong = await call('PUT', path(reflection), {
      child_id: childId,
      reflection: { text: 'x'.repeat(5001) },
    });
    expect(tooLong.status).toBe(422);
    expect(Object.keys((tooLong.json as Errors).errors)).toContain('reflection.text');
    const theirs = await otherCall('PUT', path(reflection), { child_id: childId, reflection: { text: 'x' } });
    expect(theirs.status).toBe(404);
  });

  it('sends a help request from the help center with its source; another family gets 404', async () => {
    const body = {
      child_id: childId,
      help_request: { source: helpCenterSource('plans'), message: 'How do I pause a plan?' },
    };
    const asked = await call('POST', '/v1/clinic/patients/help_requests', body);
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ help_request: { child_id: childId, source: 'help-center:plans' } });
    expect((await otherCall('POST', '/v1/clinic/patients/help_requests', body)).status).toBe(404);
    const empty = await call('POST', '/v1/clinic/patients/help_requests', {
      child_id: childId,
      help_request: { source: '' },
    });
    expect(empty.status).toBe(422);
    expect(Object.keys((empty.json as Errors).errors)).toContain('help_request.source');
  });
});
