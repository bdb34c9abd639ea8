/**
 * The authenticated area. A route that needs a finished account or a subscription shows the matching
 * blocker in place of the page and keeps the URL; Go Back leaves, Continue goes to create-account.
 */
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { isAccountFinished } from '../../lib/account';
import { useRouteHandle } from '../../lib/route-meta';
import type { AppData } from '../../lib/app-data';
import { BackButton } from '../../components/back-button';

export function Component() {
  const data = useLoaderData() as AppData;
  const handle = useRouteHandle();
  const needsAccount = handle.needs.includes('account') && !isAccountFinished(data.account);
  const needsSubscription = !needsAccount && handle.needs.includes('subscription') && !data.subscribed;
  if (needsAccount) return <Blocker kind="createAccount" />;
  if (needsSubscription) return <Blocker kind="subscription" />;
  return <Outlet />;
}

function Blocker({ kind }: { readonly kind: 'createAccount' | 'subscription' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <section className="web-card web-blocker" aria-labelledby="blocker-title">
        <h1 id="blocker-title">{t(`blockers.${kind}.title`)}</h1>
        <p>{t(`blockers.${kind}.body`)}</p>
        <div className="web-actions">
          <button type="button" className="at-button at-button--secondary at-button--md" onClick={() => navigate(-1)}>
            {t('blockers.goBack')}
          </button>
          <button
            type="button"
            className="at-button at-button--primary at-button--md"
            onClick={() => navigate(paths.app.createAccount.getHref())}
          >
            {t('blockers.continue')}
          </button>
        </div>
      </section>
    </div>
  );
}
