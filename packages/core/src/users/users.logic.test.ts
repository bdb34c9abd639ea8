import { describe, expect, it } from 'vitest';
import { ChildInputSchema } from '../children/children.schema';
import { parseWith } from '../common/common.schema';
import { TEXT_LIMITS } from '../common/text-limits.logic';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_STRENGTH,
  passwordProblem,
  passwordProblems,
  passwordProblemText,
  passwordStrengthMeter,
  passwordStrengthProblem,
} from './users.logic';
import { SignUpInputSchema } from './users.schema';

describe('the password policy', () => {
  it('asks for at least 10 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblem('calm-river')).toBeNull();
    expect(passwordProblem('calm-rive')).toEqual({ kind: 'too-short', min: 10 });
  });

  it('accepts a long passphrase', () => {
    expect(passwordProblems('calm-river-morning-42', 'parent@example.test')).toEqual([]);
  });

  it('names each problem of a weak password, in order', () => {
    expect(passwordProblems('aaaa')).toEqual([
      { kind: 'too-short', min: 10 },
      { kind: 'too-few-different-characters', min: 5 },
    ]);
    expect(passwordProblems('x'.repeat(150) + 'abcdefghijklmnopqrstuvwxyz'.repeat(2))).toEqual([
      { kind: 'too-long', max: 200 },
    ]);
    expect(passwordProblems('password123')).toContainEqual({ kind: 'well-known' });
    expect(passwordProblems('Password!!12')).toContainEqual({ kind: 'well-known' });
    expect(passwordProblems('jordan-lee-2026', 'jordan-lee@example.test')).toContainEqual({
      kind: 'contains-email',
    });
    expect(passwordProblems('jo-calm-river-42', 'jo@example.test')).toEqual([]);
  });

  it('words each problem as the server answers it', () => {
    expect(passwordProblemText({ kind: 'too-short', min: 10 })).toBe('is too short (at least 10 characters)');
    expect(passwordProblemText({ kind: 'too-long', max: 200 })).toBe('is too long (at most 200 characters)');
    expect(passwordProblemText({ kind: 'too-few-different-characters', min: 5 })).toBe(
      'needs more different characters',
    );
    expect(passwordProblemText({ kind: 'well-known' })).toBe(
      'is a well-known password; please choose another',
    );
    expect(passwordProblemText({ kind: 'contains-email' })).toBe('must not contain your email address');
  });
});

describe('the sign-up schema applies the password policy', () => {
  const signUp = {
    name: 'Rosa',
    email: 'rosa.parent@example.com',
    password: 'calm-river-42',
    password_confirmation: 'calm-river-42',
  };

  it('rejects a 9-character password on the password field, with the problem as data', () => {
    const result = SignUpInputSchema.safeParse({
      ...signUp,
      password: 'short-pw1',
      password_confirmation: 'short-pw1',
    });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === 'password');
    expect(issue?.message).toBe('is too short (at least 10 characters)');
    expect(issue && 'params' in issue ? issue.params : null).toEqual({ kind: 'too-short', min: 10 });
  });

  it('rejects a password that contains the email', () => {
    const result = parseWith(SignUpInputSchema, {
      ...signUp,
      password: 'rosa.parent-2026',
      password_confirmation: 'rosa.parent-2026',
    });
    expect(result.ok ? [] : result.issues).toEqual([
      { field: 'password', message: 'must not contain your email address' },
    ]);
  });

  it('accepts a password of exactly 10 characters', () => {
    expect(
      SignUpInputSchema.safeParse({ ...signUp, password: 'calm-river', password_confirmation: 'calm-river' })
        .success,
    ).toBe(true);
  });
});

describe('the password strength rule', () => {
  it('refuses an estimated strength below 4 (of 0-4) and names the threshold', () => {
    expect(PASSWORD_MIN_STRENGTH).toBe(4);
    expect(passwordStrengthProblem(3)).toEqual({ kind: 'too-weak', score: 3, min: 4 });
    expect(passwordStrengthProblem(Number.NaN)).toEqual({ kind: 'too-weak', score: 0, min: 4 });
    expect(passwordStrengthProblem(4)).toBeNull();
    expect(passwordProblemText({ kind: 'too-weak', score: 1, min: 4 })).toMatch(/too easy to guess/);
    expect(passwordStrengthMeter(2.7)).toEqual({ level: 2, acceptable: false });
    expect(passwordStrengthMeter(9)).toEqual({ level: 4, acceptable: true });
  });
});

describe('text limits', () => {
  it('refuses a 990,000-character child name, naming the field', () => {
    const result = parseWith(ChildInputSchema, {
      name: 'x'.repeat(990_000),
      birthday: '2018-01-01',
      gender: 'female',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.field)).toEqual(['name']);
    expect(
      parseWith(ChildInputSchema, {
        name: 'x'.repeat(TEXT_LIMITS.name),
        birthday: '2018-01-01',
        gender: 'female',
      }).ok,
    ).toBe(true);
  });
});
