/** Handlers of `prescriptions`: add, save and delete a child's prescription. */
import type { prescriptionsContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { answerDose, prescriptionAdherence } from '../prescriptions/adherence.service';
import {
  addPrescription,
  deletePrescription,
  savePrescription,
} from '../prescriptions/prescriptions.service';

/** A child's prescriptions (the router has checked the child and the prescription are the caller's). */
export const prescriptionsHandlers: HandlersOf<typeof prescriptionsContract> = {
  createPrescription: async ({ ctx, child, body }) => ({
    prescription: await addPrescription(ctx, child, body.taking_medication, body.prescription),
  }),
  updatePrescription: async ({ ctx, child, params, body }) => ({
    prescription: await savePrescription(ctx, child, params.id, body.prescription),
  }),
  deletePrescription: async ({ ctx, child, params }) => {
    await deletePrescription(ctx, child, params.id);
    return undefined;
  },
  getPrescriptionAdherence: async ({ ctx, params }) => ({
    adherence: await prescriptionAdherence(ctx, params.id),
  }),
  answerDose: async ({ ctx, child, params, body }) => ({
    dose_record: await answerDose(ctx, child, params.id, body),
  }),
};
