import { isReturnPath } from '@attune/core/rules';
import { ButtonLink, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getAccount, setAccount } from '../../../lib/account';
import { call, isApiError } from '../../../lib/api-client';

type State = 'confirmed' | 'missing' | 'expired' | 'invalid';

/** Which of the spec's token messages a failed confirmation shows (the server answers 410 or names it). */
export function confirmationFailure(error: unknown): 'expired' | 'invalid' {
  if (!isApiError(error) || error._tag !== 'HttpError') return 'invalid';
  const messages = Object.values(error.errors).flat();
  return error.status === 410 || messages.some((message) => /expired/i.test(message)) ? 'expired' : 'invalid';
}

/** Confirms the account with the mailed link's token (`POST users/confirmation`); the account is refreshed. */
export async function loader({ request }: LoaderFunctionArgs): Promise<State> {
  const token = new URL(request.url).searchParams.get('confirmation_token');
  if (!token) return 'missing';
  try {
    const user = await call((api) => api.confirmAccount({ body: { confirmation_token: token } }));
    const account = getAccount();
    if (account && String(account.id) === String(user.id))
      setAccount({ ...account, ...user, token: account.token });
    return 'confirmed';
  } catch (error) {
    return confirmationFailure(error);
  }
}

export function Component() {
  const { t } = useTranslation();
  const state = useLoaderData<typeof loader>();
  const loggedIn = getAccount() !== null;
  // The page the family signed up from (the link carries it, e.g. a collaborator's invitation): the
  // family goes on there, through the log-in when this browser is not logged in.
  const [search] = useSearchParams();
  const back = isReturnPath(search.get('redirect')) ? search.get('redirect') : null;
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section aria-live="polite" />}>
        <h1>{t('auth.confirmation.title')}</h1>
        {state === 'confirmed' ? (
          <>
            <p role="status">{t('auth.confirmation.confirmed')}</p>
            <ButtonLink
              variant="primary"
              size="lg"
              render={<Link to={loggedIn ? (back ?? paths.app.home.getHref()) : paths.login.getHref(back)} />}
            >
              {loggedIn ? t('auth.confirmation.continue') : t('auth.login.submit')}
            </ButtonLink>
          </>
        ) : null}
        {state === 'missing' ? <p role="alert">{t('auth.confirmation.missing')}</p> : null}
        {state === 'expired' ? <p role="alert">{t('auth.confirmation.expired')}</p> : null}
        {state === 'invalid' ? <p role="alert">{t('auth.confirmation.invalid')}</p> : null}
        {state !== 'confirmed' ? (
          <ButtonLink
            variant="primary"
            render={<Link to={paths.resendConfirmation.getHref(getAccount()?.email)} />}
          >
            {t('lifecycle.resend.submit')}
          </ButtonLink>
        ) : null}
      </Card>
    </div>
  );
}
