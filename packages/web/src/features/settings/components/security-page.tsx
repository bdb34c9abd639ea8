import { Button, Card, TextField } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { NewPasswordFields, refusedPasswordErrors } from '../../../components/new-password-fields';
import { useAccount } from '../../../lib/account';
import { newPasswordErrors } from '../../../lib/account-forms';
import { useErrorText } from '../../../lib/error-text';
import type { LifecycleResult } from './lifecycle-actions';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Settings › Password and log-ins: change the password, log out everywhere. */
export function SecurityPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const fetcher = useFetcher<LifecycleResult>();
  const everywhere = useFetcher<LifecycleResult>();
  const errorText = useErrorText();
  const [form, setForm] = useState(EMPTY);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const busy = fetcher.state !== 'idle';
  const result = busy ? null : fetcher.data;
  const refused = result && 'fields' in result ? result.fields : [];
  const done = result && 'done' in result;
  const errors: Record<string, string> = {
    ...checked,
    ...(refused.includes('current_password')
      ? { current_password: t('lifecycle.fieldErrors.currentPassword') }
      : {}),
    ...refusedPasswordErrors(t, refused),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = newPasswordErrors(t, form.password, form.password_confirmation, account?.email ?? '');
    if (!form.current_password) next.current_password = t('lifecycle.fieldErrors.currentPassword');
    setChecked(next);
    if (Object.keys(next).length > 0) return;
    void fetcher.submit({ intent: 'change-password', ...form }, { method: 'post' });
  };
  return (
    <>
      <Card render={<section aria-labelledby="change-password-title" />}>
        <h2 id="change-password-title">{t('lifecycle.security.changeTitle')}</h2>
        <form onSubmit={submit} method="post" noValidate>
          <TextField
            className="web-form-field"
            label={t('lifecycle.security.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            value={form.current_password}
            error={errors.current_password}
            onValueChange={(value) => setForm((f) => ({ ...f, current_password: value }))}
          />
          <NewPasswordFields
            value={form}
            errors={errors}
            onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
          />
          <p role="status" className="web-muted">
            {done ? t('lifecycle.security.changed') : ''}
          </p>
          {result && 'error' in result ? (
            <p className="web-form-error" role="alert">
              {errorText(result.error)}
            </p>
          ) : null}
          <Button variant="primary" type="submit" aria-busy={busy || undefined} disabled={busy}>
            {t('lifecycle.security.submit')}
          </Button>
        </form>
      </Card>
      <Card render={<section aria-labelledby="everywhere-title" />}>
        <h2 id="everywhere-title">{t('lifecycle.security.everywhereTitle')}</h2>
        <p>{t('lifecycle.security.everywhereIntro')}</p>
        <Button
          variant="secondary"
          disabled={everywhere.state !== 'idle'}
          onClick={() => void everywhere.submit({ intent: 'log-out-everywhere' }, { method: 'post' })}
        >
          {t('lifecycle.security.everywhereSubmit')}
        </Button>
      </Card>
    </>
  );
}
