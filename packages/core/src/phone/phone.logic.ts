/**
 * The phone field (core-app.md sections 5 and 9; add-ons spec section 5 "Phone: no landlines").
 *
 * Conventions:
 * - The field accepts only the characters of a phone number as people type it: digits, spaces, dashes,
 *   dots, brackets and one leading plus. Anything else is dropped as it is typed ({@link filterPhoneInput}).
 * - The field emits a number only when it is valid, always in international E.164 form (`+12133734253`).
 * - Numbers without a leading plus are read in the chosen country (default US).
 * - Landlines: where a form asks for no landlines, a number the metadata knows to be a fixed line is
 *   refused. For the US and Canada the metadata cannot tell a landline from a mobile number (every number
 *   is FIXED_LINE_OR_MOBILE, even with the full metadata), so such numbers are accepted; refusing US
 *   landlines needs a carrier (line-type) lookup on the server. Numbers that cannot receive texts at all
 *   (toll-free, premium rate, shared cost, pager, UAN, voicemail) are refused as `not-mobile`.
 */
import type { CountryCode, NumberType } from 'libphonenumber-js';
import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/max';

/** The countries listed first in the phone field's country picker, in this order. */
export const PREFERRED_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'AU',
  'BR',
  'SG',
  'ZA',
  'PH',
  'NZ',
  'TR',
  'MX',
  'JP',
] as const;

/** The phone field's country when the parent has not chosen one. */
export const DEFAULT_PHONE_COUNTRY = 'US' as const;

/** A country of the phone field's picker (ISO 3166-1 alpha-2, e.g. 'US'). */
export type PhoneCountry = CountryCode;

/** What kind of line a valid number is, as far as the metadata can tell. */
export type PhoneLineType =
  | 'mobile'
  | 'fixed-line'
  | 'fixed-line-or-mobile'
  | 'voip'
  | 'personal'
  | 'not-mobile'
  | 'unknown';

/** A valid phone number: its E.164 international form, its country and its line type. */
export interface ValidPhone {
  readonly number: string;
  readonly country: PhoneCountry | null;
  readonly lineType: PhoneLineType;
}

/**
 * Why a phone number is refused: `required` (nothing typed), `invalid-country` (the chosen country is not
 * known), `too-short`, `too-long`, `invalid` (not a number of that country), `landline` (a fixed line where
 * landlines are not allowed), `not-mobile` (toll-free and similar numbers where landlines are not allowed).
 */
export type PhoneIssueCode =
  | 'required'
  | 'invalid-country'
  | 'too-short'
  | 'too-long'
  | 'invalid'
  | 'landline'
  | 'not-mobile';

/** The outcome of checking a phone number. */
export type PhoneValidation =
  | { readonly ok: true; readonly value: ValidPhone }
  | { readonly ok: false; readonly code: PhoneIssueCode };

const ACCEPTED = /[0-9\s\-().]/;

/**
 * Keeps only the characters a phone number may contain as it is typed: digits, spaces, `-`, `.`, `(`, `)`,
 * and a `+` only as the first non-space character.
 */
export function filterPhoneInput(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '+') {
      if (out.trim() === '' && !out.includes('+')) out += char;
    } else if (ACCEPTED.test(char)) {
      out += char;
    }
  }
  return out;
}

function lineTypeOf(type: NumberType): PhoneLineType {
  switch (type) {
    case 'MOBILE':
      return 'mobile';
    case 'FIXED_LINE':
      return 'fixed-line';
    case 'FIXED_LINE_OR_MOBILE':
      return 'fixed-line-or-mobile';
    case 'VOIP':
      return 'voip';
    case 'PERSONAL_NUMBER':
      return 'personal';
    case undefined:
      return 'unknown';
    default:
      return 'not-mobile';
  }
}

/**
 * Checks a phone number typed in the phone field. A number is valid when it contains only accepted
 * characters and is a valid number (international with `+`, or national in the chosen country). With
 * `allowLandline: false`, known fixed lines are refused (`landline`), as are numbers that cannot receive
 * texts (`not-mobile`); US and Canadian numbers cannot be told apart and are accepted (see the module
 * conventions). Only a valid number carries the E.164 international form.
 */
export function validatePhone(
  input: string,
  options: { readonly country?: string; readonly allowLandline?: boolean } = {},
): PhoneValidation {
  const country = options.country ?? DEFAULT_PHONE_COUNTRY;
  const allowLandline = options.allowLandline ?? true;
  const text = input.trim();
  if (text === '') return { ok: false, code: 'required' };
  if (!isSupportedCountry(country)) return { ok: false, code: 'invalid-country' };
  if (filterPhoneInput(text) !== text) return { ok: false, code: 'invalid' };

  const length = validatePhoneNumberLength(text, country);
  if (length === 'TOO_SHORT') return { ok: false, code: 'too-short' };
  if (length === 'TOO_LONG') return { ok: false, code: 'too-long' };

  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed?.isValid()) return { ok: false, code: 'invalid' };

  const lineType = lineTypeOf(parsed.getType());
  if (!allowLandline && lineType === 'fixed-line') return { ok: false, code: 'landline' };
  if (!allowLandline && lineType === 'not-mobile') return { ok: false, code: 'not-mobile' };
  return { ok: true, value: { number: parsed.number, country: parsed.country ?? null, lineType } };
}

/**
 * What the phone field emits for what is typed: the E.164 international number when it is valid,
 * otherwise null (the form's value stays empty until the number is valid).
 */
export function phoneFieldValue(
  input: string,
  options: { readonly country?: string; readonly allowLandline?: boolean } = {},
): string | null {
  const result = validatePhone(input, options);
  return result.ok ? result.value.number : null;
}

/**
 * The countries of the phone field's picker: the preferred countries first, in their order, then the
 * others given (e.g. every supported country) without repeating a preferred one.
 */
export function orderPhoneCountries(countries: readonly string[]): string[] {
  const preferred = new Set<string>(PREFERRED_COUNTRIES);
  return [...PREFERRED_COUNTRIES, ...countries.filter((c) => !preferred.has(c))];
}
