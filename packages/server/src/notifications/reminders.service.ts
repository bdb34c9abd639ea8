/**
 * The hourly reminder run: session-due reminders, medication dose reminders, and their sending on every
 * channel the family switched on (the app's feed, Web Push, mail, text), held through the family's quiet
 * hours.
 *
 * Conventions:
 * - A reminder is a notification row, written once: a session's by the unique (kind, session) index, a
 *   dose's by its adherence row (`dose_records`, unique per prescription, day and medication time),
 *   written in the same transaction. The feed shows it at once, whatever the hour.
 * - Its sendings are written with it, one `reminder_deliveries` row per channel that is on then (push when
 *   the server has VAPID keys and the account a subscribed browser, mail when `email_subscription`, text when `sms_subscription`, an SMS sender
 *   and a mobile number by core's phone rule). Nothing is sent before its row exists (record before send).
 * - A run sends the `planned` rows whose family is outside its quiet hours (core's `remindersToSend`): each
 *   is claimed (`planned` to `sending`, one UPDATE, so two processes never both send it) and then sent,
 *   then marked `sent` or `failed`. A run that stops midway leaves `planned` rows for the next run and
 *   never sends a `sending` one again: nothing goes twice; at worst the one send under way is lost.
 * - A channel switched off before its row is sent is `cancelled`, not sent.
 */
import {
  type DoseCandidate,
  dosesDue,
  type Language,
  languageOfAcceptLanguage,
  latestCalendarDay,
  type MedicationTime,
  type QuietHours,
  remindersToSend,
  SESSION_REMINDER_INTERVAL_MS,
  sessionsToRemind,
  validatePhone,
} from '@attune/core/rules';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  childActivityPlans,
  childActivitySessions,
  children,
  doseRecords,
  medications,
  notifications,
  prescriptions,
  pushSubscriptions,
  reminderDeliveries,
  users,
} from '../db/schema';
import { startSchedule } from '../jobs/schedule';
import { reminderMail, reminderText } from '../mail/messages';
import { sendAccountMail } from '../mail/outbox';
import { localizedCatalogue } from '../plans/catalogue-cache';
import type { SmsSender } from '../ports';
import { DOSE_DUE, pushTo, SESSION_DUE, wordsOf } from './notifications.service';

/** A channel a reminder is sent on besides the app's feed. */
export type ReminderChannel = 'push' | 'email' | 'sms';

/** What one reminder run did. */
export interface ReminderReport {
  /** Session reminders written (one per session due and not reminded of before). */
  readonly reminders: number;
  /** Dose reminders written (one per prescription, day and medication time). */
  readonly doses: number;
  /** Pushes the push services accepted. */
  readonly pushed: number;
  /** Reminder mails queued. */
  readonly mailed: number;
  /** Reminder texts the SMS sender accepted. */
  readonly texted: number;
  /** Sendings held by quiet hours for a later run. */
  readonly held: number;
  /** Sendings that failed (not tried again: they may have gone). */
  readonly failed: number;
}

/** The account fields that decide a reminder's channels. */
interface Recipient {
  readonly userId: number;
  readonly email: string;
  readonly phone: string | null;
  readonly language: string;
  readonly emailSubscription: boolean;
  readonly smsSubscription: boolean;
  readonly deletedAt: Date | null;
}

const recipientColumns = {
  userId: users.id,
  email: users.email,
  phone: users.phone,
  language: users.language,
  emailSubscription: users.emailSubscription,
  smsSubscription: users.smsSubscription,
  deletedAt: users.deletedAt,
  timeZone: users.timeZone,
};

/** The mobile number a text goes to (core's phone rule, no landlines), or null. */
function textableNumber(phone: string | null): string | null {
  if (!phone) return null;
  const checked = validatePhone(phone, { allowLandline: false });
  return checked.ok ? checked.value.number : null;
}

/** Whether `channel` is on for the account now. */
function channelOn(
  ctx: AppContext,
  sms: SmsSender | null,
  channel: ReminderChannel,
  user: Recipient,
): boolean {
  if (user.deletedAt) return false;
  if (channel === 'push') return !!ctx.webPush;
  if (channel === 'email') return user.emailSubscription && user.email !== '';
  return user.smsSubscription && sms !== null && textableNumber(user.phone) !== null;
}

const CHANNELS: readonly ReminderChannel[] = ['push', 'email', 'sms'];

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** Writes the sendings of a new reminder, one per channel on. */
async function planDeliveries(
  ctx: AppContext,
  tx: Tx,
  sms: SmsSender | null,
  notificationId: number,
  user: Recipient,
): Promise<void> {
  const pushable =
    !!ctx.webPush &&
    (
      await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.userId))
        .limit(1)
    ).length > 0;
  // Push only to an account with a browser subscribed; the other channels by the account's switches.
  const channels = CHANNELS.filter((channel) =>
    channel === 'push' ? pushable && !user.deletedAt : channelOn(ctx, sms, channel, user),
  );
  if (channels.length === 0) return;
  await tx
    .insert(reminderDeliveries)
    .values(
      channels.map((channel) => ({
        notificationId,
        userId: user.userId,
        channel,
        createdAt: ctx.clock.now(),
      })),
    )
    .onConflictDoNothing();
}

