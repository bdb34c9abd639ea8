import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getAccount, setAccount } from '../../../lib/account';
import { ApiError } from '../../../lib/api-client';
import { confirmAccount } from '../api/accounts';

type State = 'confirming' | 'confirmed' | 'missing' | 'expired' | 'invalid';

/** Which of the spec's token messages a failed confirmation shows. */
export function confirmationFailure(error: unknown): 'expired' | 'invalid' {
  if (error instanceof ApiError && (error.status === 410 || error.errors.some((e) => /expired/i.test(e))))
    return 'expired';
  return 'invalid';
}

export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('confirmation_token');
  const [state, setState] = useState<State>(token ? 'confirming' : 'missing');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmAccount(token)
      .then((user) => {
        const account = getAccount();
        if (account && String(account.id) === String(user.id))
          setAccount({ ...account, ...user, token: account.token });
        setState('confirmed');
      })
      .catch((error: unknown) => setState(confirmationFailure(error)));
  }, [token]);

  const loggedIn = getAccount() !== null;
  return (
    <div className="web-page web-page--narrow">
      <section className="web-card" aria-live="polite">
        <h1>{t('auth.confirmation.title')}</h1>
        {state === 'confirming' ? <p role="status">{t('auth.confirmation.confirming')}</p> : null}
        {state === 'confirmed' ? (
          <>
            <p role="status">{t('auth.confirmation.confirmed')}</p>
            <Link
              className="at-button at-button--primary at-button--lg"
              to={loggedIn ? paths.app.home.getHref() : paths.login.getHref()}
            >
              {loggedIn ? t('auth.confirmation.continue') : t('auth.login.submit')}
            </Link>
          </>
        ) : null}
        {state === 'missing' ? <p role="alert">{t('auth.confirmation.missing')}</p> : null}
        {state === 'expired' ? <p role="alert">{t('auth.confirmation.expired')}</p> : null}
        {state === 'invalid' ? (
          <>
            <p role="alert">{t('auth.confirmation.invalid')}</p>
            <Link to={loggedIn ? paths.app.home.getHref() : paths.login.getHref()}>
              {t('auth.confirmation.logInToResend')}
            </Link>
          </>
        ) : null}
      </section>
    </div>
  );
}
