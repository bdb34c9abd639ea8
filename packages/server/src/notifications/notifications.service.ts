/**
 * What the app tells a family: its notification feed (read and unread), the browsers it gets Web Push on,
 * the session-due reminders and the test groups its account is in.
 *
 * Conventions:
 * - A notification the server writes keeps its English words (`title`, `body`) and what they are built
 *   from (`kind`, `data`); it is worded when listed, in the language of the call (`Accept-Language`), and
 *   when pushed, in the language the browser subscribed in. Kinds without words here show as written.
 * - A session gets at most one reminder: core's `sessionsToRemind` picks the due sessions not reminded of,
 *   and the unique index on (kind, session) makes a second writer (another process, a retried run) a no-op.
 * - The family's day for reminders is its own: the account keeps the time zone its calls send
 *   (`users.time_zone`, stored by the router when it changes, {@link keepTimeZone}), and a session is due
 *   once the day in that zone has reached its schedule date. An account that never sent a real zone
 *   counts as core's `DEFAULT_TIME_ZONE` (UTC), as a call without `X-Time-Zone` does.
 */
import {
  isPushServiceEndpoint,
  type Language,
  languageOfAcceptLanguage,
  latestCalendarDay,
  PUSH_TTL_SECONDS,
  SESSION_REMINDER_INTERVAL_MS,
  sessionsToRemind,
} from '@attune/core/rules';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import webPush from 'web-push';
import type { AppContext } from '../context';
import {
  childActivityPlans,
  childActivitySessions,
  children,
  notifications,
  pushSubscriptions,
  testGroups,
  users,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { startSchedule } from '../jobs/schedule';
import { localizedCatalogue, type PlanCatalogue } from '../plans/catalogue-cache';
import { pushToDevices } from './native-push';

/** The kind of a session-due reminder. */
export const SESSION_DUE = 'session-due';

type Words = { readonly title: string; readonly body: string };
const WORDS: Readonly<Record<string, Readonly<Record<Language, Words>>>> = {
  [SESSION_DUE]: {
    en: { title: 'Session due today', body: '"{session}" ({plan}) is ready for you.' },
    es: { title: 'Sesión para hoy', body: '«{session}» ({plan}) ya está lista.' },
  },
  welcome: {
    en: {
      title: 'Welcome to Attune',
      body: 'Take a look around: {first} and {second} each have a plan under way.',
    },
    es: {
      title: 'Te damos la bienvenida a Attune',
      body: 'Echa un vistazo: {first} y {second} ya tienen un plan en marcha.',
    },
  },
  'session-complete': {
    en: { title: 'Session complete', body: 'Well done: "{session}" is complete.' },
    es: { title: 'Sesión completada', body: '¡Bien hecho! «{session}» está completada.' },
  },
  // The Food Sensitivity kit, moved on by staff (food-sensitivity.service.ts).
  'food-sensitivity-shipped': {
    en: { title: 'Test kit shipped', body: '{child}’s food sensitivity kit is on its way.' },
    es: { title: 'Kit enviado', body: 'El kit de sensibilidad alimentaria de {child} está en camino.' },
  },
  'food-sensitivity-received': {
    en: {
      title: 'Sample received',
      body: 'The lab received {child}’s hair sample. Results take about 10 business days.',
    },
    es: {
      title: 'Muestra recibida',
      body: 'El laboratorio recibió la muestra de cabello de {child}. Los resultados tardan unos 10 días hábiles.',
    },
  },
  'food-sensitivity-results': {
    en: { title: 'Results ready', body: '{child}’s food sensitivity results are ready.' },
    es: {
      title: 'Resultados listos',
      body: 'Los resultados de sensibilidad alimentaria de {child} están listos.',
    },
  },
};

/** A notification's title and body in `language`, from its kind and data; its stored words otherwise. */
function wordsOf(
  row: Pick<typeof notifications.$inferSelect, 'kind' | 'title' | 'body' | 'data'>,
  catalogue: PlanCatalogue,
  language: Language,
): Words {
  const words = WORDS[row.kind]?.[language];
  if (!words) return { title: row.title, body: row.body };
  if (row.data.activity_session_id === undefined) {
    // Words filled from the row's own data (`{first}`), kept as written when something is missing.
    const body = words.body.replace(/\{(\w+)\}/g, (match, key: string) => String(row.data[key] ?? match));
    return body.includes('{') ? { title: row.title, body: row.body } : { title: words.title, body };
  }
  const session = catalogue.sessions.get(Number(row.data.activity_session_id));
  if (!session) return { title: row.title, body: row.body };
  const plan = catalogue.plans.get(session.activityPlanId);
  return {
    title: words.title,
    body: words.body.replace('{session}', session.title).replace('{plan}', plan?.title ?? ''),
  };
}

/** The account's latest 100 notifications, newest first, worded in the call's language. */
export async function listNotifications(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.timestamp), desc(notifications.id))
    .limit(100);
  const language = ctx.language ?? 'en';
  const catalogue = localizedCatalogue(await ctx.catalogue.get(), language);
  return rows.map((row) => {
    const words = wordsOf(row, catalogue, language);
    return {
      id: row.id,
      timestamp: row.timestamp.toISOString(),
      kind: row.kind,
      persist: row.persist,
      title: words.title,
      body: words.body || null,
      read_at: row.readAt ? row.readAt.toISOString() : null,
      href: row.href || null,
    };
  });
}

