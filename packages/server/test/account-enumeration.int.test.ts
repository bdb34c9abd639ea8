/**
 * Issue 26, finding 1: password reset (and the confirmation link sent again, and sign-up) told by its time
 * whether an address has an account: the known address's lookup, link and mail were written before the
 * answer. Now the answer waits only for the work every address does (the limits); the account's own work
 * runs after the answer. The timing itself is measured by `bench/account-timing.ts` (HTTP, one loopback
 * address per request); here the cause is replayed without a clock: the statements an answer waits for
 * are counted, for an address with an account and one without, and the mail is checked to still arrive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../src/accounts/accounts.service';
import { settleAfterAnswer } from '../src/accounts/after-answer';
import { requestPasswordReset, resendConfirmation } from '../src/accounts/lifecycle.service';
import type { AppContext } from '../src/context';
import { engines, type Harness, startHarness } from './support/harness';

const password = 'gentle-meadow-breeze-9';
const STATEMENTS = new Set(['select', 'insert', 'update', 'delete', 'execute', 'transaction']);

/** A context whose database counts the statements started through it. */
function counting(ctx: AppContext) {
  let started = 0;
  const db = new Proxy(ctx.db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (STATEMENTS.has(String(property))) {
        return (...args: unknown[]) => {
          started += 1;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  const counted = { ...ctx, db } as AppContext;
  return { ctx: counted, started: () => started };
}

describe.each(engines)('answers that must not tell whether an address has an account (%s)', (engine) => {
  let harness: Harness;
  let unconfirmed: string;
  let confirmedEmail: string;

  beforeAll(async () => {
    harness = await startHarness(engine);
    confirmedEmail = (await harness.family('timing-known')).email;
    unconfirmed = 'timing-unconfirmed@example.test';
    const signed = await harness.call('POST', '/v1/users', {
      body: { user: { name: 'Sam Reed', email: unconfirmed, password, password_confirmation: password } },
    });
    expect(signed.status).toBe(202);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const mailsTo = async (email: string) => {
    const outbox = await harness.call('GET', '/dev/outbox');
    return (outbox.json as { messages: { to: string; subject: string }[] }).messages.filter(
      (message) => message.to === email,
    );
  };

  /** How many statements the answer waited for, and the answer. */
  const measure = async <T>(call: (ctx: AppContext) => Promise<T>) => {
    const counted = counting(harness.server.ctx);
    const answer = await call(counted.ctx);
    const before = counted.started();
    await settleAfterAnswer(counted.ctx);
    return { answer, before, after: counted.started() };
  };

  it('password reset: the answer waits for the same statements for a known and an unknown address, and the known one still gets its link', async () => {
    const before = (await mailsTo(confirmedEmail)).length;
    const known = await measure((ctx) => requestPasswordReset(ctx, confirmedEmail, '198.51.100.1'));
    const unknown = await measure((ctx) =>
      requestPasswordReset(ctx, 'nobody-here@example.test', '198.51.100.2'),
    );
    expect(known.answer).toEqual(unknown.answer);
    expect(known.before).toBe(unknown.before);
    // The account's work was done, after the answer.
    expect(known.after).toBeGreaterThan(unknown.after);
    const mails = await mailsTo(confirmedEmail);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe('Reset your Attune password');
    expect(await mailsTo('nobody-here@example.test')).toHaveLength(0);
  });

  it('confirmation resend: the same statements before the answer for an unconfirmed account and an unknown address; the link is mailed', async () => {
    const before = (await mailsTo(unconfirmed)).length;
    const known = await measure((ctx) => resendConfirmation(ctx, unconfirmed, '198.51.100.3'));
    const unknown = await measure((ctx) =>
      resendConfirmation(ctx, 'nobody-else@example.test', '198.51.100.4'),
    );
    expect(known.answer).toEqual(unknown.answer);
    expect(known.before).toBe(unknown.before);
    expect(await mailsTo(unconfirmed)).toHaveLength(before + 1);
  });

  it('sign-up: the same statements before the answer for a taken and a new address; each gets its mail', async () => {
    const input = (email: string) => ({ name: 'Ali', email, password, password_confirmation: password });
    const taken = await measure((ctx) => signUp(ctx, input(confirmedEmail), '198.51.100.5'));
    const fresh = await measure((ctx) => signUp(ctx, input('brand-new@example.test'), '198.51.100.6'));
    expect(taken.answer).toEqual(fresh.answer);
    expect(taken.before).toBe(fresh.before);
    expect((await mailsTo(confirmedEmail)).at(-1)?.subject).toBe(
      'Someone tried to sign up to Attune with your address',
    );
    expect(await mailsTo('brand-new@example.test')).toHaveLength(1);
  });

  it('over HTTP, a reset answers 200 with the same body for both, and the known address finds its link in the outbox', async () => {
    const known = await harness.call('POST', '/v1/users/password', {
      body: { user: { email: confirmedEmail } },
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    const unknown = await harness.call('POST', '/v1/users/password', {
      body: { user: { email: 'still-nobody@example.test' } },
    });
    expect(known.status).toBe(unknown.status);
    expect(known.text).toBe(unknown.text);
    expect((await mailsTo(confirmedEmail)).at(-1)?.subject).toBe('Reset your Attune password');
  });
});
