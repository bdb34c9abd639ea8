/** Handlers of `clinic`: consent forms, insurance, help requests and appointments. */
import type { clinicContract } from '@attune/api/contract';
import {
  listAppointments,
  listConsents,
  listInsurancePlans,
  listPersonInformations,
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
    help_request: await requestHelp(ctx, user, child, body.help_request.source),
  }),
  listAppointments: async ({ ctx, child }) => ({ appointments: await listAppointments(ctx, child.id) }),
};
