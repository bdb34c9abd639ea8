/**
 * Secrets kept at rest (a linked device's OAuth token): sealed with AES-256-GCM under the key from
 * `ATTUNE_SECRET_KEY` when set (any string, hashed to 32 bytes), else the server key `secret-box` kept in
 * `server_keys`. A sealed value reads `v1.<iv>.<tag>.<ciphertext>` (base64url); nothing of the secret shows.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { serverKey } from './server-keys';

const PREFIX = 'v1.';

function secretKey(ctx: Pick<AppContext, 'db' | 'secretKey'>): Promise<Buffer> {
  if (ctx.secretKey) return Promise.resolve(createHash('sha256').update(ctx.secretKey).digest());
  return serverKey(ctx.db, 'secret-box');
}

/** `plain` sealed for storage (a fresh IV each time). */
export async function sealSecret(ctx: Pick<AppContext, 'db' | 'secretKey'>, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await secretKey(ctx), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
  return `${PREFIX}${parts.join('.')}`;
}

/**
 * The secret a sealed value holds. A value stored before sealing (no `v1.` prefix) is returned as it is;
 * a value that fails authentication (another key, tampered) throws.
 */
export async function openSecret(ctx: Pick<AppContext, 'db' | 'secretKey'>, sealed: string): Promise<string> {
  if (!sealed.startsWith(PREFIX)) return sealed;
  const [iv, tag, data] = sealed
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('a sealed secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', await secretKey(ctx), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