/**
 * Writes a session-due reminder for each session due on its family's day or earlier and not reminded of
 * before (core's `sessionsToRemind`, on the family's day in its zone), with its sendings. Returns how many.
 */
async function writeSessionReminders(ctx: AppContext, sms: SmsSender | null, now: Date): Promise<number> {
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
      ...recipientColumns,
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
  if (ids.length === 0) return 0;
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
  let written = 0;
  for (const row of rows) {
    if (!due.has(row.sessionId)) continue;
    const href = `/app/child/${row.childId}/plan/${row.planId}/session/${row.position}`;
    const data = { activity_session_id: row.activitySessionId };
    const words = wordsOf({ kind: SESSION_DUE, title: '', body: '', data }, english, 'en');
    const inserted = await ctx.db.transaction(async (tx) => {
      const [notification] = await tx
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
      if (!notification) return false;
      await planDeliveries(ctx, tx, sms, notification.id, row);
      return true;
    });
    if (inserted) written += 1;
  }
  return written;
}

/**
 * Writes a dose reminder for each dose due at `now` on its family's day (core's `dosesDue`: the dose
 * time of each medication time the prescription is taken at, in the family's zone), with its adherence
 * row (unanswered) and its sendings. Returns how many.
 */
async function writeDoseReminders(ctx: AppContext, sms: SmsSender | null, now: Date): Promise<number> {
  const rows = await ctx.db
    .select({
      prescriptionId: prescriptions.id,
      taken: prescriptions.taken,
      startDate: prescriptions.startDate,
      createdAt: prescriptions.createdAt,
      medication: medications.name,
      customMedication: prescriptions.customMedication,
      childId: children.id,
      ...recipientColumns,
    })
    .from(prescriptions)
    .innerJoin(children, eq(children.id, prescriptions.childId))
    .innerJoin(users, eq(users.id, children.userId))
    .leftJoin(medications, eq(medications.id, prescriptions.medicationId))
    .where(
      and(
        eq(prescriptions.template, false),
        isNull(prescriptions.stoppedAt),
        eq(children.active, true),
        isNull(users.deletedAt),
        lte(prescriptions.startDate, latestCalendarDay(now)),
      ),
    );
  const byId = new Map(rows.map((row) => [row.prescriptionId, row]));
  const candidates: DoseCandidate[] = rows.map((row) => ({
    prescriptionId: row.prescriptionId,
    taken: row.taken as MedicationTime[],
    startDate: row.startDate,
    createdAt: row.createdAt,
    timeZone: row.timeZone,
  }));
  let written = 0;
  for (const due of dosesDue(candidates, now)) {
    const row = byId.get(due.prescriptionId);
    if (!row) continue;
    const inserted = await ctx.db.transaction(async (tx) => {
      const [record] = await tx
        .insert(doseRecords)
        .values({ prescriptionId: due.prescriptionId, day: due.day, dose: due.dose, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: doseRecords.id });
      if (!record) return false;
      const data = {
        dose_record_id: record.id,
        prescription_id: due.prescriptionId,
        child_id: row.childId,
        day: due.day,
        dose: due.dose,
        medication: row.medication ?? row.customMedication ?? '',
      };
      const words = wordsOf({ kind: DOSE_DUE, title: '', body: '', data }, null, 'en');
      const [notification] = await tx
        .insert(notifications)
        .values({
          userId: row.userId,
          kind: DOSE_DUE,
          title: words.title,
          body: words.body,
          data,
          href: `/app/child/${row.childId}/settings/prescriptions`,
          persist: true,
          timestamp: now,
        })
        .returning({ id: notifications.id });
      if (notification) await planDeliveries(ctx, tx, sms, notification.id, row);
      return true;
    });
    if (inserted) written += 1;
  }
  return written;
}

