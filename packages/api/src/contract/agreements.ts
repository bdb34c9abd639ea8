import { AcceptAgreementsBodySchema, AgreementsSchema } from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const AgreementsResponseSchema = z.object({ agreements: AgreementsSchema });

/** The user agreements: the version in force and the one the account accepted. */
export const agreementsContract = {
  /** `GET users/agreements`: `{ agreements: { version, accepted_version, accepted_at } }`. */
  getAgreements: defineEndpoint({
    name: 'getAgreements',
    method: 'GET',
    path: 'users/agreements',
    response: AgreementsResponseSchema,
    rootKey: 'agreements',
    status: 200,
    auth: true,
    summary: 'Reads the version of the user agreements in force and the one the account accepted.',
  }),
  /**
   * `POST users/agreements` `{ agreements: { version } }`: records that the account accepted the version in
   * force; any other version answers 422 on `agreements.version`.
   */
  acceptAgreements: defineEndpoint({
    name: 'acceptAgreements',
    method: 'POST',
    path: 'users/agreements',
    body: AcceptAgreementsBodySchema,
    response: AgreementsResponseSchema,
    rootKey: 'agreements',
    status: 200,
    auth: true,
    summary: 'Records that the account accepted the user agreements in force.',
  }),
} as const;
