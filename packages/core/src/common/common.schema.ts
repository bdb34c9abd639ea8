/**
 * Shared primitives of Attune's wire format, and a parse helper whose errors name the field.
 *
 * Conventions (every entity schema follows them):
 * - Field names are the wire's, snake_case, exactly as the v1 API sends them; a few client-side
 *   catalogue fields keep the camelCase the specs use (`purchaseKind`, `cutOff`, `devSubscription`).
 * - Record ids are positive integers ({@link IdSchema}).
 * - Calendar days (birthday, schedule_date, start_date, date_of_birth) are `YYYY-MM-DD` strings
 *   ({@link IsoDateSchema}); instants (every `*_at`, `timestamp`, `start_time`) are ISO 8601 date-times
 *   with `Z` or an offset ({@link IsoDateTimeSchema}).
 * - A value that may be absent is `null`, never missing: `completed_at` is `null` until completed.
 * - Unknown keys are dropped when parsing (zod's default), so the server may send more than we read.
 */
import * as z from 'zod';
import { DAY_OUT_OF_RANGE_MESSAGE, dayInRange } from '../security/security.logic';
import { TEXT_LIMITS } from './text-limits.logic';

/** A record id as the API sends it: a positive integer. */
export const IdSchema = z.number().int().positive();
/** A record id: a positive integer. */
export type Id = z.infer<typeof IdSchema>;

// The range is judged only for a well-formed value, so a malformed one is told once, by its shape.
const DAY_SHAPE = z.iso.date();
const INSTANT_SHAPE = z.iso.datetime({ offset: true });

/**
 * A calendar day, `YYYY-MM-DD` (e.g. a birthday, a session's schedule date, a prescription's start date),
 * within core's `DAY_RANGE` (1900-01-01 to 2100-12-31).
 */
export const IsoDateSchema = DAY_SHAPE.refine((day) => !DAY_SHAPE.safeParse(day).success || dayInRange(day), {
  message: DAY_OUT_OF_RANGE_MESSAGE,
});
/** A calendar day, `YYYY-MM-DD`. */
export type IsoDate = z.infer<typeof IsoDateSchema>;

/**
 * An instant, ISO 8601 with `Z` or an offset (e.g. `2024-05-01T08:30:00Z`), its day within core's
 * `DAY_RANGE`; used for every `*_at` field.
 */
export const IsoDateTimeSchema = INSTANT_SHAPE.refine(
  (instant) => !INSTANT_SHAPE.safeParse(instant).success || dayInRange(instant),
  { message: DAY_OUT_OF_RANGE_MESSAGE },
);
/** An instant, ISO 8601 with `Z` or an offset. */
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;

/** A CSS colour as the catalogue sends it (e.g. `#4a90e2`); not checked further, the UI falls back to gray. */
export const ColorSchema = z.string().min(1);
/** A CSS colour string. */
export type Color = z.infer<typeof ColorSchema>;

/** Text that is required: a string with at least one character that is not white space, at most 200 characters. */
export const RequiredTextSchema = z.string().trim().min(1).max(TEXT_LIMITS.short);
/** A required name (a person's, a child's, a relationship): at most 100 characters. */
export const NameTextSchema = z.string().trim().min(1).max(TEXT_LIMITS.name);
/** An email address, at most 254 characters. */
export const EmailTextSchema = z.email().max(TEXT_LIMITS.email);
/** A phone number as typed, at most 32 characters. */
export const PhoneTextSchema = z.string().max(TEXT_LIMITS.phone);
/** A one-line free text, at most 200 characters. */
export const ShortTextSchema = z.string().max(TEXT_LIMITS.short);
/** A note or free-text answer, at most 5,000 characters. */
export const LongTextSchema = z.string().max(TEXT_LIMITS.long);

/** An amount of money in cents (US dollars), a non-negative integer: 1495 is $14.95. */
export const CentsSchema = z.number().int().nonnegative();
/** An amount of money in cents. */
export type Cents = z.infer<typeof CentsSchema>;

/** One problem found while parsing: `field` is the dotted path (`child_activity_items.0.position`, `''` for the whole value). */
export interface ParseIssue {
  readonly field: string;
  readonly message: string;
}

/** The outcome of {@link parseWith}: the parsed value, or the problems, each naming its field. */
export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly ParseIssue[] };

/**
 * Parses `data` with `schema` without throwing. Bad data gives `{ ok: false, issues }` where each issue
 * names the field by its dotted path, e.g. `child_activity_items.0.position`.
 */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: toParseIssues(result.error) };
}

/** Turns a zod error into issues naming each field by its dotted path. */
export function toParseIssues(error: z.ZodError): ParseIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map((key) => (typeof key === 'symbol' ? key.toString() : String(key))).join('.'),
    message: issue.message,
  }));
}

/**
 * Formats issues as one line each, `field: message` (`(root): message` for the whole value), for logs and
 * developer-facing errors. Parents never see this text.
 */
export function formatIssues(issues: readonly ParseIssue[]): string {
  return issues.map((issue) => `${issue.field === '' ? '(root)' : issue.field}: ${issue.message}`).join('\n');
}
