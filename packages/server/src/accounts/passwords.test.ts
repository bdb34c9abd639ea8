import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('a password always verifies against its own hash and never against another password', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        async (a, b) => {
          fc.pre(a.normalize('NFKC') !== b.normalize('NFKC'));
          const hash = await hashPassword(a);
          expect(await verifyPassword(a, hash)).toBe(true);
          expect(await verifyPassword(b, hash)).toBe(false);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('salts every hash: the same password hashes differently twice', async () => {
    expect(await hashPassword('same-password-twice')).not.toBe(await hashPassword('same-password-twice'));
  });

  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});
