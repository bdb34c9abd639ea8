/**
 * The clinic over real HTTP: help requests reach the care team; access codes make clinical accounts (each
 * state, guessing throttled); the clinical calls refuse bad input (a consent without signature, an unknown
 * insurance plan, a family account); appointments go pending, scheduled (mailed) and complete by the admin
 * command, and the video link is withheld while the questionnaires are overdue.
 */
import {
  buildAssessmentSubmission,
  isFreeEntryQuestion,
  type SubmissionQuestionnaire,
} from '@attune/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClinicAdmin as runAdmin } from '../src/admin/clinic-admin';
import { DEFAULT_CARE_TEAM_EMAIL } from '../src/clinic/clinic.service';
import { createAccessCode, scheduleAppointment } from '../src/clinic/clinic-admin.service';
import { appointmentTimeText } from '../src/mail/messages';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';
import { dataUrl, jpegBytes, pngBytes } from './support/images';

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

    const redeem = (token: string, code: string) =>
      harness.call('POST', '/v1/clinic/access_codes', { token, body: { access_code: { code } } });
    const stateOf = (response: { json: unknown }) =>
      (response.json as { access_code: { state: string } }).access_code.state;
    const consentBody = (child: number, overrides: Record<string, unknown> = {}) => ({
      consent_form: {
        consent_form_id: 1,
        patient_id: child,
        name: 'Test Parent',
        date_of_birth: '1985-04-02',
        gender: 'other',
        address: '1 Main St',
        city: 'Springfield',
        state: 'OR',
        zip: '97477',
        custody_status: 'joint',
        relationship: 'Parent',
        signature: 'Test Parent',
        agreed: true,
        confirmed: true,
        ...overrides,
      },
    });
    async function clinicFamily(prefix: string) {
      const family = await harness.family(prefix);
      const code = await createAccessCode(harness.server.ctx);
      expect(stateOf(await redeem(family.token, code.code))).toBe('valid');
      return family;
    }

    it('an access code makes a clinical account once; each other state is said, and nothing changes', async () => {
      const family = await harness.family('code');
      const me = async () =>
        (
          (await harness.call('GET', '/v1/users/me', { token: family.token })).json as {
            user: { clinical: boolean };
          }
        ).user.clinical;
      expect(await me()).toBe(false);
      const now = harness.clock.now();
      const expired = await createAccessCode(harness.server.ctx, {
        expiresAt: new Date(now.getTime() - 1000),
      });
      const used = await createAccessCode(harness.server.ctx, { maxUses: 1 });
      const other = await harness.family('other');
      expect(stateOf(await redeem(other.token, used.code))).toBe('valid');
      expect(stateOf(await redeem(family.token, expired.code))).toBe('expired');
      expect(stateOf(await redeem(family.token, used.code))).toBe('max-uses');
      expect(await me()).toBe(false);
      const good = await createAccessCode(harness.server.ctx, { maxUses: 5 });
      const applied = await redeem(family.token, good.code);
      expect(applied.json).toEqual({ access_code: { state: 'valid' }, clinical: true });
      expect(await me()).toBe(true);
      expect(stateOf(await redeem(family.token, good.code))).toBe('already-applied');
      const malformed = await redeem(family.token, '12ab');
      expect(malformed.status).toBe(422);
      expect(Object.keys((malformed.json as { errors: object }).errors)).toEqual(['access_code.code']);
    });

    it('guessing codes is throttled: the sixth try within 15 minutes answers 429, even with a right code', async () => {
      const family = await harness.family('guesser');
      const good = await createAccessCode(harness.server.ctx);
      const answers: number[] = [];
      for (let guess = 0; guess < 5; guess += 1) {
        const wrong = await redeem(family.token, String(100000 + guess));
        answers.push(wrong.status);
        expect(stateOf(wrong)).toBe('not-recognised');
      }
      const throttled = await redeem(family.token, good.code);
      expect([...answers, throttled.status]).toEqual([200, 200, 200, 200, 200, 429]);
      expect(throttled.headers.get('retry-after')).toBeTruthy();
      harness.clock.set(new Date(harness.clock.now().getTime() + 16 * 60_000));
      expect(stateOf(await redeem(family.token, good.code))).toBe('valid');
    });

    it('a family account on a clinical call answers 403 naming the clinical blocker', async () => {
      const family = await harness.family('notclinic');
      const child = await addChild(family.token);
      for (const [method, path, body] of [
        ['GET', `/v1/clinic/patients/appointments?patient_id=${child}`, undefined],
        ['GET', `/v1/clinic/patients/intake?patient_id=${child}`, undefined],
        ['GET', '/v1/clinic/forms/consent_form', undefined],
        ['POST', '/v1/clinic/patients/appointments', { patient_id: child }],
        ['POST', '/v1/clinic/forms/consents', consentBody(child)],
      ] as const) {
        const refused = await harness.call(method, path, { token: family.token, body });
        expect([path, refused.status, (refused.json as { blocker?: string }).blocker]).toEqual([
          path,
          403,
          'clinical',
        ]);
      }
    });

    it('a consent without signature, ticks or a known form, and an unknown insurance plan, answer 422 naming the field', async () => {
      const family = await clinicFamily('consent');
      const child = await addChild(family.token, 16);
      const form = (
        (await harness.call('GET', '/v1/clinic/forms/consent_form', { token: family.token })).json as {
          consent_form: { id: number; sections: { children: unknown[]; adults: unknown[] } };
        }
      ).consent_form;
      expect(form.sections.children.length).toBeGreaterThan(0);
      const sign = (overrides: Record<string, unknown>) =>
        harness.call('POST', '/v1/clinic/forms/consents', {
          token: family.token,
          body: consentBody(child, { consent_form_id: form.id, ...overrides }),
        });
      const fieldsOf = (response: { json: unknown }) =>
        Object.keys((response.json as { errors: object }).errors);
      const unsigned = await sign({ signature: '  ' });
      expect([unsigned.status, fieldsOf(unsigned)]).toEqual([422, ['consent_form.signature']]);
      const unticked = await sign({ agreed: false });
      expect([unticked.status, fieldsOf(unticked)]).toEqual([422, ['consent_form.agreed']]);
      const unknownForm = await sign({ consent_form_id: 999_999 });
      expect([unknownForm.status, fieldsOf(unknownForm)]).toEqual([422, ['consent_form.consent_form_id']]);
      const intake = async () =>
        (
          (
            await harness.call('GET', `/v1/clinic/patients/intake?patient_id=${child}`, {
              token: family.token,
            })
          ).json as {
            intake: { consent_signed: boolean; insurance_saved: boolean };
          }
        ).intake;
      expect((await intake()).consent_signed).toBe(false);
      expect((await sign({})).status).toBe(200);
      expect((await intake()).consent_signed).toBe(true);

      const insure = (plan: number | null, extra: Record<string, unknown> = {}) =>
        harness.call('POST', '/v1/clinic/insurances/person_informations', {
          token: family.token,
          body: {
            person_information: {
              ownable_id: child,
              ownable_type: 'Patient',
              insurances_plan_id: plan,
              policy: 'P-123',
              first_name: 'Test',
              last_name: 'Parent',
              date_of_birth: '1985-04-02',
              ...extra,
            },
          },
        });
      const unknownPlan = await insure(999_999);
      expect(unknownPlan.status).toBe(422);
      expect(unknownPlan.json).toEqual({
        errors: { 'person_information.insurances_plan_id': ['Insurance plan not found'] },
      });
      const nameless = await insure(null);
      expect([nameless.status, fieldsOf(nameless)]).toEqual([
        422,
        ['person_information.custom_insurance_plan'],
      ]);
      expect((await intake()).insurance_saved).toBe(false);
      const plans = (
        (await harness.call('GET', '/v1/clinic/insurances/plans', { token: family.token })).json as {
          plans: { id: number }[];
        }
      ).plans;
      expect((await insure(plans[0]?.id ?? 0)).status).toBe(200);
      expect((await intake()).insurance_saved).toBe(true);
      // A card photo (front, then back): an allowed image type within the size limit, else 422 on the card.
      const card = (value: string) =>
        harness.call('POST', '/v1/clinic/insurances/person_informations', {
          token: family.token,
          body: { person_information: { ownable_id: child, ownable_type: 'Patient', card: value } },
        });
      const png = dataUrl('image/png', pngBytes('front of the card'));
      const front = await card(png);
      expect(front.status).toBe(200);
      expect((front.json as { person_information: { card: string } }).person_information.card).toBe(png);
      expect((await card(dataUrl('image/jpeg', jpegBytes('back')))).status).toBe(200);
      for (const bad of [
        `data:image/gif;base64,${Buffer.from('gif').toString('base64')}`,
        `data:image/png;base64,${Buffer.alloc(700_001).toString('base64')}`,
      ]) {
        const refused = await card(bad);
        expect([refused.status, fieldsOf(refused)]).toEqual([422, ['person_information.card']]);
      }
    });

    it('an appointment goes pending, scheduled (mailed to the family) and complete; the link waits for the questionnaires', async () => {
      const family = await clinicFamily('appointment');
      const child = await addChild(family.token, 9);
      const list = async () =>
        (
          (
            await harness.call('GET', `/v1/clinic/patients/appointments?patient_id=${child}`, {
              token: family.token,
            })
          ).json as { appointments: { id: number; status: string; join_url: string | null }[] }
        ).appointments;
      expect(await list()).toEqual([]);
      const early = await harness.call('POST', '/v1/clinic/patients/appointments', {
        token: family.token,
        body: { patient_id: child },
      });
      expect([early.status, Object.keys((early.json as { errors: object }).errors)]).toEqual([
        422,
        ['patient_id'],
      ]);
      const form = (
        (await harness.call('GET', '/v1/clinic/forms/consent_form', { token: family.token })).json as {
          consent_form: { id: number };
        }
      ).consent_form;
      await harness.call('POST', '/v1/clinic/forms/consents', {
        token: family.token,
        body: consentBody(child, { consent_form_id: form.id }),
      });
      const asked = await harness.call('POST', '/v1/clinic/patients/appointments', {
        token: family.token,
        body: { patient_id: child },
      });
      const id = (asked.json as { appointment: { id: number; status: string } }).appointment.id;
      expect((await list()).map((a) => a.status)).toEqual(['pending']);
      // Asking again while one is open answers the same appointment.
      await harness.call('POST', '/v1/clinic/patients/appointments', {
        token: family.token,
        body: { patient_id: child },
      });
      expect((await list()).length).toBe(1);

      // The family's calls come from Los Angeles: the account keeps that zone for its mail.
      await harness.call('GET', '/v1/users/me', {
        token: family.token,
        headers: { 'X-Time-Zone': 'America/Los_Angeles' },
      });
      // Scheduled two days ahead: the questionnaires (due three days before) are overdue: no link.
      const start = new Date(harness.clock.now().getTime() + 2 * 86_400_000);
      await scheduleAppointment(harness.server.ctx, {
        id,
        startTime: start,
        joinUrl: 'https://meet.example/room-1',
      });
      const mail = (await outbox()).filter((message) => message.to === family.email).at(-1);
      expect(mail?.subject).toBe('Your appointment is scheduled');
      // On the family's clock with the zone named, never raw GMT; the deadline is already past, so no date.
      expect(mail?.text).toContain(appointmentTimeText(start, 'America/Los_Angeles', 'en'));
      expect(mail?.text).toMatch(/Pacific (Standard|Daylight) Time/);
      expect(mail?.text).not.toContain('GMT');
      expect(mail?.text).toContain('Please answer the questionnaires in the app as soon as you can.');
      expect(mail?.text).not.toContain('3 days before');
      const [scheduled] = await list();
      expect(scheduled).toMatchObject({ status: 'scheduled', join_url: null });

      // Answer the clinical set: the link is given.
      const set = (
        (
          await harness.call('GET', `/v1/clinic/patients/questionnaires?patient_id=${child}`, {
            token: family.token,
          })
        ).json as {
          questionnaires: SubmissionQuestionnaire[];
        }
      ).questionnaires;
      for (const questionnaire of set) {
        // Every question answered (the first response, or 'fine'); core's submission keeps the shown ones.
        const answers = Object.fromEntries(
          questionnaire.questions.map((q) => [
            q.id,
            isFreeEntryQuestion(q) ? 'fine' : [q.question_responses[0]?.id ?? 0],
          ]),
        );
        const answered = await harness.call('POST', '/v1/assessments', {
          token: family.token,
          body: buildAssessmentSubmission(questionnaire, answers, child),
        });
        expect(answered.status).toBe(200);
      }
      expect((await list())[0]?.join_url).toBe('https://meet.example/room-1');
      expect(await runAdmin(harness.server.ctx, ['appointment', 'complete', '--id', String(id)])).toContain(
        'complete',
      );
      expect((await list())[0]?.status).toBe('complete');
      // The family is mailed in the account's language, with a link to the child's Clinical tab.
      const done = (await outbox()).filter((message) => message.to === family.email).at(-1);
      expect(done?.subject).toMatch(/’s appointment is complete$/);
      expect(done?.text).toContain('/clinical');
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
