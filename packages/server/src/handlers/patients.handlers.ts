/** Handlers of `patients`: a family's children and their gauges. */
import type { patientsContract } from '@attune/api/contract';
import { addChild, editChild, listChildren, readChild } from '../children/children.service';
import type { HandlersOf } from '../http/router';
import { gaugesOf } from '../insights/insights.service';

/** The family's children; the router hands each call on one child that child, checked. */
export const patientsHandlers: HandlersOf<typeof patientsContract> = {
  listPatients: async ({ ctx, user }) => ({ patients: await listChildren(ctx, user.id) }),
  getPatient: async ({ ctx, child }) => ({ patient: await readChild(ctx, child) }),
  createPatient: async ({ ctx, user, body }) => ({ patient: await addChild(ctx, user, body.patient) }),
  updatePatient: async ({ ctx, user, child, body }) => ({
    patient: await editChild(ctx, child, body.patient, user.clinical),
  }),
  listGauges: async ({ ctx, child }) => ({ gauges: await gaugesOf(ctx, child) }),
};
