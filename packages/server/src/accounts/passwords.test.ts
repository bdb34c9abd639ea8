import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword, MIN_PASSWORD_LENGTH, passwordProblems, verifyPassword } from './passwords';

describe('password strength', () => {
  it('accepts a long passphrase', () => {
    expect(passwordProblems('calm-river-morning-42', 'parent@example.test')).toEqual([]);
  });

  it('names each problem of a weak password', () => {
    expect(passwordProblems('aaaa')).toEqual([
      `is too short (at least ${MIN_PASSWORD_LENGTH} characters)`,
      'needs more different characters',
    ]);
    expect(passwordProblems('password123')).toContain('is a well-known password; please choose another');
    expect(passwordProblems('jordan-lee-2026', 'jordan-lee@example.test')).toContain(
      'must not contain your email address',
    );
  });

  it('a password shorter than the minimum always has a problem, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: MIN_PASSWORD_LENGTH - 1 }), (password) => {
        expect(passwordProblems(password).length).toBeGreaterThan(0);
      }),
    );
  });
});

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
