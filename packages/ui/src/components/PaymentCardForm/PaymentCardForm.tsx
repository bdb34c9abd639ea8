import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPointerRelease } from '../../hooks/useAfterPointerRelease';
import { Button } from '../Button';
import type { CardAdapter, CardEntryState, CardTokenResult } from './CardAdapter';
import { testCardAdapter } from './testCardAdapter';

/** Props of {@link PaymentCardForm}. */
export interface PaymentCardFormProps {
  /** The pay button's text ('Start Trial' or 'Pay Now'). */
  readonly submitLabel: string;
  /** Called with the payment token once the card is tokenized. */
  readonly onToken: (token: string) => void;
  /** The card adapter; the test card adapter by default (no Stripe key configured). */
  readonly adapter?: CardAdapter;
  /** Shows the pay button busy and disables the fields (the order is being placed). */
  readonly busy?: boolean;
}

/**
 * Card entry with a pay button: Pay is disabled until the card entry is complete; a card problem shows
 * when a field is left and clears when a field gets focus; a failed tokenization shows the provider's
 * message, else 'An error occurred. Please try again.'
 */
export function PaymentCardForm({
  submitLabel,
  onToken,
  adapter = testCardAdapter,
  busy = false,
}: PaymentCardFormProps) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState<CardEntryState>({ complete: false, error: null });
  const [showError, setShowError] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const tokenizer = useRef<(() => Promise<CardTokenResult>) | null>(null);
  const Fields = adapter.Fields;

  const onChange = useCallback((state: CardEntryState) => setEntry(state), []);
  const afterRelease = useAfterPointerRelease();
  // Not while a click is under way: the message would push what is below the card (the page's next
  // control) out from under the pointer and the click would be lost.
  const onBlur = useCallback(() => afterRelease(() => setShowError(true)), [afterRelease]);
  const onFocus = useCallback(() => {
    setShowError(false);
    setTokenError(null);
  }, []);
  const registerTokenizer = useCallback((tokenize: () => Promise<CardTokenResult>) => {
    tokenizer.current = tokenize;
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry.complete || busy || tokenizing || !tokenizer.current) return;
    setTokenizing(true);
    try {
      const result = await tokenizer.current();
      if (result.ok) onToken(result.token);
      else setTokenError(result.message ?? t('errors.cardGeneric'));
    } catch {
      setTokenError(t('errors.cardGeneric'));
    } finally {
      setTokenizing(false);
    }
  };

  const error = tokenError ?? (showError ? entry.error : null);
  return (
    <form className="at-payment-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="at-fieldset" disabled={busy}>
        <legend>{t('purchase.card.legend')}</legend>
        <Fields
          onChange={onChange}
          onBlur={onBlur}
          onFocus={onFocus}
          registerTokenizer={registerTokenizer}
          disabled={busy}
        />
      </fieldset>
      <p className="at-field__error at-payment-form__error" role="alert">
        {error ?? ''}
      </p>
      <Button type="submit" block size="lg" disabled={!entry.complete} busy={busy || tokenizing}>
        {submitLabel}
      </Button>
    </form>
  );
}
