/**
 * The app's languages (core-app.md sections 5 and 9): only English (en, the default and fallback) and
 * Spanish (es). The language comes from the 'lang' query first, then the stored preference, then English.
 */
import { AppErrorException } from '../errors/errors.logic';
import type { Language } from './language.schema';

/** The languages the app speaks, English first (the default and fallback). */
export const LANGUAGES: readonly Language[] = ['en', 'es'];

/** The language used when nothing else is chosen: English. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether a value is one of the app's languages, exactly `en` or `es`. */
export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

/**
 * The thrown error of {@link parseLanguage}: `error` is `{ kind: 'unsupported-language', value }`.
 */
export class UnsupportedLanguageError extends AppErrorException {
  /** The value that is not a language of the app. */
  readonly value: string;

  constructor(value: string) {
    super({ kind: 'unsupported-language', value });
    this.name = 'UnsupportedLanguageError';
    this.value = value;
  }
}

/**
 * Reads a language: only `en` and `es` are accepted, exactly as written (no 'EN', no 'es-MX').
 * @throws UnsupportedLanguageError for anything else.
 */
export function parseLanguage(value: unknown): Language {
  if (isLanguage(value)) return value;
  throw new UnsupportedLanguageError(typeof value === 'string' ? value : String(value));
}

/**
 * The language to use: the 'lang' query when it names a language of the app, else the stored preference
 * when it does, else English. Anything else (e.g. `lang=fr`) is skipped silently, not an error: a parent
 * following an odd link still gets the app in a language they chose before.
 */
export function preferredLanguage(sources: {
  readonly query?: string | null | undefined;
  readonly stored?: string | null | undefined;
}): Language {
  if (isLanguage(sources.query)) return sources.query;
  if (isLanguage(sources.stored)) return sources.stored;
  return DEFAULT_LANGUAGE;
}
