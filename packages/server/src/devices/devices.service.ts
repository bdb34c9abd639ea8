/** The devices an account gets push notifications on (only a hash of each device token is kept). */
import { tokenHash } from '../accounts/tokens';
import type { AppContext } from '../context';
import { appleDevices } from '../db/schema';

/** Registers an Apple device for the account (registering it again changes nothing). */
export async function registerAppleDevice(
  ctx: AppContext,
  userId: number,
  device: { token: string; platform: string; bundle_id: string },
) {
  await ctx.db
    .insert(appleDevices)
    .values({
      userId,
      tokenHash: tokenHash(device.token),
      platform: device.platform,
      bundleId: device.bundle_id,
    })
    .onConflictDoNothing();
}
