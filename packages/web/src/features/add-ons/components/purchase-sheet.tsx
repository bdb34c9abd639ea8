import type { Product } from '@attune/core/rules';
import { purchaseButtonLabel, trialChargeDate } from '@attune/core/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { formatCents, formatDay } from '../../../lib/format';
import { today } from '../../../lib/queries';
import { createPurchase } from '../api/add-ons';

export const PURCHASE_ERROR_MS = 3500;

/** The test card adapter: the well-known test numbers become the test provider's tokens. */
export function testCardToken(number: string): { token: string } | { error: 'numberIncomplete' | 'numberInvalid' } {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 16) return { error: 'numberIncomplete' };
  if (digits === '4242424242424242') return { token: 'tok_visa' };
  if (digits === '4000000000000002') return { token: 'tok_chargeDeclined' };
  return { error: 'numberInvalid' };
}

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'orderComplete' };

/**
 * The slide-in purchase screen: Start Trial (soft trial) when the product has a trial, otherwise the card
 * form and Pay Now. Errors show for 3.5 s; Continue on order-complete reloads the child's plans and closes.
 */
export function PurchaseSheet({
  open,
  onClose,
  product,
  childId,
  name,
  onComplete,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly product: Product;
  readonly childId: number;
  readonly name: string;
  readonly onComplete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [cardError, setCardError] = useState<string | null>(null);
  const label = purchaseButtonLabel(product, 'card');
  const trial = product.trial_length > 0;

  useEffect(() => {
    if (state.kind !== 'error') return;
    const id = window.setTimeout(() => setState({ kind: 'idle' }), PURCHASE_ERROR_MS);
    return () => window.clearTimeout(id);
  }, [state]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let payment: { soft_trial: true } | { stripe_token: string } = { soft_trial: true };
    if (!trial) {
      const result = testCardToken(card.number);
      if ('error' in result) {
        setCardError(t(`purchase.card.${result.error}`));
        return;
      }
      if (!/^\d{2}\s*\/\s*\d{2}$/.test(card.expiry)) {
        setCardError(t('purchase.card.expiryIncomplete'));
        return;
      }
      if (!/^\d{3,4}$/.test(card.cvc)) {
        setCardError(t('purchase.card.cvcIncomplete'));
        return;
      }
      payment = { stripe_token: result.token };
    }
    setCardError(null);
    setState({ kind: 'loading' });
    try {
      await createPurchase(product.id, childId, payment);
      setState({ kind: 'orderComplete' });
    } catch (error) {
      const errors = error instanceof ApiError ? error.errors : [];
      setState({
        kind: 'error',
        message: errors.length ? t('errors.purchaseWithErrors', { errors: errors.join(', ') }) : t('errors.purchaseGeneric'),
      });
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={state.kind === 'orderComplete' ? t('purchase.orderCompleteTitle') : t('purchase.title')} size="md">
      {state.kind === 'orderComplete' ? (
        <>
          <p role="status">{t('purchase.orderCompleteMessage', { name })}</p>
          <button
            type="button"
            className="at-button at-button--primary at-button--lg at-button--block"
            onClick={() => {
              onComplete();
              onClose();
            }}
          >
            {t('common.continue')}
          </button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>
            <strong>{name}</strong>
          </p>
          <p>
            {t('purchase.price')}: {formatCents(product.value, i18n.language)}
          </p>
          {trial ? (
            <p>{t('purchase.trialCharge', { count: product.trial_length, date: formatDay(trialChargeDate(today(), product.trial_length), i18n.language) })}</p>
          ) : (
            <fieldset className="web-card-form">
              <legend>{t('purchase.card.legend')}</legend>
              <p className="web-muted web-small">{t('purchase.card.testMode')}</p>
              <label className="web-field">
                <span>{t('purchase.card.number')}</span>
                <input inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={(e) => setCard({ ...card, number: e.target.value })} onFocus={() => setCardError(null)} />
              </label>
              <div className="web-row">
                <label className="web-field">
                  <span>{t('purchase.card.expiry')}</span>
                  <input inputMode="numeric" autoComplete="cc-exp" value={card.expiry} onChange={(e) => setCard({ ...card, expiry: e.target.value })} onFocus={() => setCardError(null)} />
                </label>
                <label className="web-field">
                  <span>{t('purchase.card.cvc')}</span>
                  <input inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.target.value })} onFocus={() => setCardError(null)} />
                </label>
              </div>
              {cardError ? (
                <p role="alert" className="web-field__error">
                  {cardError}
                </p>
              ) : null}
            </fieldset>
          )}
          {state.kind === 'error' ? (
            <p role="alert" className="web-form-error">
              {state.message}
            </p>
          ) : null}
          <button
            type="submit"
            className="at-button at-button--primary at-button--lg at-button--block"
            disabled={state.kind === 'loading'}
            aria-busy={state.kind === 'loading' || undefined}
          >
            {state.kind === 'loading' ? t('purchase.processing') : t(`purchase.${label}`)}
          </button>
        </form>
      )}
    </Modal>
  );
}
