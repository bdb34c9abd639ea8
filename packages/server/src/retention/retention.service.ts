/**
 * The retention purge: deletes what Attune no longer needs, by core's rules (`retentionCutoffs`,
 * `LOGIN_IDLE_LIMIT_MS`): log-in tokens past their end (expired, revoked or idle) and used confirmation
 * links, failed log-ins and rate-limit counters, sent mail and development texts, reminder sendings that are
 * over (sent, failed or cancelled: a planned one waits for its morning), and audit rows past their 24 months. It runs
 * at start and then every hour (core's `PURGE_INTERVAL_MS`), started by `main.ts`; each step is one
 * DELETE, so a purge interrupted half-way is simply finished by the next one.
 */
import { LOGIN_IDLE_LIMIT_MS, PURGE_INTERVAL_MS, retentionCutoffs } from '@attune/core/rules';
import { and, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  auditEvents,
  authTokens,
  confirmationTokens,
  loginFailures,
  outbox,
  rateLimits,
  reminderDeliveries,
  smsOutbox,
} from '../db/schema';
import { startSchedule } from '../jobs/schedule';

/** How many rows one purge deleted, by kind. */
export interface PurgeReport {
  readonly authTokens: number;
  readonly confirmationTokens: number;
  readonly failedLogins: number;
  readonly rateLimits: number;
  readonly sentMail: number;
  /** Development texts (the text outbox) past the sent mail's retention. */
  readonly sentTexts: number;
  /** Reminder sendings that are over (not planned), past the sent mail's retention. */
  readonly reminderDeliveries: number;
  readonly auditEvents: number;
}

/**
 * Deletes the failed log-ins last seen before `cutoff`. The one place that knows the log-in throttle's
 * table: when the throttle moves to another table, point this function at it.
 */
export async function purgeFailedLogins(ctx: AppContext, cutoff: Date): Promise<number> {
  const rows = await ctx.db
    .delete(loginFailures)
    .where(lt(loginFailures.lastFailedAt, cutoff))
    .returning({ key: loginFailures.key });
  return rows.length;
}

/** Deletes everything past its retention at the context's clock's `now`; says how much. */
export async function purgeExpired(ctx: AppContext): Promise<PurgeReport> {
  const now = ctx.clock.now();
  const cut = retentionCutoffs(now);
  const idleBefore = new Date(cut.deadTokens.getTime() - LOGIN_IDLE_LIMIT_MS);
  const deadTokens = await ctx.db
    .delete(authTokens)
    .where(
      or(
        lt(authTokens.expiresAt, cut.deadTokens),
        lt(authTokens.revokedAt, cut.deadTokens),
        lt(sql`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt})`, idleBefore),
      ),
    )
    .returning({ id: authTokens.id });
  const deadLinks = await ctx.db
    .delete(confirmationTokens)
    .where(
      or(
        lt(confirmationTokens.expiresAt, cut.deadTokens),
        and(isNotNull(confirmationTokens.usedAt), lt(confirmationTokens.usedAt, cut.deadTokens)),
      ),
    )
    .returning({ id: confirmationTokens.id });
  const failedLogins = await purgeFailedLogins(ctx, cut.failedLogins);
  const counters = await ctx.db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, cut.failedLogins))
    .returning({ key: rateLimits.key });
  const mail = await ctx.db
    .delete(outbox)
    .where(lt(outbox.createdAt, cut.sentMail))
    .returning({ id: outbox.id });
  const texts = await ctx.db
    .delete(smsOutbox)
    .where(lt(smsOutbox.createdAt, cut.sentMail))
    .returning({ id: smsOutbox.id });
  const sendings = await ctx.db
    .delete(reminderDeliveries)
    .where(and(ne(reminderDeliveries.status, 'planned'), lt(reminderDeliveries.createdAt, cut.sentMail)))
    .returning({ id: reminderDeliveries.id });
  const audit = await ctx.db
    .delete(auditEvents)
    .where(lt(auditEvents.createdAt, cut.audit))
    .returning({ id: auditEvents.id });
  return {
    authTokens: deadTokens.length,
    confirmationTokens: deadLinks.length,
    failedLogins,
    rateLimits: counters.length,
    sentMail: mail.length,
    sentTexts: texts.length,
    reminderDeliveries: sendings.length,
    auditEvents: audit.length,
  };
}

/** A running purge schedule. */
export interface RetentionSchedule {
  /** Stops the schedule and waits for a purge under way. */
  stop(): Promise<void>;
  /** Runs one purge now (the schedule's own step), e.g. in tests. */
  runNow(): Promise<PurgeReport | null>;
}

/**
 * Purges at once and then every `intervalMs` (core's hourly `PURGE_INTERVAL_MS` by default). One purge at
 * a time; a failed purge is logged (without data) and tried again at the next tick. The timer does not
 * keep the process alive.
 */
export function startRetentionSchedule(
  ctx: AppContext,
  options: { intervalMs?: number } = {},
): RetentionSchedule {
  return startSchedule(ctx.logger, {
    name: 'retention_purge',
    failed: 'retention purge failed',
    intervalMs: options.intervalMs ?? PURGE_INTERVAL_MS,
    work: () => purgeExpired(ctx),
  });
}
