import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { paths } from '../../../config/paths';
import { getAccount } from '../../../lib/account';
import { call } from '../../../lib/api-client';
import { logOut } from '../../../lib/session';

/**
 * Ends the session (server and browser), then goes to log in, keeping `redirect` and the unauthorized flag.
 * The server is asked to revoke the token (and clear its cookie) even after a 401 (`unauthorized=true`):
 * a link to that address must not leave a valid token behind. The server's answer does not matter: the
 * browser forgets the account whatever it says.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const unauthorized = search.get('unauthorized') === 'true';
  if (getAccount()) {
    try {
      await call((api) => api.logOut());
    } catch {
      // the client has notified the failure; the family is logged out of this browser all the same
    }
  }
  logOut();
  const query = new URLSearchParams();
  const redirect = search.get('redirect');
  if (redirect) query.set('redirect', redirect);
  if (unauthorized) query.set('unauthorized', 'true');
  const qs = query.toString();
  return replace(qs ? `${paths.login.path}?${qs}` : paths.login.path);
}

/** Shown only while the log out is under way. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-page--narrow">
      <p role="status">{t('auth.logout.inProgress')}</p>
    </div>
  );
}
