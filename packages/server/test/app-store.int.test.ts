/**
 * In-app purchases of the native wrapper, verified offline against a pinned root: a test chain (root,
 * intermediate, leaf; EC P-256) generated with openssl stands in for Apple's, and payloads are signed with
 * `jose` as the App Store signs them (ES256, `x5c`). A signed transaction buys the add-on; unsigned,
 * tampered, foreign-rooted, out-of-date and expired ones are refused. App Store Server Notifications v2
 * renew, cancel and refund it, each applied once.
 */
import { execFileSync } from 'node:child_process';
import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@attune/core/rules';
import { CompactSign } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppleSignatureError, verifyAppleJws } from '../src/purchases/app-store';
import { type Harness, startHarness } from './support/harness';

const BUNDLE = 'org.attune.app';

interface Chain {
  root: X509Certificate;
  x5c: string[];
  key: KeyObject;
}

/** A root, an intermediate it signs and a leaf the intermediate signs, made by openssl in `dir`. */
function makeChain(dir: string, name: string): Chain {
  const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const key = (file: string) => ssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file);
  key(`${name}-root.key`);
  ssl(
    'req',
    '-x509',
    '-new',
    '-key',
    `${name}-root.key`,
    '-out',
    `${name}-root.pem`,
    '-days',
    '3650',
    '-subj',
    `/CN=${name} Root`,
  );
  for (const [cert, issuer] of [
    ['int', 'root'],
    ['leaf', 'int'],
  ] as const) {
    key(`${name}-${cert}.key`);
    ssl(
      'req',
      '-new',
      '-key',
      `${name}-${cert}.key`,
      '-out',
      `${name}-${cert}.csr`,
      '-subj',
      `/CN=${name} ${cert}`,
    );
    ssl(
      'x509',
      '-req',
      '-in',
      `${name}-${cert}.csr`,
      '-CA',
      `${name}-${issuer}.pem`,
      '-CAkey',
      `${name}-${issuer}.key`,
      '-CAcreateserial',
      '-out',
      `${name}-${cert}.pem`,
      '-days',
      '3650',
    );
  }
  const read = (cert: string) => new X509Certificate(readFileSync(join(dir, `${name}-${cert}.pem`)));
  const base64 = (cert: X509Certificate) => cert.raw.toString('base64');
  return {
    root: read('root'),
    x5c: [base64(read('leaf')), base64(read('int')), base64(read('root'))],
    key: createPrivateKey(readFileSync(join(dir, `${name}-leaf.key`))),
  };
}

const sign = (chain: Chain, payload: unknown) =>
  new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'ES256', x5c: chain.x5c })
    .sign(chain.key);

