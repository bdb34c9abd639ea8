/**
 * The family's language in the browser. The rule (the `lang` query, then the stored choice, then English;
 * only en and es) is core's `preferredLanguage`, the one the server's prerendered pages use too; this
 * module only says where the browser keeps the choice and reads the query from a location.
 */
import { type Language, preferredLanguage } from '@attune/core/rules';

/** The local storage key of the family's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'attune.language';

/** The language of a page at `search` (a location's query string) for the `stored` choice: core's rule. */
export function pageLanguage(search: string, stored: string | null): Language {
  return preferredLanguage({ query: new URLSearchParams(search).get('lang'), stored });
}
