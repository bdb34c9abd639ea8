import { DEFAULT_QUIET_HOURS } from '@attune/core/rules';
import { Button, Card, Switch, TextField } from '@attune/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useAppData } from '../../../lib/app-data';
import type { SettingsResult } from './settings-actions';

/**
 * Email and SMS reminders, each a switch stored on the account (`email_subscription`, `sms_subscription`),
 * and the quiet hours reminders wait through. The text switch is offered only where the server can send
 * texts (`sms_available`); switching it on without a mobile number is refused and said so.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { user } = useAppData();
  const fetcher = useFetcher<SettingsResult>();
  const quietFetcher = useFetcher<SettingsResult>();
  const id = useId();
  const [quietStart, setQuietStart] = useState(user?.quiet_hours_start ?? DEFAULT_QUIET_HOURS.start);
  const [quietEnd, setQuietEnd] = useState(user?.quiet_hours_end ?? DEFAULT_QUIET_HOURS.end);
  const pending = fetcher.formData;
  const value = (key: 'email_subscription' | 'sms_subscription') =>
    pending ? pending.get(key) === 'true' : user?.[key] === true;
  const email = value('email_subscription');
  const sms = value('sms_subscription');
  const smsAvailable = user?.sms_available !== false;
  const save = (next: { email_subscription: boolean; sms_subscription: boolean }) =>
    void fetcher.submit(
      {
        intent: 'notifications',
        email_subscription: String(next.email_subscription),
        sms_subscription: String(next.sms_subscription && smsAvailable),
      },
      { method: 'post' },
    );
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const refused = result?.intent === 'notifications' && !result.ok ? result.refused : null;
  const quietResult = quietFetcher.state === 'idle' ? quietFetcher.data : undefined;
  return (
    // not a named region: the app's notifications (its toasts) already hold that name
    <Card>
      <h2 id={`${id}-title`}>{t('settings.notifications.title')}</h2>
      <p>{t('settings.notifications.intro')}</p>
      <div className="web-stack">
        <Switch
          label={t('settings.notifications.email')}
          checked={email}
          onCheckedChange={(on) => save({ email_subscription: on, sms_subscription: sms })}
        />
        {smsAvailable ? (
          <Switch
            label={t('settings.notifications.sms')}
            checked={sms}
            onCheckedChange={(on) => save({ email_subscription: email, sms_subscription: on })}
          />
        ) : (
          <p className="web-muted">{t('settings.notifications.smsUnavailable')}</p>
        )}
      </div>
      <p role="status" className={result?.ok === false ? 'web-form-error' : 'web-muted'}>
        {result?.intent === 'notifications'
          ? result.ok
            ? t('settings.notifications.saved')
            : refused
              ? t(`settings.notifications.${refused}`)
              : t('settings.notifications.failed')
          : ''}
      </p>
      <h3 id={`${id}-quiet`}>{t('settings.notifications.quietTitle')}</h3>
      <p>{t('settings.notifications.quietIntro')}</p>
      <quietFetcher.Form method="post" aria-labelledby={`${id}-quiet`} className="web-stack">
        <input type="hidden" name="intent" value="quiet-hours" />
        <TextField
          className="web-form-field"
          label={t('settings.notifications.quietStart')}
          type="time"
          name="quiet_hours_start"
          required
          value={quietStart}
          onValueChange={setQuietStart}
        />
        <TextField
          className="web-form-field"
          label={t('settings.notifications.quietEnd')}
          type="time"
          name="quiet_hours_end"
          required
          value={quietEnd}
          onValueChange={setQuietEnd}
        />
        <Button variant="secondary" type="submit" disabled={quietFetcher.state !== 'idle'}>
          {t('settings.notifications.quietSave')}
        </Button>
      </quietFetcher.Form>
      <p role="status" className={quietResult?.ok === false ? 'web-form-error' : 'web-muted'}>
        {quietResult?.intent === 'quiet-hours'
          ? quietResult.ok
            ? t('settings.notifications.quietSaved')
            : t('settings.notifications.quietFailed')
          : ''}
      </p>
    </Card>
  );
}
