/**
 * The password-strength estimate: zxcvbn-ts (a maintained TypeScript port of Dropbox's zxcvbn) with its
 * common and English dictionaries, keyboard graphs and Attune's own words (core's
 * `PASSWORD_CONTEXT_WORDS`), plus the account's email and name as user inputs. Core holds the threshold
 * (`passwordStrengthProblem`); the estimator runs only here, so core stays free of dependencies.
 *
 * The estimate is synchronous and takes about 10 to 100 ms, so it only ever sees at most
 * `PASSWORD_MAX_LENGTH` characters and the public call is rate limited per address.
 */
import { createRequire } from 'node:module';
import { PASSWORD_CONTEXT_WORDS, PASSWORD_MAX_LENGTH } from '@attune/core/rules';

// The packages ship CommonJS under `main` (no `exports` map): loaded the same way under Node and Vitest.
const require = createRequire(import.meta.url);
const zxcvbnCore = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
const languageCommon = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
const languageEn = require('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');

let estimator: InstanceType<typeof zxcvbnCore.ZxcvbnFactory> | null = null;

function factory() {
  estimator ??= new zxcvbnCore.ZxcvbnFactory({
    dictionary: {
      ...languageCommon.dictionary,
      ...languageEn.dictionary,
      attune: [...PASSWORD_CONTEXT_WORDS],
    },
    graphs: languageCommon.adjacencyGraphs,
    translations: languageEn.translations,
  });
  return estimator;
}

/** A strength estimate as `POST /password-strength` answers it. */
export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (at least 10^10 guesses). */
  readonly score: 0 | 1 | 2 | 3 | 4;
  /** log10 of the estimated number of guesses. */
  readonly guesses_log10: number;
  /** The estimator's warning (English), or '' when none. */
  readonly warning: string;
  /** The estimator's suggestions (English). */
  readonly suggestions: readonly string[];
}

/** The words of an account that a password must not lean on: the email's parts and the name's words. */
export function accountWords(email?: string | null, name?: string | null): string[] {
  const words = `${email ?? ''} ${name ?? ''}`
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
  return [...new Set(words)].slice(0, 20);
}

/** Estimates a password's strength, knowing the account's email and name when given. */
export function estimatePasswordStrength(
  password: string,
  account: { email?: string | null; name?: string | null } = {},
): PasswordStrength {
  const result = factory().check(
    password.slice(0, PASSWORD_MAX_LENGTH),
    accountWords(account.email, account.name),
  );
  return {
    score: result.score,
    guesses_log10: Math.round(result.guessesLog10 * 100) / 100,
    warning: result.feedback.warning ?? '',
    suggestions: result.feedback.suggestions,
  };
}
