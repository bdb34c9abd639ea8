/**
 * Native push: what goes to a family's browsers by Web Push also goes to its iOS devices, through the
 * app's {@link ApnsSender} (`ctx.apns`). A device's token is kept sealed (lib/secret-box.ts) and opened
 * only to send; a device APNs says is gone (core's `apnsOutcome`) is forgotten. Without APNs configured
 * the sender refuses and says so once in the log; nothing else changes.
 */
import { apnsOutcome, type Language, languageOfAcceptLanguage } from '@attune/core/rules';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { appleDevices } from '../db/schema';
import { openSecret } from '../lib/secret-box';

/** Sends `message` (worded in each device's language) to every iOS device of the account; answers how many APNs accepted. */
export async function pushToDevices(
  ctx: AppContext,
  userId: number,
  message: (language: Language) => { title: string; body: string; href: string },
): Promise<number> {
  const apns = ctx.apns;
  if (!apns) return 0;
  const devices = await ctx.db
    .select()
    .from(appleDevices)
    .where(and(eq(appleDevices.userId, userId), isNotNull(appleDevices.sealedToken)));
  let accepted = 0;
  for (const device of devices) {
    try {
      const words = message(languageOfAcceptLanguage(device.language));
      const answer = await apns.send({
        deviceToken: await openSecret(ctx, device.sealedToken ?? ''),
        topic: device.bundleId,
        ...words,
      });
      if (!answer) continue;
      const outcome = apnsOutcome(answer.status, answer.reason);
      if (outcome === 'delivered') accepted += 1;
      else if (outcome === 'device-gone')
        await ctx.db.delete(appleDevices).where(eq(appleDevices.id, device.id));
      else
        ctx.logger.error(`native push failed: APNs answered ${answer.status} ${answer.reason ?? ''}`.trim());
    } catch (error) {
      ctx.logger.error(`native push failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return accepted;
}
