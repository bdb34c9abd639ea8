/**
 * The Attune server as the benchmark runs it, in a process of its own: the production options of
 * `main.ts` (request log on, compression, production mode) on the database the benchmark names
 * (DATABASE_URL, or the embedded database in DATA_DIR), plus the benchmark's 5 catalogue plans of 30
 * sessions of 5 items. Tells the parent its address over IPC, confirms the address `{ confirm }` names
 * (the benchmark's family; production has no outbox) and stops on `stop`.
 */

import { eq } from 'drizzle-orm';
import { createDatabase } from '../src/db/database';
import { activityItems, activityPlans, activitySessions, users } from '../src/db/schema';
import { startServer } from '../src/server';

const url = process.env.DATABASE_URL;
const database = await createDatabase(url ? { url } : { dataDir: process.env.DATA_DIR ?? '' });
const server = await startServer({
  db: database.db,
  listen: database.listen,
  port: 0,
  production: true,
  requestLog: true,
});

// The benchmark's catalogue plans: 5 plans of 30 sessions of 5 items (a plan is started once per child).
const planIds: number[] = [];
for (let number = 1; number <= 5; number += 1) {
  const [plan] = await database.db
    .insert(activityPlans)
    .values({
      key: `bench-plan-${number}`,
      title: `Benchmark plan ${number}`,
      description: 'Thirty sessions.',
      cadenceDays: 7,
    })
    .returning();
  const sessions = await database.db
    .insert(activitySessions)
    .values(
      Array.from({ length: 30 }, (_, position) => ({
        activityPlanId: plan?.id ?? 0,
        position,
        title: `Session ${position}`,
        description: 'A session of the benchmark plan.',
        length: '10 min',
      })),
    )
    .returning();
  await database.db.insert(activityItems).values(
    sessions.flatMap((session) =>
      Array.from({ length: 5 }, (_, index) => ({
        activitySessionId: session.id,
        position: index + 1,
        content: `Step ${index + 1} of ${session.title}`,
      })),
    ),
  );
  planIds.push(plan?.id ?? 0);
}
await server.ctx.catalogue.get(true);

process.send?.({ url: server.url, planIds, engine: database.engine });
process.on('message', async (message) => {
  // The benchmark's family confirms its address as a reader of the mail would (production has no outbox).
  if (typeof message === 'object' && message && 'confirm' in message) {
    await database.db
      .update(users)
      .set({ confirmedAt: new Date() })
      .where(eq(users.email, String(message.confirm)));
    process.send?.({ confirmed: true });
    return;
  }
  // The process's CPU time so far, so the benchmark can tell each request's CPU cost (robust to a busy machine).
  if (message === 'cpu') {
    process.send?.({ cpu: process.cpuUsage() });
    return;
  }
  if (message !== 'stop') return;
  await server.close();
  await database.close();
  process.exit(0);
});
