/**
 * Reminders on every channel the family switched on, over real HTTP with the development outboxes (mail and
 * text) and a clock moved hour by hour: a family with email and text reminders on and a due session gets
 * exactly one mail and one text, none inside its quiet hours (held until the morning), and a family with
 * both off gets neither; a prescription's doses are reminded at their dose times and the answer (Taken)
 * is kept in the adherence record; texts are refused where no SMS sender exists; a run that stops midway
 * sends nothing twice.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReminders } from '../src/notifications/reminders.service';
import { runRemindersAt } from '../src/notifications/reminders-admin';
import type { SmsMessage, SmsSender } from '../src/ports';
import { httpSmsSender, smsSenderFromEnv } from '../src/sms/sms-sender';
import { engines, type Harness, startHarness } from './support/harness';

const LOS_ANGELES = { 'x-time-zone': 'America/Los_Angeles' };
/** A mobile number by core's phone rule (US numbers cannot be told from landlines: accepted). */
const MOBILE = '+12133734253';

interface Outbox {
  messages: { to: string; subject: string; text: string }[];
  texts: { to: string; body: string }[];
}

describe.each(engines)('reminders by mail and text (%s)', (engine) => {
  let harness: Harness;
  let phones = 0;

  beforeAll(async () => {
    harness = await startHarness(engine);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const outbox = async (): Promise<Outbox> => (await harness.call('GET', '/dev/outbox')).json as Outbox;

  /** A family signed up at `at` in Los Angeles with a child; `channels` switched as given. */
  async function family(
    prefix: string,
    at: string,
    channels: { email: boolean; sms: boolean },
    headers: Record<string, string> = LOS_ANGELES,
  ) {
    harness.clock.set(new Date(at));
    const account = await harness.family(prefix);
    const call = (method: string, path: string, body?: unknown) =>
      harness.call(method, path, { token: account.token, body, headers });
    phones += 1;
    // A distinct mobile per family: +1 213 373 42xx
    const phone = `${MOBILE.slice(0, -2)}${String(phones).padStart(2, '0')}`;
    const saved = await call('PUT', `/v1/users/${account.userId}`, {
      user: { phone, email_subscription: channels.email, sms_subscription: channels.sms },
    });
    expect(saved.status, saved.text).toBe(200);
    const child = await call('POST', '/v1/patients', {
      patient: { name: 'Robin', birthday: '2017-03-15', gender: 'other' },
    });
    expect(child.status).toBe(200);
    const childId = (child.json as { patient: { id: number } }).patient.id;
    return { ...account, phone, call, childId };
  }

  async function startPlan(f: Awaited<ReturnType<typeof family>>) {
    const plans = await f.call('GET', '/v1/activity_plans');
    const insights = (plans.json as { activity_plans: { id: number; key: string }[] }).activity_plans.find(
      (plan) => plan.key === 'adhd-insights',
    );
    const started = await f.call('POST', '/v1/child_activity_plans', {
      child_id: f.childId,
      activity_plan_id: insights?.id,
    });
    expect(started.status).toBeLessThan(300);
  }

  /** The family's reminder mails (by subject) and texts so far. */
  async function received(f: { email: string; phone: string }, subject: string) {
    const box = await outbox();
    return {
      mails: box.messages.filter((m) => m.to === f.email && m.subject === subject),
      texts: box.texts.filter((t) => t.to === f.phone && t.body.includes(subject)),
    };
  }

  const run = (at: string) => harness.call('POST', `/dev/reminders/run?at=${encodeURIComponent(at)}`);

  it('the account says texts are available, quiet hours are 21:00-07:00, and refuses texts without a mobile number', async () => {
    harness.clock.set(new Date('2026-11-20T12:00:00Z'));
    const account = await harness.family('settings');
    const call = (method: string, path: string, body?: unknown) =>
      harness.call(method, path, { token: account.token, body });
    const me = (await call('GET', '/v1/users/me')).json as { user: Record<string, unknown> };
    expect(me.user).toMatchObject({
      sms_available: true,
      quiet_hours_start: '21:00',
      quiet_hours_end: '07:00',
    });
    const noPhone = await call('PUT', `/v1/users/${account.userId}`, { user: { sms_subscription: true } });
    expect(noPhone.status).toBe(422);
    expect(Object.keys((noPhone.json as { errors: object }).errors)).toEqual(['phone']);
    // A London landline is refused by the spec's phone rule.
    const landline = await call('PUT', `/v1/users/${account.userId}`, { user: { phone: '+442079460000' } });
    expect(landline.status).toBe(422);
    expect(Object.keys((landline.json as { errors: object }).errors)).toEqual(['user.phone']);
    const quiet = await call('PUT', `/v1/users/${account.userId}`, {
      user: { quiet_hours_start: '22:30', quiet_hours_end: '06:15' },
    });
    expect((quiet.json as { user: Record<string, unknown> }).user).toMatchObject({
      quiet_hours_start: '22:30',
      quiet_hours_end: '06:15',
    });
    const bad = await call('PUT', `/v1/users/${account.userId}`, { user: { quiet_hours_start: '25:00' } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.json)).toContain('quiet_hours_start');
  });

  it('email and text on: one mail and one text for the due session, held through the night; both off: nothing', async () => {
    // 09:00 UTC on the 27th is 1 am in Los Angeles: the session is due (the family's day), inside quiet hours.
    const on = await family('both-on', '2026-11-27T09:00:00Z', { email: true, sms: true });
    await startPlan(on);
    const off = await family('both-off', '2026-11-27T09:00:00Z', { email: false, sms: false });
    await startPlan(off);

    for (const hour of ['09', '10', '11', '12', '13', '14']) {
      expect((await run(`2026-11-27T${hour}:00:00Z`)).status).toBe(200);
      const now = await received(on, 'Session due today');
      expect(now.mails, `at ${hour}:00 UTC`).toHaveLength(0);
      expect(now.texts, `at ${hour}:00 UTC`).toHaveLength(0);
    }
    // The reminder is in the feed at once, whatever the hour.
    const feed = (await on.call('GET', '/v1/notifications')).json as { notifications: { kind: string }[] };
    expect(feed.notifications.filter((n) => n.kind === 'session-due')).toHaveLength(1);

    // 15:00 UTC is 7 am in Los Angeles: the quiet hours end, the held reminder goes once on each channel.
    for (const hour of ['15', '16', '17']) await run(`2026-11-27T${hour}:00:00Z`);
    const sent = await received(on, 'Session due today');
    expect(sent.mails).toHaveLength(1);
    expect(sent.texts).toHaveLength(1);
    expect(sent.mails[0]?.text).toContain('"Welcome" (ADHD Insights) is ready for you.');
    expect(sent.mails[0]?.text).toMatch(/\/users\/unsubscribe\?token=/);
    expect(sent.texts[0]?.body).toMatch(/^Attune: Session due today\. "Welcome" \(ADHD Insights\)/);

    const none = await received(off, 'Session due today');
    expect(none.mails).toHaveLength(0);
    expect(none.texts).toHaveLength(0);
  });

  it('quiet hours the family chose (11:00-14:00) hold a reminder due at noon until 14:00', async () => {
    const f = await family('own-quiet', '2026-11-21T12:00:00Z', { email: true, sms: true }, {});
    const quiet = await f.call('PUT', `/v1/users/${f.userId}`, {
      user: { quiet_hours_start: '11:00', quiet_hours_end: '14:00' },
    });
    expect(quiet.status).toBe(200);
    await startPlan(f);
    for (const hour of ['12', '13']) await run(`2026-11-21T${hour}:00:00Z`);
    expect((await received(f, 'Session due today')).mails).toHaveLength(0);
    expect((await received(f, 'Session due today')).texts).toHaveLength(0);
    for (const hour of ['14', '15']) await run(`2026-11-21T${hour}:00:00Z`);
    const sent = await received(f, 'Session due today');
    expect(sent.mails).toHaveLength(1);
    expect(sent.texts).toHaveLength(1);
  });

  it('a family in Spanish is reminded in Spanish by mail and text', async () => {
    const f = await family('spanish', '2026-11-24T18:00:00Z', { email: true, sms: true }, {});
    expect((await f.call('PUT', `/v1/users/${f.userId}`, { user: { language: 'es' } })).status).toBe(200);
    await startPlan(f);
    await run('2026-11-24T18:00:00Z');
    const got = await received(f, 'Sesión para hoy');
    expect(got.mails).toHaveLength(1);
    expect(got.mails[0]?.text).toContain('Ábrelo en Attune');
    expect(got.texts).toHaveLength(1);
  });

  it('a prescription’s morning and evening doses are reminded at their times, and Taken is kept in its adherence', async () => {
    // 12:00 UTC on the 25th is 4 am in Los Angeles.
    const f = await family('doses', '2026-11-25T12:00:00Z', { email: true, sms: true });
    const added = await f.call('POST', '/v1/prescriptions', {
      taking_medication: true,
      prescription: {
        child_id: f.childId,
        medication_id: null,
        dosage_id: null,
        custom_medication: 'Focalin',
        custom_dosage: '5 mg',
        start_date: '2026-11-25',
        taken: ['morning', 'evening'],
        prescribed_by: 'pediatrician',
      },
    });
    expect(added.status, added.text).toBe(200);
    const prescriptionId = (added.json as { prescription: { id: number } }).prescription.id;

    // 7 am: no dose yet; 8 am: the morning dose, by mail and text.
    await run('2026-11-25T15:00:00Z');
    expect((await received(f, 'Medication reminder')).mails).toHaveLength(0);
    await run('2026-11-25T16:00:00Z');
    await run('2026-11-25T17:00:00Z');
    const morning = await received(f, 'Medication reminder');
    expect(morning.mails).toHaveLength(1);
    expect(morning.mails[0]?.text).toContain('Time for Focalin (morning dose). Mark it Taken or Skipped.');
    expect(morning.texts).toHaveLength(1);

    const feed = (await f.call('GET', '/v1/notifications')).json as {
      notifications: { kind: string; dose: { day: string; dose: string; answer: string | null } | null }[];
    };
    const reminder = feed.notifications.find((n) => n.kind === 'dose-due');
    expect(reminder?.dose).toMatchObject({ day: '2026-11-25', dose: 'morning', answer: null });

    const taken = await f.call('PUT', `/v1/prescriptions/${prescriptionId}/doses`, {
      child_id: f.childId,
      day: '2026-11-25',
      dose: 'morning',
      answer: 'taken',
    });
    expect(taken.status, taken.text).toBe(200);
    const answered = (await f.call('GET', '/v1/notifications')).json as typeof feed;
    expect(answered.notifications.find((n) => n.kind === 'dose-due')?.dose?.answer).toBe('taken');

    // 7 pm (03:00 UTC on the 26th): the evening dose.
    await run('2026-11-26T03:00:00Z');
    expect((await received(f, 'Medication reminder')).mails).toHaveLength(2);
    harness.clock.set(new Date('2026-11-26T04:00:00Z'));
    const adherence = await f.call('GET', `/v1/prescriptions/${prescriptionId}/adherence`);
    expect(adherence.status).toBe(200);
    const record = (adherence.json as { adherence: { periods: unknown[]; doses: unknown[] } }).adherence;
    expect(record.periods).toEqual([
      { days: 7, taken: 1, skipped: 0, unanswered: 1 },
      { days: 30, taken: 1, skipped: 0, unanswered: 1 },
    ]);

    // A time the medication is not taken at, or a day after today, is refused by field.
    const afternoon = await f.call('PUT', `/v1/prescriptions/${prescriptionId}/doses`, {
      child_id: f.childId,
      day: '2026-11-25',
      dose: 'afternoon',
      answer: 'taken',
    });
    expect(afternoon.status).toBe(422);
    expect(Object.keys((afternoon.json as { errors: object }).errors)).toEqual(['dose']);
    const future = await f.call('PUT', `/v1/prescriptions/${prescriptionId}/doses`, {
      child_id: f.childId,
      day: '2026-11-30',
      dose: 'morning',
      answer: 'skipped',
    });
    expect(future.status).toBe(422);

    // Deleted (stopped) the next morning before 8 am: no more dose reminders, its adherence is gone
    // from the family's view, and the next day's morning dose is never written.
    harness.clock.set(new Date('2026-11-26T14:00:00Z'));
    const deleted = await f.call('DELETE', `/v1/prescriptions/${prescriptionId}`, { child_id: f.childId });
    expect(deleted.status).toBeLessThan(300);
    await run('2026-11-26T16:30:00Z');
    expect((await received(f, 'Medication reminder')).mails).toHaveLength(2);
    expect((await f.call('GET', `/v1/prescriptions/${prescriptionId}/adherence`)).status).toBe(404);
    const after = (await f.call('GET', '/v1/notifications')).json as typeof feed;
    for (const n of after.notifications.filter((n) => n.kind === 'dose-due')) expect(n.dose).toBeNull();
  });

  it('a run that stops midway (the text sender dies on its second text) sends nothing twice on the next run', async () => {
    // Noon UTC for families that never sent a zone: outside quiet hours.
    const families: Awaited<ReturnType<typeof family>>[] = [];
    for (const name of ['crash-a', 'crash-b', 'crash-c']) {
      const f = await family(name, '2026-11-23T12:00:00Z', { email: true, sms: true }, {});
      await startPlan(f);
      families.push(f);
    }
    const texts: SmsMessage[] = [];
    let reachedSecond: () => void = () => {};
    const second = new Promise<void>((resolve) => {
      reachedSecond = resolve;
    });
    // The process "dies" during its second text: the send never returns, the run never goes on.
    const dying: SmsSender = {
      name: 'dying',
      send: (message) => {
        if (texts.length === 0) {
          texts.push(message);
          return Promise.resolve();
        }
        reachedSecond();
        return new Promise<void>(() => {});
      },
    };
    const at = new Date('2026-11-23T12:00:00Z');
    void runReminders({ ...harness.server.ctx, clock: { now: () => at } }, { sms: dying });
    await second;

    // The next run (a restarted process) with a sender that works.
    const delivered: SmsMessage[] = [];
    const working: SmsSender = { name: 'working', send: async (message) => void delivered.push(message) };
    const next = await runReminders({ ...harness.server.ctx, clock: { now: () => at } }, { sms: working });
    expect(next.reminders).toBe(0);
    const phones = families.map((f) => f.phone);
    const all = [...texts, ...delivered].filter((t) => phones.includes(t.to));
    // Never twice: each family at most one text; the one under way when the process died is not resent.
    for (const phone of phones) expect(all.filter((t) => t.to === phone).length).toBeLessThanOrEqual(1);
    expect(all).toHaveLength(2);
    // And a third run sends nothing more; each family has exactly one reminder mail.
    await runReminders({ ...harness.server.ctx, clock: { now: () => at } }, { sms: working });
    expect(delivered.filter((t) => phones.includes(t.to))).toHaveLength(1);
    for (const f of families) expect((await received(f, 'Session due today')).mails).toHaveLength(1);
  });

  it('a sender that fails is recorded, the run goes on, and the failed text is not sent again', async () => {
    const families: Awaited<ReturnType<typeof family>>[] = [];
    for (const name of ['fail-a', 'fail-b']) {
      const f = await family(name, '2026-11-22T12:00:00Z', { email: false, sms: true }, {});
      await startPlan(f);
      families.push(f);
    }
    const sent: SmsMessage[] = [];
    let calls = 0;
    const flaky: SmsSender = {
      name: 'flaky',
      send: async (message) => {
        calls += 1;
        if (calls === 1) throw new Error('provider answered 500');
        sent.push(message);
      },
    };
    const at = new Date('2026-11-22T12:00:00Z');
    const first = await runReminders({ ...harness.server.ctx, clock: { now: () => at } }, { sms: flaky });
    expect(first.failed).toBe(1);
    const again = await runReminders({ ...harness.server.ctx, clock: { now: () => at } }, { sms: flaky });
    expect(again.texted + again.failed).toBe(0);
    expect(sent.filter((t) => families.some((f) => f.phone === t.to))).toHaveLength(1);
  });

  it('the admin command’s run at an instant is the same run', async () => {
    const report = await runRemindersAt(harness.server.ctx, new Date('2026-11-27T18:00:00Z'));
    expect(report).toMatchObject({ reminders: expect.any(Number), held: expect.any(Number) });
  });
});

describe('texts where no SMS sender exists (production without SMS settings)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness('pglite', { sms: null });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('the account says texts are unavailable, and switching them on is refused (422), not ignored', async () => {
    const account = await harness.family('no-sms');
    const call = (method: string, path: string, body?: unknown) =>
      harness.call(method, path, { token: account.token, body });
    const me = (await call('GET', '/v1/users/me')).json as { user: Record<string, unknown> };
    expect(me.user).toMatchObject({ sms_available: false, sms_subscription: false });
    const refused = await call('PUT', `/v1/users/${account.userId}`, {
      user: { phone: MOBILE, sms_subscription: true },
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({
      errors: { sms_subscription: ['Text messages are not available on this server'] },
    });
    const spanish = await harness.call('PUT', `/v1/users/${account.userId}`, {
      token: account.token,
      body: { user: { sms_subscription: true } },
      headers: { 'accept-language': 'es' },
    });
    expect(JSON.stringify(spanish.json)).toContain('Los mensajes de texto no están disponibles');
  });
});

describe('the Twilio-compatible SMS sender', () => {
  let server: Server;
  let url = '';
  const received: { authorization?: string; type?: string; body: string; path?: string }[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        received.push({
          authorization: request.headers.authorization,
          type: request.headers['content-type'],
          body,
          path: request.url,
        });
        const refused = new URLSearchParams(body).get('To') === '+15005550001';
        response.writeHead(refused ? 400 : 201, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2010-04-01/Accounts/AC1/Messages.json`;
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('posts the form with basic authentication from the configured number, and throws on a refusal', async () => {
    const sender = httpSmsSender({ url, accountSid: 'AC1', authToken: 'secret', from: '+15005550006' });
    await sender.send({ to: MOBILE, body: 'Attune: hello' });
    expect(received[0]).toMatchObject({
      authorization: `Basic ${Buffer.from('AC1:secret').toString('base64')}`,
      type: 'application/x-www-form-urlencoded',
      path: '/2010-04-01/Accounts/AC1/Messages.json',
    });
    expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual({
      To: MOBILE,
      From: '+15005550006',
      Body: 'Attune: hello',
    });
    await expect(sender.send({ to: '+15005550001', body: 'x' })).rejects.toThrow('SMS provider answered 400');
  });

  it('is chosen by the settings: the provider with all four, else the text outbox outside production and none in production', () => {
    const db = {} as Parameters<typeof smsSenderFromEnv>[0];
    const now = () => new Date();
    const settings = {
      SMS_URL: url,
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: 'secret',
      SMS_FROM: '+15005550006',
    };
    expect(smsSenderFromEnv(db, now, true, settings)?.name).toBe('http');
    expect(smsSenderFromEnv(db, now, false, settings)?.name).toBe('http');
    expect(smsSenderFromEnv(db, now, false, { ...settings, SMS_FROM: '' })?.name).toBe('dev-outbox');
    expect(smsSenderFromEnv(db, now, true, { ...settings, SMS_AUTH_TOKEN: undefined })).toBeNull();
  });
});
