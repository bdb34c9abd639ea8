import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useAppData } from '../../../lib/app-data';
import type { SettingsResult } from './settings-actions';

/** Email and SMS reminders, each a switch stored on the account (`email_subscription`, `sms_subscription`). */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { user } = useAppData();
  const fetcher = useFetcher<SettingsResult>();
  const id = useId();
  const pending = fetcher.formData;
  const value = (key: 'email_subscription' | 'sms_subscription') =>
    pending ? pending.get(key) === 'true' : user?.[key] === true;
  const email = value('email_subscription');
  const sms = value('sms_subscription');
  const save = (next: { email_subscription: boolean; sms_subscription: boolean }) =>
    void fetcher.submit(
      {
        intent: 'notifications',
        email_subscription: String(next.email_subscription),
        sms_subscription: String(next.sms_subscription),
      },
      { method: 'post' },
    );
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    // not a named region: the app's notifications (its toasts) already hold that name
    <div className="web-card">
      <h2 id={`${id}-title`}>{t('settings.notifications.title')}</h2>
      <p>{t('settings.notifications.intro')}</p>
      <div className="web-stack">
        <label className="web-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={email}
            checked={email}
            onChange={(event) => save({ email_subscription: event.target.checked, sms_subscription: sms })}
          />
          <span>{t('settings.notifications.email')}</span>
        </label>
        <label className="web-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={sms}
            checked={sms}
            onChange={(event) => save({ email_subscription: email, sms_subscription: event.target.checked })}
          />
          <span>{t('settings.notifications.sms')}</span>
        </label>
      </div>
      <p role="status" className={result?.ok === false ? 'web-form-error' : 'web-muted'}>
        {result?.intent === 'notifications'
          ? result.ok
            ? t('settings.notifications.saved')
            : t('settings.notifications.failed')
          : ''}
      </p>
    </div>
  );
}
