import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getAccount } from '../../../lib/account';
import { logOut } from '../../../lib/session';
import { logOutCall } from '../api/accounts';

/** Ends the session (server and browser), then goes to log in, keeping `redirect` and the unauthorized flag. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      const unauthorized = search.get('unauthorized') === 'true';
      if (getAccount() && !unauthorized) await logOutCall().catch(() => undefined);
      logOut();
      if (cancelled) return;
      const redirect = search.get('redirect');
      const query = new URLSearchParams();
      if (redirect) query.set('redirect', redirect);
      if (unauthorized) query.set('unauthorized', 'true');
      const qs = query.toString();
      navigate(qs ? `${paths.login.path}?${qs}` : paths.login.path, { replace: true });
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [navigate, search]);
  return (
    <div className="web-page web-page--narrow">
      <p role="status">{t('auth.logout.inProgress')}</p>
    </div>
  );
}
