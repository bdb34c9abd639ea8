/** Handlers of `agreements`: the user agreements the account accepted. */
import type { agreementsContract } from '@attune/api/contract';
import { acceptAgreements, readAgreements } from '../accounts/agreements.service';
import type { HandlersOf } from '../http/router';

/** Reading and accepting the user agreements in force. */
export const agreementsHandlers: HandlersOf<typeof agreementsContract> = {
  getAgreements: async ({ user }) => ({ agreements: readAgreements(user) }),
  acceptAgreements: async ({ ctx, user, body }) => ({
    agreements: await acceptAgreements(ctx, user, body.agreements.version),
  }),
};
