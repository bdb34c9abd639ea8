/**
 * The enable-notifications prompt (add-ons spec section 4 "Other"; core-app.md section 4), and which
 * sessions the families are reminded of on their own day.
 */
import { calendarDay, DEFAULT_TIME_ZONE, MS_PER_HOUR, MS_PER_SECOND } from '../calendar/calendar.logic';

/** The local-storage flag set once the push prompt has been shown and hidden. */
export const PUSH_PROMPT_SEEN_KEY = 'hasSeenPushPrompt';

/** The user task recorded when the parent finished notifications setup. */
export const NOTIFICATIONS_SETUP_TASK = 'notificationsSetup';

/** What decides whether the enable-notifications prompt shows. */
export interface NotificationsPromptFacts {
  /** Push notifications are enabled on this device. */
  readonly pushEnabled: boolean;
  /** The account receives emails (`email_subscription`). */
  readonly emailEnabled: boolean;
  /** The account receives text messages (`sms_subscription`). */
  readonly smsEnabled: boolean;
  /** The user tasks, by name, with when each was done. */
  readonly userTasks: Readonly<Record<string, string>>;
  /** The parent hid the prompt (`enableNotificationsPromptHidden`). */
  readonly promptHidden?: boolean;
}

/**
 * The enable-notifications prompt shows until push, email or SMS notifications are enabled, or the
 * notifications setup task is complete. A parent who hid it does not see it again.
 */
export function notificationsPromptVisible(facts: NotificationsPromptFacts): boolean {
  if (facts.promptHidden) return false;
  if (facts.pushEnabled || facts.emailEnabled || facts.smsEnabled) return false;
  return !Object.hasOwn(facts.userTasks, NOTIFICATIONS_SETUP_TASK);
}

/** Whether the app asks for a push token at start: once the push prompt has been seen (and hidden). */
export function requestsPushTokenAtStart(hasSeenPushPrompt: string | boolean | null | undefined): boolean {
  return hasSeenPushPrompt === true || hasSeenPushPrompt === 'true';
}

/** How often the server looks for sessions to remind the family of: every hour. */
export const SESSION_REMINDER_INTERVAL_MS = MS_PER_HOUR;
/**
 * How long a push service keeps trying to deliver a reminder to a device that is offline, in seconds (Web
 * Push's `TTL`): a day; a reminder older than that is about a day that has passed.
 */
export const PUSH_TTL_SECONDS = (24 * MS_PER_HOUR) / MS_PER_SECOND;

/** A child's session as the reminder rule sees it. */
export interface ReminderCandidate {
  readonly sessionId: number;
  /** The day it is due, `YYYY-MM-DD`, or null when not scheduled. */
  readonly scheduleDate: string | null;
  readonly complete: boolean;
  readonly skipped: boolean;
  /** Its plan's state: only an active plan's sessions are due. */
  readonly planState: string;
  /**
   * The family's time zone, as kept on the account from the zone its calls send (`users.time_zone`); null
   * or absent when it never sent one, which means {@link DEFAULT_TIME_ZONE} (UTC), as for a call without
   * `X-Time-Zone`. An unknown zone also counts as UTC (core's `calendarDay`).
   */
  readonly timeZone?: string | null;
}

/**
 * The sessions to remind the families of at `now`: due on the family's own calendar day or earlier (its
 * day at `now` in its time zone, core's `calendarDay`: a session is due once the family's day has reached
 * its schedule date, wherever the server runs), neither complete nor skipped, of an active plan (the today
 * list's rule), and not reminded of before. A session gets at most one reminder: those in `reminded` are
 * never returned, and each id once.
 */
export function sessionsToRemind(
  candidates: readonly ReminderCandidate[],
  reminded: ReadonlySet<number>,
  now: Date,
): number[] {
  const todays = new Map<string, string>();
  const todayIn = (zone: string): string => {
    let today = todays.get(zone);
    if (today === undefined) {
      today = calendarDay(now, zone);
      todays.set(zone, today);
    }
    return today;
  };
  const due = new Set<number>();
  for (const session of candidates) {
    if (reminded.has(session.sessionId)) continue;
    if (session.complete || session.skipped || session.planState !== 'active') continue;
    if (session.scheduleDate === null) continue;
    if (session.scheduleDate > todayIn(session.timeZone ?? DEFAULT_TIME_ZONE)) continue;
    due.add(session.sessionId);
  }
  return [...due];
}

/** The notifications not read yet (a null `read_at`). */
export function unreadNotificationCount(
  notifications: readonly { readonly read_at?: string | null }[],
): number {
  return notifications.filter((n) => !n.read_at).length;
}

/** The Web Push services' hosts a subscription endpoint may name in production (exact hosts). */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
] as const;
/** The Web Push services' host suffixes (any subdomain of these). */
export const PUSH_SERVICE_HOST_SUFFIXES = ['.notify.windows.com', '.push.apple.com'] as const;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether `url` may be stored as a browser's push subscription endpoint (the server posts to it): in
 * production only an https URL on a known Web Push service's host (FCM, Mozilla, Windows, Apple), on the
 * default port and without credentials; outside production any https URL, or http on the loopback
 * (test push services). A malformed URL never is.
 */
export function isPushServiceEndpoint(url: string, options: { readonly production: boolean }): boolean {
  // scheme://authority[/path][?query][#fragment], the authority without credentials (no '@')
  const match = /^(https?):\/\/([^/?#\s@\\]+)([/?#][^\s]*)?$/i.exec(url);
  if (!match) return false;
  const scheme = (match[1] ?? '').toLowerCase();
  const authority = (match[2] ?? '').toLowerCase();
  const parts = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(authority);
  if (!parts) return false;
  const host = (parts[1] ?? '').replace(/\.$/, '');
  const port = parts[2];
  if (!options.production) return scheme === 'https' || (scheme === 'http' && LOOPBACK_HOSTS.has(host));
  if (scheme !== 'https' || (port !== undefined && port !== '443')) return false;
  return (
    (PUSH_SERVICE_HOSTS as readonly string[]).includes(host) ||
    PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
  );
}
