import {
  type BillingSummary,
  billingPeriodOf,
  canCancelAtPeriodEnd,
  canResumePurchase,
  type Purchase,
  subscriptionRenewal,
} from '@attune/core/rules';
import { Button, Card, formatDate, PaymentCardForm, useFormatPrice } from '@attune/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { call } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';
import { cardAdapter } from '../../../lib/card-adapter';
import { today as todayOf } from '../../../lib/family-day';
import type { SettingsResult } from './settings-actions';

/**
 * What the family pays for, truthfully: each purchase's catalogue title and price, its status (core's
 * `subscriptionRenewal`: trial until, renews on, past due since, ends on, ended), cancel at period end and
 * resume; the card on file with "Update your card" (which retries a past-due renewal at once); receipts.
 */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const { purchases } = useAppData();
  const id = useId();
  const shown = purchases.filter((p) => p.state === 'paid' || p.state === 'refunded');
  const [billing, setBilling] = useState<BillingSummary | null>(null);
  // Reload the card and receipts whenever the purchases change (a charge, a new card, a refund).
  const version = purchases.map((p) => `${p.id}:${p.state}:${p.ends_on}:${p.past_due_since}`).join();
  useEffect(() => {
    let live = true;
    void version;
    void call((api) => api.getBilling())
      .then((summary) => {
        if (live) setBilling(summary);
      })
      .catch(() => {
        if (live) setBilling({ card: null, receipts: [] });
      });
    return () => {
      live = false;
    };
  }, [version]);
  const pastDue = shown.some((p) => subscriptionRenewal(p, todayOf()).kind === 'past-due');
  return (
    <>
      <Card render={<section aria-labelledby={`${id}-title`} />}>
        <h2 id={`${id}-title`}>{t('settings.subscriptions.title')}</h2>
        <p>{t('settings.subscriptions.intro')}</p>
        {shown.length === 0 ? <p>{t('settings.subscriptions.empty')}</p> : null}
        <ul className="web-list web-stack">
          {shown.map((purchase) => (
            <PurchaseRow key={purchase.id} purchase={purchase} />
          ))}
        </ul>
      </Card>
      {billing ? <CardSection card={billing.card} pastDue={pastDue} /> : null}
      {billing ? <Receipts receipts={billing.receipts} /> : null}
    </>
  );
}

function PurchaseRow({ purchase }: { readonly purchase: Purchase }) {
  const { t, i18n } = useTranslation();
  const formatPrice = useFormatPrice();
  const { children } = useAppData();
  const fetcher = useFetcher<SettingsResult>();
  const [confirming, setConfirming] = useState(false);
  const today = todayOf();
  const day = (value: string) => formatDate(value, i18n.language);
  const renewal = subscriptionRenewal(purchase, today);
  const child = children.find((c) => c.id === purchase.child_id);
  const result =
    fetcher.state === 'idle' && (fetcher.data?.intent === 'cancel' || fetcher.data?.intent === 'resume')
      ? fetcher.data
      : undefined;
  const title = purchase.product.title ?? purchase.product.name;
  const period = billingPeriodOf(purchase.product.period);
  const value = purchase.product.value;
  const price =
    value === undefined
      ? null
      : period
        ? t(`purchase.pricePer.${period}`, { price: formatPrice(value) })
        : t('settings.subscriptions.priceOnce', { price: formatPrice(value) });
  const line = (() => {
    switch (renewal.kind) {
      case 'trial':
        return renewal.renews
          ? t('settings.subscriptions.trial', { date: day(renewal.until) })
          : t('settings.subscriptions.trialThenEnds', { date: day(renewal.until) });
      case 'renews':
        return t('settings.subscriptions.renews', { date: day(renewal.on) });
      case 'renewing':
        return t('settings.subscriptions.renewing');
      case 'past-due':
        return t('settings.subscriptions.pastDue', {
          since: day(renewal.since),
          date: day(renewal.accessUntil),
        });
      case 'ends':
        return t('settings.subscriptions.ends', { date: day(renewal.on) });
      case 'one-time':
        return t('settings.subscriptions.oneTime');
      case 'ended':
        return renewal.on
          ? t('settings.subscriptions.endedOn', { date: day(renewal.on) })
          : t('settings.subscriptions.ended');
      case 'refunded':
        return t('settings.subscriptions.refunded');
    }
  })();
  const endsOn = purchase.ends_on ?? '';
  return (
    <li className="web-subscription" data-purchase={purchase.id}>
      <h3 className="web-h3">{title}</h3>
      {price ? <p>{price}</p> : null}
      <p className="web-muted">
        {child
          ? t('settings.subscriptions.forChild', { name: child.name })
          : t('settings.subscriptions.forFamily')}
      </p>
      <p className={renewal.kind === 'past-due' ? 'web-form-error' : undefined}>{line}</p>
      {canCancelAtPeriodEnd(purchase, today) && renewal.kind !== 'past-due' ? (
        confirming ? (
          <fetcher.Form method="post" className="web-actions" onSubmit={() => setConfirming(false)}>
            <p>{t('settings.subscriptions.cancelConfirm', { name: title, date: day(endsOn) })}</p>
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="purchase_id" value={purchase.id} />
            <Button variant="danger" type="submit">
              {t('settings.subscriptions.confirmCancel')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('settings.subscriptions.keep')}
            </Button>
          </fetcher.Form>
        ) : (
          <Button variant="secondary" disabled={fetcher.state !== 'idle'} onClick={() => setConfirming(true)}>
            {t('settings.subscriptions.cancel')}
          </Button>
        )
      ) : null}
      {canResumePurchase(purchase, today) && purchase.auto_renew ? (
        <fetcher.Form method="post" className="web-actions">
          <input type="hidden" name="intent" value="resume" />
          <input type="hidden" name="purchase_id" value={purchase.id} />
          <Button variant="secondary" type="submit" disabled={fetcher.state !== 'idle'}>
            {t('settings.subscriptions.resume')}
          </Button>
        </fetcher.Form>
      ) : null}
      <p role="status" className={result?.ok === false ? 'web-form-error' : 'web-muted'}>
        {result
          ? result.intent === 'cancel'
            ? result.ok
              ? t('settings.subscriptions.cancelled', { date: day(result.endsOn ?? endsOn) })
              : t('settings.subscriptions.failed')
            : result.ok
              ? t('settings.subscriptions.resumed')
              : t('settings.subscriptions.resumeFailed')
          : ''}
      </p>
    </li>
  );
}

