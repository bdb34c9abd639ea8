import { canCancelAtPeriodEnd, type Purchase, subscriptionRenewal } from '@attune/core/rules';
import { formatDate } from '@attune/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useAppData } from '../../../lib/app-data';
import { today as todayOf } from '../../../lib/family-day';
import type { SettingsResult } from './settings-actions';

/** What the family pays for: each purchase, its trial end or renew date, and cancel at period end. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const { purchases } = useAppData();
  const id = useId();
  const shown = purchases.filter((p) => p.state === 'paid');
  return (
    <section className="web-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.subscriptions.title')}</h2>
      <p>{t('settings.subscriptions.intro')}</p>
      {shown.length === 0 ? <p>{t('settings.subscriptions.empty')}</p> : null}
      <ul className="web-list web-stack">
        {shown.map((purchase) => (
          <PurchaseRow key={purchase.id} purchase={purchase} />
        ))}
      </ul>
    </section>
  );
}

function PurchaseRow({ purchase }: { readonly purchase: Purchase }) {
  const { t, i18n } = useTranslation();
  const { children } = useAppData();
  const fetcher = useFetcher<SettingsResult>();
  const [confirming, setConfirming] = useState(false);
  const today = todayOf();
  const day = (value: string) => formatDate(value, i18n.language);
  const renewal = subscriptionRenewal(purchase, today);
  const child = children.find((c) => c.id === purchase.child_id);
  const result = fetcher.state === 'idle' && fetcher.data?.intent === 'cancel' ? fetcher.data : undefined;
  const line = (() => {
    switch (renewal.kind) {
      case 'trial':
        return renewal.renews
          ? t('settings.subscriptions.trial', { date: day(renewal.trialEndsOn) })
          : t('settings.subscriptions.trialThenEnds', { date: day(renewal.trialEndsOn) });
      case 'renews':
        return t('settings.subscriptions.renews', { date: day(renewal.on) });
      case 'ends':
        return t('settings.subscriptions.ends', { date: day(renewal.on) });
      case 'one-time':
        return t('settings.subscriptions.oneTime');
      case 'ended':
        return t('settings.subscriptions.ended');
    }
  })();
  const endsOn = purchase.ends_on ?? '';
  return (
    <li className="web-subscription">
      <h3 className="web-h3">{purchase.product.name}</h3>
      <p className="web-muted">
        {child
          ? t('settings.subscriptions.forChild', { name: child.name })
          : t('settings.subscriptions.forFamily')}
      </p>
      <p>{line}</p>
      {canCancelAtPeriodEnd(purchase, today) ? (
        confirming ? (
          <fetcher.Form method="post" className="web-actions" onSubmit={() => setConfirming(false)}>
            <p>
              {t('settings.subscriptions.cancelConfirm', { name: purchase.product.name, date: day(endsOn) })}
            </p>
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="purchase_id" value={purchase.id} />
            <button type="submit" className="at-button at-button--danger at-button--md">
              {t('settings.subscriptions.confirmCancel')}
            </button>
            <button
              type="button"
              className="at-button at-button--ghost at-button--md"
              onClick={() => setConfirming(false)}
            >
              {t('settings.subscriptions.keep')}
            </button>
          </fetcher.Form>
        ) : (
          <button
            type="button"
            className="at-button at-button--secondary at-button--md"
            disabled={fetcher.state !== 'idle'}
            onClick={() => setConfirming(true)}
          >
            {t('settings.subscriptions.cancel')}
          </button>
        )
      ) : null}
      <p role="status" className={result?.ok === false ? 'web-form-error' : 'web-muted'}>
        {result
          ? result.ok
            ? t('settings.subscriptions.cancelled', { date: day(result.endsOn ?? endsOn) })
            : t('settings.subscriptions.failed')
          : ''}
      </p>
    </li>
  );
}
