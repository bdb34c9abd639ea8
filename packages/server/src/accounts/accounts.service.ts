/**
 * Accounts: sign up, confirmation by emailed token, log in and out, the log-in back-off, and the
 * language preference.
 *
 * Conventions:
 * - emails are compared lower-cased and trimmed;
 * - log-in tokens live 30 days and only their SHA-256 is stored; log out revokes the one used;
 * - confirmation tokens live 3 days, are single-use and only their hash is stored;
 * - log-in attempts are counted per account and per client address before the password is checked;
 *   past the free attempts an exponential back-off answers 429, even to the right password.
 */
import {
  type AccountClient,
  AGREEMENTS_VERSION,
  addressLimitKey,
  CONFIRMATION_LIFETIME_DAYS,
  confirmationExpiresAt,
  isReturnPath,
  LOGIN_LIFETIME_MS,
  loginUsable,
  passwordProblems,
  passwordProblemText,
  passwordStrengthProblem,
  SIGN_UP_LIMITS,
  shouldRecordLoginUse,
  validatePhone,
} from '@attune/core/rules';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { authTokens, confirmationTokens, users } from '../db/schema';
import { HttpError, invalid, unauthorized } from '../http/errors';
import { admitLogIn, giveBack } from '../http/throttle';
import { confirmationMail } from '../mail/messages';
import { sendAccountMail, sendMail } from '../mail/outbox';
import { estimatePasswordStrength } from '../security/password-strength';
import { countAttempt, tooManyAttempts } from '../security/rate-limit';
import { afterAnswer } from './after-answer';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { newToken, tokenHash } from './tokens';

/** How long a log-in token stays valid at most (core's `LOGIN_LIFETIME_MS`); 7 days unused ends it sooner. */
export const TOKEN_LIFETIME_MS = LOGIN_LIFETIME_MS;
/** A user row. */
export type UserRow = typeof users.$inferSelect;

/** The spec's confirmation messages. */
export const confirmationMessages = {
  missing: 'No confirmation token provided',
  expired: 'Confirmation token has expired',
  invalid: 'Invalid confirmation token provided',
} as const;

/**
 * The account as the app sees it, with its log-in token when one was just issued. `smsAvailable`: whether
 * this server can send texts (`ctx.sms`); when not, the text switch is not offered.
 */
