/**
 * Issue 26, finding 2: a collaborator's questionnaire link worked any number of times for 14 days and
 * could not be revoked: anyone holding a forwarded link could keep adding assessments to the child's
 * scores. Now a link answers once (a second use, even at the same moment, says it was already answered),
 * the family lists the child's open links and revokes each, and every use of a link is in the child's
 * access log.
 */
import {
  buildAssessmentSubmission,
  isFreeEntryQuestion,
  type SubmissionQuestionnaire,
} from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments } from '../src/db/schema';
import { LINK_ALREADY_ANSWERED } from '../src/questionnaires/collaborator-links.service';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

describe.each(engines)("collaborators' questionnaire links (%s)", (engine) => {
  let harness: Harness;
  let token: string;
  let child: number;
  let questionnaire: SubmissionQuestionnaire;

  beforeAll(async () => {
    harness = await startHarness(engine);
    ({ token } = await harness.family('links'));
    const added = await harness.call('POST', '/v1/patients', {
      token,
      body: {
        patient: { name: 'Noa Rivera', birthday: birthdayYearsAgo(harness.clock, 9), gender: 'female' },
      },
    });
    child = (added.json as { patient: { id: number } }).patient.id;
    const list = (await harness.call('GET', '/v1/questionnaires', { token })).json as {
      questionnaires: SubmissionQuestionnaire[];
    };
    questionnaire = list.questionnaires[0] as SubmissionQuestionnaire;
  });
  afterAll(async () => {
    await harness?.close();
  });

  const makeLink = async (name: string) => {
    const made = await harness.call('POST', '/v1/collaborator_questionnaires', {
      token,
      body: {
        patient_id: child,
        questionnaire_id: questionnaire.id,
        respondent: { name, relationship: 'teacher' },
      },
    });
    expect(made.status).toBe(200);
    return (made.json as { collaborator_questionnaire_link: { token: string } })
      .collaborator_questionnaire_link.token;
  };
  const answersBody = (linkToken: string) => {
    const answers = Object.fromEntries(
      questionnaire.questions.map((q) => [
        q.id,
        isFreeEntryQuestion(q) ? 'fine' : [q.question_responses[0]?.id ?? 0],
      ]),
    );
    const { questionnaire_responses } = buildAssessmentSubmission(questionnaire, answers, child);
    return { token: linkToken, questionnaire_responses };
  };
  const submit = (linkToken: string) =>
    harness.call('POST', `/v1/collaborator_questionnaires/${questionnaire.id}`, {
      body: answersBody(linkToken),
    });
  const open = (linkToken: string) =>
    harness.call(
      'GET',
      `/v1/collaborator_questionnaires/${questionnaire.id}?token=${encodeURIComponent(linkToken)}`,
    );
  const openLinks = async () =>
    (
      (await harness.call('GET', `/v1/patients/${child}/collaborator_questionnaires`, { token })).json as {
        collaborator_links: { id: number; respondent: { name: string } }[];
      }
    ).collaborator_links;
  const assessmentsCount = async () =>
    (await harness.server.ctx.db.select().from(assessments).where(eq(assessments.childId, child))).length;

  it('answers once: a second submission, even sent at the same moment, says it was already answered and records nothing', async () => {
    const link = await makeLink('Ms. Lopez');
    const before = await assessmentsCount();
    const [a, b] = await Promise.all([submit(link), submit(link)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const third = await submit(link);
    expect(third.status).toBe(409);
    expect(third.json).toEqual({ errors: { base: [LINK_ALREADY_ANSWERED] } });
    expect((await open(link)).status).toBe(409);
    expect(await assessmentsCount()).toBe(before + 1);
  });

  it('lists the open links to the family, who can revoke one: it then opens nothing', async () => {
    const link = await makeLink('Grandpa Joe');
    const listed = await openLinks();
    const entry = listed.find((each) => each.respondent.name === 'Grandpa Joe');
    expect(entry).toBeDefined();
    // An answered link is no longer listed.
    expect(listed.some((each) => each.respondent.name === 'Ms. Lopez')).toBe(false);
    const stranger = await harness.family('links-stranger');
    const foreign = await harness.call('DELETE', `/v1/collaborator_questionnaires/links/${entry?.id}`, {
      token: stranger.token,
      body: { patient_id: child },
    });
    expect(foreign.status).toBe(404);
    const revoked = await harness.call('DELETE', `/v1/collaborator_questionnaires/links/${entry?.id}`, {
      token,
      body: { patient_id: child },
    });
    expect(revoked.status).toBe(204);
    expect((await openLinks()).some((each) => each.respondent.name === 'Grandpa Joe')).toBe(false);
    expect((await open(link)).status).toBe(404);
    expect((await submit(link)).status).toBe(404);
  });

  it("writes each use of a link to the child's access log", async () => {
    const link = await makeLink('Coach Kim');
    expect((await open(link)).status).toBe(200);
    expect((await submit(link)).status).toBe(200);
    const events = (
      (await harness.call('GET', `/v1/audit_events?child_id=${child}`, { token })).json as {
        audit_events: { record_kind: string; action: string }[];
      }
    ).audit_events.filter((event) => event.record_kind === 'collaborator_link');
    expect(events.map((event) => event.action).sort()).toEqual(expect.arrayContaining(['create', 'read']));
  });
});
