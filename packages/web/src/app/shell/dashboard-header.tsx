import { DashboardHeader as KitDashboardHeader } from '@attune/ui';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAccount } from '../../lib/account';
import { changeLanguage } from '../../lib/i18n';
import { useRouteHandle } from '../../lib/route-meta';
import { PublicHeader } from './public-header';

const AccountHeader = lazy(() => import('./account-header').then((m) => ({ default: m.AccountHeader })));

/**
 * Starts loading the logged-in header's code: at start when the visitor has an account, and on a public
 * page at the visitor's first tap, key or focus (before a log-in or sign-up can finish).
 */
export function preloadAccountHeader(): void {
  void import('./account-header');
}

/**
 * The dashboard header: the logo (not a link on create-account and clinic sign-up), then the user menu
 * when logged in ({@link AccountHeader}, its own chunk: until it is loaded, the logo alone), otherwise
 * the language picker.
 */
export function DashboardHeader() {
  const navigate = useNavigate();
  const account = useAccount();
  const handle = useRouteHandle();
  const logoIsLink = handle.name !== 'create-account' && handle.name !== 'clinic-signup';
  if (!account)
    return (
      <PublicHeader
        logoIsLink={logoIsLink}
        onNavigate={(href) => navigate(href)}
        onLanguage={(language) => void changeLanguage(language)}
      />
    );
  return (
    <Suspense
      fallback={
        <KitDashboardHeader
          homeHref={logoIsLink ? paths.app.home.getHref() : null}
          onNavigate={(href) => navigate(href)}
        />
      }
    >
      <AccountHeader account={account} logoIsLink={logoIsLink} />
    </Suspense>
  );
}
