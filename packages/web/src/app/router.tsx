/**
 * The route table of both specs. Every page is a lazy chunk; layouts carry the guards in their loaders:
 * - authenticated (`/app`, alias `/dashboard`): logged out goes to log in with the full path in `redirect`;
 * - logged-out only (`/`, `/signup`, `/clinic-signup`, `/login`): logged in goes home;
 * - needs (finished account, subscription) show a blocker in place and keep the URL (see AppLayout).
 * Aliases (`/dashboard`, `/share`, `intervention/`) redirect to their canonical path, keeping the rest.
 */
import {
  createBrowserRouter,
  createHashRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { isNativeApp } from '../lib/bridge';
import type { RouteHandle } from '../lib/route-meta';
import { appLoader, loggedOutOnlyLoader } from './guards';
import { Component as Root, ErrorBoundary as RootErrorBoundary } from './routes/root';

type LazyModule = {
  Component: React.ComponentType;
  loader?: RouteObject['loader'];
  action?: RouteObject['action'];
  ErrorBoundary?: React.ComponentType;
};
const lazy = (load: () => Promise<LazyModule>) => async () => {
  const m = await load();
  return { Component: m.Component, loader: m.loader, action: m.action, ErrorBoundary: m.ErrorBoundary };
};

const h = (handle: RouteHandle) => handle;

/** `/dashboard/x?y` -> `/app/x?y` (and the same for `/share` -> `/s`, `intervention` -> `plan`). */
function aliasRedirect(from: RegExp, to: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return redirect(url.pathname.replace(from, to) + url.search + url.hash);
  };
}