export function userJson(user: UserRow, token: string | undefined, smsAvailable: boolean) {
  return {
    id: user.id,
    name: user.name ?? '',
    email: user.email,
    phone: user.phone,
    // The wire always carries a token; an account read without a fresh log-in shows the caller's own.
    token: token ?? '',
    language: user.language === 'es' ? ('es' as const) : ('en' as const),
    clinical: user.clinical,
    devSubscription: user.devSubscription,
    template_user: user.templateUser,
    confirmed_at: user.confirmedAt?.toISOString() ?? null,
    client: user.client === 'default' ? null : user.client,
    email_subscription: user.emailSubscription,
    sms_subscription: user.smsSubscription && smsAvailable,
    sms_available: smsAvailable,
    quiet_hours_start: user.quietHoursStart,
    quiet_hours_end: user.quietHoursEnd,
    created_at: user.createdAt.toISOString(),
  };
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** What sign-up takes (already shaped by the request schema). */
export interface SignUpInput {
  email: string;
  password: string;
  password_confirmation: string;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  language?: string | null | undefined;
  /** The client the app was opened as (core's `accountClientOf`); absent for the default client. */
  client?: AccountClient | null | undefined;
  /** The app's page to come back to after the confirmation (already checked by core's `ReturnPathSchema`). */
  return_to?: string | null | undefined;
}

/**
 * What `POST users` answers, whether the address was new or already had an account, so the answer tells
 * nobody whether an address is registered (the mail to the address says which it was).
 */
export const SIGN_UP_ANSWER = {
  message: 'Thank you. We have sent an email to this address: open the link in it to confirm your account.',
} as const;

/**
 * Signs up: creates an unconfirmed account and mails its confirmation link, or, when the address already
 * has an account, mails it a notice instead (someone tried to sign up with it: log in or reset the
 * password). Both paths hash the password and write one mail (after the answer), and both answer {@link SIGN_UP_ANSWER}; the
 * app then logs in with the same email and password.
 *
 * Refusals: 429 past core's `SIGN_UP_LIMITS` (per address and per email, counted atomically before
 * anything else); 422 naming the field: `user.email` (malformed), `user.password` (the password policy,
 * or an estimated strength below core's threshold), `user.password_confirmation`, `user.language`.
 */
export async function signUp(ctx: AppContext, input: SignUpInput, ip = 'unknown', field = 'user') {
  const email = normalizeEmail(input.email);
  // Counted first, so attempts refused for any reason still count.
  const limits = ctx.signUpLimits ?? SIGN_UP_LIMITS;
  const byAddress = await countAttempt(ctx, `sign-up-address\u0000${addressLimitKey(ip)}`, limits.perAddress);
  const byEmail = await countAttempt(ctx, `sign-up-email\u0000${email}`, limits.perEmail);
  if (!byAddress.allowed || !byEmail.allowed) {
    throw tooManyAttempts(
      Math.max(byAddress.allowed ? 0 : byAddress.retryAfterMs, byEmail.allowed ? 0 : byEmail.retryAfterMs),
    );
  }
  const errors: Record<string, string[]> = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    errors[`${field}.email`] = ['is not a valid email address'];
  }
  // The core's password policy, the same rule the sign-up schema and the sign-up page apply; then the
  // estimated strength, judged by core's threshold.
  const problems = passwordProblems(input.password, email);
  if (problems.length === 0) {
    const weak = passwordStrengthProblem(
      estimatePasswordStrength(input.password, { email, name: input.name }).score,
    );
    if (weak) problems.push(weak);
  }
  if (problems.length > 0) errors[`${field}.password`] = problems.map(passwordProblemText);
  if (input.password !== input.password_confirmation) {
    errors[`${field}.password_confirmation`] = ['does not match the password'];
  }
  const language = input.language ?? 'en';
  if (language !== 'en' && language !== 'es') errors[`${field}.language`] = ['must be en or es'];
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);

  // Hashed on both paths, so a taken address answers as slowly as a new one.
  const passwordHash = await hashPassword(input.password);
  const inserted = await ctx.db
    .insert(users)
    .values({
      email,
      name: input.name ?? null,
      phone: input.phone ?? null,
      passwordHash,
      language,
      // signing up accepts the user agreements in force (the sign-up page links them)
      agreementsVersion: AGREEMENTS_VERSION,
      agreementsAcceptedAt: ctx.clock.now(),
      client: input.client ?? 'default',
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  const user = inserted[0];
  // The mail (a confirmation link, or the notice to an address that has an account) after the answer.
  afterAnswer(ctx, 'sign-up mail', () =>
    user
      ? sendConfirmation(ctx, user, input.return_to)
      : sendSignUpAttemptNotice(ctx, email, input.return_to),
  );
  return SIGN_UP_ANSWER;
}

/** Tells an address that already has an account that someone tried to sign up with it. */
async function sendSignUpAttemptNotice(
  ctx: AppContext,
  email: string,
  returnTo?: string | null,
): Promise<void> {
  await sendMail(ctx, {
    to: email,
    subject: 'Someone tried to sign up to Attune with your address',
    text: [
      'Someone (perhaps you) tried to create an Attune account with this email address, which already has one.',
      '',
      `If it was you, log in: ${ctx.publicUrl}/login${returnQuery('redirect', returnTo)}`,
      `Forgot your password? Reset it here: ${ctx.publicUrl}/users/reset_password`,
      '',
      'If it was not you, you can ignore this message: nothing has changed in your account.',
    ].join('\n'),
  });
}

/** `?name=path` (or `&name=path` after another query) for a page to come back to; '' without one. */
function returnQuery(name: string, returnTo: string | null | undefined, after = false): string {
  if (!isReturnPath(returnTo)) return '';
  return `${after ? '&' : '?'}${name}=${encodeURIComponent(returnTo)}`;
}

/**
 * Mails a fresh confirmation link; with `returnTo` (the page the family signed up from, e.g. a
 * collaborator's invitation) the link carries it, so the confirmation page and the log-in after it go back
 * there.
 */
export async function sendConfirmation(
  ctx: AppContext,
  user: UserRow,
  returnTo?: string | null,
): Promise<void> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(confirmationTokens).values({
    userId: user.id,
    tokenHash: tokenHash(token),
    expiresAt: confirmationExpiresAt(now),
    createdAt: now,
  });
  const link = `${ctx.publicUrl}/users/confirmation?confirmation_token=${token}${returnQuery('redirect', returnTo, true)}`;
  await sendAccountMail(ctx, user, (language) =>
    confirmationMail[language]({ link, days: CONFIRMATION_LIFETIME_DAYS }),
  );
}

/** Confirms the account a confirmation token belongs to; the spec's messages on failure (422). */
export async function confirm(ctx: AppContext, token: string | null | undefined) {
  if (!token || token.trim() === '') throw invalid('confirmation_token', confirmationMessages.missing);
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(confirmationTokens)
    .where(eq(confirmationTokens.tokenHash, tokenHash(token.trim())));
  const row = rows[0];
  if (!row || row.usedAt) throw invalid('confirmation_token', confirmationMessages.invalid);
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw invalid('confirmation_token', confirmationMessages.expired);
  }
  await ctx.db.update(confirmationTokens).set({ usedAt: now }).where(eq(confirmationTokens.id, row.id));
  const updated = await ctx.db
    .update(users)
    .set({ confirmedAt: now })
    .where(and(eq(users.id, row.userId), isNull(users.confirmedAt)))
    .returning();
  const user = updated[0] ?? (await ctx.db.select().from(users).where(eq(users.id, row.userId)))[0];
  if (!user) throw invalid('confirmation_token', confirmationMessages.invalid);
  return userJson(user, undefined, smsAvailable(ctx));
}

