/** What the app tells a family: its notification feed and the test groups its account is in. */
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { notifications, testGroups } from '../db/schema';

/** The account's latest 100 notifications, newest first. */
export async function listNotifications(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.timestamp), desc(notifications.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    timestamp: row.timestamp.toISOString(),
    kind: row.kind,
    persist: row.persist,
    title: row.title,
    body: row.body || null,
  }));
}

/** The test groups the account is in. */
export async function listTestGroups(ctx: AppContext, userId: number) {
  const rows = await ctx.db.select().from(testGroups).where(eq(testGroups.userId, userId));
  return rows.map((row) => ({ group_key: row.groupKey, user_group: row.userGroup }));
}
