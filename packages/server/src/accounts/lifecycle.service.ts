/**
 * The account's lifecycle after sign-up: a forgotten password reset by mail, the confirmation link sent
 * again, a password change, log out everywhere, and unsubscribing from mail.
 *
 * Conventions:
 * - the calls that mail an address answer the same whether or not it has an account (no enumeration),
 *   and are counted per address and per email before anything else (core's `ACCOUNT_MAIL_LIMITS`); the
 *   account's lookup and mail run after the answer, so the answer's time is the same for every address;
 * - reset tokens are random, only their SHA-256 is stored, work once for 2 hours (core's
 *   `oneTimeTokenState`); a reset ends every log-in of the account and every other reset link;
 * - a new password meets core's password policy and strength threshold, as at sign-up;
 * - ending log-ins writes `revoked_at`: the database triggers raise the account's counter, so every
 *   process's token cache refuses them at once.
 */
import {
  ACCOUNT_MAIL_LIMITS,
  addressLimitKey,
  oneTimeTokenState,
  passwordProblems,
  passwordProblemText,
  passwordStrengthProblem,
  resetPasswordExpiresAt,
} from '@attune/core/rules';
import { and, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { authTokens, resetPasswordTokens, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { admitLogIn, giveBack } from '../http/throttle';
import { passwordChangedMail, resetPasswordMail } from '../mail/messages';
import { sendAccountMail } from '../mail/outbox';
import { verifyUnsubscribeToken } from '../mail/unsubscribe';
import { estimatePasswordStrength } from '../security/password-strength';
import { countAttempt, tooManyAttempts } from '../security/rate-limit';
import { normalizeEmail, sendConfirmation, type UserRow } from './accounts.service';
import { afterAnswer } from './after-answer';
import { hashPassword, verifyPassword } from './passwords';
import { newToken, tokenHash } from './tokens';

/** What `POST users/password` answers, whether or not the address has an account. */
export const RESET_REQUEST_ANSWER = {
  message:
    'If your email address exists in our database, you will receive a password recovery link at your email address in a few minutes.',
} as const;

/** What `POST users/confirmation/resend` answers, whether or not the address has an unconfirmed account. */
export const RESEND_CONFIRMATION_ANSWER = {
  message:
    'If your email address exists in our database, you will receive an email with instructions for how to confirm your email address in a few minutes.',
} as const;

/** What a successful reset or change answers. */
export const PASSWORD_CHANGED_ANSWER = { message: 'Your password has been changed successfully.' } as const;

/** The reset token's refusals (422 on `user.reset_password_token`). */
export const resetTokenMessages = {
  invalid: 'Reset password token is invalid',
  expired: 'Reset password token has expired, please request a new one',
} as const;

/** Counts one mailing request per address and per email; 429 past core's `ACCOUNT_MAIL_LIMITS`. */
async function limitMailRequest(ctx: AppContext, kind: string, email: string, ip: string): Promise<void> {
  const byAddress = await countAttempt(
    ctx,
    `${kind}-address\u0000${addressLimitKey(ip)}`,
    ACCOUNT_MAIL_LIMITS.perAddress,
  );
  const byEmail = await countAttempt(ctx, `${kind}-email\u0000${email}`, ACCOUNT_MAIL_LIMITS.perEmail);
  if (!byAddress.allowed || !byEmail.allowed) {
    throw tooManyAttempts(
      Math.max(byAddress.allowed ? 0 : byAddress.retryAfterMs, byEmail.allowed ? 0 : byEmail.retryAfterMs),
    );
  }
}

const liveAccountByEmail = async (ctx: AppContext, email: string): Promise<UserRow | undefined> =>
  (
    await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
  )[0];

/**
 * `POST users/password`: mails a reset link when the address has an account; the same answer either way,
 * given as soon as the limits are counted (the same work for every address): the account's lookup, its
 * link and the mail run after the answer ({@link afterAnswer}), so its time tells nothing either.
 */
export async function requestPasswordReset(ctx: AppContext, rawEmail: string, ip: string) {
  const email = normalizeEmail(rawEmail);
  await limitMailRequest(ctx, 'password-reset', email, ip);
  afterAnswer(ctx, 'password reset', () => mailResetLink(ctx, email));
  return RESET_REQUEST_ANSWER;
}

/** Mails a reset link to the live account of `email`, if there is one. */
async function mailResetLink(ctx: AppContext, email: string): Promise<void> {
  const user = await liveAccountByEmail(ctx, email);
  if (!user) return;
  const token = newToken();
  const now = ctx.clock.now();
  // The account's spent links go (an account holds at most the few links of its last two hours).
  await ctx.db
    .delete(resetPasswordTokens)
    .where(
      and(
        eq(resetPasswordTokens.userId, user.id),
        or(isNotNull(resetPasswordTokens.usedAt), lte(resetPasswordTokens.expiresAt, now)),
      ),
    );
  await ctx.db.insert(resetPasswordTokens).values({
    userId: user.id,
    tokenHash: tokenHash(token),
    expiresAt: resetPasswordExpiresAt(now),
    createdAt: now,
  });
  const link = `${ctx.publicUrl}/users/reset_password?reset_password_token=${token}`;
  await sendAccountMail(ctx, user, (language) => resetPasswordMail[language]({ link }));
}

/**
 * `POST users/confirmation/resend`: mails a fresh confirmation link to an unconfirmed account; the same
 * answer either way, given before the account is looked up (as for the reset link).
 */
export async function resendConfirmation(ctx: AppContext, rawEmail: string, ip: string) {
  const email = normalizeEmail(rawEmail);
  await limitMailRequest(ctx, 'confirmation-resend', email, ip);
  afterAnswer(ctx, 'confirmation resend', async () => {
    const user = await liveAccountByEmail(ctx, email);
    if (user && !user.confirmedAt) await sendConfirmation(ctx, user);
  });
  return RESEND_CONFIRMATION_ANSWER;
}

/**
 * The field errors of a new password (core's policy, then its strength threshold) and its confirmation,
 * named `<field>.password` and `<field>.password_confirmation`.
 */
export function newPasswordErrors(
  password: string,
  confirmation: string,
  account: { email: string; name?: string | null },
  field = 'user',
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const problems = passwordProblems(password, account.email);
  if (problems.length === 0) {
    const weak = passwordStrengthProblem(estimatePasswordStrength(password, account).score);
    if (weak) problems.push(weak);
  }
  if (problems.length > 0) errors[`${field}.password`] = problems.map(passwordProblemText);
  if (password !== confirmation) errors[`${field}.password_confirmation`] = ['does not match the password'];
  return errors;
}

const mailPasswordChanged = (ctx: AppContext, user: UserRow) =>
  sendAccountMail(ctx, user, (language) =>
    passwordChangedMail[language]({ resetLink: `${ctx.publicUrl}/users/reset_password` }),
  );

/**
 * `PUT users/password`: sets a new password with a reset token. The token is checked first (422 on
 * `user.reset_password_token`: invalid or expired), then the password (422 on `user.password`,
 * `user.password_confirmation`). The token is spent in the same transaction that changes the password
 * and ends every log-in, so two uses of one link change the password once.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { reset_password_token: string; password: string; password_confirmation: string },
) {
  const now = ctx.clock.now();
  const hash = tokenHash(input.reset_password_token.trim());
  const [row] = await ctx.db
    .select({ token: resetPasswordTokens, user: users })
    .from(resetPasswordTokens)
    .innerJoin(users, eq(users.id, resetPasswordTokens.userId))
    .where(eq(resetPasswordTokens.tokenHash, hash));
  const state = row && !row.user.deletedAt ? oneTimeTokenState(row.token, now) : 'used';
  if (!row || state === 'used') {
    throw new HttpError(422, { 'user.reset_password_token': [resetTokenMessages.invalid] });
  }
  if (state === 'expired')
    throw new HttpError(422, { 'user.reset_password_token': [resetTokenMessages.expired] });
  const errors = newPasswordErrors(input.password, input.password_confirmation, row.user);
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);

  const passwordHash = await hashPassword(input.password);
  const spent = await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(resetPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(resetPasswordTokens.id, row.token.id), isNull(resetPasswordTokens.usedAt)))
      .returning({ id: resetPasswordTokens.id });
    if (used.length === 0) return false;
    // Every other reset link of the account ends too.
    await tx
      .update(resetPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(resetPasswordTokens.userId, row.user.id), isNull(resetPasswordTokens.usedAt)));
    // The mailed link proves the address: an unconfirmed account is confirmed by it.
    await tx
      .update(users)
      .set({ passwordHash, confirmedAt: row.user.confirmedAt ?? now })
      .where(eq(users.id, row.user.id));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, row.user.id), isNull(authTokens.revokedAt)));
    return true;
  });
  if (!spent) throw new HttpError(422, { 'user.reset_password_token': [resetTokenMessages.invalid] });
  await mailPasswordChanged(ctx, row.user);
  return PASSWORD_CHANGED_ANSWER;
}

/**
 * Checks the account's current password, counted by the log-in back-off (so it cannot be guessed here
 * faster than at log-in); 422 on `field` when wrong, 429 past the back-off.
 */
export async function checkCurrentPassword(
  ctx: AppContext,
  user: UserRow,
  password: string,
  ip: string,
  field: string,
): Promise<void> {
  const admission = await admitLogIn(ctx, user.email, ip);
  if (!admission.admitted) {
    throw new HttpError(
      429,
      { base: ['Too many failed log-in attempts. Please wait a few minutes and try again.'] },
      { 'retry-after': String(Math.max(1, admission.retryAfterSeconds)) },
    );
  }
  if (!(await verifyPassword(password.slice(0, 1000), user.passwordHash))) {
    throw new HttpError(422, { [field]: ['is not correct'] });
  }
  await giveBack(ctx, admission.counted);
}

/**
 * `PUT users/me/password`: changes the password given the current one (422 on `user.current_password`),
 * under the same policy as sign-up; every other log-in of the account ends, the caller's stays.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  token: string,
  input: { current_password: string; password: string; password_confirmation: string },
  ip: string,
) {
  await checkCurrentPassword(ctx, user, input.current_password, ip, 'user.current_password');
  const errors = newPasswordErrors(input.password, input.password_confirmation, user);
  if (input.password === input.current_password && !errors['user.password']) {
    errors['user.password'] = ['must be different from the current password'];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(authTokens.userId, user.id),
          isNull(authTokens.revokedAt),
          ne(authTokens.tokenHash, tokenHash(token)),
        ),
      );
  });
  await mailPasswordChanged(ctx, user);
  return PASSWORD_CHANGED_ANSWER;
}

/** `DELETE users/me/sessions`: ends every log-in of the account, the caller's included. */
export async function logOutEverywhere(ctx: AppContext, user: UserRow): Promise<void> {
  await ctx.db
    .update(authTokens)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(authTokens.userId, user.id), isNull(authTokens.revokedAt)));
}

/** `POST users/unsubscribe`: turns off the mail of the account a signed link names; 422 on `token` otherwise. */
export async function unsubscribe(ctx: AppContext, token: string) {
  const userId = await verifyUnsubscribeToken(ctx, token);
  const refused = new HttpError(422, { token: ['This unsubscribe link is not valid.'] });
  if (userId === null) throw refused;
  const [row] = await ctx.db
    .update(users)
    .set({ emailSubscription: false })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ email: users.email });
  if (!row) throw refused;
  return { email: row.email };
}
