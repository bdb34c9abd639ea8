/**
 * Childhood Sleep Improvement: the weekly check-ins a parent enters, the child's sleep device link, and
 * the import of the nights the device measured (pulled when they are read). The rules are core's
 * (`minutesInBed`, `sleepDeviceState`, `sleepImportDue`, `sleepImportRange`, `nightsToImport`); times are
 * read on the family's clock.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  addDays,
  bedtimeDay,
  DEFAULT_TIME_ZONE,
  minutesInBed,
  nightsToImport,
  oauthStateExpiresAt,
  type SleepCheckinInput,
  type SleepDeviceService,
  sleepDeviceState,
  sleepImportDue,
  sleepImportRange,
  zonedInstant,
} from '@attune/core/rules';
import { and, eq, isNull, max, ne, or, sql } from 'drizzle-orm';
import { type AppContext, todayOf } from '../context';
import { sleepDeviceLinks, sleepResults } from '../db/schema';
import { HttpError } from '../http/errors';
import { sleepJson } from '../insights/insights.service';
import { openSecret, sealSecret } from '../lib/secret-box';
import { type SleepDeviceProvider, SleepProviderError } from './sleep-device-provider';

/**
 * Records a night from the weekly check-in (a second entry for the night replaces the first). A wake time
 * not after the bedtime is 422 on `wake_time`.
 */
export async function recordSleepCheckin(ctx: AppContext, childId: number, input: SleepCheckinInput) {
  const minutes = minutesInBed(input.bedtime, input.wake_time);
  if (minutes === null) throw new HttpError(422, { wake_time: ['must be after the bedtime'] });
  const timeZone = ctx.timeZone ?? DEFAULT_TIME_ZONE;
  const bedDay = bedtimeDay(input.night, input.bedtime);
  const start = zonedInstant(bedDay, input.bedtime, timeZone);
  const end = zonedInstant(addDays(input.night, 1), input.wake_time, timeZone);
  const values = {
    childId,
    source: 'checkin',
    startTime: start,
    endTime: end,
    minutesAsleep: minutes,
    night: input.night,
    bedtime: input.bedtime,
    wakeTime: input.wake_time,
    nightWakings: input.night_wakings,
  };
  const [row] = await ctx.db
    .insert(sleepResults)
    .values(values)
    .onConflictDoUpdate({
      target: [sleepResults.childId, sleepResults.source, sleepResults.night],
      set: values,
    })
    .returning();
  if (!row) throw new Error('sleep check-in insert returned no row');
  return sleepJson(row);
}

function deviceJson(row: typeof sleepDeviceLinks.$inferSelect) {
  if (!row.linkedAt) return null;
  return {
    id: row.id,
    child_id: row.childId,
    service: 'fitbit' as const,
    linked_at: row.linkedAt.toISOString(),
    status: row.tokenRefusedAt ? ('relink_needed' as const) : ('linked' as const),
  };
}

/** The child's linked device, or null (a link still at the provider's page is not one). */
export async function sleepDeviceOf(ctx: AppContext, childId: number) {
  const [row] = await ctx.db.select().from(sleepDeviceLinks).where(eq(sleepDeviceLinks.childId, childId));
  return row ? deviceJson(row) : null;
}

/**
 * Starts linking: a fresh state for the child (core's `sleepDeviceState`) kept for 30 minutes, and the
 * provider's page to go to. The redirect must be the app's own callback page for the service.
 */
