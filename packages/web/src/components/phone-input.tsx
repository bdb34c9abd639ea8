import { useState } from 'react';
import { Field } from './field';

/** Only the characters a phone number can hold. */
export function phoneCharacters(value: string): string {
  return value.replace(/[^\d+()\-\s.]/g, '');
}

/** The international (E.164) form of a US or international number, or null when it is not a valid number. */
export function internationalNumber(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10 && /^[2-9]\d{2}[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/**
 * A phone field (default country US): accepts only phone characters and emits the international number
 * only when it is valid (null otherwise).
 */
export function PhoneInput({ label, onChange }: { readonly label: string; readonly onChange: (value: string | null) => void }) {
  const [value, setValue] = useState('');
  return (
    <Field
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      onChange={(event) => {
        const next = phoneCharacters(event.target.value);
        setValue(next);
        onChange(internationalNumber(next));
      }}
    />
  );
}
