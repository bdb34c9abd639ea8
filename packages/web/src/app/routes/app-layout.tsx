/**
 * The authenticated area. A route that needs a finished account or a subscription shows the matching
 * blocker in place of the page and keeps the URL; Go Back leaves, Continue goes to create-account.
 */
import { Blocker } from '@attune/ui';
import { Outlet, useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { isAccountFinished } from '../../lib/account';
import type { AppData } from '../../lib/app-data';
import { useRouteHandle } from '../../lib/route-meta';

export function Component() {
  const data = useLoaderData() as AppData;
  const handle = useRouteHandle();
  const needsAccount = handle.needs.includes('account') && !isAccountFinished(data.account);
  const needsSubscription = !needsAccount && handle.needs.includes('subscription') && !data.subscribed;
  if (needsAccount) return <BlockerInPlace kind="createAccount" />;
  if (needsSubscription) return <BlockerInPlace kind="subscription" />;
  return <Outlet />;
}

function BlockerInPlace({ kind }: { readonly kind: 'createAccount' | 'subscription' }) {
  const navigate = useNavigate();
  return (
    <div className="web-page web-page--narrow">
      <Blocker
        kind={kind}
        open
        onGoBack={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.app.home.getHref()))}
        onContinue={() => navigate(paths.app.createAccount.getHref())}
      />
    </div>
  );
}