function CardSection({
  card,
  pastDue,
}: {
  readonly card: BillingSummary['card'];
  readonly pastDue: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<SettingsResult>();
  const [open, setOpen] = useState(false);
  const result =
    fetcher.state === 'idle' && fetcher.data?.intent === 'update-card' ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.ok) setOpen(false);
  }, [result]);
  if (!card && !pastDue) return null;
  const brand = (value: string) => t(`settings.subscriptions.brands.${value}`, { defaultValue: value });
  return (
    <Card render={<section aria-labelledby={`${id}-title`} />}>
      <h2 id={`${id}-title`}>{t('settings.subscriptions.cardTitle')}</h2>
      <p>
        {card
          ? t('settings.subscriptions.card', { brand: brand(card.brand), last4: card.last4 })
          : t('settings.subscriptions.noCard')}
      </p>
      {pastDue ? <p className="web-form-error">{t('settings.subscriptions.pastDueHelp')}</p> : null}
      {open ? (
        <>
          <p>{t('settings.subscriptions.updateCardIntro')}</p>
          <PaymentCardForm
            submitLabel={t('settings.subscriptions.saveCard')}
            busy={fetcher.state !== 'idle'}
            {...(cardAdapter ? { adapter: cardAdapter } : {})}
            onToken={(token) => void fetcher.submit({ intent: 'update-card', token }, { method: 'post' })}
          />
        </>
      ) : (
        <Button variant={pastDue ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
          {t('settings.subscriptions.updateCard')}
        </Button>
      )}
      <p role="status" className={result?.ok === false ? 'web-form-error' : 'web-muted'}>
        {result
          ? result.ok
            ? t('settings.subscriptions.cardSaved')
            : (result.message ?? t('settings.subscriptions.cardFailed'))
          : ''}
      </p>
    </Card>
  );
}

function Receipts({ receipts }: { readonly receipts: BillingSummary['receipts'] }) {
  const { t, i18n } = useTranslation();
  const formatPrice = useFormatPrice();
  const id = useId();
  const day = (value: string) => formatDate(value, i18n.language);
  return (
    <Card render={<section aria-labelledby={`${id}-title`} />}>
      <h2 id={`${id}-title`}>{t('settings.subscriptions.receiptsTitle')}</h2>
      {receipts.length === 0 ? <p>{t('settings.subscriptions.noReceipts')}</p> : null}
      <ul className="web-list web-stack">
        {receipts.map((receipt) => (
          <li key={receipt.id} className="web-receipt">
            <p>
              {t(
                receipt.kind === 'refund'
                  ? 'settings.subscriptions.receiptRefund'
                  : 'settings.subscriptions.receiptCharge',
                {
                  date: day(receipt.created_at),
                  title: receipt.product_title,
                  amount: formatPrice(receipt.amount_cents),
                },
              )}
            </p>
            <p className="web-muted">
              {[
                receipt.period_start && receipt.period_end
                  ? t('settings.subscriptions.receiptPeriod', {
                      start: day(receipt.period_start),
                      end: day(receipt.period_end),
                    })
                  : null,
                receipt.last4 ? t('settings.subscriptions.receiptCard', { last4: receipt.last4 }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
