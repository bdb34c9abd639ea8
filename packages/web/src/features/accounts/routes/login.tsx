import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field } from '../../../components/field';
import { paths } from '../../../config/paths';
import { isOffline, statusOf } from '../../../lib/api-client';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { isLanguage } from '../../../lib/language';
import { logIn as storeLogIn } from '../../../lib/session';
import { logIn } from '../api/accounts';

/** Only same-app paths are followed after log in (never another site). */
export function safeRedirect(value: string | null): string {
  if (value?.startsWith('/') && !value.startsWith('//')) return value;
  return paths.app.home.getHref();
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unauthorized = search.get('unauthorized') === 'true';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const user = await logIn(email.trim(), password);
      storeLogIn(user);
      if (isLanguage(user.language) && user.language !== currentLanguage())
        await changeLanguage(user.language);
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (cause) {
      const status = statusOf(cause);
      if (status === 401 || status === 422) setError(t('auth.login.invalid'));
      else if (isOffline(cause)) setError(t('nav.offlineMessage'));
      else setError(t('errors.noResponse'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="web-page web-page--narrow">
      <section className="web-card">
        <h1>{t('auth.login.title')}</h1>
        {unauthorized ? <p className="web-notice">{t('auth.login.expired')}</p> : null}
        <form onSubmit={submit} noValidate>
          <Field
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error ? (
            <p className="web-form-error" role="alert">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            className="at-button at-button--primary at-button--lg at-button--block"
            aria-busy={busy || undefined}
            disabled={busy}
          >
            {t('auth.login.submit')}
          </button>
        </form>
        <p className="web-muted web-center">
          {t('auth.login.noAccount')} <Link to={paths.signup.getHref()}>{t('auth.login.signUpLink')}</Link>
        </p>
      </section>
    </div>
  );
}