export async function startSleepDeviceLink(
  ctx: AppContext,
  provider: SleepDeviceProvider | null,
  childId: number,
  input: { service: SleepDeviceService; redirect_uri: string },
) {
  if (!provider) throw new HttpError(503, { service: ['Linking a Fitbit is not set up on this server'] });
  const redirect = new URL(input.redirect_uri);
  const ownOrigin = ctx.publicUrl ? new URL(ctx.publicUrl).origin : null;
  if (
    redirect.pathname !== `/oauth_callback/${input.service}` ||
    (ownOrigin !== null && redirect.origin !== ownOrigin) ||
    !['http:', 'https:'].includes(redirect.protocol)
  ) {
    throw new HttpError(422, { redirect_uri: ["must be the app's own callback page"] });
  }
  const state = sleepDeviceState(childId, randomBytes(24).toString('base64url'));
  const expires = oauthStateExpiresAt(ctx.clock.now());
  await ctx.db
    .insert(sleepDeviceLinks)
    .values({ childId, service: input.service, oauthState: state, stateExpiresAt: expires })
    .onConflictDoUpdate({
      target: sleepDeviceLinks.childId,
      set: { oauthState: state, stateExpiresAt: expires },
    });
  return provider.authorizeUrl({ state, redirectUri: redirect.toString() });
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Completes linking (the OAuth callback): the state must be the one made for this child and still fresh
 * (else 422 on `state`), and the provider must accept the token (else 422 on `access_token`).
 */
export async function completeSleepDeviceLink(
  ctx: AppContext,
  provider: SleepDeviceProvider | null,
  childId: number,
  input: { state: string; access_token: string },
) {
  if (!provider) throw new HttpError(503, { service: ['Linking a Fitbit is not set up on this server'] });
  const [row] = await ctx.db.select().from(sleepDeviceLinks).where(eq(sleepDeviceLinks.childId, childId));
  if (
    !row?.oauthState ||
    !sameSecret(row.oauthState, input.state) ||
    !row.stateExpiresAt ||
    row.stateExpiresAt.getTime() < ctx.clock.now().getTime()
  ) {
    throw new HttpError(422, { state: ['is not the one this link was started with, or has expired'] });
  }
  const verified = await provider.verifyToken(input.access_token);
  if (!verified) throw new HttpError(422, { access_token: ['was refused by the provider'] });
  const [linked] = await ctx.db
    .update(sleepDeviceLinks)
    .set({
      oauthState: null,
      stateExpiresAt: null,
      providerUserId: verified.userId,
      accessToken: await sealSecret(ctx, input.access_token),
      linkedAt: ctx.clock.now(),
      // A new token: its nights are imported at the next read, and any refusal of the old one is over.
      sleepsImportedAt: null,
      tokenRefusedAt: null,
    })
    .where(and(eq(sleepDeviceLinks.id, row.id), eq(sleepDeviceLinks.oauthState, row.oauthState)))
    .returning();
  const json = linked ? deviceJson(linked) : null;
  if (!json) throw new HttpError(422, { state: ['was already used'] });
  return json;
}

/**
 * The OAuth token of the child's linked device, opened from its sealed form (lib/secret-box.ts), or null
 * when no device is linked.
 */
export async function sleepDeviceToken(ctx: AppContext, childId: number): Promise<string | null> {
  const [row] = await ctx.db.select().from(sleepDeviceLinks).where(eq(sleepDeviceLinks.childId, childId));
  return row?.linkedAt && row.accessToken ? openSecret(ctx, row.accessToken) : null;
}

/** Unlinks the child's device (and forgets its token). */
export async function unlinkSleepDevice(ctx: AppContext, childId: number) {
  await ctx.db.delete(sleepDeviceLinks).where(eq(sleepDeviceLinks.childId, childId));
}

/**
 * Imports the nights the child's linked device measured (pull on read), at most once per child every 15
 * minutes (core's `sleepImportDue`): from the last imported night, or 30 days back on the first import,
 * up to the family's today (core's `sleepImportRange`); main sleeps only, one per night (core's
 * `nightsToImport`), kept once per provider log however often they are imported.
 *
 * The import is claimed by one statement that stamps the link's `sleeps_imported_at` only if it still
 * holds the stamp read (and the same token), so of several reads at once, in one process or several,
 * only one calls the provider. A token the provider refuses marks the link as needing a new link (no
 * more calls until then); any other failure is logged in one line (no token, no child data) and the
 * read goes on with what is stored: a read never fails because the provider is down.
 */
export async function importDeviceSleeps(
  ctx: AppContext,
  provider: SleepDeviceProvider | null,
  childId: number,
): Promise<void> {
  if (!provider) return;
  const [link] = await ctx.db.select().from(sleepDeviceLinks).where(eq(sleepDeviceLinks.childId, childId));
  if (!link?.linkedAt || !link.accessToken || link.tokenRefusedAt) return;
  const now = ctx.clock.now();
  if (!sleepImportDue(link.sleepsImportedAt, now)) return;
  const claimed = await ctx.db
    .update(sleepDeviceLinks)
    .set({ sleepsImportedAt: now })
    .where(
      and(
        eq(sleepDeviceLinks.id, link.id),
        eq(sleepDeviceLinks.accessToken, link.accessToken),
        isNull(sleepDeviceLinks.tokenRefusedAt),
        link.sleepsImportedAt
          ? eq(sleepDeviceLinks.sleepsImportedAt, link.sleepsImportedAt)
          : isNull(sleepDeviceLinks.sleepsImportedAt),
      ),
    )
    .returning({ id: sleepDeviceLinks.id });
  if (claimed.length === 0) return;

  const [last] = await ctx.db
    .select({ night: max(sleepResults.night) })
    .from(sleepResults)
    .where(and(eq(sleepResults.childId, childId), eq(sleepResults.source, 'device')));
  const range = sleepImportRange(last?.night ?? null, todayOf(ctx));
  let logs: Awaited<ReturnType<SleepDeviceProvider['sleeps']>>;
  try {
    logs = await provider.sleeps(await openSecret(ctx, link.accessToken), range);
  } catch (error) {
    const reason =
      error instanceof SleepProviderError
        ? error.message
        : error instanceof Error
          ? error.name
          : 'unknown error';
    ctx.logger.error(`sleep import: the device provider failed (${reason}); answering the stored nights`);
    return;
  }
  if (logs === null) {
    await ctx.db
      .update(sleepDeviceLinks)
      .set({ tokenRefusedAt: now })
      .where(and(eq(sleepDeviceLinks.id, link.id), eq(sleepDeviceLinks.accessToken, link.accessToken)));
    return;
  }
  const nights = nightsToImport(logs);
  if (nights.length === 0) return;
  const timeZone = ctx.timeZone ?? DEFAULT_TIME_ZONE;
  const rows = nights.map((night) => ({
    childId,
    source: 'device',
    startTime: zonedInstant(night.bedDay, night.bedtime, timeZone),
    endTime: zonedInstant(night.wakeDay, night.wakeTime, timeZone),
    minutesAsleep: night.minutesAsleep,
    night: night.night,
    bedtime: night.bedtime,
    wakeTime: night.wakeTime,
    nightWakings: null,
    providerLogId: night.logId,
  }));
  await ctx.db.transaction(async (tx) => {
    const ofChild = and(eq(sleepResults.childId, childId), eq(sleepResults.source, 'device'));
    // A log the provider now places on another night (edited at the provider) leaves its old night.
    await tx
      .delete(sleepResults)
      .where(
        and(
          ofChild,
          or(
            ...nights.map((night) =>
              and(eq(sleepResults.providerLogId, night.logId), ne(sleepResults.night, night.night)),
            ),
          ),
        ),
      );
    await tx
      .insert(sleepResults)
      .values(rows)
      .onConflictDoUpdate({
        target: [sleepResults.childId, sleepResults.source, sleepResults.night],
        set: {
          startTime: sql`excluded.start_time`,
          endTime: sql`excluded.end_time`,
          minutesAsleep: sql`excluded.minutes_asleep`,
          bedtime: sql`excluded.bedtime`,
          wakeTime: sql`excluded.wake_time`,
          providerLogId: sql`excluded.provider_log_id`,
        },
      });
  });
}
