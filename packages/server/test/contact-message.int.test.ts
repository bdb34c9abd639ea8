/**
 * Contact us carries the parent's question: over real HTTP, a help request from the help center is kept
 * with its message and the care team's mail (the development outbox) quotes it; an empty or blank
 * message answers 422 naming `help_request.message` (in Spanish too), one over core's limit likewise;
 * parent coaching's request still needs none.
 */
import { HELP_REQUEST_MESSAGE_MAX, helpCenterSource } from '@attune/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

type Errors = { errors: Record<string, string[]> };

describe.each(engines)('Contact us carries the message (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  let childId: number;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    harness.call('POST', '/v1/clinic/patients/help_requests', { token, body, headers });

  beforeAll(async () => {
    harness = await startHarness(engine);
    ({ token } = await harness.family('contact'));
    const added = await harness.call('POST', '/v1/patients', {
      token,
      body: { patient: { name: 'Iris', birthday: birthdayYearsAgo(harness.clock, 9), gender: 'female' } },
    });
    childId = (added.json as { patient: { id: number } }).patient.id;
  });
  afterAll(async () => harness?.close());

  it('mails the care team the parent’s question with the child and the topic', async () => {
    const question = 'Iris skips the breathing step every time. Should we keep going with the plan?';
    const asked = await post({
      child_id: childId,
      help_request: { source: helpCenterSource('plans'), message: `  ${question}\n` },
    });
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({
      help_request: { child_id: childId, source: 'help-center:plans', message: question },
    });
    const outbox = (await harness.call('GET', '/dev/outbox')).json as {
      messages: { to: string; subject: string; text: string }[];
    };
    const mail = outbox.messages.find((message) => message.subject.includes('help-center:plans'));
    expect(mail?.to).toBe('care-team@attune.example');
    expect(mail?.text).toContain('Child: Iris');
    expect(mail?.text).toContain(`Their message:\n${question}`);
  });

  it('refuses an empty, blank or too long message with 422 naming message, in the caller’s language', async () => {
    for (const message of [undefined, '', '   \n ']) {
      const refused = await post({
        child_id: childId,
        help_request: { source: helpCenterSource('account'), ...(message === undefined ? {} : { message }) },
      });
      expect(refused.status).toBe(422);
      expect((refused.json as Errors).errors).toEqual({ 'help_request.message': ['is required'] });
    }
    const spanish = await post(
      { child_id: childId, help_request: { source: helpCenterSource('account'), message: '' } },
      { 'accept-language': 'es' },
    );
    expect((spanish.json as Errors).errors).toEqual({ 'help_request.message': ['es obligatorio'] });
    const long = await post({
      child_id: childId,
      help_request: { source: helpCenterSource('other'), message: 'x'.repeat(HELP_REQUEST_MESSAGE_MAX + 1) },
    });
    expect(long.status).toBe(422);
    expect(Object.keys((long.json as Errors).errors)).toEqual(['help_request.message']);
    // Parent coaching's consultation request comes without a message, as before.
    const coaching = await post({ child_id: childId, help_request: { source: 'parent-coaching' } });
    expect(coaching.status).toBe(200);
    expect(coaching.json).toMatchObject({ help_request: { message: null } });
  });
});
