import type { CreatePurchaseInput, InAppReceipt, Product, Purchase, PurchaseError } from '@attune/core';
import { billingPeriodOf } from '@attune/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePurchase } from '../../hooks/usePurchase';
import { useFormatDate, useFormatPrice } from '../../i18n/format';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { type CardAdapter, PaymentCardForm } from '../PaymentCardForm';

/** Props of {@link PurchaseScreen}. */
export interface PurchaseScreenProps {
  readonly open: boolean;
  /** Closes the screen (also called after Continue once plans and courses reloaded). */
  readonly onClose: () => void;
  /** The add-on's display name. */
  readonly name: string;
  readonly product: Product;
  /** The child the add-on is for, or null for the parent. */
  readonly childId: number | null;
  /** The family's calendar day, `YYYY-MM-DD` (for the trial's charge date). */
  readonly today: string;
  /**
   * How the price is charged, the solution's pricing key: 'monthly' and 'yearly' show the price per
   * period ('$14.99 / month'); any other key, or none, shows the price alone.
   */
  readonly pricingKey?: string | null | undefined;
  /** Card payment in the browser, or in-app purchase inside the native wrapper. */
  readonly method: 'card' | 'in-app';
  /** The card adapter (the test card adapter when no Stripe key is configured). */
  readonly cardAdapter?: CardAdapter;
  /** Asks the native wrapper to buy the in-app product; resolves with the store receipt. */
  readonly requestInAppPurchase?: (product: Product) => Promise<InAppReceipt>;
  readonly createPurchase: (input: CreatePurchaseInput) => Promise<Purchase>;
  readonly reloadPlans: (childId: number | null) => Promise<unknown>;
  readonly reloadCourses: (childId: number | null) => Promise<unknown>;
}

/** The words of a purchase error, from the error catalogue. */
export function purchaseErrorText(error: PurchaseError, t: TFunction): string {
  switch (error.kind) {
    case 'server-errors':
      return t('errors.purchaseWithErrors', { errors: error.errors.join(', ') });
    case 'no-in-app-purchase':
      return t('errors.noInAppPurchase');
    case 'payment-source-not-recognized':
      return t('errors.paymentSource');
    case 'provider':
      return error.message;
    case 'generic':
      return t('errors.purchaseGeneric');
  }
}

/** The price with its period: '$14.99 / month', '$119.99 / year', or the price alone for a one-off. */
export function priceText(
  props: Pick<PurchaseScreenProps, 'pricingKey'>,
  price: string,
  t: TFunction,
): string {
  const period = billingPeriodOf(props.pricingKey);
  return period ? t(`purchase.pricePer.${period}`, { price }) : price;
}

function PurchaseBody(props: PurchaseScreenProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const formatDate = useFormatDate();
  const purchase = usePurchase(props);

  if (purchase.complete) {
    return (
      <div className="at-purchase__complete" role="status">
        <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="var(--at-color-success-soft)" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="var(--at-color-success)"
            strokeWidth="3.5"
            strokeLinecap="round"
          />
        </svg>
        <h3>{t('purchase.orderCompleteTitle')}</h3>
        <p>{t('purchase.orderCompleteMessage', { name: props.name })}</p>
        <Button block size="lg" busy={purchase.continueBusy} onClick={purchase.continue}>
          {t('common.continue')}
        </Button>
      </div>
    );
  }

  return (
    <div className="at-purchase" aria-busy={purchase.busy}>
      <dl className="at-purchase__summary">
        <div>
          <dt>{t('purchase.price')}</dt>
          <dd className="at-purchase__price">{priceText(props, formatPrice(props.product.value), t)}</dd>
        </div>
      </dl>
      {purchase.trial ? (
        <p className="at-purchase__trial">
          {t('purchase.trialCharge', {
            count: purchase.trial.days,
            date: formatDate(purchase.trial.chargeDate, 'long'),
          })}
        </p>
      ) : (
        <p className="at-purchase__trial">{t('purchase.chargedToday')}</p>
      )}
      <p className="at-field__error at-purchase__error" role="alert">
        {purchase.error ? purchaseErrorText(purchase.error, t) : ''}
      </p>
      {props.method === 'card' ? (
        <PaymentCardForm
          submitLabel={t(`purchase.${purchase.buttonLabel}`)}
          busy={purchase.busy}
          {...(props.cardAdapter ? { adapter: props.cardAdapter } : {})}
          onToken={purchase.payWithCard}
        />
      ) : (
        <Button
          block
          size="lg"
          busy={purchase.busy}
          onClick={() => purchase.payInApp(props.requestInAppPurchase, t('errors.cardGeneric'))}
        >
          {t(`purchase.${purchase.buttonLabel}`)}
        </Button>
      )}
      {purchase.busy ? <p className="at-visually-hidden">{t('purchase.processing')}</p> : null}
    </div>
  );
}

/**
 * The slide-in purchase screen over an add-on: price, the trial's charge date (today plus the trial
 * length), and pay by card or in-app. The button says 'Start Trial' when the product has a trial,
 * otherwise 'Pay Now' (card) or 'Purchase' (in-app). A failure shows for 3.5 seconds; a completed order
 * offers Continue, which reloads the child's plans and courses, then closes.
 */
export function PurchaseScreen(props: PurchaseScreenProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={t('purchase.titleFor', { name: props.name })}
      placement="sheet"
      size="md"
      className="at-purchase-screen"
    >
      <PurchaseBody {...props} />
    </Dialog>
  );
}
