/**
 * In-app purchases of the native wrapper (StoreKit 2), verified offline:
 * - {@link verifyAppleJws}: a JWS Apple signed (a signed transaction, or a server notification v2) is
 *   believed only when its `x5c` chain (leaf, intermediate, root) ends in a root we pinned (Apple Root CA -
 *   G3 in production; a generated test root in tests), each certificate signs the next and is valid at the
 *   server's clock, and the leaf's key verifies the ES256 signature (`jose`'s `compactVerify`);
 * - {@link appStoreReceiptValidator}: the receipt validator port on top of it: the signed transaction must
 *   be for the product bought, with the transaction id sent, for our bundle, not revoked and not expired;
 * - {@link mountAppStoreNotifications}: `POST /v1/webhooks/app-store`, App Store Server Notifications v2:
 *   each notification applied once (its `notificationUUID`), in one transaction with the purchase row.
 *   `DID_RENEW` (and `SUBSCRIBED`) moves the purchase's end to the transaction's `expiresDate`;
 *   `DID_CHANGE_RENEWAL_STATUS` follows auto-renew as a cancel at period end; `EXPIRED` ends it;
 *   `REFUND` / `REVOKE` refund it (access ends that day, mailed). The purchase is named by the original
 *   transaction id (`appstore:<originalTransactionId>`, its provider reference).
 */
import { X509Certificate } from 'node:crypto';
import { afterInvoicePaid, calendarDay, DEFAULT_TIME_ZONE } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { compactVerify, decodeProtectedHeader } from 'jose';
import { recipientOf, refundPurchase } from '../billing/billing.service';
import type { AppContext } from '../context';
import { paymentEvents, purchases } from '../db/schema';
import { HttpError } from '../http/errors';
import type { ReceiptValidator } from './payment-ports';

/** Why a signed payload is not believed. */
export class AppleSignatureError extends Error {}

const der = (base64: string) => new X509Certificate(Buffer.from(base64, 'base64'));
const validAt = (certificate: X509Certificate, at: Date) =>
  Date.parse(certificate.validFrom) <= at.getTime() && at.getTime() <= Date.parse(certificate.validTo);

/**
 * Verifies a JWS Apple signed against the pinned `roots` at `at` and answers its payload.
 * @throws AppleSignatureError when it is unsigned, not ES256, its chain does not end in a pinned root,
 * a certificate is out of date or does not sign the next, or the signature does not match.
 */
export async function verifyAppleJws(
  jws: string,
  options: { roots: readonly X509Certificate[]; at: Date },
): Promise<Record<string, unknown>> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jws);
  } catch {
    throw new AppleSignatureError('not a signed payload');
  }
  if (header.alg !== 'ES256') throw new AppleSignatureError('not signed with ES256');
  const chain = header.x5c;
  if (!Array.isArray(chain) || chain.length !== 3) throw new AppleSignatureError('no certificate chain');
  let leaf: X509Certificate;
  let intermediate: X509Certificate;
  let root: X509Certificate;
  try {
    [leaf, intermediate, root] = chain.map(der) as [X509Certificate, X509Certificate, X509Certificate];
  } catch {
    throw new AppleSignatureError('a certificate of the chain is malformed');
  }
  if (!options.roots.some((pinned) => pinned.fingerprint256 === root.fingerprint256)) {
    throw new AppleSignatureError('the chain does not end in a trusted root');
  }
  if (!intermediate.verify(root.publicKey) || !leaf.verify(intermediate.publicKey)) {
    throw new AppleSignatureError('the chain is not signed in order');
  }
  if (![leaf, intermediate, root].every((certificate) => validAt(certificate, options.at))) {
    throw new AppleSignatureError('a certificate of the chain is out of date');
  }
  try {
    const { payload } = await compactVerify(jws, leaf.publicKey, { algorithms: ['ES256'] });
    return JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
  } catch {
    throw new AppleSignatureError('the signature does not match');
  }
}

/** The provider reference of an App Store purchase: its original transaction. */
export const appStoreReference = (originalTransactionId: string) => `appstore:${originalTransactionId}`;

const UNVERIFIED = 'The App Store could not verify this purchase.';

/**
 * The receipt validator for StoreKit 2: the receipt is the signed transaction (JWS). It must verify
 * ({@link verifyAppleJws}), name the product bought and the transaction sent, our `bundleId`, not be
 * revoked, and (a subscription) not have expired at the server's clock.
 */
