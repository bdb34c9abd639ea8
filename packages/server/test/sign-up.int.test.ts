/**
 * Sign-up as an attacker would probe it: the answer does not tell whether an address has an account (body
 * and status compared byte for byte, time within a bound), a flood of sign-ups does not flood an inbox
 * (rate limits per email and per address, counted atomically), weak passwords are refused with the
 * estimator's verdict, the strength meter's call, and the length limits on free text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type Harness, startHarness } from './support/harness';

const password = 'gentle-meadow-breeze-9';
const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  user: { name: 'Jordan Lee', email, password, password_confirmation: password, ...overrides },
});
type Errors = { errors: Record<string, string[]> };
const errorsOf = (json: unknown) => (json as Errors).errors;
type Outbox = { messages: { to: string; subject: string; text: string }[] };

describe.each(engines)('sign-up (%s)', (engine) => {
  let harness: Harness;
  beforeAll(async () => {
    // The real limits (core's SIGN_UP_LIMITS), not the harness's relaxed ones.
    harness = await startHarness(engine, { signUpLimits: undefined as never });
  });
  afterAll(async () => {
    await harness?.close();
  });
  const mailTo = async (email: string) =>
    ((await harness.call('GET', '/dev/outbox')).json as Outbox).messages.filter((m) => m.to === email);

  it('answers the same status and body, byte for byte, whether the address has an account or not', async () => {
    const fresh = await harness.call('POST', '/v1/users', { body: signUpBody('new-one@example.test') });
    const taken = await harness.call('POST', '/v1/users', { body: signUpBody('demo-taken@example.test') });
    const again = await harness.call('POST', '/v1/users', {
      body: signUpBody('demo-taken@example.test', { name: 'Someone Else' }),
    });
    const another = await harness.call('POST', '/v1/users', { body: signUpBody('other-new@example.test') });
    expect(fresh.status).toBe(202);
    expect(again.status).toBe(fresh.status);
    expect(again.text).toBe(fresh.text);
    expect(another.text).toBe(taken.text);
    expect(again.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
    expect(again.text).not.toMatch(/registered|exists|token/i);
    // The address's owner learns of the attempt by mail, and no second account or confirmation is made.
    const mails = await mailTo('demo-taken@example.test');
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your Attune account',
      'Someone tried to sign up to Attune with your address',
    ]);
    expect(mails[1]?.text).toMatch(/log in/i);
    expect(mails[1]?.text).toMatch(/reset/i);
    expect(mails[1]?.text).not.toMatch(/confirmation_token/);
  });

  it('carries the page to come back to (an invitation) into the confirmation link; another site is refused (422)', async () => {
    const returnTo = '/app/invitation?token=abcdefghijklmnopqrstuvwxyz';
    const signed = await harness.call('POST', '/v1/users', {
      body: signUpBody('invited-helper@example.test', { return_to: returnTo }),
    });
    expect(signed.status).toBe(202);
    await expect
      .poll(async () => (await mailTo('invited-helper@example.test')).at(-1)?.text ?? '')
      .toContain(`confirmation_token=`);
    const text = (await mailTo('invited-helper@example.test')).at(-1)?.text ?? '';
    const link = new URL(
      text.match(/\S*\/users\/confirmation\?confirmation_token=\S+/)?.[0] ?? '',
      'http://x',
    );
    expect(link.searchParams.get('redirect'), text).toBe(returnTo);
    for (const outside of ['https://evil.example/app', '//evil.example/app']) {
      const refused = await harness.call('POST', '/v1/users', {
        body: signUpBody('invited-helper-2@example.test', { return_to: outside }),
      });
      expect(refused.status).toBe(422);
      expect(Object.keys(errorsOf(refused.json))).toContain('user.return_to');
    }
  });

  it('takes about as long for a taken address as for a new one (the password is hashed on both paths)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await harness.call('POST', '/v1/users', { body: signUpBody(email) });
      return performance.now() - started;
    };
    await time('timing-taken@example.test');
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 2; i++) {
      taken.push(await time('timing-taken@example.test'));
      fresh.push(await time(`timing-new-${i}@example.test`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    // Before: 4 ms against 59 ms. Now both hash; the new path also stores a confirmation token.
    expect(median(taken)).toBeGreaterThan(median(fresh) / 3);
  });

  it('queues at most 3 mails for 100 parallel sign-ups with one address, the rest answered 429', async () => {
    const email = 'flooded@example.test';
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => harness.call('POST', '/v1/users', { body: signUpBody(email) })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(97);
    expect(Number(answers.find((a) => a.status === 429)?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailTo(email)).toHaveLength(3);
  });

  it('refuses sign-ups from one address past 20 an hour, whatever the emails', async () => {
    // This file's earlier sign-ups came from the same address: count what is left.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        harness.call('POST', '/v1/users', { body: signUpBody(`spray-${i}@example.test`) }),
      ),
    );
    expect(answers.filter((a) => a.status === 202).length).toBeLessThanOrEqual(20);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(20);
    harness.clock.advanceDays(1 / 24 + 1 / 86_400);
    try {
      const later = await harness.call('POST', '/v1/users', {
        body: signUpBody('after-the-hour@example.test'),
      });
      expect(later.status).toBe(202);
    } finally {
      harness.clock.advanceDays(-(1 / 24 + 1 / 86_400));
    }
  });
});

describe.each(engines)('password strength and length limits (%s)', (engine) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(engine);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each(['qwerty123456', 'Summer2024!', 'attune2026!!'])(
    'refuses %s on sign-up as too easy to guess (422 on user.password)',
    async (weak) => {
      const response = await harness.call('POST', '/v1/users', {
        body: signUpBody(`weak-${weak.length}-${weak.charCodeAt(0)}@example.test`, {
          password: weak,
          password_confirmation: weak,
        }),
      });
      expect(response.status).toBe(422);
      expect(errorsOf(response.json)['user.password']?.join(' ')).toMatch(
        /too easy to guess|well-known|too short/,
      );
    },
  );

  it('accepts the demo password and a passphrase', async () => {
    for (const good of ['attune-demo-2026', 'calm-river-morning-42']) {
      const response = await harness.call('POST', '/v1/users', {
        body: signUpBody(`good-${good.length}@example.test`, { password: good, password_confirmation: good }),
      });
      expect(response.status).toBe(202);
    }
  });

  it('estimates strength at POST /password-strength, agreeing with sign-up', async () => {
    const estimate = async (pw: string, extra: Record<string, string> = {}) =>
      harness.call('POST', '/password-strength', { body: { password: pw, ...extra } });
    const weak = await estimate('attune2026!!');
    expect(weak.status).toBe(200);
    expect(weak.json).toMatchObject({ acceptable: false, min_score: 4 });
    expect((weak.json as { score: number }).score).toBeLessThan(4);
    const strong = await estimate('steady-copper-lantern-77');
    expect(strong.json).toMatchObject({ score: 4, acceptable: true });
    // The account's own words make a password weaker.
    const own = await estimate('jordanlee2026', { email: 'jordanlee@example.test', name: 'Jordan Lee' });
    expect((own.json as { acceptable: boolean }).acceptable).toBe(false);
    // JSON only; a text/plain body (a cross-site form) is refused.
    const text = await harness.call('POST', '/password-strength', {
      rawBody: JSON.stringify({ password: 'x' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const long = await estimate('x'.repeat(201));
    expect(long.status).toBe(422);
    expect(Object.keys(errorsOf(long.json))).toEqual(['password']);
  });

  it('refuses a 990,000-character child name with 422 naming the field', async () => {
    const family = await harness.family('long-name');
    const response = await harness.call('POST', '/v1/patients', {
      token: family.token,
      body: { patient: { name: 'x'.repeat(990_000), birthday: '2018-03-04', gender: 'female' } },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(errorsOf(response.json))).toEqual(['patient.name']);
    const ok = await harness.call('POST', '/v1/patients', {
      token: family.token,
      body: { patient: { name: 'x'.repeat(100), birthday: '2018-03-04', gender: 'female' } },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses over-long free text in a collaborator and a sign-up name, naming the field', async () => {
    const family = await harness.family('long-text');
    const collaborator = await harness.call('POST', '/v1/collaborators', {
      token: family.token,
      body: { name: 'Ms Rivera', email: 'rivera@example.test', relationship: 'r'.repeat(101) },
    });
    expect(collaborator.status).toBe(422);
    expect(Object.keys(errorsOf(collaborator.json))).toContain('relationship');
    const signUp = await harness.call('POST', '/v1/users', {
      body: signUpBody('long@example.test', { name: 'n'.repeat(101) }),
    });
    expect(signUp.status).toBe(422);
    expect(Object.keys(errorsOf(signUp.json))).toEqual(['user.name']);
  });
});
