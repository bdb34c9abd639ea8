/** Handlers of `clinic`: access codes, consent forms, insurance, help requests and appointments. */
import type { clinicContract } from '@attune/api/contract';
import {
  clinicalIntake,
  currentConsentForm,
  listAppointments,
  listConsents,
  listInsurancePlans,
  listPersonInformations,
  redeemAccessCode,
  requestAppointment,
  requestHelp,
  savePersonInformation,
  signConsent,
} from '../clinic/clinic.service';
import type { HandlersOf } from '../http/router';

/** The clinical calls (the router has checked the patient each one names). */
export const clinicHandlers: HandlersOf<typeof clinicContract> = {
  createConsent: async ({ ctx, child, body }) => ({
    consent: await signConsent(ctx, child, body.consent_form),
  }),
  listConsents: async ({ ctx, user }) => ({ consents: await listConsents(ctx, user.id) }),
  createPersonInformation: async ({ ctx, child, body }) => ({
    person_information: await savePersonInformation(ctx, child, body.person_information),
  }),
  listPersonInformations: async ({ ctx, user }) => ({
    person_informations: await listPersonInformations(ctx, user.id),
  }),
  listInsurancePlans: async ({ ctx }) => ({ plans: await listInsurancePlans(ctx) }),
  createHelpRequest: async ({ ctx, user, child, body }) => ({
    help_request: await requestHelp(ctx, user, child, body.help_request.source, body.help_request.message),
  }),
  listAppointments: async ({ ctx, child }) => ({ appointments: await listAppointments(ctx, child) }),
  getConsentForm: async ({ ctx }) => ({ consent_form: await currentConsentForm(ctx) }),
  redeemAccessCode: async ({ ctx, user, body, ip }) => redeemAccessCode(ctx, user, body.access_code.code, ip),
  getClinicalIntake: async ({ ctx, child }) => ({ intake: await clinicalIntake(ctx, child) }),
  requestAppointment: async ({ ctx, child }) => ({ appointment: await requestAppointment(ctx, child) }),
};
