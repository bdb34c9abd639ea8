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

/**
 * The app's language named by an `Accept-Language` header (what the app sends for the chosen language):
 * the first of its tags, by `q` weight then order, whose base language is one of the app's (`es-MX` reads
 * `es`); English when none is, or when the header is absent.
 *
 * @example
 * languageOfAcceptLanguage('es'); // 'es'
 * languageOfAcceptLanguage('fr-FR, es;q=0.8, en;q=0.5'); // 'es'
 */
export function languageOfAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      const base = (tag.trim().split(/[-_]/)[0] ?? '').toLowerCase();
      return { base, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((tag) => tag.weight > 0 && isLanguage(tag.base))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = tags[0]?.base;
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/**
 * A text in `language`: its `translations` entry `{field}_{language}` (the catalogue's convention, as plans'
 * `title_es`) when there is a non-blank one, otherwise the English. English always gives the English.
 */
export function translatedText(
  translations: Readonly<Record<string, string>> | null | undefined,
  field: string,
  language: Language,
  english: string,
): string {
  if (language === DEFAULT_LANGUAGE) return english;
  const text = translations?.[`${field}_${language}`];
  return text && text.trim() !== '' ? text : english;
}
