/**
 * The iOS devices an account gets native push on. A device's token is kept sealed at rest (lib/secret-box.ts,
 * as a linked Fitbit's token), opened only to send to it (notifications/native-push.ts); its hash is the
 * row's key, so registering again updates the same row. One device belongs to one account: registering it
 * on another account moves it there (the phone changed hands, or another parent logged in).
 */
import { and, eq, ne } from 'drizzle-orm';
import { tokenHash } from '../accounts/tokens';
import type { AppContext } from '../context';
import { appleDevices } from '../db/schema';
import { sealSecret } from '../lib/secret-box';

/** Registers an Apple device for the account, in the call's language (registering it again updates it). */
export async function registerAppleDevice(
  ctx: AppContext,
  userId: number,
  device: { token: string; platform: string; bundle_id: string },
) {
  const hash = tokenHash(device.token);
  const sealedToken = await sealSecret(ctx, device.token);
  const language = ctx.language ?? 'en';
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(appleDevices)
      .where(and(eq(appleDevices.tokenHash, hash), ne(appleDevices.userId, userId)));
    await tx
      .insert(appleDevices)
      .values({
        userId,
        tokenHash: hash,
        sealedToken,
        platform: device.platform,
        bundleId: device.bundle_id,
        language,
      })
      .onConflictDoUpdate({
        target: [appleDevices.userId, appleDevices.tokenHash],
        set: { sealedToken, platform: device.platform, bundleId: device.bundle_id, language },
      });
  });
}
