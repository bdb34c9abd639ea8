/**
 * Unsubscribe links: `/users/unsubscribe?token=<user id>.<HMAC-SHA256>`, signed with a key the server
 * makes once and keeps in `server_keys` (so every process and every restart checks the same signature).
 * A link works without logging in and only ever turns the account's mail off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import { serverKey } from '../lib/server-keys';

const KEY_NAME = 'unsubscribe-link';

const signingKey = (ctx: AppContext): Promise<Buffer> => serverKey(ctx.db, KEY_NAME);

const signature = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}`).digest();

/** The signed token of an account's unsubscribe link. */
export async function unsubscribeToken(ctx: AppContext, userId: number): Promise<string> {
  return `${userId}.${signature(await signingKey(ctx), userId).toString('base64url')}`;
}

/** The account's unsubscribe link. */
export async function unsubscribeLink(ctx: AppContext, userId: number): Promise<string> {
  return `${ctx.publicUrl}/users/unsubscribe?token=${await unsubscribeToken(ctx, userId)}`;
}

/** The account a token was signed for, or null when the signature is not ours. */
export async function verifyUnsubscribeToken(ctx: AppContext, token: string): Promise<number | null> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = signature(await signingKey(ctx), userId);
  const given = Buffer.from(match[2] ?? '', 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
