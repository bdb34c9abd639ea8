import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openSecret, sealSecret } from './secret-box';

// With a secret key the database is never asked.
const db = {} as Db;

describe('secret box', () => {
  it('seals without showing the secret and opens it again; each seal differs', async () => {
    const ctx = { db, secretKey: 'k1' };
    const first = await sealSecret(ctx, 'fitbit-token-abc');
    const second = await sealSecret(ctx, 'fitbit-token-abc');
    expect(first).toMatch(/^v1\./);
    expect(first).not.toContain('fitbit-token-abc');
    expect(first).not.toBe(second);
    expect(await openSecret(ctx, first)).toBe('fitbit-token-abc');
  });

  it('refuses a value sealed under another key or tampered with', async () => {
    const sealed = await sealSecret({ db, secretKey: 'k1' }, 'secret');
    await expect(openSecret({ db, secretKey: 'k2' }, sealed)).rejects.toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    await expect(openSecret({ db, secretKey: 'k1' }, tampered)).rejects.toThrow();
  });

  it('reads a value stored before sealing as it is', async () => {
    expect(await openSecret({ db, secretKey: 'k1' }, 'plain-old-token')).toBe('plain-old-token');
  });
});