/** Issues a new 30-day log-in token for a user; returns the token (only its hash is stored). */
export async function issueToken(ctx: AppContext, userId: number): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(authTokens).values({
    userId,
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    createdAt: now,
  });
  return token;
}

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { base: ['Too many failed log-in attempts. Please wait a few minutes and try again.'] },
    { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  );

/**
 * Logs in with email and password: a new token, or 401 'Invalid email or password'. The attempt is
 * counted (per account and per client address) before the password is looked at; past the free
 * attempts the back-off answers 429 with Retry-After, whatever the password (see http/throttle.ts).
 */
export async function logIn(ctx: AppContext, input: { email: string; password: string }, ip: string) {
  const email = normalizeEmail(input.email);
  const admission = await admitLogIn(ctx, email, ip);
  if (!admission.admitted) throw tooMany(admission.retryAfterSeconds);

  const user = (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
  const ok = await verifyPassword(input.password.slice(0, 1000), user?.passwordHash ?? decoyHash);
  if (!user || !ok) throw new HttpError(401, { base: ['Invalid email or password'] });
  await giveBack(ctx, admission.counted);
  const token = await issueToken(ctx, user.id);
  return userJson(user, token, smsAvailable(ctx));
}

/**
 * The account a log-in token belongs to, when the token is known, not revoked, not past its 30 days and
 * used within the last 7 days (core's `loginUsable`). A use is written down at most once per 15 minutes
 * (core's `shouldRecordLoginUse`), so most calls only read.
 */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({
      user: users,
      tokenId: authTokens.id,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
      revokedAt: authTokens.revokedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  const row = rows[0];
  if (!row || !loginUsable(row, now)) return null;
  if (shouldRecordLoginUse(row.lastUsedAt, now)) {
    await ctx.db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.tokenId));
  }
  return row.user;
}

/** Revokes a log-in token. */
export async function logOut(ctx: AppContext, token: string): Promise<void> {
  await ctx.db
    .update(authTokens)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(authTokens.tokenHash, tokenHash(token)), isNull(authTokens.revokedAt)));
}

/** What an account update may change; only the fields sent change. */
export interface AccountChanges {
  language?: 'en' | 'es' | undefined;
  name?: string | undefined;
  phone?: string | undefined;
  email_subscription?: boolean | undefined;
  sms_subscription?: boolean | undefined;
  quiet_hours_start?: string | undefined;
  quiet_hours_end?: string | undefined;
}

/** Whether this server can send texts (an SMS sender is set up: ctx.sms). */
export const smsAvailable = (ctx: Pick<AppContext, 'sms'>): boolean => ctx.sms != null;

/**
 * Updates the caller's own account (language en or es only, checked by the request schema). Another
 * account's id answers 404.
 */
export async function updateAccount(
  ctx: AppContext,
  user: UserRow,
  id: number,
  changes: AccountChanges,
  token: string,
) {
  if (id !== user.id) throw new HttpError(404, { base: ['User not found'] });
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.language !== undefined) set.language = changes.language;
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.phone !== undefined) set.phone = changes.phone;
  if (changes.email_subscription !== undefined) set.emailSubscription = changes.email_subscription;
  if (changes.sms_subscription !== undefined) set.smsSubscription = changes.sms_subscription;
  if (changes.quiet_hours_start !== undefined) set.quietHoursStart = changes.quiet_hours_start;
  if (changes.quiet_hours_end !== undefined) set.quietHoursEnd = changes.quiet_hours_end;
  if (changes.sms_subscription === true) {
    // Texts are switched on only where they can be sent, and to a mobile number (core's phone rule).
    if (!smsAvailable(ctx))
      throw new HttpError(422, { sms_subscription: ['Text messages are not available on this server'] });
    const phone = changes.phone ?? user.phone ?? '';
    if (!validatePhone(phone, { allowLandline: false }).ok)
      throw new HttpError(422, { phone: ['Add a mobile phone number to get text messages'] });
  }
  if (Object.keys(set).length === 0) return userJson(user, token, smsAvailable(ctx));
  const updated = await ctx.db.update(users).set(set).where(eq(users.id, user.id)).returning();
  const row = updated[0];
  if (!row) throw unauthorized();
  return userJson(row, token, smsAvailable(ctx));
}
