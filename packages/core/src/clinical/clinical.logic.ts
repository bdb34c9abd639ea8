/**
 * The clinic's rules: whether an access code a clinic gave a family can be applied, how often a family may
 * try one, where an appointment stands for the family (pending, upcoming, time to join, complete) and the
 * questionnaires due three days before it.
 *
 * Conventions: instants are `Date`s passed in (the core never reads the clock); calendar days are
 * `YYYY-MM-DD` in the family's time zone, through `calendarDay`.
 */
import { addDays, calendarDay, MS_PER_DAY } from '../calendar/calendar.logic';
import { CODE_LENGTH } from '../code-entry/code-entry.logic';
import type { AccessCodeFailure } from '../errors/errors.logic';
import type { RateLimit } from '../privacy/privacy.logic';
import type { Appointment } from './clinical.schema';

/**
 * The length of an access code: the same six digits as the confirmation code's boxes (the code entry's
 * `CODE_LENGTH`, the one place the number is written), so a clinic's code is typed in the same boxes.
 */
export const ACCESS_CODE_LENGTH = CODE_LENGTH;

/** An access code's shape: exactly {@link ACCESS_CODE_LENGTH} digits. */
export const ACCESS_CODE_PATTERN: RegExp = new RegExp(`^[0-9]{${ACCESS_CODE_LENGTH}}$`);

/** Whether a text has the shape of an access code ({@link ACCESS_CODE_PATTERN}). */
export const isAccessCodeShape = (code: string): boolean => ACCESS_CODE_PATTERN.test(code);

/**
 * How long an access code made without `--expires-in-days` stays valid (days): a code a clinic hands out
 * is never valid forever.
 */
export const ACCESS_CODE_DEFAULT_EXPIRY_DAYS = 30;

/**
 * When an access code made at `now` expires: `days` whole days on (at least 1), or
 * {@link ACCESS_CODE_DEFAULT_EXPIRY_DAYS} when none was given (`defaulted` says which, so the staff's
 * command can say so).
 * @throws RangeError when `days` is given but not a whole number of at least 1.
 */
export function accessCodeExpiry(now: Date, days?: number | null): { expiresAt: Date; defaulted: boolean } {
  const defaulted = days === undefined || days === null;
  const chosen = defaulted ? ACCESS_CODE_DEFAULT_EXPIRY_DAYS : days;
  if (!Number.isInteger(chosen) || chosen < 1)
    throw new RangeError(`days must be a whole number of at least 1, got ${chosen}`);
  return { expiresAt: new Date(now.getTime() + chosen * MS_PER_DAY), defaulted };
}

/** How many access codes there are (10^{@link ACCESS_CODE_LENGTH}): a random code is drawn below this. */
export const ACCESS_CODE_SPACE = 10 ** ACCESS_CODE_LENGTH;

/**
 * The access code of a number from 0 to {@link ACCESS_CODE_SPACE} - 1: its digits, zero-padded to
 * {@link ACCESS_CODE_LENGTH}.
 * @throws RangeError for a number outside that range or not whole.
 */
export function accessCodeOf(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= ACCESS_CODE_SPACE)
    throw new RangeError(`no access code for ${n}`);
  return String(n).padStart(ACCESS_CODE_LENGTH, '0');
}

/**
 * How often a family may try an access code: 5 tries per account and 30 per address in 15 minutes (a family
 * mistyping a code needs a few; guessing one of a million codes needs many more).
 */