/** Marks one of the account's notifications read (reading it again keeps the first time); 404 otherwise. */
export async function readNotification(ctx: AppContext, userId: number, id: number): Promise<void> {
  const rows = await ctx.db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  const row = rows[0];
  if (!row) throw notFound('Notification');
  if (row.readAt) return;
  await ctx.db.update(notifications).set({ readAt: ctx.clock.now() }).where(eq(notifications.id, id));
}

/**
 * Stores a browser's push subscription for the account, in the call's language. The endpoint must be a
 * push service's (core's `isPushServiceEndpoint`: in production only the known Web Push services' hosts;
 * outside production any https URL or a loopback http one, for test push services). Storing the same endpoint again updates it (and moves it to this account: one browser,
 * one subscriber).
 */
export async function storePushSubscription(
  ctx: AppContext,
  userId: number,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  if (!isPushServiceEndpoint(input.endpoint, { production: ctx.production }))
    throw new HttpError(422, { endpoint: ['must be an https URL of a push service'] });
  const language = ctx.language ?? 'en';
  await ctx.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, language })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, language },
    });
}

/** The public VAPID key browsers subscribe with, or null when push is not configured. */
export function pushPublicKey(ctx: AppContext): string | null {
  return ctx.webPush?.publicKey ?? null;
}

/** What one reminder run did. */
export interface ReminderReport {
  /** Reminders written (one per session due and not reminded of before). */
  readonly reminders: number;
  /** Pushes the push services accepted. */
  readonly pushed: number;
}

/**
 * Sends a push to every browser of the account (Web Push) and to every iOS device of it (APNs,
 * native-push.ts), each worded in its own language; a subscription or device its push service says is
 * gone is removed. Answers how many pushes were accepted.
 */
async function pushTo(
  ctx: AppContext,
  userId: number,
  message: (language: Language) => { title: string; body: string; href: string },
): Promise<number> {
  return (await webPushTo(ctx, userId, message)) + (await pushToDevices(ctx, userId, message));
}

