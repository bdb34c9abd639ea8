/**
 * Keys the server makes once and keeps in `server_keys` (so every process and every restart uses the same
 * one): 32 random bytes per name, made on first use and cached per database.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverKeys } from '../db/schema';

const cached = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function loadKey(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverKeys)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (!row) throw new Error(`the server key ${name} could not be made`);
  return Buffer.from(row.value, 'base64url');
}

/** The 32-byte server key called `name` (made and stored on first use). */
export function serverKey(db: Db, name: string): Promise<Buffer> {
  let keys = cached.get(db);
  if (!keys) {
    keys = new Map();
    cached.set(db, keys);
  }
  let key = keys.get(name);
  if (!key) {
    key = loadKey(db, name);
    const map = keys;
    key.catch(() => map.delete(name));
    keys.set(name, key);
  }
  return key;
}