const childRoutes: RouteObject[] = [
  {
    path: 'onboarding/*',
    handle: h({ name: 'child-onboarding-home' }),
    lazy: lazy(() => import('../features/children/routes/onboarding')),
  },
  {
    path: 'add-ons',
    handle: h({ name: 'child-add-ons-home', needs: ['subscription'], header: 'child' }),
    children: [
      { index: true, lazy: lazy(() => import('../features/add-ons/routes/add-ons-home')) },
      {
        path: 'category/:category',
        handle: h({ name: 'child-add-ons-category', back: { kind: 'named', name: 'child-add-ons-home' } }),
        lazy: lazy(() => import('../features/add-ons/routes/add-ons-category')),
      },
      {
        path: ':solution',
        handle: h({ name: 'child-add-ons-solution', back: { kind: 'previous' } }),
        lazy: lazy(() => import('../features/add-ons/routes/add-ons-home')),
      },
    ],
  },
  {
    path: 'settings/:page?',
    handle: h({ name: 'child-settings', back: { kind: 'named', name: 'child-view' } }),
    lazy: lazy(() => import('../features/child-settings/routes/child-settings')),
  },
  { path: 'intervention/*', loader: aliasRedirect(/\/intervention\//, '/plan/') },
  {
    path: 'plan/:plan_id',
    handle: h({ header: 'tool' }),
    children: [
      {
        path: 'session/:session_position',
        handle: h({ name: 'child-plan-session-view', back: { kind: 'named', name: 'child-plan-view' } }),
        lazy: lazy(() => import('../features/plans/routes/session')),
      },
      {
        path: 'session/:session_position/complete',
        handle: h({ name: 'child-plan-session-complete', back: { kind: 'named', name: 'child-plan-view' } }),
        lazy: lazy(() => import('../features/plans/routes/session-complete')),
      },
      {
        path: 'session/:session_position/item/:item_position',
        handle: h({ name: 'child-plan-session-item-view', back: { kind: 'warn' } }),
        lazy: lazy(() => import('../features/plans/routes/item')),
      },
      {
        path: 'action/:action_id/item/:item_position',
        handle: h({ name: 'child-plan-action-item-view', back: { kind: 'parent' } }),
        lazy: lazy(() => import('../features/plans/routes/action-item')),
      },
      {
        path: ':plan_tab?',
        handle: h({ name: 'child-plan-view', back: { kind: 'named', name: 'child-view' } }),
        lazy: lazy(() => import('../features/plans/routes/plan')),
      },
    ],
  },
  {
    path: 'course/:child_course_id',
    handle: h({ header: 'course' }),
    children: [
      {
        index: true,
        handle: h({ name: 'child-course-view', back: { kind: 'named', name: 'child-view' } }),
        lazy: lazy(() => import('../features/courses/routes/course')),
      },
      {
        path: 'lecture/:lecture_position',
        handle: h({ name: 'child-course-lecture-view', back: { kind: 'parent' } }),
        lazy: lazy(() => import('../features/courses/routes/course')),
      },
    ],
  },
  {
    path: ':tab?/:inspected?',
    handle: h({ name: 'child-view', back: { kind: 'named', name: 'home' } }),
    lazy: lazy(() => import('../features/children/routes/child-view')),
  },
];

const appRoutes: RouteObject[] = [
  { index: true, handle: h({ name: 'home' }), lazy: lazy(() => import('../features/home/routes/home')) },
  {
    path: 'create-account/:screen?',
    handle: h({ name: 'create-account', back: { kind: 'browser' } }),
    lazy: lazy(() => import('../features/accounts/routes/create-account')),
  },
  {
    path: 'get-started/:screen?',
    handle: h({ name: 'get-started', needs: ['account', 'subscription'] }),
    lazy: lazy(() => import('../features/children/routes/add-child')),
  },
  {
    path: 'add-child',
    handle: h({ name: 'add-child', needs: ['account', 'subscription'], back: { kind: 'previous' } }),
    lazy: lazy(() => import('../features/children/routes/add-child')),
  },
  {
    path: 'settings/:page?',
    handle: h({ name: 'settings', needs: ['account'], back: { kind: 'named', name: 'home' } }),
    lazy: lazy(() => import('../features/settings/routes/settings')),
  },
  {
    path: 'add-on/:solution',
    handle: h({ name: 'add-on-redirect' }),
    lazy: lazy(() => import('../features/add-ons/routes/add-on-redirect')),
  },
  {
    path: 'content/*',
    handle: h({ name: 'content-home', needs: ['account', 'subscription'], header: 'content' }),
    lazy: lazy(() => import('../features/misc/routes/content')),
  },
  {
    path: 'help/*',
    handle: h({ name: 'help-home', back: { kind: 'previous' } }),
    lazy: lazy(() => import('../features/misc/routes/help')),
  },
  {
    id: 'child',
    path: 'child/:child_id',
    handle: h({ needs: ['account'], header: 'child' }),
    lazy: lazy(() => import('./routes/child-layout')),
    children: childRoutes,
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: () => null,
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        loader: loggedOutOnlyLoader,
        handle: h({ header: 'dashboard' }),
        children: [
          {
            index: true,
            handle: h({ name: 'landing' }),
            lazy: lazy(() => import('../features/misc/routes/landing')),
          },
          {
            path: 'signup',
            handle: h({ name: 'signup' }),
            lazy: lazy(() => import('../features/accounts/routes/signup')),
          },
          {
            path: 'clinic-signup',
            handle: h({ name: 'clinic-signup' }),
            lazy: lazy(() => import('../features/accounts/routes/signup')),
          },
          {
            path: 'login',
            handle: h({ name: 'login' }),
            lazy: lazy(() => import('../features/accounts/routes/login')),
          },
        ],
      },
      {
        path: 'logout',
        handle: h({ name: 'logout' }),
        lazy: lazy(() => import('../features/accounts/routes/logout')),
      },
      {
        path: 'users',
        handle: h({ header: 'dashboard' }),
        children: [
          {
            path: 'confirmation',
            handle: h({ name: 'confirmation' }),
            lazy: lazy(() => import('../features/accounts/routes/confirmation')),
          },
          {
            path: 'reset_password',
            handle: h({ name: 'reset-password' }),
            lazy: lazy(() => import('../features/misc/routes/not-available')),
          },
          {
            path: 'unsubscribe',
            handle: h({ name: 'unsubscribe' }),
            lazy: lazy(() => import('../features/misc/routes/not-available')),
          },
        ],
      },
      {
        path: 'oauth_callback/:service',
        handle: h({ name: 'oauth-callback', header: 'dashboard' }),
        lazy: lazy(() => import('../features/misc/routes/not-available')),
      },
      {
        path: 'collaborator/:questionnaire_id',
        handle: h({ name: 'collaborator', header: 'dashboard' }),
        lazy: lazy(() => import('../features/misc/routes/not-available')),
      },
      { path: 'share/*', loader: aliasRedirect(/^\/share/, '/s') },
      {
        path: 's',
        handle: h({ sandboxed: true, header: 'none' }),
        children: [
          {
            path: 'add-on/:solution',
            handle: h({ name: 'share-add-on' }),
            lazy: lazy(() => import('../features/share/routes/share-add-on')),
          },
          {
            path: ':discover',
            handle: h({ name: 'share-discover' }),
            lazy: lazy(() => import('../features/share/routes/share-discover')),
          },
        ],
      },
      { path: 'dashboard/*', loader: aliasRedirect(/^\/dashboard/, '/app') },
      { path: 'dashboard', loader: aliasRedirect(/^\/dashboard/, '/app') },
      {
        id: 'app',
        path: 'app',
        loader: appLoader,
        handle: h({ header: 'dashboard' }),
        lazy: lazy(() => import('./routes/app-layout')),
        children: appRoutes,
      },
      {
        path: '*',
        handle: h({ name: 'page-not-found', header: 'dashboard' }),
        lazy: lazy(() => import('../features/misc/routes/not-found')),
      },
    ],
  },
];

/** Hash routing inside the mobile web view, history routing elsewhere. */
export function createAppRouter() {
  return isNativeApp() ? createHashRouter(routes) : createBrowserRouter(routes);
}
