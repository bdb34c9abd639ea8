/**
 * The root of every page: skip link, the header the route asks for, the main area, notifications,
 * offline notice, update toast and cookie prompt. Keeps the last 10 routes, tells the native app about
 * route changes and resets the scroll on navigation (except with a dialog open or when returning to a
 * content piece).
 */

import { LoadingIndicator } from '@attune/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches, useNavigation, useNavigationType } from 'react-router';
import { type PageLinkProps, PageLinkProvider } from '../../components/page-link';
import { sendToNative } from '../../lib/bridge';
import {
  browserSessionId,
  definedParams,
  pushVisit,
  readRouteHistory,
  writeRouteHistory,
} from '../../lib/route-history';
import { mergedHandle } from '../../lib/route-meta';
import { DashboardHeader } from '../shell/dashboard-header';
import { Notifications } from '../shell/notifications';
import { OfflineNotice } from '../shell/offline-notice';
import { RootFrame } from '../shell/root-frame';
import { RouteError } from './route-error';

function useRouteTracking() {
  const location = useLocation();
  const matches = useMatches();
  const navigationType = useNavigationType();
  const handle = mergedHandle(matches);
  const name = handle.name ?? 'unknown';
  const first = useRef(true);
  const lastName = useRef(name);

  useEffect(() => {
    const last = matches[matches.length - 1];
    const history = pushVisit(readRouteHistory(), {
      name,
      path: location.pathname + location.search,
      params: definedParams(last?.params ?? {}),
      timestamp: new Date().toISOString(),
      sessionID: browserSessionId(),
    });
    writeRouteHistory(history);
    sendToNative({ type: 'routeChange', path: location.pathname, name });
    // the native tab bar hides while a session item is open
    sendToNative({ type: 'tabs', visible: !name.endsWith('item-view') });
    if (import.meta.env.DEV) console.debug('[route]', name, location.pathname);
  }, [location.pathname, location.search, name, matches]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll resets on every change of page (pathname)
  useEffect(() => {
    const samePage = lastName.current === name;
    lastName.current = name;
    if (first.current) {
      first.current = false;
      return;
    }
    // A tab of the same page replacing its URL (the child view's tabs) keeps the parent where they were.
    if (samePage && navigationType === 'REPLACE') return;
    const dialogOpen = document.querySelector('dialog[open]') !== null;
    const returningToPiece = navigationType === 'POP' && handle.contentPiece === true;
    if (!dialogOpen && !returningToPiece) window.scrollTo(0, 0);
  }, [location.pathname, navigationType, handle.contentPiece]);
}

/**
 * Moving between pages without sight: after each change of page, focus moves to the new page's main
 * heading (`main h1`, made focusable) and a polite live region says which page opened. A change that
 * replaces the URL within the same named page (a tab) leaves the focus alone. The heading may
 * come after the page's lazy chunk and data: it is looked for over a short while.
 */
function usePageChangeFocus(name: string | undefined): string {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  const lastName = useRef(name);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page (pathname)
  useEffect(() => {
    const samePage = lastName.current === name;
    lastName.current = name;
    if (first.current) {
      // A fresh load leaves the focus at the top of the document.
      first.current = false;
      return;
    }
    // A tab of the same page replacing its URL (the child view's tabs, moved with the arrow keys) keeps
    // the focus where the parent is: on the tab.
    if (samePage && navigationType === 'REPLACE') return;
    let tries = 0;
    let timer: number | undefined;
    const look = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading && !document.querySelector('dialog[open]')) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        setAnnouncement(heading.textContent ?? '');
        return;
      }
      if (tries++ < 40) timer = window.setTimeout(look, 50);
    };
    timer = window.setTimeout(look, 0);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);
  return announcement;
}

/** The public pages' titles (as prerendered) kept in step on navigation; other pages are 'Attune'. */
function useDocumentTitle(name: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    const key = name === 'landing' || name === 'login' || name === 'signup' ? name : null;
    // the share page names its add-on itself
    if (name === 'share-add-on') return;
    document.title = key
      ? key === 'landing'
        ? t('pageMeta.landing.title')
        : t('pageMeta.title', { page: t(`pageMeta.${key}.title`) })
      : 'Attune';
  }, [name, t]);
}

/** The router's `Link` for the pages' {@link PageLink}. */
function RouterLink({ to, ...rest }: PageLinkProps) {
  return <Link to={to} {...rest} />;
}

export function Component() {
  const matches = useMatches();
  const handle = mergedHandle(matches);
  useRouteTracking();
  useDocumentTitle(handle.name);
  const announcement = usePageChangeFocus(handle.name);
  // The global loading indicator while the next page's data and code load (it stays 300 ms after, the
  // spec's delay, so a quick load does not flicker); it sits at the top and never covers the page.
  const navigation = useNavigation();
  return (
    <PageLinkProvider value={RouterLink}>
      {navigation.state === 'idle' ? null : (
        // The navigation progress bar along the top while the next page loads or a form submits; it is
        // decoration beside the announced loading indicator, so assistive technology skips it.
        <div className="web-navigation-progress" data-testid="navigation-progress" aria-hidden="true">
          <span className="web-navigation-progress__bar" />
        </div>
      )}
      <div className="web-navigation-loading" data-loading={navigation.state !== 'idle' || undefined}>
        <LoadingIndicator loading={navigation.state === 'loading'} />
      </div>
      <RootFrame
        announcement={announcement}
        header={handle.header === 'none' ? null : <DashboardHeader />}
        sandboxed={handle.sandboxed === true}
      >
        <Outlet />
      </RootFrame>
    </PageLinkProvider>
  );
}

/** Errors no page caught (the authenticated area's own data, a page that did not load): the shell and the error. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <>
      <a className="at-skip-link" href="#main">
        {t('skipLink.label')}
      </a>
      <OfflineNotice />
      <DashboardHeader />
      <main id="main" tabIndex={-1} className="web-main">
        <RouteError />
      </main>
      <Notifications />
    </>
  );
}
