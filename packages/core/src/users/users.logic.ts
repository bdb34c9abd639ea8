/**
 * The password policy of a new account: the one rule the sign-up page, the account schema and the server
 * all apply.
 *
 * Conventions: rules return data (`{ kind: 'too-short', min: 10 }`); the app picks the words from its
 * locale files by `kind`, and the server's 422 answers use {@link passwordProblemText}.
 */

/** The shortest password accepted: 10 characters. */
export const PASSWORD_MIN_LENGTH = 10;
/** The longest password accepted: 200 characters (hashing huge inputs would be a cheap way to load the server). */
export const PASSWORD_MAX_LENGTH = 200;
/** The fewest different characters a password must have: 5 ('aaaaaaaaaa' is not a password). */
export const PASSWORD_MIN_DIFFERENT_CHARACTERS = 5;

/** Passwords too well known to protect an account. */
export const WELL_KNOWN_PASSWORDS: ReadonlySet<string> = new Set([
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

/** Why a new password is not accepted. */
export type PasswordProblem =
  | { readonly kind: 'too-short'; readonly min: number }
  | { readonly kind: 'too-long'; readonly max: number }
  | { readonly kind: 'too-few-different-characters'; readonly min: number }
  | { readonly kind: 'well-known' }
  | { readonly kind: 'contains-email' }
  | { readonly kind: 'too-weak'; readonly score: number; readonly min: number };

/**
 * Every reason a new password is not accepted, in this order, or an empty list when it is:
 * - `too-short`: fewer than 10 characters; `too-long`: more than 200;
 * - `too-few-different-characters`: fewer than 5 different characters (ignoring case);
 * - `well-known`: one of the well-known passwords, or one with a few digits or symbols added;
 * - `contains-email`: it contains the part of `email` before the @ (when that part has 4 or more characters).
 */
export function passwordProblems(password: string, email = ''): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push({ kind: 'too-short', min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) problems.push({ kind: 'too-long', max: PASSWORD_MAX_LENGTH });
  const lower = password.toLowerCase();
  if (new Set(lower).size < PASSWORD_MIN_DIFFERENT_CHARACTERS) {
    problems.push({ kind: 'too-few-different-characters', min: PASSWORD_MIN_DIFFERENT_CHARACTERS });
  }
  const letters = lower.replace(/[^a-z]/g, '');
  if (
    WELL_KNOWN_PASSWORDS.has(lower) ||
    (letters.length >= 6 && WELL_KNOWN_PASSWORDS.has(letters) && letters.length >= lower.length - 4)
  ) {
    problems.push({ kind: 'well-known' });
  }
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  if (local.length >= 4 && lower.includes(local)) problems.push({ kind: 'contains-email' });
  return problems;
}

/** The first reason a new password is not accepted ({@link passwordProblems}), or null when it is accepted. */
export function passwordProblem(password: string, email = ''): PasswordProblem | null {
  return passwordProblems(password, email)[0] ?? null;
}

/**
 * The wording of a password problem in the server's 422 answer on `user.password` (the API's English, after
 * the field name: 'is too short (at least 10 characters)'). The app shows its own locale text instead.
 */
export function passwordProblemText(problem: PasswordProblem): string {
  switch (problem.kind) {
    case 'too-short':
      return `is too short (at least ${problem.min} characters)`;
    case 'too-long':
      return `is too long (at most ${problem.max} characters)`;
    case 'too-few-different-characters':
      return 'needs more different characters';
    case 'well-known':
      return 'is a well-known password; please choose another';
    case 'contains-email':
      return 'must not contain your email address';
    case 'too-weak':
      return 'is too easy to guess; please choose a longer or less predictable password';
  }
}

/**
 * The weakest estimated strength a new password may have, on the estimator's 0-4 scale (zxcvbn's: 4 means
 * an attacker needs at least 10^10 guesses). `qwerty123456` (1), `Summer2024!` (2) and `attune2026!!` (3)
 * are refused; `attune-demo-2026` and `calm-river-morning-42` (4) are accepted.
 */
export const PASSWORD_MIN_STRENGTH = 4;

/** The words a password must not lean on, besides the email: the product's name (passed to the estimator). */
export const PASSWORD_CONTEXT_WORDS: readonly string[] = ['attune'];

/**
 * Whether an estimated strength (the server's estimator score, 0 to 4) is too weak for a new password:
 * `{ kind: 'too-weak', score, min: 4 }` below {@link PASSWORD_MIN_STRENGTH}, else null. A score that is not
 * a number counts as 0 (never accept what could not be estimated).
 */
export function passwordStrengthProblem(score: number): PasswordProblem | null {
  const known = Number.isFinite(score) ? score : 0;
  return known < PASSWORD_MIN_STRENGTH
    ? { kind: 'too-weak', score: known, min: PASSWORD_MIN_STRENGTH }
    : null;
}

/**
 * The meter of the sign-up form for a strength score: its level (0-4, clamped and rounded down) and the
 * locale key of its words (`auth.passwordStrength.<level>`); `acceptable` mirrors {@link passwordStrengthProblem}.
 */
export function passwordStrengthMeter(score: number): { level: 0 | 1 | 2 | 3 | 4; acceptable: boolean } {
  const level = Math.min(4, Math.max(0, Math.floor(Number.isFinite(score) ? score : 0))) as 0 | 1 | 2 | 3 | 4;
  return { level, acceptable: passwordStrengthProblem(level) === null };
}
