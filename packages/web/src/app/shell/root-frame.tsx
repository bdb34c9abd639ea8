import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CookiePrompt } from './cookie-prompt';
import { Notifications } from './notifications';
import { OfflineNotice } from './offline-notice';
import { UpdateToast } from './update-toast';

/**
 * What the root layout renders around every page (the app's root route, prerendered public pages
 * included): the route announcer, the skip link, the offline notice, the header, the main area, the
 * notifications, the update toast and, outside sandboxed pages, the cookie prompt.
 */
export function RootFrame({
  announcement,
  header,
  sandboxed,
  children,
}: {
  readonly announcement: string;
  readonly header: ReactNode;
  readonly sandboxed: boolean;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="web-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement ? t('routeAnnouncer.label', { title: announcement }) : ''}
      </p>
      <a className="at-skip-link" href="#main">
        {t('skipLink.label')}
      </a>
      <OfflineNotice />
      {header}
      <main id="main" tabIndex={-1} className="web-main">
        {children}
      </main>
      <Notifications />
      <UpdateToast />
      {sandboxed ? null : <CookiePrompt />}
    </>
  );
}