describe('App Store: signed transactions and server notifications v2, verified offline', () => {
  let dir: string;
  let apple: Chain;
  let stranger: Chain;
  let harness: Harness;
  let productId = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'attune-apple-'));
    apple = makeChain(dir, 'apple');
    stranger = makeChain(dir, 'stranger');
    harness = await startHarness('pglite', { appStore: { roots: [apple.root], bundleId: BUNDLE } });
    // The test chain is made now: the clock stays the real one, inside its certificates' dates.
    const products = (
      (await harness.call('GET', '/v1/products')).json as { products: { id: number; name: string }[] }
    ).products;
    productId = products.find((product) => product.name === 'target-recognition')?.id ?? 0;
  }, 240_000);
  afterAll(async () => {
    await harness?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const now = () => harness.clock.now().getTime();
  const transaction = (overrides: Record<string, unknown> = {}) => ({
    bundleId: BUNDLE,
    productId: 'attune.target_recognition.monthly',
    transactionId: '2000000111',
    originalTransactionId: '2000000100',
    purchaseDate: now(),
    expiresDate: now() + 30 * 86_400_000,
    type: 'Auto-Renewable Subscription',
    ...overrides,
  });

  it('believes a payload only when its chain ends in the pinned root, in date, and its signature matches', async () => {
    const at = harness.clock.now();
    const good = await sign(apple, { hello: 'world' });
    expect(await verifyAppleJws(good, { roots: [apple.root], at })).toEqual({ hello: 'world' });
    const refusals = [
      // unsigned
      `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`,
      'not a jws',
      // another root
      await sign(stranger, { hello: 'world' }),
      // a payload altered after signing
      good.replace(good.split('.')[1] ?? '', Buffer.from('{"hello":"mars"}').toString('base64url')),
    ];
    for (const jws of refusals) {
      await expect(verifyAppleJws(jws, { roots: [apple.root], at })).rejects.toBeInstanceOf(
        AppleSignatureError,
      );
    }
    // The stranger's leaf under Apple's root and intermediate: not signed in order.
    const [, appleInt, appleRoot] = apple.x5c;
    const mixed = await new CompactSign(new TextEncoder().encode('{}'))
      .setProtectedHeader({ alg: 'ES256', x5c: [stranger.x5c[0] ?? '', appleInt ?? '', appleRoot ?? ''] })
      .sign(stranger.key);
    await expect(verifyAppleJws(mixed, { roots: [apple.root], at })).rejects.toThrow(/not signed in order/);
    // Out of date: the certificates have expired by 2040.
    await expect(
      verifyAppleJws(good, { roots: [apple.root], at: new Date('2040-01-01T00:00:00Z') }),
    ).rejects.toThrow(/out of date/);
  });

  it('a signed transaction buys the add-on; unsigned, foreign and expired ones are refused; notifications renew, cancel and refund it once', async () => {
    const { token, email } = await harness.family('appstore');
    const child = await harness.call('POST', '/v1/patients', {
      token,
      body: { patient: { name: 'Kai', birthday: '2018-03-15', gender: 'other' } },
    });
    const childId = (child.json as { patient: { id: number } }).patient.id;
    const buy = (receipt: string, transactionId = '2000000111') =>
      harness.call('POST', '/v1/payment/purchases', {
        token,
        body: {
          child_id: childId,
          payment: {
            product_id: productId,
            iap: {
              transaction_id: transactionId,
              transaction_date: harness.clock.now().toISOString(),
              transaction_receipt: receipt,
            },
          },
        },
      });
    const refused = (response: { status: number; json: unknown }) => [response.status, response.json];
    expect(refused(await buy('plain text receipt'))).toEqual([
      422,
      { errors: { 'payment.iap': ['The App Store could not verify this purchase.'] } },
    ]);
    expect((await buy(await sign(stranger, transaction()))).status).toBe(422);
    expect((await buy(await sign(apple, transaction({ productId: 'attune.sleep.monthly' })))).status).toBe(
      422,
    );
    expect(refused(await buy(await sign(apple, transaction({ expiresDate: now() - 1000 }))))).toEqual([
      422,
      { errors: { 'payment.iap': ['This App Store subscription has expired.'] } },
    ]);
    const bought = await buy(await sign(apple, transaction()));
    expect(bought.status, bought.text).toBe(200);
    const purchase = (bought.json as { purchase: { id: number; ends_on: string; source: string } }).purchase;
    expect(purchase.source).toBe('iap');

    const notify = async (chain: Chain, notification: Record<string, unknown>, renewed = transaction()) =>
      harness.call('POST', '/v1/webhooks/app-store', {
        body: {
          signedPayload: await sign(chain, {
            notificationUUID: `uuid-${String(notification.notificationType)}-${String(notification.subtype ?? '')}`,
            version: '2.0',
            signedDate: now(),
            data: {
              bundleId: BUNDLE,
              environment: 'Sandbox',
              signedTransactionInfo: await sign(chain, renewed),
            },
            ...notification,
          }),
        },
      });
    const mine = async () =>
      (
        (await harness.call('GET', '/v1/payment/purchases', { token })).json as {
          purchases: { id: number; ends_on: string; state: string; cancel_at_period_end: boolean }[];
        }
      ).purchases.find((entry) => entry.id === purchase.id);

    const expires = Date.parse(`${addDays(purchase.ends_on, 30)}T12:00:00Z`);
    const renewal = transaction({ transactionId: '2000000222', expiresDate: expires });
    expect((await notify(stranger, { notificationType: 'DID_RENEW' }, renewal)).status).toBe(400);
    expect((await mine())?.ends_on).toBe(purchase.ends_on);
    expect((await notify(apple, { notificationType: 'DID_RENEW' }, renewal)).status).toBe(200);
    expect((await mine())?.ends_on).toBe(addDays(purchase.ends_on, 30));
    // Replayed, the same notification changes nothing.
    expect((await notify(apple, { notificationType: 'DID_RENEW' }, renewal)).status).toBe(200);
    expect((await mine())?.ends_on).toBe(addDays(purchase.ends_on, 30));

    await notify(apple, { notificationType: 'DID_CHANGE_RENEWAL_STATUS', subtype: 'AUTO_RENEW_DISABLED' });
    expect((await mine())?.cancel_at_period_end).toBe(true);

    await notify(apple, { notificationType: 'REFUND' });
    expect(await mine()).toMatchObject({
      state: 'refunded',
      ends_on: harness.clock.now().toISOString().slice(0, 10),
    });
    const outbox = (
      (await harness.call('GET', '/dev/outbox')).json as { messages: { to: string; subject: string }[] }
    ).messages;
    expect(
      outbox.filter((mail) => mail.to === email && mail.subject.startsWith('Your Attune refund')),
    ).toHaveLength(1);
  });
});
