import { TEXT_LIMITS } from '@attune/core/rules';
import { Button, Card, TextField } from '@attune/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { LazyPhoneField } from '../../../components/phone-field';
import { useAppData } from '../../../lib/app-data';
import type { SettingsResult } from './settings-actions';

/**
 * The parent's name and mobile phone. The phone field mirrors the server's rule (core's `validatePhone`
 * with landlines refused); the server decides (422 on `user.phone`). What was typed stays on failure.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAppData();
  const fetcher = useFetcher<SettingsResult>();
  const id = useId();
  const [phone, setPhone] = useState<string | null>(user?.phone ?? null);
  const saving = fetcher.state !== 'idle';
  const result = !saving && fetcher.data?.intent === 'profile' ? fetcher.data : undefined;
  const [name, setName] = useState(user?.name ?? '');
  return (
    <Card render={<section aria-labelledby={`${id}-title`} />}>
      <h2 id={`${id}-title`}>{t('settings.profile.title')}</h2>
      <fetcher.Form method="post" className="web-form">
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="phone" value={phone ?? ''} />
        <TextField
          className="web-form-field"
          id={`${id}-name`}
          label={t('settings.profile.name')}
          name="name"
          required
          maxLength={TEXT_LIMITS.name}
          autoComplete="name"
          value={name}
          onValueChange={setName}
        />
        <LazyPhoneField
          label={t('settings.profile.phone')}
          defaultValue={result?.phone ?? user?.phone ?? ''}
          refuseLandlines
          onValueChange={setPhone}
          name="phone_typed"
        />
        <p className="web-muted web-small">{t('settings.profile.phoneHint')}</p>
        <Button variant="primary" type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('settings.profile.saving') : t('settings.profile.save')}
        </Button>
        <p role="status" className={result?.ok === false ? 'web-form-error' : 'web-muted'}>
          {result ? (result.ok ? t('settings.profile.saved') : t('settings.profile.failed')) : ''}
        </p>
      </fetcher.Form>
    </Card>
  );
}
