import * as z from 'zod';
import { IsoDateSchema } from '../common/common.schema';

/** The user agreements as the server knows them for an account: the current version and the one accepted. */
export const AgreementsSchema = z.object({
  version: IsoDateSchema,
  accepted_version: IsoDateSchema.nullable(),
  accepted_at: z.string().nullable(),
});
/** The user agreements of an account. */
export type Agreements = z.infer<typeof AgreementsSchema>;

/** Body of `POST users/agreements`: `{ agreements: { version } }`, the version the parent read and accepts. */
export const AcceptAgreementsBodySchema = z.object({
  agreements: z.object({ version: IsoDateSchema }),
});
/** Body of `POST users/agreements`. */
export type AcceptAgreementsBody = z.infer<typeof AcceptAgreementsBodySchema>;
