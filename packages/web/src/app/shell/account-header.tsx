import { loadsContent } from '@attune/core/rules';
import {
  DashboardHeader as KitDashboardHeader,
  SharePrompt,
  UserMenu,
  type UserMenuDestination,
} from '@attune/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import { paths } from '../../config/paths';
import { NotificationsLink } from '../../features/notifications/components/notifications-link';
import type { Account } from '../../lib/account';
import type { AppData } from '../../lib/app-data';
import { isNativeApp, sendToNative } from '../../lib/bridge';
import { useAppClient } from '../../lib/client-variant';

function destinationHref(destination: UserMenuDestination): string {
  switch (destination.kind) {
    case 'get-started':
      return paths.app.getStarted.getHref();
    case 'add-child':
      return paths.app.addChild.getHref();
    case 'help-home':
      return paths.app.help.getHref();
    case 'team-letter':
      return paths.app.teamLetter.getHref();
    case 'child-add-ons-home':
      return paths.app.child.addOns.getHref(destination.childId);
    case 'settings':
      return paths.app.settings.getHref();
  }
}

/**
 * The dashboard header of a logged-in parent: the logo home (not a link on create-account and clinic
 * sign-up), the content library's link (sunflower client), the notifications and the user menu, with its
 * Share prompt. Its own chunk: a public page never loads it ({@link DashboardHeader} does when logged in).
 */
export function AccountHeader({
  account,
  logoIsLink,
}: {
  readonly account: Account;
  readonly logoIsLink: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const app = useRouteLoaderData('app') as AppData | undefined;
  const [sharing, setSharing] = useState(false);
  const client = useAppClient();
  // The content library, for the sunflower client only (the server refuses the others' content calls).
  const contentLink = loadsContent(client);
  const home = paths.app.home.getHref();
  const children = (app?.children ?? []).map((child) => ({
    id: child.id,
    hasPaths: child.paths.length > 0,
  }));
  return (
    <>
      <KitDashboardHeader homeHref={logoIsLink ? home : null} onNavigate={(href) => navigate(href)}>
        {contentLink ? (
          <Link className="web-header-link" to={paths.app.content.getHref()}>
            {t('content.navLink')}
          </Link>
        ) : null}
        <NotificationsLink unread={app?.unreadNotifications ?? 0} />
        <UserMenu
          clinical={account.clinical === true}
          familyChildren={children}
          version={__APP_VERSION__}
          initial={(account.name ?? account.email ?? '').slice(0, 1).toUpperCase()}
          onShare={() => setSharing(true)}
          onLogout={() => navigate(paths.logout.getHref())}
          onNavigate={(destination) => navigate(destinationHref(destination))}
        />
      </KitDashboardHeader>
      <SharePrompt
        open={sharing}
        onClose={() => setSharing(false)}
        heading={t('share.appTitle')}
        title={t('share.appTitle')}
        message={t('share.appMessage')}
        url={typeof window === 'undefined' ? '' : window.location.origin}
        {...(isNativeApp()
          ? {
              nativeShare: (s: { title: string; message: string; url: string }) =>
                sendToNative({ type: 'share', ...s }),
            }
          : {})}
      />
    </>
  );
}
