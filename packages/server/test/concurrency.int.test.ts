/**
 * Concurrency: 50 simultaneous completions of the 50 items of one session all land, and the session ends
 * complete exactly once (one completion time, one "Session complete" notification).
 * Restart: on the embedded database, a family's data survives stopping and starting the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/app';
import { createDatabase } from '../src/db/database';
import { activityItems, activityPlans, activitySessions, notifications, users } from '../src/db/schema';
import { startServer } from '../src/server';
import { birthdayYearsAgo, engines, type Harness, pgliteTemplate, startHarness } from './support/harness';

const ITEMS = 50;

describe.each(engines)('simultaneous completions of one session (%s)', (engine) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(engine);
    const db = harness.server.ctx.db;
    const [plan] = await db
      .insert(activityPlans)
      .values({ key: 'fifty-steps', title: 'Fifty Steps', description: 'A long checklist.', cadenceDays: 7 })
      .returning();
    const [session] = await db
      .insert(activitySessions)
      .values({
        activityPlanId: plan?.id ?? 0,
        position: 0,
        title: 'All at once',
        description: 'Fifty small steps.',
      })
      .returning();
    await db.insert(activityItems).values(
      Array.from({ length: ITEMS }, (_, index) => ({
        activitySessionId: session?.id ?? 0,
        position: index + 1,
        content: `Step ${index + 1}`,
      })),
    );
    await harness.server.ctx.catalogue.get(true);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('lands all 50 completions and completes the session exactly once', async () => {
    const family = await harness.family('concurrent');
    const child = await harness.call('POST', '/v1/patients', {
      token: family.token,
      body: { patient: { name: 'Ari', birthday: birthdayYearsAgo(harness.clock, 7), gender: 'other' } },
    });
    const childId = (child.json as { patient: { id: number } }).patient.id;
    const plans = await harness.call('GET', '/v1/activity_plans', { token: family.token });
    const planId = (plans.json as { activity_plans: { id: number; key: string }[] }).activity_plans.find(
      (plan) => plan.key === 'fifty-steps',
    )?.id;
    const started = await harness.call('POST', '/v1/child_activity_plans', {
      token: family.token,
      body: { child_id: childId, activity_plan_id: planId },
    });
    const session = (
      started.json as {
        child_activity_plan: {
          child_activity_sessions: { id: number; child_activity_items: { id: number }[] }[];
        };
      }
    ).child_activity_plan.child_activity_sessions[0];
    const items = session?.child_activity_items ?? [];
    expect(items).toHaveLength(ITEMS);

    const answers = await Promise.all(
      items.map((item) =>
        harness.call('PATCH', `/v1/child_activity_items/${item.id}`, {
          token: family.token,
          body: { child_id: childId, child_activity_item: { complete: true } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(items.map(() => 200));
    const sessionsSeen = answers.map(
      (answer) =>
        (answer.json as { child_activity_session: { complete: boolean } }).child_activity_session.complete,
    );
    // Exactly one answer saw the last item land; the change after it saw the session complete.
    expect(sessionsSeen.filter(Boolean).length).toBeGreaterThanOrEqual(1);

    const after = await harness.call('GET', `/v1/child_activity_plans?child_id=${childId}`, {
      token: family.token,
    });
    const reloaded = (
      after.json as {
        plans: {
          complete: boolean;
          child_activity_sessions: {
            complete: boolean;
            completed_at: string | null;
            child_activity_items: { complete: boolean }[];
          }[];
        }[];
      }
    ).plans[0];
    const finished = reloaded?.child_activity_sessions[0];
    expect(finished?.child_activity_items.every((item) => item.complete)).toBe(true);
    expect(finished?.complete).toBe(true);
    expect(finished?.completed_at).not.toBeNull();
    expect(reloaded?.complete).toBe(true);
    const notes = await harness.server.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, family.userId));
    expect(notes.filter((note) => note.title === 'Session complete')).toHaveLength(1);
  });
});

describe('the embedded database across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'attune-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a family, its child and its log-in after the server stops and starts again', async () => {
    // From the migrated template, not from nothing (seconds of CPU): the first start seeds the catalogue.
    const first = await createDatabase({ dataDir, pglite: await pgliteTemplate('migrated') });
    const server = await startServer({ db: first.db, logger: silentLogger, production: false });
    const email = 'restart@example.test';
    const password = 'steady-anchor-harbour-3';
    await fetch(`${server.url}/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { name: 'Pat', email, password, password_confirmation: password } }),
    });
    const logIn = await fetch(`${server.url}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const token = ((await logIn.json()) as { user: { token: string } }).user.token;
    // A finished account with its free trial may add a child.
    await first.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.email, email));
    const { products } = (await (await fetch(`${server.url}/v1/products`)).json()) as {
      products: { id: number; name: string }[];
    };
    const trial = await fetch(`${server.url}/v1/payment/purchases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user-token': token },
      body: JSON.stringify({
        payment: { product_id: products.find((p) => p.name === 'attune-trial')?.id, soft_trial: true },
      }),
    });
    expect(trial.status).toBe(200);
    await fetch(`${server.url}/v1/patients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user-token': token },
      body: JSON.stringify({ patient: { name: 'Sky', birthday: '2016-05-04', gender: 'female' } }),
    });
    await server.close();
    await first.close();

    const second = await createDatabase({ dataDir });
    const again = await startServer({ db: second.db, logger: silentLogger, production: false });
    try {
      const patients = await fetch(`${again.url}/v1/patients`, { headers: { 'x-user-token': token } });
      expect(patients.status).toBe(200);
      const body = (await patients.json()) as { patients: { name: string }[] };
      expect(body.patients.map((p) => p.name)).toEqual(['Sky']);
      const login = await fetch(`${again.url}/v1/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      const plans = await fetch(`${again.url}/v1/activity_plans`, { headers: { 'x-user-token': token } });
      const catalogue = (await plans.json()) as { activity_plans: unknown[] };
      // The seed ran once: restarting did not add a second catalogue.
      expect(catalogue.activity_plans).toHaveLength(15);
    } finally {
      await again.close();
      await second.close();
    }
  });
});
