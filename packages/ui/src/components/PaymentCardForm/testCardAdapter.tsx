import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardAdapter, CardFieldsProps, CardTokenResult } from './CardAdapter';

/** Stripe's test card numbers and the test tokens they stand for. */
export const TEST_CARD_TOKENS: Readonly<Record<string, string>> = {
  '4242424242424242': 'tok_visa',
  '4000056655665556': 'tok_visa_debit',
  '5555555555554444': 'tok_mastercard',
  '378282246310005': 'tok_amex',
  '4000000000000002': 'tok_chargeDeclined',
  '4000000000009995': 'tok_chargeDeclinedInsufficientFunds',
  '4000000000000069': 'tok_chargeDeclinedExpiredCard',
  '4000000000000127': 'tok_chargeDeclinedIncorrectCvc',
  '4000000000000341': 'tok_chargeCustomerFail',
};

/** Whether a card number passes the Luhn check digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The Stripe test token for a card number: the known test cards, else by brand (4 Visa, 5 Mastercard, 3 Amex). */
export function testTokenFor(digits: string): string {
  const known = TEST_CARD_TOKENS[digits];
  if (known) return known;
  if (digits.startsWith('5')) return 'tok_mastercard';
  if (digits.startsWith('3')) return 'tok_amex';
  return 'tok_visa';
}

type Problem = 'numberIncomplete' | 'numberInvalid' | 'expiryIncomplete' | 'expiryPast' | 'cvcIncomplete';

/** The problem with a test card entry, checked number, then expiry, then CVC; null when complete. */
export function testCardProblem(number: string, expiry: string, cvc: string, today: Date): Problem | null {
  const digits = number.replace(/\D/g, '');
  const amex = /^3[47]/.test(digits);
  if (digits.length < (amex ? 15 : 16)) return 'numberIncomplete';
  if (!passesLuhn(digits)) return 'numberInvalid';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return 'expiryIncomplete';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'expiryIncomplete';
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (endOfMonth.getTime() <= today.getTime()) return 'expiryPast';
  if (cvc.replace(/\D/g, '').length < (amex ? 4 : 3)) return 'cvcIncomplete';
  return null;
}

function formatNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

function TestCardFields({ onChange, onBlur, onFocus, registerTokenizer, disabled }: CardFieldsProps) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const values = useRef({ number, expiry, cvc });
  values.current = { number, expiry, cvc };

  useEffect(() => {
    registerTokenizer(async (): Promise<CardTokenResult> => {
      const current = values.current;
      const problem = testCardProblem(current.number, current.expiry, current.cvc, new Date());
      if (problem) return { ok: false, message: t(`purchase.card.${problem}`) };
      return { ok: true, token: testTokenFor(current.number.replace(/\D/g, '')) };
    });
  }, [registerTokenizer, t]);

  useEffect(() => {
    const problem = testCardProblem(number, expiry, cvc, new Date());
    onChange({ complete: problem === null, error: problem ? t(`purchase.card.${problem}`) : null });
  }, [number, expiry, cvc, onChange, t]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus entering or leaving the card fields as a whole, as Stripe's single card element reports it
    <div
      className="at-card-fields"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocus();
      }}
    >
      <p className="at-card-fields__note">{t('purchase.card.testMode')}</p>
      <div className="at-field">
        <label htmlFor={ids.number} className="at-field__label">
          {t('purchase.card.number')}
        </label>
        <input
          id={ids.number}
          className="at-input"
          inputMode="numeric"
          autoComplete="cc-number"
          value={number}
          disabled={disabled}
          onChange={(event) => setNumber(formatNumber(event.target.value))}
        />
      </div>
      <div className="at-card-fields__row">
        <div className="at-field">
          <label htmlFor={ids.expiry} className="at-field__label">
            {t('purchase.card.expiry')}
          </label>
          <input
            id={ids.expiry}
            className="at-input"
            inputMode="numeric"
            autoComplete="cc-exp"
            value={expiry}
            disabled={disabled}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          />
        </div>
        <div className="at-field">
          <label htmlFor={ids.cvc} className="at-field__label">
            {t('purchase.card.cvc')}
          </label>
          <input
            id={ids.cvc}
            className="at-input"
            inputMode="numeric"
            autoComplete="cc-csc"
            value={cvc}
            disabled={disabled}
            onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The card adapter used when no Stripe key is configured: plain number, expiry and CVC fields that
 * produce Stripe test tokens (4242 4242 4242 4242 gives `tok_visa`, 4000 0000 0000 0002 gives
 * `tok_chargeDeclined`, which the server declines).
 */
export const testCardAdapter: CardAdapter = { kind: 'test', Fields: TestCardFields };
