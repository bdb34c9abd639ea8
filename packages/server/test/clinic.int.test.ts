/**
 * The clinic over real HTTP: help requests reach the care team, and the clinical calls refuse bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CARE_TEAM_EMAIL } from '../src/clinic/clinic.service';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

type Outbox = { messages: { to: string; subject: string; text: string }[] };

for (const engine of engines) {
  describe(`clinic (${engine})`, () => {
    let harness: Harness;
    const addChild = async (token: string, years = 8, name = 'Kai') => {
      const added = await harness.call('POST', '/v1/patients', {
        token,
        body: { patient: { name, birthday: birthdayYearsAgo(harness.clock, years), gender: 'other' } },
      });
      if (added.status !== 200) throw new Error(`add child: ${added.text}`);
      return (added.json as { patient: { id: number } }).patient.id;
    };
    const outbox = async () => ((await harness.call('GET', '/dev/outbox')).json as Outbox).messages;

    beforeAll(async () => {
      harness = await startHarness(engine);
    });
    afterAll(async () => {
      await harness.close();
    });

    it('a help request from any family is stored and mailed to the care team, with the source and a way to reply', async () => {
      const family = await harness.family('helpme');
      const child = await addChild(family.token, 7, 'Robin');
      const asked = await harness.call('POST', '/v1/clinic/patients/help_requests', {
        token: family.token,
        body: { child_id: child, help_request: { source: 'parent-coaching' } },
      });
      expect(asked.status).toBe(200);
      const { help_request: request } = asked.json as {
        help_request: { id: number; child_id: number; source: string };
      };
      expect(request).toMatchObject({ child_id: child, source: 'parent-coaching' });
      const mail = (await outbox()).find((message) => message.subject.includes(`#${request.id}`));
      expect(mail?.to).toBe(DEFAULT_CARE_TEAM_EMAIL);
      expect(mail?.subject).toContain('parent-coaching');
      expect(mail?.text).toContain(family.email);
      expect(mail?.text).toContain('Robin');
    });

    it('a help request about another family’s child answers 404 and mails no one', async () => {
      const mine = await harness.family('mine');
      const theirs = await harness.family('theirs');
      const theirChild = await addChild(theirs.token);
      const before = (await outbox()).length;
      const foreign = await harness.call('POST', '/v1/clinic/patients/help_requests', {
        token: mine.token,
        body: { child_id: theirChild, help_request: { source: 'help-center' } },
      });
      expect(foreign.status).toBe(404);
      const missing = await harness.call('POST', '/v1/clinic/patients/help_requests', {
        token: mine.token,
        body: { child_id: theirChild, help_request: {} },
      });
      expect(missing.status).toBe(422);
      expect((await outbox()).length).toBe(before);
    });
  });
}
