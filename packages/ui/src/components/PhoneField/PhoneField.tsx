import {
  DEFAULT_PHONE_COUNTRY,
  filterPhoneInput,
  orderPhoneCountries,
  type PhoneIssueCode,
  PREFERRED_COUNTRIES,
  TEXT_LIMITS,
  validatePhone,
} from '@attune/core';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPointerRelease } from '../../hooks/useAfterPointerRelease';
import { intlLocale } from '../../i18n/i18n';
import { FieldFrame } from '../FieldFrame/FieldFrame';

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  /**
   * Called on every change with the international (E.164) number when what is typed is a valid number,
   * otherwise with null.
   */
  readonly onValueChange: (number: string | null) => void;
  /** Visible label; 'Phone number' by default. */
  readonly label?: ReactNode;
  /** The text typed at first. */
  readonly defaultValue?: string;
  /** The country picked at first; US by default. */
  readonly defaultCountry?: string;
  /** Refuses landlines ('Please enter a mobile number…') where the form needs texts. */
  readonly refuseLandlines?: boolean;
  readonly required?: boolean;
  /** An error from the form (e.g. the server's), shown in place of the field's own. */
  readonly error?: ReactNode;
  readonly name?: string;
}

function issueKey(code: PhoneIssueCode): string {
  if (code === 'landline' || code === 'not-mobile') return 'forms.phone.landline';
  return 'forms.phone.invalid';
}

/**
 * A phone number with its country: accepts only the characters a number can hold, offers the preferred
 * countries first (US, CA, GB, AU, BR, SG, ZA, PH, NZ, TR, MX, JP; US by default), emits the
 * international number only when it is valid, and, where the form asks, refuses landlines. A problem is
 * shown when the field is left (after the click that left it, so the click is not lost), and cleared as
 * soon as the parent types again.
 */
export function PhoneField({
  onValueChange,
  label,
  defaultValue = '',
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  refuseLandlines = false,
  required = false,
  error,
  name,
}: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(() => filterPhoneInput(defaultValue));
  const [country, setCountry] = useState(defaultCountry);
  const [issue, setIssue] = useState<PhoneIssueCode | null>(null);
  const id = useId();
  const countryId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const afterRelease = useAfterPointerRelease();

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(i18n.language)], { type: 'region' });
    const preferred = new Set<string>(PREFERRED_COUNTRIES);
    const others = getCountries()
      .filter((code) => !preferred.has(code))
      .sort((a, b) => (names.of(a) ?? a).localeCompare(names.of(b) ?? b));
    return orderPhoneCountries(others).map((code) => ({
      code,
      label: `${names.of(code) ?? code} (+${getCountryCallingCode(code as Parameters<typeof getCountryCallingCode>[0])})`,
    }));
  }, [i18n.language]);

  const emit = (nextText: string, nextCountry: string) => {
    const result = validatePhone(nextText, { country: nextCountry, allowLandline: !refuseLandlines });
    onValueChange(result.ok ? result.value.number : null);
  };

  const shown = error ?? (issue ? t(issueKey(issue)) : null);
  return (
    <FieldFrame
      frameClass="at-field at-phone"
      label={label ?? t('forms.phone.label')}
      controlId={id}
      required={required}
      error={shown}
      errorId={errorId}
    >
      <div className="at-phone__row">
        <label htmlFor={countryId} className="at-visually-hidden">
          {t('forms.phone.country')}
        </label>
        <select
          id={countryId}
          className="at-input at-select at-phone__country"
          // Country names come from Intl.DisplayNames in the family's language, not from the locale files.
          data-locale-exempt=""
          value={country}
          onChange={(event) => {
            if (event.target.value === '') return;
            setCountry(event.target.value);
            setIssue(null);
            emit(text, event.target.value);
          }}
        >
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="at-input at-phone__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={TEXT_LIMITS.phone}
          value={text}
          required={required}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onFocus={() => setIssue(null)}
          onChange={(event) => {
            const next = filterPhoneInput(event.target.value);
            setText(next);
            setIssue(null);
            emit(next, country);
          }}
          onBlur={() => {
            if (text.trim() === '') return;
            const result = validatePhone(text, { country, allowLandline: !refuseLandlines });
            // Not while a click is under way: the message would push the next control (the form's
            // Continue button) out from under the pointer and the click would be lost.
            afterRelease(() => {
              if (document.activeElement !== inputRef.current) setIssue(result.ok ? null : result.code);
            });
          }}
        />
      </div>
    </FieldFrame>
  );
}
