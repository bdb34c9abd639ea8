/**
 * The rules of a shipping address for the Food Sensitivity kit: a country is its ISO 3166-1 two-letter
 * code (`US`), and a postal code is judged by its country (a US ZIP code is five digits, or ZIP+4;
 * elsewhere two to ten letters, digits, spaces or hyphens, starting with a letter or digit).
 */

/** Why a postal code is refused: `required` (empty) or `format` (not a postal code of its country). */
export type PostalCodeProblem = 'required' | 'format';

const US_ZIP = /^\d{5}(-\d{4})?$/;
const ANY_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Whether `country` (as typed, any case, spaces around) is a two-letter country code. */
export function isCountryCode(country: string): boolean {
  return COUNTRY_CODE.test(country.trim().toUpperCase());
}

/**
 * What is wrong with `postalCode` for `country` (both as typed; spaces around are ignored), or null when it
 * is a postal code of that country: a US ZIP code is `12345` or `12345-6789`; any other country's is two to
 * ten letters, digits, spaces or hyphens starting with a letter or digit.
 */
export function postalCodeProblem(country: string, postalCode: string): PostalCodeProblem | null {
  const code = postalCode.trim();
  if (code === '') return 'required';
  const pattern = country.trim().toUpperCase() === 'US' ? US_ZIP : ANY_POSTAL_CODE;
  return pattern.test(code) ? null : 'format';
}
