/**
 * The account's lifecycle over HTTP: password reset by mail, the confirmation link sent again, password
 * change, log out everywhere, account deletion, unsubscribe links, and the outbox's sender.
 */
import { RESET_PASSWORD_LIFETIME_MS } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, purchases, users } from '../src/db/schema';
import { deliverDueMail, type MailTransport } from '../src/mail/sender';
import { engines, type Harness, startHarness } from './support/harness';

const password = 'calm-river-morning-42';
const newPassword = 'quiet-harbor-lantern-77';
type Errors = { errors: Record<string, string[]> };
const errorsOf = (json: unknown) => (json as Errors).errors;

async function mailsTo(harness: Harness, email: string) {
  const response = await harness.call('GET', '/dev/outbox');
  return (response.json as { messages: { to: string; subject: string; text: string }[] }).messages.filter(
    (message) => message.to === email,
  );
}

async function resetTokenFor(harness: Harness, email: string): Promise<string> {
  const mails = await mailsTo(harness, email);
  const token = mails
    .reverse()
    .map((mail) => mail.text.match(/reset_password_token=([A-Za-z0-9_-]+)/)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

describe.each(engines)('account lifecycle (%s)', (engine) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(engine);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const reset = (token: string, body: Record<string, string> = {}) =>
    harness.call('PUT', '/v1/users/password', {
      body: {
        user: {
          reset_password_token: token,
          password: newPassword,
          password_confirmation: newPassword,
          ...body,
        },
      },
    });

  it('answers a reset request the same whether or not the address has an account', async () => {
    const { email } = await harness.family('reset-same');
    const known = await harness.call('POST', '/v1/users/password', { body: { user: { email } } });
    const unknown = await harness.call('POST', '/v1/users/password', {
      body: { user: { email: 'nobody-here@example.test' } },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    expect(await mailsTo(harness, 'nobody-here@example.test')).toHaveLength(0);
    const [mail] = (await mailsTo(harness, email)).filter((m) => /Reset/.test(m.subject));
    expect(mail?.text).toMatch(/\/users\/reset_password\?reset_password_token=/);
    expect(mail?.text).toMatch(/\/users\/unsubscribe\?token=/);
  });

  it('resets the password once with the mailed token and ends every log-in', async () => {
    const { email, token: oldLogIn } = await harness.family('reset-once');
    await harness.call('POST', '/v1/users/password', { body: { user: { email } } });
    const token = await resetTokenFor(harness, email);
    const done = await reset(token);
    expect(done.status).toBe(200);
    expect((await harness.call('GET', '/v1/users/me', { token: oldLogIn })).status).toBe(401);
    expect((await harness.call('POST', '/v1/sessions', { body: { email, password } })).status).toBe(401);
    expect(
      (await harness.call('POST', '/v1/sessions', { body: { email, password: newPassword } })).status,
    ).toBe(200);
    const again = await reset(token, {
      password: 'another-fresh-pass-31',
      password_confirmation: 'another-fresh-pass-31',
    });
    expect(again.status).toBe(422);
    expect(errorsOf(again.json)['user.reset_password_token']).toEqual(['Reset password token is invalid']);
    // Stored hashed: the token itself is nowhere in the table.
    const rows = await harness.server.ctx.db.query.resetPasswordTokens.findMany();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('refuses an expired token, an unknown one, a weak password and a mismatched confirmation, naming the field', async () => {
    const { email } = await harness.family('reset-bad');
    await harness.call('POST', '/v1/users/password', { body: { user: { email } } });
    const token = await resetTokenFor(harness, email);
    const weak = await reset(token, { password: 'short', password_confirmation: 'short' });
    expect(weak.status).toBe(422);
    expect(Object.keys(errorsOf(weak.json))).toEqual(['user.password']);
    const mismatch = await reset(token, { password_confirmation: `${newPassword}x` });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(errorsOf(mismatch.json))).toEqual(['user.password_confirmation']);
    const unknown = await reset('not-a-token');
    expect(unknown.status).toBe(422);
    expect(errorsOf(unknown.json)['user.reset_password_token']).toEqual(['Reset password token is invalid']);
    const start = harness.clock.now();
    harness.clock.set(new Date(start.getTime() + RESET_PASSWORD_LIFETIME_MS));
    try {
      const expired = await reset(token);
      expect(expired.status).toBe(422);
      expect(errorsOf(expired.json)['user.reset_password_token']?.[0]).toMatch(/has expired/);
    } finally {
      harness.clock.set(start);
    }
    // The refusals did not spend the token.
    expect((await reset(token)).status).toBe(200);
  });

  it('throttles reset requests for one email', async () => {
    const email = 'flood-me@example.test';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await harness.call('POST', '/v1/users/password', { body: { user: { email } } })).status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[4]).toBe(429);
  });

  it('sends the confirmation link again to an unconfirmed account, with the same answer for any address', async () => {
    const { email } = await harness.family('resend', { confirm: false });
    const before = (await mailsTo(harness, email)).length;
    const known = await harness.call('POST', '/v1/users/confirmation/resend', { body: { user: { email } } });
    const unknown = await harness.call('POST', '/v1/users/confirmation/resend', {
      body: { user: { email: 'nobody-either@example.test' } },
    });
    expect(known.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    const mails = await mailsTo(harness, email);
    expect(mails.length).toBe(before + 1);
    const token = mails.at(-1)?.text.match(/confirmation_token=([A-Za-z0-9_-]+)/)?.[1];
    const confirmed = await harness.call('POST', '/v1/users/confirmation', {
      body: { confirmation_token: token },
    });
    expect(confirmed.status).toBe(200);
    // A confirmed account gets no new link.
    await harness.call('POST', '/v1/users/confirmation/resend', { body: { user: { email } } });
    expect((await mailsTo(harness, email)).length).toBe(before + 1);
  });

  it('changes the password given the current one and logs out the other devices only', async () => {
    const { email, token: here } = await harness.family('change');
    const other = (
      (await harness.call('POST', '/v1/sessions', { body: { email, password } })).json as {
        user: { token: string };
      }
    ).user.token;
    const change = (body: Record<string, string>) =>
      harness.call('PUT', '/v1/users/me/password', {
        token: here,
        body: {
          user: {
            current_password: password,
            password: newPassword,
            password_confirmation: newPassword,
            ...body,
          },
        },
      });
    const wrong = await change({ current_password: 'not-my-password-1' });
    expect(wrong.status).toBe(422);
    expect(Object.keys(errorsOf(wrong.json))).toEqual(['user.current_password']);
    const weak = await change({ password: 'password12', password_confirmation: 'password12' });
    expect(weak.status).toBe(422);
    expect(Object.keys(errorsOf(weak.json))).toContain('user.password');
    const mismatch = await change({ password_confirmation: 'something-else-entirely-5' });
    expect(Object.keys(errorsOf(mismatch.json))).toEqual(['user.password_confirmation']);
    expect((await harness.call('GET', '/v1/users/me', { token: other })).status).toBe(200);
    expect((await change({})).status).toBe(200);
    expect((await harness.call('GET', '/v1/users/me', { token: other })).status).toBe(401);
    expect((await harness.call('GET', '/v1/users/me', { token: here })).status).toBe(200);
    expect(
      (await harness.call('POST', '/v1/sessions', { body: { email, password: newPassword } })).status,
    ).toBe(200);
  });

  it('logs out everywhere', async () => {
    const { email, token: here } = await harness.family('everywhere');
    const other = (
      (await harness.call('POST', '/v1/sessions', { body: { email, password } })).json as {
        user: { token: string };
      }
    ).user.token;
    expect((await harness.call('DELETE', '/v1/users/me/sessions', { token: here })).status).toBe(204);
    expect((await harness.call('GET', '/v1/users/me', { token: here })).status).toBe(401);
    expect((await harness.call('GET', '/v1/users/me', { token: other })).status).toBe(401);
  });

  it('unsubscribes by the signed link without a log-in, and refuses a forged one', async () => {
    const { email, userId } = await harness.family('unsub');
    const link = (await mailsTo(harness, email))[0]?.text.match(
      /unsubscribe\?token=([0-9]+\.[A-Za-z0-9_-]+)/,
    )?.[1];
    expect(link?.startsWith(`${userId}.`)).toBe(true);
    const forged = await harness.call('POST', '/v1/users/unsubscribe', {
      body: { token: `${userId + 1}.${link?.split('.')[1]}` },
    });
    expect(forged.status).toBe(422);
    expect(Object.keys(errorsOf(forged.json))).toEqual(['token']);
    const done = await harness.call('POST', '/v1/users/unsubscribe', { body: { token: link } });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ email });
    const [row] = await harness.server.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row?.emailSubscription).toBe(false);
  });

  it('writes mail in the account’s language', async () => {
    const { email, token } = await harness.family('spanish');
    const me = (await harness.call('GET', '/v1/users/me', { token })).json as { user: { id: number } };
    await harness.call('PUT', `/v1/users/${me.user.id}`, { token, body: { user: { language: 'es' } } });
    await harness.call('POST', '/v1/users/password', { body: { user: { email } } });
    const mail = (await mailsTo(harness, email)).at(-1);
    expect(mail?.subject).toBe('Restablece tu contraseña de Attune');
    expect(mail?.text).toMatch(/Para dejar de recibir estos correos/);
  });

  it('deletes the account with its password, keeps its purchases, and frees the address', async () => {
    const { email, token, userId } = await harness.family('delete-me');
    const wrong = await harness.call('DELETE', '/v1/users/me', {
      token,
      body: { password: 'not-my-password-1' },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(errorsOf(wrong.json))).toEqual(['password']);
    expect((await harness.call('DELETE', '/v1/users/me', { token, body: { password } })).status).toBe(204);
    expect((await harness.call('GET', '/v1/users/me', { token })).status).toBe(401);
    expect((await harness.call('POST', '/v1/sessions', { body: { email, password } })).status).toBe(401);
    const db = harness.server.ctx.db;
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    expect(row?.email).not.toBe(email);
    expect(row?.name).toBeNull();
    expect(row?.deletedAt).not.toBeNull();
    expect((await db.select().from(purchases).where(eq(purchases.userId, userId))).length).toBeGreaterThan(0);
    expect((await mailsTo(harness, email)).at(-1)?.subject).toBe('Your Attune account was deleted');
    // The address can sign up again.
    const again = await harness.call('POST', '/v1/users', {
      body: { user: { name: 'Again', email, password, password_confirmation: password } },
    });
    expect(again.status).toBe(202);
  });

  it('sends each message once through the transport, retries a failure later, and never resends a sent one', async () => {
    const ctx = harness.server.ctx;
    // Everything queued so far goes out first.
    const sent: string[] = [];
    let failNext = true;
    const transport: MailTransport = {
      name: 'test',
      send: async (mail) => {
        if (mail.to === 'flaky@example.test' && failNext) {
          failNext = false;
          throw new Error('421 try again later');
        }
        sent.push(mail.to);
      },
    };
    await deliverDueMail(ctx, transport);
    sent.length = 0;
    await ctx.db.insert(outbox).values([
      { to: 'steady@example.test', subject: 's', text: 't', nextAttemptAt: ctx.clock.now() },
      { to: 'flaky@example.test', subject: 's', text: 't', nextAttemptAt: ctx.clock.now() },
    ]);
    const first = await deliverDueMail(ctx, transport);
    expect(first).toEqual({ sent: 1, failed: 1 });
    expect(sent).toEqual(['steady@example.test']);
    // A second pass (a restart) before the back-off sends nothing again.
    expect(await deliverDueMail(ctx, transport)).toEqual({ sent: 0, failed: 0 });
    const start = ctx.clock.now();
    harness.clock.set(new Date(start.getTime() + 60_000));
    try {
      expect(await deliverDueMail(ctx, transport)).toEqual({ sent: 1, failed: 0 });
    } finally {
      harness.clock.set(start);
    }
    expect(sent).toEqual(['steady@example.test', 'flaky@example.test']);
    const [flaky] = await ctx.db.select().from(outbox).where(eq(outbox.to, 'flaky@example.test'));
    expect(flaky?.attempts).toBe(2);
    expect(flaky?.sentAt).not.toBeNull();
  });
});
