import {
  AnswerDoseBodySchema,
  CreatePrescriptionBodySchema,
  DeletePrescriptionBodySchema,
  DoseRecordSchema,
  PrescriptionAdherenceSchema,
  PrescriptionSchema,
  UpdatePrescriptionBodySchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint, NoContent } from './endpoint';

const PrescriptionResponseSchema = z.object({ prescription: PrescriptionSchema });

/** A child's prescriptions: add, save, delete. */
export const prescriptionsContract = {
  /** `POST prescriptions` `{ taking_medication, prescription: { ...fields, child_id } }`: adds one; answers `{ prescription }`. */
  createPrescription: defineEndpoint({
    name: 'createPrescription',
    method: 'POST',
    path: 'prescriptions',
    body: CreatePrescriptionBodySchema,
    response: PrescriptionResponseSchema,
    rootKey: 'prescription',
    status: 200,
    auth: true,
    owner: { child: 'body.prescription.child_id' },
    summary: 'Adds a prescription to a child.',
  }),
  /** `PUT prescriptions/{id}` `{ child_id, prescription }`: saves one; answers `{ prescription }`. */
  updatePrescription: defineEndpoint({
    name: 'updatePrescription',
    method: 'PUT',
    path: 'prescriptions/:id',
    params: IdParamsSchema,
    body: UpdatePrescriptionBodySchema,
    response: PrescriptionResponseSchema,
    rootKey: 'prescription',
    status: 200,
    auth: true,
    owner: { child: 'body.child_id', record: 'prescription' },
    summary: "Saves a child's prescription.",
  }),
  /**
   * `DELETE prescriptions/{id}` with `{ child_id }` in the body: deletes one as the family sees it (the
   * server keeps it stopped, for the visit report); no content. Deleting it again is 404.
   */
  deletePrescription: defineEndpoint({
    name: 'deletePrescription',
    method: 'DELETE',
    path: 'prescriptions/:id',
    params: IdParamsSchema,
    body: DeletePrescriptionBodySchema,
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    owner: { child: 'body.child_id', record: 'prescription' },
    summary: "Deletes a child's prescription.",
  }),
  /**
   * `GET prescriptions/{id}/adherence`: the doses of the last 30 days as answered (taken, skipped, not
   * answered) and the totals of the last 7 and 30 days, `{ adherence }`.
   */
  getPrescriptionAdherence: defineEndpoint({
    name: 'getPrescriptionAdherence',
    method: 'GET',
    path: 'prescriptions/:id/adherence',
    params: IdParamsSchema,
    response: z.object({ adherence: PrescriptionAdherenceSchema }),
    rootKey: 'adherence',
    status: 200,
    auth: true,
    owner: { record: 'prescription' },
    summary: "Reads a prescription's adherence record.",
  }),
  /**
   * `PUT prescriptions/{id}/doses` `{ child_id, day, dose, answer }`: marks a dose taken or skipped (from its
   * reminder or the prescription's page); answers `{ dose_record }`. 422 for a day after the family's
   * today or a medication time the prescription does not have.
   */
  answerDose: defineEndpoint({
    name: 'answerDose',
    method: 'PUT',
    path: 'prescriptions/:id/doses',
    params: IdParamsSchema,
    body: AnswerDoseBodySchema,
    response: z.object({ dose_record: DoseRecordSchema }),
    rootKey: 'dose_record',
    status: 200,
    auth: true,
    owner: { child: 'body.child_id', record: 'prescription' },
    summary: 'Marks a dose taken or skipped.',
  }),
} as const;
