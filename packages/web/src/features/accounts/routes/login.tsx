import { TEXT_LIMITS } from '@attune/core/rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Link, replace, useFetcher, useSearchParams } from 'react-router';
import { Field } from '../../../components/field';
import { paths } from '../../../config/paths';
import { appErrorOf, call, isApiError, preloadApiClient, statusOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useHydrated } from '../../../lib/hydrated';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { isLanguage } from '../../../lib/language';
import { logIn as storeLogIn } from '../../../lib/session';

/** Only same-app paths are followed after log in (never another site). */
export function safeRedirect(value: string | null): string {
  if (value?.startsWith('/') && !value.startsWith('//')) return value;
  return paths.app.home.getHref();
}

/** Why a log in failed, as the form says it: a wrong email or password, offline, or the catalogue's words. */
type LogInFailure =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'offline' }
  | ReturnType<typeof appErrorOf>;

/** Logs in (`POST sessions`), stores the account and its language, then goes where the family was sent from. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  try {
    const user = await call((api) => api.logIn({ body: { email, password } }));
    storeLogIn(user);
    if (isLanguage(user.language) && user.language !== currentLanguage()) await changeLanguage(user.language);
    return replace(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  } catch (error) {
    const status = statusOf(error);
    // A wrong password (401, which the client keeps quiet) or input the server refuses (422) is the form's to say.
    const failure: LogInFailure =
      status === 401 || status === 422 || (isApiError(error) && error._tag === 'RequestError')
        ? { kind: 'invalid' }
        : isApiError(error) && error._tag === 'Offline'
          ? { kind: 'offline' }
          : appErrorOf(error);
    return { failure };
  }
}

export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const fetcher = useFetcher<typeof action>();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const busy = fetcher.state !== 'idle';
  const hydrated = useHydrated();
  const failure = busy ? null : (fetcher.data?.failure ?? null);
  const error =
    failure === null
      ? null
      : failure.kind === 'invalid'
        ? t('auth.login.invalid')
        : failure.kind === 'offline'
          ? t('nav.offlineMessage')
          : errorText(failure);
  const unauthorized = search.get('unauthorized') === 'true';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the form posts to this route's action, keeping `redirect` in the URL
    void fetcher.submit({ email, password }, { method: 'post', action: `${paths.login.path}?${search}` });
  };

  return (
    <div className="web-page web-page--narrow">
      <section className="web-card">
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
          <Field
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            maxLength={TEXT_LIMITS.email}
            required
            value={email}
            readOnly={!hydrated}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            readOnly={!hydrated}
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
            disabled={busy || !hydrated}
          >
            {t('auth.login.submit')}
          </button>
        </form>
        <p className="web-center">
          <Link to={paths.resetPassword.getHref()}>{t('lifecycle.forgotPassword')}</Link>
        </p>
        <p className="web-muted web-center">
          {t('auth.login.noAccount')} <Link to={paths.signup.getHref()}>{t('auth.login.signUpLink')}</Link>
        </p>
      </section>
    </div>
  );
}
