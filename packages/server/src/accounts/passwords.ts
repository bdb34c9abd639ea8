/**
 * Password hashing (scrypt from node:crypto, a random salt per password, timing-safe comparison) and
 * the strength rules a new password must meet.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1 } as const;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolvePromise(key)),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Whether `password` matches a hash made by {@link hashPassword}; constant-time on the key. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of no real password, checked when the email is unknown so both answers take as long. */
export const decoyHash = await hashPassword(randomBytes(18).toString('base64url'));

const COMMON = new Set([
  'password',
  'password1',
  'password123',
  'passw0rd',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'iloveyou',
  'letmein',
  'welcome',
  'abc12345',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'dragon',
  'monkey',
  'attune',
]);

/** The shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 10;
/** The longest password accepted (scrypt of huge inputs would be a cheap way to load the server). */
export const MAX_PASSWORD_LENGTH = 200;

/**
 * Why a new password is too weak, or an empty list when it is strong enough: at least 10 characters,
 * at most 200, at least 5 different characters, not a well-known password, not the email.
 */
export function passwordProblems(password: string, email = ''): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) {
    problems.push(`is too short (at least ${MIN_PASSWORD_LENGTH} characters)`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    problems.push(`is too long (at most ${MAX_PASSWORD_LENGTH} characters)`);
  }
  const lower = password.toLowerCase();
  if (new Set(lower).size < 5) problems.push('needs more different characters');
  const stripped = lower.replace(/[^a-z]/g, '');
  if (
    COMMON.has(lower) ||
    (stripped.length >= 6 && COMMON.has(stripped) && stripped.length >= lower.length - 4)
  ) {
    problems.push('is a well-known password; please choose another');
  }
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 4 && lower.includes(local)) problems.push('must not contain your email address');
  return problems;
}
