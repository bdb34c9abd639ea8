import * as z from 'zod';
import { AccountClientSchema } from '../clients/clients.schema';
import {
  EmailTextSchema,
  IdSchema,
  IsoDateTimeSchema,
  NameTextSchema,
  PhoneTextSchema,
} from '../common/common.schema';
import { TEXT_LIMITS } from '../common/text-limits.logic';
import { LanguageSchema } from '../language/language.schema';
import { ReturnPathSchema } from '../navigation/navigation.schema';
import { DEFAULT_QUIET_HOURS } from '../reminders/reminders.logic';
import { QuietHoursTimeSchema } from '../reminders/reminders.schema';
import { PASSWORD_MAX_LENGTH, passwordProblems, passwordProblemText } from './users.logic';

/**
 * A user account (a parent, guardian, clinical-account user or adult patient), as `POST sessions` and
 * `PUT users/{id}` return it.
 *
 * - `token` is sent as `X-User-Token` on every call while logged in by the native wrapper. A browser's
 *   own page gets `''`: its token lives in the server's HttpOnly session cookie, out of every script's reach.
 * - The account is "finished" when it is not a template user and `confirmed_at` is set.
 * - `devSubscription` (camelCase on the wire, as in the spec) grants access on non-production hosts.
 * - `client` is the client variant the account belongs to (e.g. `sunflower`), `null` for the default consumer app.
 */
export const UserSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.email(),
  phone: z.string().nullable(),
  token: z.string(),
  language: LanguageSchema,
  clinical: z.boolean(),
  devSubscription: z.boolean(),
  template_user: z.boolean(),
  confirmed_at: IsoDateTimeSchema.nullable(),
  client: z.string().nullable(),
  email_subscription: z.boolean(),
  sms_subscription: z.boolean(),
  /** Whether text reminders can be switched on here (false: no SMS provider, the switch is not offered). */
  sms_available: z.boolean().default(true),
  /** The family's quiet hours (`HH:MM`, start included, end excluded): reminders wait until they end. */
  quiet_hours_start: QuietHoursTimeSchema.default(DEFAULT_QUIET_HOURS.start),
  quiet_hours_end: QuietHoursTimeSchema.default(DEFAULT_QUIET_HOURS.end),
  created_at: IsoDateTimeSchema,
});
/** A user account. */
export type User = z.infer<typeof UserSchema>;

/**
 * A new account's password: it must meet the password policy (`passwordProblems`: at least 10 characters,
 * and so on); each problem is an issue whose `params` is the problem itself (`{ kind: 'too-short', min: 10 }`).
 */
export const NewPasswordSchema = z.string().superRefine((password, ctx) => {
  for (const problem of passwordProblems(password)) {
    ctx.addIssue({ code: 'custom', message: passwordProblemText(problem), params: problem });
  }
});

/**
 * Body of `POST users` (sign up): name, email, password and its confirmation, optional phone (international
 * format), source (how they heard of us) and address. The password must meet the password policy
 * ({@link NewPasswordSchema}; it must not contain the email either) and match its confirmation (the issue
 * names `password_confirmation`).
 */
export const SignUpInputSchema = z
  .object({
    name: NameTextSchema,
    email: EmailTextSchema,
    password: NewPasswordSchema,
    password_confirmation: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    phone: PhoneTextSchema.min(1).optional(),
    source: z.string().min(1).max(TEXT_LIMITS.short).optional(),
    address: z.string().min(1).max(TEXT_LIMITS.short).optional(),
    /** The client the app was opened as (`__client__` or host prefix); absent for the default client. */
    client: AccountClientSchema.optional(),
    /**
     * The page to come back to once the account is confirmed (a collaborator's invitation opened before
     * the account existed): the confirmation link carries it, and the log-in after it goes there.
     */
    return_to: ReturnPathSchema.optional(),
  })
  .refine((input) => input.password === input.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords must match',
  })
  .superRefine((input, ctx) => {
    for (const problem of passwordProblems(input.password, input.email)) {
      if (problem.kind !== 'contains-email') continue;
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: passwordProblemText(problem),
        params: problem,
      });
    }
  });
/** Body of `POST users` (sign up). */
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

/** Body of `POST sessions` (log in): `{ email, password }`. */
export const LogInInputSchema = z.object({
  email: EmailTextSchema,
  password: z.string().min(1),
});
/** Body of `POST sessions` (log in). */
export type LogInInput = z.infer<typeof LogInInputSchema>;

/** Body of `PUT users/{id}` when the user changes language: `{ user: { language } }`. */
export const UserLanguageInputSchema = z.object({
  user: z.object({ language: LanguageSchema }),
});
/** Body of `PUT users/{id}` for a language change. */
export type UserLanguageInput = z.infer<typeof UserLanguageInputSchema>;

/**
 * The parent's app preferences, kept on the device across visits: hidden prompts, dark mode, and the layout
 * flags (`mobile` below the 768px breakpoint, `landscape`).
 */
export const PreferencesSchema = z.object({
  discoverAddOnsHidden: z.boolean(),
  enableNotificationsPromptHidden: z.boolean(),
  shareEventAcknowledged: z.boolean(),
  teamLetterSeen: z.boolean(),
  darkMode: z.boolean(),
  mobile: z.boolean(),
  landscape: z.boolean(),
});
/** The parent's app preferences. */
export type Preferences = z.infer<typeof PreferencesSchema>;

/**
 * When the parent did each one-off task, by task name (`discover{Product}`, `discoverAddOns`,
 * `notificationsSetup`, `shareAppTimeline`, `landingAnimation`); a task not yet done is absent.
 */
export const UserTasksSchema = z.record(z.string().min(1), IsoDateTimeSchema);
/** When the parent did each one-off task. */
export type UserTasks = z.infer<typeof UserTasksSchema>;

/** Something waiting to be shared: title, message (e.g. 'Check out {name} on the product!') and URL. */
export const ShareableSchema = z.object({
  title: z.string().min(1),
  message: z.string().min(1),
  url: z.url(),
});
/** Something waiting to be shared. */
export type Shareable = z.infer<typeof ShareableSchema>;
