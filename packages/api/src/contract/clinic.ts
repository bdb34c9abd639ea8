import {
  AccessCodeAnswerSchema,
  AccessCodeInputSchema,
  AppointmentRequestSchema,
  AppointmentSchema,
  ClinicalIntakeSchema,
  ConsentFormSchema,
  ConsentInputSchema,
  ConsentSchema,
  HelpRequestInputSchema,
  HelpRequestSchema,
  InsurancePlanSchema,
  PersonInformationCardInputSchema,
  PersonInformationInputSchema,
  PersonInformationSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { PatientIdQuerySchema } from './common';
import { defineEndpoint } from './endpoint';

/** The clinical calls: consent forms, insurance, help requests and appointments. */
export const clinicContract = {
  /** `POST clinic/forms/consents` `{ consent_form }`: signs a consent form; answers `{ consent }`. */
  createConsent: defineEndpoint({
    name: 'createConsent',
    method: 'POST',
    path: 'clinic/forms/consents',
    body: z.object({ consent_form: ConsentInputSchema }),
    response: z.object({ consent: ConsentSchema }),
    rootKey: 'consent',
    status: 200,
    auth: true,
    owner: { child: 'body.consent_form.patient_id' },
    gate: { clinical: true },
    summary: 'Signs a consent form.',
  }),
  /** `GET clinic/forms/consents`: the consents signed, `{ consents }`. */
  listConsents: defineEndpoint({
    name: 'listConsents',
    method: 'GET',
    path: 'clinic/forms/consents',
    response: z.object({ consents: z.array(ConsentSchema) }),
    rootKey: 'consents',
    status: 200,
    auth: true,
    gate: { clinical: true },
    summary: 'Lists the consents signed.',
  }),
  /** `POST clinic/insurances/person_informations` `{ person_information }`: saves insurance details; answers `{ person_information }`. */
  createPersonInformation: defineEndpoint({
    name: 'createPersonInformation',
    method: 'POST',
    path: 'clinic/insurances/person_informations',
    body: z.union([PersonInformationInputSchema, PersonInformationCardInputSchema]),
    response: z.object({ person_information: PersonInformationSchema }),
    rootKey: 'person_information',
    status: 200,
    auth: true,
    owner: { child: 'body.person_information.ownable_id' },
    gate: { clinical: true },
    summary: "Saves a patient's insurance details (typed in or a card photo).",
  }),
  /** `GET clinic/insurances/person_informations`: the insurance details saved, `{ person_informations }`. */
  listPersonInformations: defineEndpoint({
    name: 'listPersonInformations',
    method: 'GET',
    path: 'clinic/insurances/person_informations',
    response: z.object({ person_informations: z.array(PersonInformationSchema) }),
    rootKey: 'person_informations',
    status: 200,
    auth: true,
    gate: { clinical: true },
    summary: 'Lists the insurance details saved.',
  }),
  /** `GET clinic/insurances/plans`: the insurance plans, `{ plans }`; never empty; cached as reference data. */
  listInsurancePlans: defineEndpoint({
    name: 'listInsurancePlans',
    method: 'GET',
    path: 'clinic/insurances/plans',
    response: z.object({ plans: z.array(InsurancePlanSchema) }),
    rootKey: 'plans',
    status: 200,
    auth: true,
    emptyListError: 'insurancePlans',
    cache: 'reference',
    summary: 'Lists the insurance plans.',
  }),
  /** `POST clinic/patients/help_requests` `{ child_id, help_request: { source } }`: asks the clinic for help; answers `{ help_request }`. */
  createHelpRequest: defineEndpoint({
    name: 'createHelpRequest',
    method: 'POST',
    path: 'clinic/patients/help_requests',
    body: HelpRequestInputSchema,
    response: z.object({ help_request: HelpRequestSchema }),
    rootKey: 'help_request',
    status: 200,
    auth: true,
    owner: { child: 'body.child_id' },
    summary: 'Asks the clinic for help about a child.',
  }),
  /** `GET clinic/patients/appointments?patient_id=`: the patient's appointments, `{ appointments }` (skipped for an inactive child). */
  listAppointments: defineEndpoint({
    name: 'listAppointments',
    method: 'GET',
    path: 'clinic/patients/appointments',
    query: PatientIdQuerySchema,
    response: z.object({ appointments: z.array(AppointmentSchema) }),
    rootKey: 'appointments',
    status: 200,
    auth: true,
    owner: { child: 'query.patient_id' },
    gate: { clinical: true },
    summary: "Lists the patient's appointments.",
  }),
  /** `GET clinic/forms/consent_form`: the consent form to sign, `{ consent_form }` (sections for children and adults). */
  getConsentForm: defineEndpoint({
    name: 'getConsentForm',
    method: 'GET',
    path: 'clinic/forms/consent_form',
    response: z.object({ consent_form: ConsentFormSchema }),
    rootKey: 'consent_form',
    status: 200,
    auth: true,
    gate: { clinical: true },
    summary: 'The consent form to sign.',
  }),
  /**
   * `POST clinic/access_codes` `{ access_code: { code } }`: applies an access code a clinic gave; a valid one
   * makes the account clinical. Answers `{ access_code: { state }, clinical }`; 429 after too many tries.
   */
  redeemAccessCode: defineEndpoint({
    name: 'redeemAccessCode',
    method: 'POST',
    path: 'clinic/access_codes',
    body: AccessCodeInputSchema,
    response: AccessCodeAnswerSchema,
    rootKey: null,
    status: 200,
    auth: true,
    summary: 'Applies an access code from a clinic.',
  }),
  /** `GET clinic/patients/intake?patient_id=`: consent, insurance and questionnaires done for a patient, `{ intake }`. */
  getClinicalIntake: defineEndpoint({
    name: 'getClinicalIntake',
    method: 'GET',
    path: 'clinic/patients/intake',
    query: PatientIdQuerySchema,
    response: z.object({ intake: ClinicalIntakeSchema }),
    rootKey: 'intake',
    status: 200,
    auth: true,
    owner: { child: 'query.patient_id' },
    gate: { clinical: true },
    summary: "Where a patient's clinical intake stands.",
  }),
  /** `POST clinic/patients/appointments` `{ patient_id }`: asks for an appointment (pending); answers `{ appointment }`. */
  requestAppointment: defineEndpoint({
    name: 'requestAppointment',
    method: 'POST',
    path: 'clinic/patients/appointments',
    body: AppointmentRequestSchema,
    response: z.object({ appointment: AppointmentSchema }),
    rootKey: 'appointment',
    status: 200,
    auth: true,
    owner: { child: 'body.patient_id' },
    gate: { clinical: true },
    summary: 'Asks the clinic for an appointment for a patient.',
  }),
} as const;
