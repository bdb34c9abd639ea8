import { ChildAppearanceInputSchema, ChildInputSchema, ChildSchema, GaugeSchema } from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint } from './endpoint';

/** Body of adding a child: `{ patient: { name, birthday, gender } }`. */
export const CreatePatientBodySchema = z.object({ patient: ChildInputSchema });

/** Body of editing a child: `{ patient: {...} }` (profile, appearance, active, on_medication); only the fields sent change. */
export const UpdatePatientBodySchema = z.object({
  patient: ChildInputSchema.partial().extend({
    ...ChildAppearanceInputSchema.shape,
    active: z.boolean().optional(),
    on_medication: z.boolean().optional(),
  }),
});

const PatientResponseSchema = z.object({ patient: ChildSchema });

/** The children ("patients") of the logged-in account. Another account's child answers 404. */
export const patientsContract = {
  /** `GET patients`: the account's children, `{ patients }`. */
  listPatients: defineEndpoint({
    name: 'listPatients',
    method: 'GET',
    path: 'patients',
    response: z.object({ patients: z.array(ChildSchema) }),
    rootKey: 'patients',
    status: 200,
    auth: true,
    summary: "Lists the account's children.",
  }),
  /** `GET patients/{id}`: one child, `{ patient }`. */
  getPatient: defineEndpoint({
    name: 'getPatient',
    method: 'GET',
    path: 'patients/:id',
    params: IdParamsSchema,
    response: PatientResponseSchema,
    rootKey: 'patient',
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    summary: 'Reads one child.',
  }),
  /** `POST patients`: adds a child `{ patient: { name, birthday, gender } }`; answers `{ patient }`. */
  createPatient: defineEndpoint({
    name: 'createPatient',
    method: 'POST',
    path: 'patients',
    body: CreatePatientBodySchema,
    response: PatientResponseSchema,
    rootKey: 'patient',
    status: 200,
    auth: true,
    gate: { account: true, subscription: true },
    summary: 'Adds a child.',
  }),
  /** `PUT patients/{id}`: edits a child's profile or appearance; answers `{ patient }`. */
  updatePatient: defineEndpoint({
    name: 'updatePatient',
    method: 'PUT',
    path: 'patients/:id',
    params: IdParamsSchema,
    body: UpdatePatientBodySchema,
    response: PatientResponseSchema,
    rootKey: 'patient',
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Edits a child's profile or appearance.",
  }),
  /** `GET patients/{id}/gauges`: the child's gauges, `{ gauges }`. */
  listGauges: defineEndpoint({
    name: 'listGauges',
    method: 'GET',
    path: 'patients/:id/gauges',
    params: IdParamsSchema,
    response: z.object({ gauges: z.array(GaugeSchema) }),
    rootKey: 'gauges',
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Reads the child's gauges.",
  }),
} as const;
