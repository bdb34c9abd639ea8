import { TEXT_LIMITS } from '@attune/core/rules';
import { Card, TextField } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/page-link';
import { paths } from '../../../config/paths';
import { preloadApiClient } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useHydrated } from '../../../lib/hydrated';
import type { LogInFailure } from '../api/log-in';
import { FormSubmit } from './form-submit';

/**
 * The log-in page: email, password, 'Forgot password?', the way to sign up, and the notice of an expired
 * session (`?unauthorized=true`). The app's `/login` route renders it (prerendered, then hydrated); it
 * submits through `onSubmit` and says how it went (`busy`, `failure`).
 */
export function LoginForm({
  unauthorized,
  busy,
  failure,
  onSubmit,
  returnTo = null,
}: {
  /** The page the family was on before logging in (`redirect`): signing up instead keeps it. */
  readonly returnTo?: string | null;
  readonly unauthorized: boolean;
  readonly busy: boolean;
  readonly failure: LogInFailure | null;
  readonly onSubmit: (fields: { email: string; password: string }) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const hydrated = useHydrated();
  const error =
    failure === null
      ? null
      : failure.kind === 'invalid'
        ? t('auth.login.invalid')
        : failure.kind === 'offline'
          ? t('nav.offlineMessage')
          : errorText(failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email, password });
  };

  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />}>
        <h1>{t('auth.login.title')}</h1>
        {unauthorized ? <p className="web-notice">{t('auth.login.expired')}</p> : null}
        {/* the API client loads once the family turns to the form, not with the page */}
        <form
          onSubmit={submit}
          onFocus={preloadApiClient}
          onPointerDown={preloadApiClient}
          method="post"
          noValidate
        >
          <TextField
            className="web-form-field"
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            maxLength={TEXT_LIMITS.email}
            required
            value={email}
            readOnly={!hydrated}
            onValueChange={setEmail}
          />
          <TextField
            className="web-form-field"
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            readOnly={!hydrated}
            onValueChange={setPassword}
          />
          <FormSubmit label={t('auth.login.submit')} busy={busy} error={error} />
        </form>
        <p className="web-center">
          <PageLink to={paths.resetPassword.getHref()}>{t('lifecycle.forgotPassword')}</PageLink>
        </p>
        <p className="web-muted web-center">
          {t('auth.login.noAccount')}{' '}
          {/* the prerendered page has no query: the way back joins the link once the page runs */}
          <PageLink to={paths.signup.getHref(hydrated ? returnTo : null)}>
            {t('auth.login.signUpLink')}
          </PageLink>
        </p>
      </Card>
    </div>
  );
}