export const ACCESS_CODE_LIMITS = {
  perAccount: { max: 5, windowMs: 15 * 60_000 },
  perAddress: { max: 30, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/** An access code as the clinic created it. */
export interface AccessCodeFacts {
  /** When it stops working (`null`: never). */
  readonly expires_at: Date | null;
  /** How many accounts may apply it. */
  readonly max_uses: number;
  /** How many accounts have applied it. */
  readonly uses: number;
}

/** An access code's state for one account: `valid`, or why it cannot be applied (`error` is the client's). */
export type AccessCodeState = 'valid' | Exclude<AccessCodeFailure, 'error'>;

/**
 * The state of an access code for an account at `now`: `not-recognised` (no such code), `already-applied`
 * (this account applied it already), `expired` (at or after `expires_at`), `max-uses` (every use taken),
 * else `valid`. The order matters: an account that applied a code hears so even once it has expired.
 */
export function accessCodeState(
  code: AccessCodeFacts | null,
  facts: { readonly appliedByAccount: boolean; readonly now: Date },
): AccessCodeState {
  if (code === null) return 'not-recognised';
  if (facts.appliedByAccount) return 'already-applied';
  if (code.expires_at !== null && facts.now.getTime() >= code.expires_at.getTime()) return 'expired';
  if (code.uses >= code.max_uses) return 'max-uses';
  return 'valid';
}

/** Questionnaires must be answered this many days before the appointment's day. */
export const QUESTIONNAIRE_LEAD_DAYS = 3;

/** The join button shows this many minutes before the appointment's start. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;

/** How long after its start an appointment without an end time can still be joined. */
export const JOIN_CLOSES_MINUTES_AFTER = 60;

/** The last day (family's calendar) to answer the questionnaires for an appointment starting at `start`. */
export function questionnaireDeadline(start: Date, timeZone: string): string {
  return addDays(calendarDay(start, timeZone), -QUESTIONNAIRE_LEAD_DAYS);
}

/**
 * When the family is asked to answer the questionnaires for an appointment starting at `start`, as the
 * scheduling mail says it: by the deadline day ({@link questionnaireDeadline}) while that day is today or
 * later on the family's calendar at `now`, else `asap` (an appointment closer than the lead days: a day
 * already past is never asked for).
 */
export type QuestionnaireAsk = { readonly kind: 'by'; readonly day: string } | { readonly kind: 'asap' };

/** The questionnaires' ask for an appointment at `start`, on the family's day at `now` in `timeZone`. */
export function questionnaireAsk(start: Date, now: Date, timeZone: string): QuestionnaireAsk {
  const day = questionnaireDeadline(start, timeZone);
  return day >= calendarDay(now, timeZone) ? { kind: 'by', day } : { kind: 'asap' };
}

/**
 * Where the clinical questionnaires stand for an appointment: `none` (no scheduled appointment ahead, so
 * nothing is due yet), `done` (all answered), `due` (to answer by the deadline day, inclusive: the
 * reminder) or `overdue` (the deadline has passed unanswered: joining is blocked until they are answered).
 */
export type QuestionnaireDue =
  | { readonly kind: 'none' }
  | { readonly kind: 'done' }
  | { readonly kind: 'due'; readonly by: string }
  | { readonly kind: 'overdue'; readonly by: string };

/** Whether the questionnaires are due, done or overdue for `appointment` on the family's day at `now`. */
export function questionnaireDue(
  appointment: Pick<Appointment, 'status' | 'start_time'> | null,
  facts: { readonly allAnswered: boolean; readonly now: Date; readonly timeZone: string },
): QuestionnaireDue {
  if (appointment === null || appointment.status !== 'scheduled' || appointment.start_time === null)
    return { kind: 'none' };
  if (facts.allAnswered) return { kind: 'done' };
  const by = questionnaireDeadline(new Date(appointment.start_time), facts.timeZone);
  const today = calendarDay(facts.now, facts.timeZone);
  return today <= by ? { kind: 'due', by } : { kind: 'overdue', by };
}

/**
 * Where an appointment stands for the family: `pending` (request received, the clinic will be in touch),
 * `upcoming` (scheduled, not yet time), `joinable` (from {@link JOIN_OPENS_MINUTES_BEFORE} minutes before
 * the start until it ends, or {@link JOIN_CLOSES_MINUTES_AFTER} minutes after the start without an end
 * time), `blocked` (joinable but the questionnaires are overdue), `complete` (done, or its time has passed).
 */
export type AppointmentPhase = 'pending' | 'upcoming' | 'joinable' | 'blocked' | 'complete';

/** The phase of `appointment` at `now`, given whether the questionnaires are overdue. */
export function appointmentPhase(
  appointment: Pick<Appointment, 'status' | 'start_time' | 'session_end_time'>,
  facts: { readonly now: Date; readonly questionnairesOverdue: boolean },
): AppointmentPhase {
  if (appointment.status === 'complete') return 'complete';
  if (appointment.status === 'pending' || appointment.start_time === null) return 'pending';
  const start = new Date(appointment.start_time).getTime();
  const end =
    appointment.session_end_time !== null
      ? new Date(appointment.session_end_time).getTime()
      : start + JOIN_CLOSES_MINUTES_AFTER * 60_000;
  const now = facts.now.getTime();
  if (now >= end) return 'complete';
  if (now < start - JOIN_OPENS_MINUTES_BEFORE * 60_000) return 'upcoming';
  return facts.questionnairesOverdue ? 'blocked' : 'joinable';
}

/** The appointment the family is waiting for: the first not complete, else the latest; null when none. */
export function currentAppointment<A extends Pick<Appointment, 'status'>>(
  appointments: readonly A[],
): A | null {
  return appointments.find((appointment) => appointment.status !== 'complete') ?? appointments.at(-1) ?? null;
}

/** The image types an insurance card photo may be (what every phone camera and browser can give). */
export const INSURANCE_CARD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * The largest insurance card photo, in bytes: its data URL (base64, a third larger) and the rest of the
 * body stay under the server's 1 MB body limit.
 */
export const INSURANCE_CARD_MAX_BYTES = 700_000;

/** What is wrong with a chosen insurance card photo: not an image type we take, too large, or nothing. */
export function insuranceCardProblem(file: {
  readonly type: string;
  readonly size: number;
}): 'type' | 'size' | null {
  if (!(INSURANCE_CARD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > INSURANCE_CARD_MAX_BYTES || file.size <= 0) return 'size';
  return null;
}

/**
 * Whether a card photo as sent (`data:<type>;base64,<data>`) is one {@link insuranceCardProblem} takes: an
 * allowed image type, well-formed base64, at most {@link INSURANCE_CARD_MAX_BYTES} once decoded.
 */
export function isInsuranceCardDataUrl(value: string): boolean {
  const match = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(value);
  if (!match) return false;
  const data = match[2] ?? '';
  if (data.length % 4 !== 0) return false;
  const size = (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  return insuranceCardProblem({ type: match[1] ?? '', size }) === null;
}

/**
 * Where a child's Clinical tab opens: a child no longer in care (`active: false`, the clinic's care has
 * ended) sees the drop-off screen, whatever else holds; otherwise the consent form until it is signed,
 * then the intake (insurance, questionnaires, appointment).
 */
export type ClinicalEntry = 'drop-off' | 'consent' | 'intake';

/** The screen a child's Clinical tab opens on ({@link ClinicalEntry}). */
export function clinicalEntry(child: { readonly active: boolean }, consentSigned: boolean): ClinicalEntry {
  if (!child.active) return 'drop-off';
  return consentSigned ? 'intake' : 'consent';
}

/**
 * The insurance details a family saved last for a child, to show again: the newest of the child's rows that
 * holds typed details, not a card photo (photos are sent through the same call, each as a row of its own).
 */
export function savedInsuranceDetails<
  T extends { readonly ownable_id: number; readonly card?: string | null },
>(rows: readonly T[], childId: number): T | null {
  return rows.findLast((row) => row.ownable_id === childId && (row.card ?? null) === null) ?? null;
}
