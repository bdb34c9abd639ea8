/**
 * `POST /password-strength {password, email?, name?}` (outside `/v1`, as the spec has it): the server's
 * strength estimate of a password, for the meter of the sign-up form: `{ score, min_score, acceptable,
 * guesses_log10, warning, suggestions }`. `acceptable` is core's `passwordStrengthProblem` on the same
 * estimate sign-up applies, so the meter and the refusal agree. JSON only; 60 estimates a minute per
 * address (core's `PASSWORD_STRENGTH_LIMIT`), then 429. Nothing is stored or logged.
 */
import {
  addressLimitKey,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_STRENGTH,
  PASSWORD_STRENGTH_LIMIT,
  passwordStrengthProblem,
  TEXT_LIMITS,
} from '@attune/core/rules';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { clientAddress } from '../http/client-address';
import { HttpError, zodErrors } from '../http/errors';
import { estimatePasswordStrength } from './password-strength';
import { limitAttempt } from './rate-limit';

const MAX_BODY = 4096;

const PasswordStrengthBodySchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH),
  email: z.string().max(TEXT_LIMITS.email).optional(),
  name: z.string().max(TEXT_LIMITS.name).optional(),
});

/** Mounts `POST /password-strength` on the app. */
export function mountPasswordStrength(app: Hono, ctx: AppContext): void {
  app.post('/password-strength', async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new HttpError(415, { base: ['The request body must be application/json'] });
    }
    if (Number(c.req.header('content-length') ?? '0') > MAX_BODY) {
      throw new HttpError(413, { base: ['The request body is too large'] });
    }
    await limitAttempt(
      ctx,
      `password-strength\u0000${addressLimitKey(clientAddress(c, ctx.trustedProxies))}`,
      PASSWORD_STRENGTH_LIMIT,
    );
    const text = await c.req.text();
    if (text.length > MAX_BODY) throw new HttpError(413, { base: ['The request body is too large'] });
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new HttpError(400, { base: ['The request body is not valid JSON'] });
    }
    const parsed = PasswordStrengthBodySchema.safeParse(raw);
    if (!parsed.success) throw new HttpError(422, zodErrors(parsed.error.issues));
    const estimate = estimatePasswordStrength(parsed.data.password, parsed.data);
    return c.json({
      ...estimate,
      min_score: PASSWORD_MIN_STRENGTH,
      acceptable: passwordStrengthProblem(estimate.score) === null,
    });
  });
}
