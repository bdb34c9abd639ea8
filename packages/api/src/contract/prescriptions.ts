import {
  CreatePrescriptionBodySchema,
  DeletePrescriptionBodySchema,
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
  /** `DELETE prescriptions/{id}` with `{ child_id }` in the body: deletes one; no content. */
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
} as const;