/** Sends a push to every browser of the account; a subscription its push service says is gone is removed. */
async function webPushTo(
  ctx: AppContext,
  userId: number,
  message: (language: Language) => { title: string; body: string; href: string },
): Promise<number> {
  const config = ctx.webPush;
  if (!config) return 0;
  const subscriptions = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  let accepted = 0;
  for (const subscription of subscriptions) {
    const language = languageOfAcceptLanguage(subscription.language);
    try {
      // web-push builds the encrypted request; it is sent with fetch (web-push itself speaks only https).
      const details = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message(language)),
        {
          vapidDetails: {
            subject: config.subject,
            publicKey: config.publicKey,
            privateKey: config.privateKey,
          },
          TTL: PUSH_TTL_SECONDS,
        },
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404 || response.status === 410) {
        await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      } else if (response.ok) {
        accepted += 1;
      }
    } catch (error) {
      ctx.logger.error(`push failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return accepted;
}

/** A notice to a family: its kind (worded by {@link WORDS}), what its words are built from, and where it leads. */
export interface FamilyNotice {
  readonly kind: string;
  readonly data: Record<string, number | string>;
  readonly href: string;
}

/**
 * Tells a family something: a notification in its feed (kept, worded in the reader's language when
 * listed) and a push to every browser and device it gets push on, each in its own language. Returns how
 * many pushes were accepted.
 */
export async function notifyFamily(ctx: AppContext, userId: number, notice: FamilyNotice): Promise<number> {
  const english = await ctx.catalogue.get();
  const row = { kind: notice.kind, title: '', body: '', data: notice.data };
  const words = wordsOf(row, english, 'en');
  await ctx.db.insert(notifications).values({
    userId,
    kind: notice.kind,
    title: words.title,
    body: words.body,
    data: notice.data,
    href: notice.href,
    persist: true,
    timestamp: ctx.clock.now(),
  });
  return pushTo(ctx, userId, (language) => ({
    ...wordsOf(row, localizedCatalogue(english, language), language),
    href: notice.href,
  }));
}

/**
 * Keeps `timeZone` as the account's time zone (`users.time_zone`), the day its reminders follow. The
 * router calls it when a call sends a real zone other than the one on the caller's row (core's
 * `timeZoneToStore`), so ordinary calls never write. The row is only written when its zone really
 * differs (a concurrent call may have stored it already: then no row changes and no account trigger
 * fires) and never on a deleted account.
 */
export async function keepTimeZone(ctx: AppContext, userId: number, timeZone: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({ timeZone })
    .where(
      and(eq(users.id, userId), isNull(users.deletedAt), sql`${users.timeZone} is distinct from ${timeZone}`),
    );
}

/**
 * Writes a session-due reminder for each session due on its family's day or earlier and not reminded
 * of before (core's `sessionsToRemind`: the family's day at the clock's instant in the zone its account
 * keeps, `users.time_zone`; core's `DEFAULT_TIME_ZONE`, UTC, when it has none), and pushes it to the
 * family's browsers.
 *
 * One query reads the open sessions of active plans for every family at once, bounded by the latest
 * calendar day any family can be in (core's `latestCalendarDay`, the day after UTC's), with each
 * family's zone joined in; the family's own day is then applied per row in code. The bound lets
 * through at most the sessions dated that one day ahead of their family, which the rule drops, and the
 * reading stays one statement however many zones the families are in (no query per zone or family).
 */
export async function remindDueSessions(ctx: AppContext): Promise<ReminderReport> {
  const now = ctx.clock.now();
  const latest = latestCalendarDay(now);
  const rows = await ctx.db
    .select({
      sessionId: childActivitySessions.id,
      scheduleDate: childActivitySessions.scheduleDate,
      complete: childActivitySessions.complete,
      skipped: childActivitySessions.skipped,
      position: childActivitySessions.position,
      activitySessionId: childActivitySessions.activitySessionId,
      planId: childActivityPlans.id,
      planState: childActivityPlans.state,
      childId: children.id,
      userId: children.userId,
      timeZone: users.timeZone,
    })
    .from(childActivitySessions)
    .innerJoin(childActivityPlans, eq(childActivityPlans.id, childActivitySessions.childActivityPlanId))
    .innerJoin(children, eq(children.id, childActivityPlans.childId))
    .innerJoin(users, eq(users.id, children.userId))
    .where(
      and(
        eq(childActivityPlans.state, 'active'),
        eq(childActivitySessions.complete, false),
        eq(childActivitySessions.skipped, false),
        lte(childActivitySessions.scheduleDate, latest),
      ),
    );
  // The sessions due on their family's day; of those, the ones reminded of before are looked up.
  const ids = sessionsToRemind(rows, new Set(), now);
  if (ids.length === 0) return { reminders: 0, pushed: 0 };
  const reminded = new Set<number>();
  for (let i = 0; i < ids.length; i += 1000) {
    const done = await ctx.db
      .select({ sessionId: notifications.sessionId })
      .from(notifications)
      .where(
        and(eq(notifications.kind, SESSION_DUE), inArray(notifications.sessionId, ids.slice(i, i + 1000))),
      );
    for (const row of done) if (row.sessionId !== null) reminded.add(row.sessionId);
  }
  const due = new Set(sessionsToRemind(rows, reminded, now));
  const english = await ctx.catalogue.get();
  let reminders = 0;
  let pushed = 0;
  for (const row of rows) {
    if (!due.has(row.sessionId)) continue;
    const href = `/app/child/${row.childId}/plan/${row.planId}/session/${row.position}`;
    const data = { activity_session_id: row.activitySessionId };
    const words = wordsOf({ kind: SESSION_DUE, title: '', body: '', data }, english, 'en');
    const inserted = await ctx.db
      .insert(notifications)
      .values({
        userId: row.userId,
        kind: SESSION_DUE,
        title: words.title,
        body: words.body,
        data,
        href,
        sessionId: row.sessionId,
        persist: true,
        timestamp: now,
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (inserted.length === 0) continue;
    reminders += 1;
    pushed += await pushTo(ctx, row.userId, (language) => ({
      ...wordsOf(
        { kind: SESSION_DUE, title: '', body: '', data },
        localizedCatalogue(english, language),
        language,
      ),
      href,
    }));
  }
  return { reminders, pushed };
}

/** A running reminder schedule. */
export interface ReminderSchedule {
  /** Stops the schedule and waits for a run under way. */
  stop(): Promise<void>;
  /** Runs once now (the schedule's own step), e.g. in tests. */
  runNow(): Promise<ReminderReport | null>;
}

/**
 * Reminds at once and then every `intervalMs` (core's hourly `SESSION_REMINDER_INTERVAL_MS` by default),
 * one run at a time; a failed run is logged and tried again at the next tick. The timer does not keep the
 * process alive. The same shape as the retention purge's schedule.
 */
export function startReminderSchedule(
  ctx: AppContext,
  options: { intervalMs?: number } = {},
): ReminderSchedule {
  return startSchedule(ctx.logger, {
    name: 'session_reminders',
    failed: 'session reminders failed',
    intervalMs: options.intervalMs ?? SESSION_REMINDER_INTERVAL_MS,
    work: () => remindDueSessions(ctx),
  });
}

/** The test groups the account is in. */
export async function listTestGroups(ctx: AppContext, userId: number) {
  const rows = await ctx.db.select().from(testGroups).where(eq(testGroups.userId, userId));
  return rows.map((row) => ({ group_key: row.groupKey, user_group: row.userGroup }));
}
