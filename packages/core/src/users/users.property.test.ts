import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_STRENGTH,
  passwordProblem,
  passwordProblems,
  passwordStrengthProblem,
} from './users.logic';
import { NewPasswordSchema } from './users.schema';

describe('password policy laws', () => {
  it('a password shorter than 10 characters is always refused as too short, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), (password) => {
        expect(passwordProblem(password)).toEqual({ kind: 'too-short', min: PASSWORD_MIN_LENGTH });
      }),
    );
  });

  it('a password of 10 to 200 characters is never refused for its length', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
        (password) => {
          const kinds = passwordProblems(password).map((p) => p.kind);
          expect(kinds).not.toContain('too-short');
          expect(kinds).not.toContain('too-long');
        },
      ),
    );
  });

  it('the first problem is the one the policy names first, and none means the password is accepted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.emailAddress(), (password, email) => {
        const all = passwordProblems(password, email);
        expect(passwordProblem(password, email)).toEqual(all[0] ?? null);
      }),
    );
  });

  it('the schema accepts a password exactly when the policy finds no problem (email aside)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (password) => {
        expect(NewPasswordSchema.safeParse(password).success).toBe(passwordProblems(password).length === 0);
      }),
    );
  });
});

describe('password strength laws', () => {
  it('a strength is acceptable exactly when it is at least 4, and acceptance never falls as the score rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (score, more) => {
          const problem = passwordStrengthProblem(score);
          expect(problem === null).toBe(score >= PASSWORD_MIN_STRENGTH);
          if (problem === null) expect(passwordStrengthProblem(score + more)).toBeNull();
        },
      ),
    );
  });
});
