import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { getAccount } from '../../../lib/account';
import { call } from '../../../lib/api-client';
import { logOut } from '../../../lib/session';

/**
 * Ends the session (server and browser), then goes to log in, keeping `redirect` and the unauthorized
 * flag. The server's answer does not matter: a token it no longer knows is logged out already.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const unauthorized = search.get('unauthorized') === 'true';
  if (getAccount() && !unauthorized) {
    try {
      await call((api) => api.logOut());
    } catch {
      // logged out on this device either way
    }
  }
  logOut();
  const query = new URLSearchParams();
  const target = search.get('redirect');
  if (target) query.set('redirect', target);
  if (unauthorized) query.set('unauthorized', 'true');
  const qs = query.toString();
  return redirect(qs ? `${paths.login.path}?${qs}` : paths.login.path);
}

/** Shown only while the log-out call is under way. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-page--narrow">
      <p role="status">{t('auth.logout.inProgress')}</p>
    </div>
  );
}