export function appStoreReceiptValidator(options: {
  roots: readonly X509Certificate[];
  bundleId: string;
  now: () => Date;
}): ReceiptValidator {
  return {
    kind: 'real',
    async validate({ iapProductId, transactionId, transactionReceipt }) {
      const at = options.now();
      let transaction: Record<string, unknown>;
      try {
        transaction = await verifyAppleJws(transactionReceipt, { roots: options.roots, at });
      } catch {
        return { ok: false, message: UNVERIFIED };
      }
      if (
        transaction.bundleId !== options.bundleId ||
        transaction.productId !== iapProductId ||
        String(transaction.transactionId) !== transactionId ||
        transaction.revocationDate !== undefined
      ) {
        return { ok: false, message: UNVERIFIED };
      }
      if (typeof transaction.expiresDate === 'number' && transaction.expiresDate <= at.getTime()) {
        return { ok: false, message: 'This App Store subscription has expired.' };
      }
      return { ok: true, reference: appStoreReference(String(transaction.originalTransactionId)) };
    },
  };
}

/** Mounts `POST /v1/webhooks/app-store` (App Store Server Notifications v2), verified against `roots`. */
export function mountAppStoreNotifications(
  app: Hono,
  ctx: AppContext,
  options: { roots: readonly X509Certificate[]; bundleId: string },
): void {
  app.post('/v1/webhooks/app-store', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { signedPayload?: unknown } | null;
    if (typeof body?.signedPayload !== 'string') {
      throw new HttpError(422, { signedPayload: ['is required'] });
    }
    const at = ctx.clock.now();
    let notification: Record<string, unknown>;
    let transaction: Record<string, unknown> = {};
    try {
      notification = await verifyAppleJws(body.signedPayload, { roots: options.roots, at });
      const data = (notification.data ?? {}) as Record<string, unknown>;
      if (data.bundleId !== options.bundleId) throw new AppleSignatureError('another app');
      if (typeof data.signedTransactionInfo === 'string') {
        transaction = await verifyAppleJws(data.signedTransactionInfo, { roots: options.roots, at });
      }
    } catch {
      throw new HttpError(400, { base: ['The notification signature does not match'] });
    }
    const id = notification.notificationUUID;
    const type = notification.notificationType;
    if (typeof id !== 'string' || typeof type !== 'string') {
      throw new HttpError(400, { base: ['The notification has no id or type'] });
    }
    const original = transaction.originalTransactionId;
    const [purchase] =
      original === undefined
        ? []
        : await ctx.db
            .select()
            .from(purchases)
            .where(eq(purchases.providerReference, appStoreReference(String(original))));
    const recipient = purchase ? await recipientOf(ctx, purchase.userId) : null;
    const zone = recipient?.timeZone ?? DEFAULT_TIME_ZONE;
    await ctx.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ eventId: `appstore:${id}`, kind: `appstore.${type}`, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (!fresh || !purchase) return;
      const [row] = await tx.select().from(purchases).where(eq(purchases.id, purchase.id)).for('update');
      if (row?.state !== 'paid') return;
      const today = calendarDay(at, zone);
      if ((type === 'DID_RENEW' || type === 'SUBSCRIBED') && typeof transaction.expiresDate === 'number') {
        const end = calendarDay(new Date(transaction.expiresDate), zone);
        const paid = afterInvoicePaid(row.endsOn, { start: row.endsOn ?? today, end });
        await tx
          .update(purchases)
          .set({ endsOn: paid.ends_on, pastDueSince: null })
          .where(eq(purchases.id, row.id));
      } else if (type === 'DID_CHANGE_RENEWAL_STATUS') {
        const subtype = notification.subtype;
        if (subtype === 'AUTO_RENEW_DISABLED' || subtype === 'AUTO_RENEW_ENABLED') {
          await tx
            .update(purchases)
            .set({ cancelAtPeriodEnd: subtype === 'AUTO_RENEW_DISABLED' })
            .where(eq(purchases.id, row.id));
        }
      } else if (type === 'EXPIRED') {
        const endsOn = row.endsOn && row.endsOn < today ? row.endsOn : today;
        await tx.update(purchases).set({ endsOn, cancelAtPeriodEnd: true }).where(eq(purchases.id, row.id));
      } else if (type === 'REFUND' || type === 'REVOKE') {
        await refundPurchase(ctx, row.id, at, { tx, recipient });
      }
    });
    return c.json({ received: true });
  });
}
