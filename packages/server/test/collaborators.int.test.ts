/**
 * Collaborators who share ONE child, over real HTTP: the family invites by name, email and relationship
 * for one child with a permission (the invitation mailed in the family's language); the invited account
 * accepts and reaches that child only, as core's `collaboratorMay` allows (read; with `answer`, answer
 * questionnaires, marked with who answered); the family's other child, its account and anything that
 * changes the child stay out of reach; a change of permission or a removal counts from the next call.
 * Bad input: an address invited twice, an invalid email, another family's child, someone else's invitation.
 */
import { collaboratorMay } from '@attune/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

type Question = {
  id: number;
  kind: string;
  required: boolean;
  conditional: unknown;
  question_responses: { id: number }[];
};
type Questionnaire = { id: number; kind: string; questions: Question[] };
type Mail = { to: string; subject: string; text: string };

describe.each(engines)('collaborators who share one child (%s)', (engine) => {
  let harness: Harness;
  let family: { token: string; email: string };
  let maya = 0;
  let leo = 0;
  let anxiety: Questionnaire;
  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    harness.call(method, path, { token, body });

  const addChild = async (name: string) => {
    const made = await call('POST', '/v1/patients', family.token, {
      patient: { name, birthday: birthdayYearsAgo(harness.clock, 8), gender: 'female' },
    });
    expect(made.status).toBe(200);
    return (made.json as { patient: { id: number } }).patient.id;
  };
  const mailTo = async (email: string): Promise<Mail> => {
    const outbox = await harness.call('GET', '/dev/outbox');
    const messages = (outbox.json as { messages: Mail[] }).messages;
    const found = [...messages].reverse().find((m) => m.to === email);
    if (!found) throw new Error(`no mail to ${email}`);
    return found;
  };
  const tokenIn = (mail: Mail) =>
    decodeURIComponent(mail.text.match(/invitation\?token=([^\s]+)/)?.[1] ?? '');
  const answers = (questionnaire: Questionnaire) =>
    questionnaire.questions
      .filter((q) => !q.conditional)
      .map((q) => ({ question_id: q.id, question_response_id: q.question_responses[1]?.id }));
  const answer = (token: string, childId: number) =>
    call('POST', '/v1/assessments', token, {
      patient_id: childId,
      questionnaire_id: anxiety.id,
      questionnaire_responses: answers(anxiety),
    });

  /** Invites `prefix`'s new account for Maya with `permission`, and accepts: the collaborator's token and record. */
  const shareMaya = async (prefix: string, permission: 'read' | 'answer') => {
    const helper = await harness.family(prefix, { trial: false });
    const invited = await call('POST', '/v1/collaborators', family.token, {
      child_id: maya,
      name: 'Ms Park',
      email: helper.email,
      relationship: 'Teacher',
      permission,
    });
    expect(invited.status).toBe(200);
    const collaborator = (invited.json as { collaborator: { id: number; status: string } }).collaborator;
    expect(collaborator.status).toBe('invited');
    const token = tokenIn(await mailTo(helper.email));
    const accepted = await call('POST', '/v1/collaborator_invitations', helper.token, { token });
    expect(accepted.status).toBe(200);
    return { ...helper, collaboratorId: collaborator.id, invitation: token };
  };

  beforeAll(async () => {
    harness = await startHarness(engine);
    family = await harness.family('sharing');
    maya = await addChild('Maya Diaz');
    leo = await addChild('Leo Diaz');
    const listed = await call('GET', '/v1/questionnaires', family.token);
    anxiety = (listed.json as { questionnaires: Questionnaire[] }).questionnaires.find(
      (q) => q.kind === 'anxiety',
    ) as Questionnaire;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('mails the invitation with a link to accept, and reads it to the invited account only', async () => {
    const email = `grandpa-${engine}@example.test`;
    const invited = await call('POST', '/v1/collaborators', family.token, {
      child_id: maya,
      name: 'Grandpa Joe',
      email: email.toUpperCase(),
      relationship: 'Grandparent',
    });
    expect(invited.status).toBe(200);
    expect((invited.json as { collaborator: unknown }).collaborator).toMatchObject({
      child_id: maya,
      email,
      permission: 'read',
      status: 'invited',
    });
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Test Parent invites you to follow Maya on Attune');
    expect(mail.text).toContain("see Maya's plans and scores");
    expect(mail.text).toMatch(/\/app\/invitation\?token=/);
    // Someone else's account cannot read or accept it.
    const stranger = await harness.family('stranger', { trial: false });
    const token = tokenIn(mail);
    const read = await call(
      'GET',
      `/v1/collaborator_invitations?token=${encodeURIComponent(token)}`,
      stranger.token,
    );
    expect(read.status).toBe(403);
    expect((await call('POST', '/v1/collaborator_invitations', stranger.token, { token })).status).toBe(403);
    // An unknown token is not found.
    const unknown = await call('POST', '/v1/collaborator_invitations', stranger.token, {
      token: 'x'.repeat(43),
    });
    expect(unknown.status).toBe(404);
  });

  it('mails it in Spanish when the family speaks Spanish', async () => {
    const spanish = await harness.family('espanol');
    const me = await call('GET', '/v1/users/me', spanish.token);
    const userId = (me.json as { user: { id: number } }).user.id;
    expect(
      (await call('PUT', `/v1/users/${userId}`, spanish.token, { user: { language: 'es' } })).status,
    ).toBe(200);
    const made = await call('POST', '/v1/patients', spanish.token, {
      patient: { name: 'Lucía', birthday: birthdayYearsAgo(harness.clock, 9), gender: 'female' },
    });
    const child = (made.json as { patient: { id: number } }).patient.id;
    const email = `abuela-${engine}@example.test`;
    const invited = await call('POST', '/v1/collaborators', spanish.token, {
      child_id: child,
      name: 'Abuela',
      email,
      relationship: 'Abuela',
      permission: 'answer',
    });
    expect(invited.status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Test Parent te invita a seguir a Lucía en Attune');
    expect(mail.text).toContain('responder cuestionarios sobre Lucía');
  });

  it('a reader sees the shared child read-only, and nothing else of the family', async () => {
    const reader = await shareMaya('reader', 'read');
    const shared = await call('GET', '/v1/shared_children', reader.token);
    expect((shared.json as { shared_children: unknown[] }).shared_children).toEqual([
      {
        collaborator_id: reader.collaboratorId,
        child_id: maya,
        child_name: 'Maya',
        family_name: 'Test Parent',
        permission: 'read',
      },
    ]);
    for (const path of [
      `/v1/patients/${maya}`,
      `/v1/child_activity_plans?child_id=${maya}`,
      `/v1/meaningful_change_scores?child_id=${maya}`,
      `/v1/trends?child_id=${maya}`,
      `/v1/patients/${maya}/gauges`,
    ]) {
      expect([path, (await call('GET', path, reader.token)).status]).toEqual([path, 200]);
    }
    // Answering needs the `answer` permission: 403 (core's rule), and nothing is recorded.
    expect(collaboratorMay('read', 'answer-questionnaire')).toBe(false);
    const refused = await answer(reader.token, maya);
    expect(refused.status).toBe(403);
    expect(Object.keys((refused.json as { errors: object }).errors)).toEqual(['collaborator']);
    // Changing the child is the family's alone.
    const edit = await call('PUT', `/v1/patients/${maya}`, reader.token, { patient: { name: 'Mia' } });
    expect(edit.status).toBe(403);
    const invite = await call('POST', '/v1/collaborators', reader.token, {
      child_id: maya,
      name: 'Friend',
      email: 'friend@example.test',
      relationship: 'Friend',
    });
    expect(invite.status).toBe(403);
    // The other child answers 404, as a missing one; the family's account lists are the reader's own (empty).
    expect((await call('GET', `/v1/patients/${leo}`, reader.token)).status).toBe(404);
    expect((await call('GET', `/v1/meaningful_change_scores?child_id=${leo}`, reader.token)).status).toBe(
      404,
    );
    expect((await answer(reader.token, leo)).status).toBe(404);
    expect((await call('GET', '/v1/patients', reader.token)).json).toEqual({ patients: [] });
    expect((await call('GET', '/v1/collaborators', reader.token)).json).toEqual({ collaborators: [] });
    expect((await call('GET', `/v1/audit_events?child_id=${maya}`, reader.token)).status).not.toBe(200);
  });

  it('a collaborator who may answer answers for the shared child, marked with who answered', async () => {
    const helper = await shareMaya('answerer', 'answer');
    const answered = await answer(helper.token, maya);
    expect(answered.status).toBe(200);
    expect((answered.json as { assessment: { respondent: unknown } }).assessment.respondent).toEqual({
      name: 'Ms Park',
      relationship: 'Teacher',
    });
    // The family sees the score in Maya's scores.
    const scores = await call('GET', `/v1/meaningful_change_scores?child_id=${maya}`, family.token);
    expect(JSON.stringify(scores.json)).toContain('Ms Park');
    // Still not the other child.
    expect((await answer(helper.token, leo)).status).toBe(404);
    // Still no prescriptions, plans started, or sharing: the family's alone.
    const start = await call('POST', '/v1/child_activity_plans', helper.token, {
      child_id: maya,
      activity_plan_id: 1,
    });
    expect(start.status).toBe(403);
  });

  it('a change of permission or a removal counts from the next call', async () => {
    const helper = await shareMaya('revoked', 'answer');
    const narrowed = await call('PUT', `/v1/collaborators/${helper.collaboratorId}`, family.token, {
      permission: 'read',
    });
    expect(narrowed.status).toBe(200);
    expect((narrowed.json as { collaborator: unknown }).collaborator).toMatchObject({
      permission: 'read',
      status: 'accepted',
    });
    expect((await answer(helper.token, maya)).status).toBe(403);
    expect((await call('GET', `/v1/patients/${maya}`, helper.token)).status).toBe(200);
    expect((await call('DELETE', `/v1/collaborators/${helper.collaboratorId}`, family.token)).status).toBe(
      204,
    );
    expect((await call('GET', `/v1/patients/${maya}`, helper.token)).status).toBe(404);
    expect((await call('GET', '/v1/shared_children', helper.token)).json).toEqual({ shared_children: [] });
    // The used invitation does not bring the sharing back.
    expect(
      (await call('POST', '/v1/collaborator_invitations', helper.token, { token: helper.invitation })).status,
    ).toBe(404);
  });

  it('refuses bad invitations: twice the same address (409), an invalid email (422), another family’s child (404)', async () => {
    const body = {
      child_id: maya,
      name: 'Coach Kim',
      email: `coach-${engine}@example.test`,
      relationship: 'Coach',
    };
    expect((await call('POST', '/v1/collaborators', family.token, body)).status).toBe(200);
    const twice = await call('POST', '/v1/collaborators', family.token, {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(twice.status).toBe(409);
    expect(Object.keys((twice.json as { errors: object }).errors)).toEqual(['email']);
    // The same address for the other child is another sharing.
    expect((await call('POST', '/v1/collaborators', family.token, { ...body, child_id: leo })).status).toBe(
      200,
    );
    const invalid = await call('POST', '/v1/collaborators', family.token, { ...body, email: 'coach@' });
    expect(invalid.status).toBe(422);
    expect(Object.keys((invalid.json as { errors: object }).errors)).toEqual(['email']);
    const permission = await call('POST', '/v1/collaborators', family.token, { ...body, permission: 'all' });
    expect(permission.status).toBe(422);
    const other = await harness.family('other');
    const foreign = await call('POST', '/v1/collaborators', other.token, body);
    expect(foreign.status).toBe(404);
    // Another family cannot change or remove the family's collaborator.
    const list = await call('GET', '/v1/collaborators', family.token);
    const id = (list.json as { collaborators: { id: number }[] }).collaborators[0]?.id;
    expect((await call('PUT', `/v1/collaborators/${id}`, other.token, { permission: 'answer' })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/v1/collaborators/${id}`, other.token)).status).toBe(404);
  });
});
