import { Button, ButtonLink, Card, TextField } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { paths } from '../../../config/paths';
import { downloadJson } from '../../../lib/account-forms';
import { call } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import type { LifecycleResult } from './lifecycle-actions';

/** Settings › Your data: the family's records as JSON or a printable summary, and the account's deletion. */
export function DataPage() {
  const { t } = useTranslation();
  const fetcher = useFetcher<LifecycleResult>();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [downloading, setDownloading] = useState(false);
  const busy = fetcher.state !== 'idle';
  const result = busy ? null : fetcher.data;
  const wrong = result && 'fields' in result && result.fields.length > 0;
  const download = async () => {
    setDownloading(true);
    try {
      const data = await call((api) => api.exportAccount());
      downloadJson(`attune-family-${data.exported_at.slice(0, 10)}.json`, data);
    } catch {
      // the client has notified the failure
    } finally {
      setDownloading(false);
    }
  };
  const remove = (event: FormEvent) => {
    event.preventDefault();
    if (!window.confirm(t('lifecycle.data.deleteConfirm'))) return;
    void fetcher.submit({ intent: 'delete-account', password }, { method: 'post' });
  };
  return (
    <>
      <Card render={<section aria-labelledby="export-title" />}>
        <h2 id="export-title">{t('lifecycle.data.exportTitle')}</h2>
        <p>{t('lifecycle.data.exportIntro')}</p>
        <div className="web-actions">
          <Button
            variant="primary"
            aria-busy={downloading || undefined}
            disabled={downloading}
            onClick={() => void download()}
          >
            {t('lifecycle.data.downloadJson')}
          </Button>
          <ButtonLink variant="secondary" render={<Link to={paths.app.dataSummary.getHref()} />}>
            {t('lifecycle.data.printable')}
          </ButtonLink>
        </div>
      </Card>
      <Card render={<section aria-labelledby="delete-account-title" />}>
        <h2 id="delete-account-title">{t('lifecycle.data.deleteTitle')}</h2>
        <p>{t('lifecycle.data.deleteIntro')}</p>
        <p className="web-muted">{t('lifecycle.data.deleteKept')}</p>
        <form onSubmit={remove} method="post" noValidate>
          <TextField
            className="web-form-field"
            label={t('lifecycle.data.deletePassword')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={wrong ? t('lifecycle.fieldErrors.currentPassword') : undefined}
            onValueChange={setPassword}
          />
          {result && 'error' in result ? (
            <p className="web-form-error" role="alert">
              {errorText(result.error)}
            </p>
          ) : null}
          <Button
            variant="danger"
            type="submit"
            aria-busy={busy || undefined}
            disabled={busy || password === ''}
          >
            {t('lifecycle.data.deleteSubmit')}
          </Button>
        </form>
      </Card>
    </>
  );
}
