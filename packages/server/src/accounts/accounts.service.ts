/**
 * Accounts: sign up, confirmation by emailed token, log in and out, the log-in back-off, and the
 * language preference.
 *
 * Conventions:
 * - emails are compared lower-cased and trimmed;
 * - log-in tokens live 30 days and only their SHA-256 is stored; log out revokes the one used;
 * - confirmation tokens live 3 days, are single-use and only their hash is stored;
 * - after `maxFailures` failed log-ins for one (email, ip) within the window, log-in answers 429 until
 *   the window has passed, even with the right password.
 */
import { passwordProblems, passwordProblemText } from '@attune/core/rules';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { authTokens, confirmationTokens, loginFailures, users } from '../db/schema';
import { HttpError, invalid, unauthorized } from '../http/errors';
import { sendMail } from '../mail/outbox';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { newToken, tokenHash } from './tokens';

/** How long a log-in token stays valid. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a confirmation link stays valid. */
export const CONFIRMATION_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

/** A user row. */
export type UserRow = typeof users.$inferSelect;

/** The spec's confirmation messages. */
export const confirmationMessages = {
  missing: 'No confirmation token provided',
  expired: 'Confirmation token has expired',
  invalid: 'Invalid confirmation token provided',
} as const;

/** The account as the app sees it, with its log-in token when one was just issued. */
export function userJson(user: UserRow, token?: string) {
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
    sms_subscription: user.smsSubscription,
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
}

/**
 * Creates an unconfirmed account, mails its confirmation link, and logs it in. 422 names the field:
 * `user.email` (taken or malformed), `user.password` (too weak), `user.password_confirmation`.
 */
export async function signUp(ctx: AppContext, input: SignUpInput, field = 'user') {
  const email = normalizeEmail(input.email);
  const errors: Record<string, string[]> = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    errors[`${field}.email`] = ['is not a valid email address'];
  }
  // The core's password policy, the same rule the sign-up schema and the sign-up page apply.
  const problems = passwordProblems(input.password, email);
  if (problems.length > 0) errors[`${field}.password`] = problems.map(passwordProblemText);
  if (input.password !== input.password_confirmation) {
    errors[`${field}.password_confirmation`] = ['does not match the password'];
  }
  const language = input.language ?? 'en';
  if (language !== 'en' && language !== 'es') errors[`${field}.language`] = ['must be en or es'];
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);

  const existing = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing.length > 0) throw invalid(`${field}.email`, 'is already registered; log in instead');

  const passwordHash = await hashPassword(input.password);
  const inserted = await ctx.db
    .insert(users)
    .values({
      email,
      name: input.name ?? null,
      phone: input.phone ?? null,
      passwordHash,
      language,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  const user = inserted[0];
  if (!user) throw invalid(`${field}.email`, 'is already registered; log in instead');
  await sendConfirmation(ctx, user);
  const token = await issueToken(ctx, user.id);
  return userJson(user, token);
}

/** Mails a fresh confirmation link. */
export async function sendConfirmation(ctx: AppContext, user: UserRow): Promise<void> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(confirmationTokens).values({
    userId: user.id,
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME_MS),
    createdAt: now,
  });
  const link = `${ctx.publicUrl}/users/confirmation?confirmation_token=${token}`;
  await sendMail(ctx, {
    to: user.email,
    subject: 'Confirm your Attune account',
    text: [
      'Welcome to Attune!',
      '',
      'Please confirm your email address by opening this link:',
      link,
      '',
      `The link works for ${CONFIRMATION_LIFETIME_MS / 86_400_000} days. If you did not sign up, you can ignore this message.`,
    ].join('\n'),
  });
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
  return userJson(user);
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

const throttleKey = (email: string, ip: string): string => tokenHash(`${email}\u0000${ip}`);

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { base: ['Too many failed log-in attempts. Please wait a few minutes and try again.'] },
    { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  );

/**
 * Logs in with email and password: a new token, or 401 'Invalid email or password'. Repeated failures
 * from one (email, ip) answer 429 with Retry-After.
 */
export async function logIn(ctx: AppContext, input: { email: string; password: string }, ip: string) {
  const email = normalizeEmail(input.email);
  const key = throttleKey(email, ip);
  const now = ctx.clock.now();
  const { maxFailures, windowMs } = ctx.loginThrottle;
  const throttle = (await ctx.db.select().from(loginFailures).where(eq(loginFailures.key, key)))[0];
  const windowOpen = throttle && now.getTime() - throttle.windowStartedAt.getTime() < windowMs;
  if (throttle && windowOpen && throttle.failures >= maxFailures) {
    throw tooMany(Math.ceil((throttle.windowStartedAt.getTime() + windowMs - now.getTime()) / 1000));
  }

  const user = (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
  const ok = await verifyPassword(input.password.slice(0, 1000), user?.passwordHash ?? decoyHash);
  if (!user || !ok) {
    if (throttle && windowOpen) {
      await ctx.db
        .update(loginFailures)
        .set({ failures: throttle.failures + 1, lastFailedAt: now })
        .where(eq(loginFailures.key, key));
    } else {
      await ctx.db
        .insert(loginFailures)
        .values({ key, failures: 1, windowStartedAt: now, lastFailedAt: now })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: { failures: 1, windowStartedAt: now, lastFailedAt: now },
        });
    }
    throw new HttpError(401, { base: ['Invalid email or password'] });
  }
  if (throttle) await ctx.db.delete(loginFailures).where(eq(loginFailures.key, key));
  const token = await issueToken(ctx, user.id);
  return userJson(user, token);
}

/** The account a log-in token belongs to, when the token is known, not revoked and not expired. */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  const rows = await ctx.db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, ctx.clock.now()),
      ),
    );
  return rows[0]?.user ?? null;
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
}

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
  if (Object.keys(set).length === 0) return userJson(user, token);
  const updated = await ctx.db.update(users).set(set).where(eq(users.id, user.id)).returning();
  const row = updated[0];
  if (!row) throw unauthorized();
  return userJson(row, token);
}
