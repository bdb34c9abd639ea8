import { createDatabase } from './src/db/database';
import { createApp, silentLogger } from './src/app';
import { activityItems, activityPlans, activitySessions, childActivityItems, childActivitySessions, children, users } from './src/db/schema';
import { startPlan, listChildPlans } from './src/plans/plans.service';
import { inArray, eq } from 'drizzle-orm';
const d = await createDatabase({ memory: true });
const { ctx } = createApp({ db: d.db, logger: silentLogger });
const [plan] = await d.db.insert(activityPlans).values({ key: 'b', title: 'B' }).returning();
const sessions = await d.db.insert(activitySessions).values(Array.from({ length: 30 }, (_, position) => ({ activityPlanId: plan!.id, position, title: `S${position}` }))).returning();
await d.db.insert(activityItems).values(sessions.flatMap((s) => Array.from({ length: 5 }, (_, i) => ({ activitySessionId: s.id, position: i + 1, content: 'x' }))));
const [u] = await d.db.insert(users).values({ email: 'a@b.c', passwordHash: 'x' }).returning();
const [c] = await d.db.insert(children).values({ userId: u!.id, name: 'k', birthday: '2017-01-01', gender: 'other' }).returning();
for (let i = 0; i < 5; i++) await startPlan(ctx, d.db, c!.id, plan!.id);
for (let r = 0; r < 3; r++) {
  let t = performance.now();
  const json = await listChildPlans(ctx, c!.id);
  const t1 = performance.now();
  JSON.stringify(json);
  console.log('list', (t1 - t).toFixed(1), 'stringify', (performance.now() - t1).toFixed(1));
  t = performance.now();
  const ss = await d.db.select().from(childActivitySessions);
  const t2 = performance.now();
  const its = await d.db.select().from(childActivityItems).where(inArray(childActivityItems.childActivitySessionId, ss.map((s) => s.id)));
  const t3 = performance.now();
  const raw = await (d as any).db.$client.query('select * from child_activity_items');
  const t4 = performance.now();
  console.log('sessions', (t2 - t).toFixed(1), 'items', (t3 - t2).toFixed(1), its.length, 'raw items', (t4 - t3).toFixed(1));
}
