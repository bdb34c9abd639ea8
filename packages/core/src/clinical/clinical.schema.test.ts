import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { appointmentArb } from '../testing/entities.arbitraries';
import {
  AppointmentSchema,
  ConsentFormSchema,
  ConsentInputSchema,
  ConsentSchema,
  HelpRequestInputSchema,
  HelpRequestSchema,
  InsurancePlanSchema,
  InsuranceSchema,
  PersonInformationCardInputSchema,
  PersonInformationInputSchema,
  PersonInformationSchema,
} from './clinical.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

describe('consent', () => {
  const signed = {
    consent_form_id: 1,
    patient_id: 7,
    name: 'Rosa Díaz',
    date_of_birth: '1988-11-02',
    gender: 'female',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '73301',
    custody_status: 'joint',
    relationship: 'Mother',
    signature: 'Rosa Díaz',
    agreed: true,
    confirmed: true,
  };

  it('reads a consent form with child and adult sections, and a signed consent', () => {
    const form = {
      id: 1,
      title: 'Consent to treatment',
      sections: {
        children: [{ title: 'Your child', body: 'We will…' }],
        adults: [{ title: 'You', body: 'We will…' }],
      },
    };
    expect(ConsentFormSchema.parse(form)).toEqual(form);
    const consent = {
      id: 3,
      consent_form_id: 1,
      patient_id: 7,
      name: 'Rosa Díaz',
      signed_at: '2026-03-01T10:00:00Z',
    };
    expect(ConsentSchema.parse(consent)).toEqual(consent);
  });

  it('signing needs every field, the agreement ticks, the confirmation and a signature', () => {
    expect(ConsentInputSchema.parse(signed)).toEqual(signed);
    expect(
      badFields(parseWith(ConsentInputSchema, { ...signed, agreed: false, signature: '  ', zip: '' })),
    ).toEqual(['zip', 'signature', 'agreed']);
  });
});

describe('insurance', () => {
  it('reads an insurance record, a plan and the person information unchanged', () => {
    expect(InsuranceSchema.parse({ id: 1, profile_type: 'Patient', profile_id: 7 })).toEqual({
      id: 1,
      profile_type: 'Patient',
      profile_id: 7,
    });
    expect(badFields(parseWith(InsuranceSchema, { id: 1, profile_type: 'User', profile_id: 7 }))).toEqual([
      'profile_type',
    ]);
    expect(InsurancePlanSchema.parse({ id: 2, position: 0, name: 'Blue Shield' })).toEqual({
      id: 2,
      position: 0,
      name: 'Blue Shield',
    });
    const person = {
      id: 5,
      ownable_id: 7,
      ownable_type: 'Patient',
      insurances_plan_id: null,
      custom_insurance_plan: 'Local Health Co-op',
      policy: 'XZ-12345',
      first_name: 'Rosa',
      last_name: 'Díaz',
      date_of_birth: '1988-11-02',
      card: null,
    };
    expect(PersonInformationSchema.parse(person)).toEqual(person);
  });

  it('entering insurance by hand needs a known plan or the name of an unknown one', () => {
    const info = {
      ownable_id: 7,
      ownable_type: 'Patient',
      insurances_plan_id: 2,
      policy: 'XZ-12345',
      first_name: 'Rosa',
      last_name: 'Díaz',
      date_of_birth: '1988-11-02',
    };
    expect(PersonInformationInputSchema.safeParse({ person_information: info }).success).toBe(true);
    expect(
      badFields(
        parseWith(PersonInformationInputSchema, {
          person_information: { ...info, insurances_plan_id: null },
        }),
      ),
    ).toEqual(['person_information.custom_insurance_plan']);
    expect(
      badFields(
        parseWith(PersonInformationCardInputSchema, {
          person_information: { ownable_id: 7, ownable_type: 'Patient', card: 'hello' },
        }),
      ),
    ).toEqual(['person_information.card']);
  });
});

describe('appointments and help requests', () => {
  it('reads a pending, a scheduled and a finished appointment', () => {
    const pending = {
      id: 1,
      patient_id: 7,
      status: 'pending',
      start_time: null,
      session_end_time: null,
      join_url: null,
    };
    expect(AppointmentSchema.parse(pending)).toEqual(pending);
    const done = {
      ...pending,
      status: 'complete',
      start_time: '2026-03-02T15:00:00Z',
      session_end_time: '2026-03-02T15:45:00Z',
    };
    expect(AppointmentSchema.parse(done)).toEqual(done);
    expect(badFields(parseWith(AppointmentSchema, { ...pending, status: 'cancelled' }))).toEqual(['status']);
  });

  it('a help request names its source', () => {
    expect(
      HelpRequestInputSchema.parse({ child_id: 7, help_request: { source: 'parent-coaching' } }),
    ).toEqual({
      child_id: 7,
      help_request: { source: 'parent-coaching' },
    });
    expect(badFields(parseWith(HelpRequestInputSchema, { child_id: 7, help_request: {} }))).toEqual([
      'help_request.source',
    ]);
    const request = {
      id: 1,
      child_id: 7,
      source: 'parent-coaching',
      message: null,
      created_at: '2026-03-01T10:00:00Z',
    };
    expect(HelpRequestSchema.parse(request)).toEqual(request);
  });

  it('every generated appointment parses; only finished ones have a session end time', () => {
    fc.assert(
      fc.property(appointmentArb({ patientId: 7 }), (appointment) => {
        expect(AppointmentSchema.parse(appointment)).toEqual(appointment);
        expect(appointment.session_end_time !== null).toBe(appointment.status === 'complete');
      }),
    );
  });
});