/** Sends the planned sendings whose family is outside its quiet hours (see the module's conventions). */
async function deliverReminders(ctx: AppContext, sms: SmsSender | null, now: Date) {
  const rows = await ctx.db
    .select({
      id: reminderDeliveries.id,
      channel: reminderDeliveries.channel,
      notificationId: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      data: notifications.data,
      href: notifications.href,
      quietStart: users.quietHoursStart,
      quietEnd: users.quietHoursEnd,
      ...recipientColumns,
    })
    .from(reminderDeliveries)
    .innerJoin(notifications, eq(notifications.id, reminderDeliveries.notificationId))
    .innerJoin(users, eq(users.id, reminderDeliveries.userId))
    .where(eq(reminderDeliveries.status, 'planned'))
    .orderBy(reminderDeliveries.id);
  const quiet = (row: (typeof rows)[number]): QuietHours => ({ start: row.quietStart, end: row.quietEnd });
  const sendable = new Set(
    remindersToSend(
      rows.map((row) => ({ id: String(row.id), timeZone: row.timeZone, quietHours: quiet(row) })),
      new Set(),
      now,
    ),
  );
  const english = await ctx.catalogue.get();
  const words = (row: (typeof rows)[number], language: Language) =>
    wordsOf(row, localizedCatalogue(english, language), language);
  const counts = { pushed: 0, mailed: 0, texted: 0, held: 0, failed: 0 };
  const mark = (id: number, status: string) =>
    ctx.db
      .update(reminderDeliveries)
      .set({ status, ...(status === 'sent' ? { sentAt: ctx.clock.now() } : {}) })
      .where(eq(reminderDeliveries.id, id));
  for (const row of rows) {
    if (!sendable.has(String(row.id))) {
      counts.held += 1;
      continue;
    }
    const channel = row.channel as ReminderChannel;
    if (!channelOn(ctx, sms, channel, row)) {
      await mark(row.id, 'cancelled');
      continue;
    }
    // Claimed before the send: a second process, or the next run after a crash, never sends it again.
    const claimed = await ctx.db
      .update(reminderDeliveries)
      .set({ status: 'sending', attemptedAt: now })
      .where(and(eq(reminderDeliveries.id, row.id), eq(reminderDeliveries.status, 'planned')))
      .returning({ id: reminderDeliveries.id });
    if (claimed.length === 0) continue;
    const link = `${ctx.publicUrl}${row.href}`;
    try {
      if (channel === 'push') {
        const accepted = await pushTo(ctx, row.userId, (language) => ({
          ...words(row, language),
          href: row.href,
          ...(row.kind === DOSE_DUE ? { dose: doseOf(row.data), actions: DOSE_ACTIONS[language] } : {}),
        }));
        counts.pushed += accepted;
      } else if (channel === 'email') {
        const sent = await sendAccountMail(
          ctx,
          {
            id: row.userId,
            email: row.email,
            language: row.language,
            emailSubscription: row.emailSubscription,
          },
          (language) => reminderMail[language]({ ...words(row, language), link }),
          'news',
        );
        if (sent) counts.mailed += 1;
      } else if (sms) {
        const language = languageOfAcceptLanguage(row.language);
        await sms.send({
          to: textableNumber(row.phone) ?? '',
          body: reminderText[language]({ ...words(row, language), link }),
        });
        counts.texted += 1;
      }
      await mark(row.id, 'sent');
    } catch (error) {
      counts.failed += 1;
      await mark(row.id, 'failed');
      ctx.logger.error(
        `reminder ${channel} failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          delivery: row.id,
        },
      );
    }
  }
  return counts;
}

/** The words of a dose reminder's push actions, in the browser's language. */
const DOSE_ACTIONS: Readonly<Record<Language, { taken: string; skipped: string }>> = {
  en: { taken: 'Taken', skipped: 'Skipped' },
  es: { taken: 'Tomada', skipped: 'Omitida' },
};

/** What a dose reminder's push carries for its Taken / Skipped actions. */
function doseOf(data: Readonly<Record<string, number | string>>) {
  return {
    child_id: Number(data.child_id),
    prescription_id: Number(data.prescription_id),
    day: String(data.day),
    dose: String(data.dose),
  };
}

/**
 * One reminder run at the clock's instant: writes the session and dose reminders due (each once), then
 * sends every planned sending outside its family's quiet hours. `options.sms` replaces the app's SMS
 * sender (tests inject a failing one).
 */
export async function runReminders(
  ctx: AppContext,
  options: { readonly sms?: SmsSender | null } = {},
): Promise<ReminderReport> {
  const now = ctx.clock.now();
  const sms = options.sms !== undefined ? options.sms : (ctx.sms ?? null);
  const reminders = await writeSessionReminders(ctx, sms, now);
  const doses = await writeDoseReminders(ctx, sms, now);
  const sent = await deliverReminders(ctx, sms, now);
  return { reminders, doses, ...sent };
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
 * one run at a time; a failed run is logged and tried again at the next tick.
 */
export function startReminderSchedule(
  ctx: AppContext,
  options: { intervalMs?: number } = {},
): ReminderSchedule {
  return startSchedule(ctx.logger, {
    name: 'session_reminders',
    failed: 'session reminders failed',
    intervalMs: options.intervalMs ?? SESSION_REMINDER_INTERVAL_MS,
    work: () => runReminders(ctx),
  });
}
