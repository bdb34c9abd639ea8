/** The user agreements an account accepted (core's AGREEMENTS_VERSION is the version in force). */
import { AGREEMENTS_VERSION, acceptableAgreementsVersion } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { invalid } from '../http/errors';

type UserRow = typeof users.$inferSelect;

function agreementsJson(row: Pick<UserRow, 'agreementsVersion' | 'agreementsAcceptedAt'>) {
  return {
    version: AGREEMENTS_VERSION,
    accepted_version: row.agreementsVersion,
    accepted_at: row.agreementsAcceptedAt?.toISOString() ?? null,
  };
}

/** The version in force and the one the account accepted. */
export function readAgreements(user: UserRow) {
  return agreementsJson(user);
}

/** Records that the account accepted the version in force; another version is refused (422 on `agreements.version`). */
export async function acceptAgreements(ctx: AppContext, user: UserRow, version: string) {
  if (!acceptableAgreementsVersion(version))
    throw invalid('agreements.version', `must be the version in force (${AGREEMENTS_VERSION})`);
  const [row] = await ctx.db
    .update(users)
    .set({ agreementsVersion: version, agreementsAcceptedAt: ctx.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  return agreementsJson(row ?? user);
}
