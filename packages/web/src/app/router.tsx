/**
 * The route table of both specs. Every page is a lazy chunk; layouts carry the guards in their loaders:
 * - authenticated (`/app`, alias `/dashboard`): logged out goes to log in with the full path in `redirect`;
 * - logged-out only (`/`, `/signup`, `/clinic-signup`, `/login`): logged in goes home;
 * - needs (finished account, subscription) show a blocker in place and keep the URL (see AppLayout).
 * Aliases (`/dashboard`, `/share`, `intervention/`) redirect to their canonical path, keeping the rest.
 * Every pattern comes from `config/paths.ts`; a page without its own error element gets {@link RouteError}.
 */
import {
  createBrowserRouter,
  createHashRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router';
import { paths } from '../config/paths';
import { isNativeApp } from '../lib/bridge';
import type { RouteHandle } from '../lib/route-meta';
import { appLoader, loggedOutOnlyLoader } from './guards';
import { Component as Root, ErrorBoundary as RootErrorBoundary } from './routes/root';
import { RouteError } from './routes/route-error';

type LazyModule = {
  Component: React.ComponentType;
  loader?: RouteObject['loader'];
  action?: RouteObject['action'];
  shouldRevalidate?: RouteObject['shouldRevalidate'];
  ErrorBoundary?: React.ComponentType;
};
const lazy = (load: () => Promise<LazyModule>) => async () => {
  const m = await load();
  return {
    Component: m.Component,
    loader: m.loader,
    action: m.action,
    shouldRevalidate: m.shouldRevalidate,
    ErrorBoundary: m.ErrorBoundary ?? RouteError,
  };
};

const h = (handle: RouteHandle) => handle;

/** A pattern of `paths.ts` relative to the group route it is nested in (`plan/:plan_id/session/:n` -> `session/:n`). */
function under(group: string, pattern: string): string {
  if (!pattern.startsWith(`${group}/`)) throw new Error(`${pattern} is not under ${group}`);
  return pattern.slice(group.length + 1);
}

const child = paths.app.child;

/** The content library's pages, under the content layout (which loads the library once). */
function contentRoutes(): RouteObject[] {
  const content = paths.app.content;
  const needs: RouteHandle['needs'] = ['account', 'subscription'];
  const page = (
    path: string,
    name: string,
    load: () => Promise<LazyModule>,
    extra: Partial<RouteHandle> = {},
  ) => ({
    path,
    handle: h({ name, needs, header: 'content', back: { kind: 'previous' }, ...extra }),
    lazy: lazy(load),
  });
  return [
    page(content.setup.path, 'content-setup', () => import('../features/content/routes/content-setup')),
    page(
      content.recommendations.path,
      'content-recommendations',
      () => import('../features/content/routes/content-recommendations'),
    ),
    page(
      content.editCollections.path,
      'content-edit-collections',
      () => import('../features/content/routes/content-edit-collections'),
    ),
    page(
      content.collection.path,
      'content-collection',
      () => import('../features/content/routes/content-collection'),
    ),
    page(content.piece.path, 'content-piece', () => import('../features/content/routes/content-piece'), {
      contentPiece: true,
    }),
    page(
      content.userFeed.path,
      'content-user-feed',
      () => import('../features/content/routes/content-user-feed'),
    ),
    page(content.tab.path, 'content-home', () => import('../features/content/routes/content-home'), {
      back: { kind: 'named', name: 'home' },
    }),
  ];
}

/** `/dashboard/x?y` -> `/app/x?y` (and the same for `/share` -> `/s`, `intervention` -> `plan`). */
function aliasRedirect(from: RegExp, to: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return redirect(url.pathname.replace(from, to) + url.search + url.hash);
  };
}

const childRoutes: RouteObject[] = [
  {
    path: child.onboarding.path,
    handle: h({ name: 'child-onboarding-home' }),
    lazy: lazy(() => import('../features/onboarding/routes/onboarding-home')),
  },
  {
    path: child.onboardingCustom.path,
    handle: h({ name: 'child-onboarding-custom', back: { kind: 'previous' } }),
    lazy: lazy(() => import('../features/onboarding/routes/onboarding-custom')),
  },
  {
    path: child.onboardingConfirm.path,
    handle: h({ name: 'child-onboarding-confirm', back: { kind: 'previous' } }),
    lazy: lazy(() => import('../features/onboarding/routes/onboarding-confirm')),
  },
  {
    path: child.questionnaire.path,
    handle: h({ name: 'child-questionnaire', back: { kind: 'previous' } }),
    lazy: lazy(() => import('../features/questionnaires/routes/questionnaire')),
  },
  {
    path: child.addOns.path,
    handle: h({ name: 'child-add-ons-home', needs: ['subscription'], header: 'child' }),
    children: [
      { index: true, lazy: lazy(() => import('../features/add-ons/routes/add-ons-home')) },
      {
        path: under(child.addOns.path, child.addOnCategory.path),
        handle: h({ name: 'child-add-ons-category', back: { kind: 'named', name: 'child-add-ons-home' } }),
        lazy: lazy(() => import('../features/add-ons/routes/add-ons-category')),
      },
      {
        path: under(child.addOns.path, child.addOnSolution.path),
        handle: h({ name: 'child-add-ons-solution', back: { kind: 'previous' } }),
        lazy: lazy(() => import('../features/add-ons/routes/add-ons-home')),
      },
    ],
  },
  {
    path: child.collaborators.path,
    handle: h({ name: 'child-collaborators', back: { kind: 'named', name: 'child-view' } }),
    lazy: lazy(() => import('../features/collaborators/routes/child-collaborators')),
  },
  {
    path: child.settings.path,
    handle: h({ name: 'child-settings', back: { kind: 'named', name: 'child-view' } }),
    lazy: lazy(() => import('../features/child-settings/routes/child-settings')),
  },
  { path: child.plan.alias, loader: aliasRedirect(/\/intervention\//, '/plan/') },
  {
    path: child.plan.root,
    handle: h({ header: 'tool' }),
    children: [
      {
        path: under(child.plan.root, child.session.path),
        handle: h({ name: 'child-plan-session-view', back: { kind: 'named', name: 'child-plan-view' } }),
        lazy: lazy(() => import('../features/plans/routes/session')),
      },
      {
        path: under(child.plan.root, child.sessionComplete.path),
        handle: h({ name: 'child-plan-session-complete', back: { kind: 'named', name: 'child-plan-view' } }),
        lazy: lazy(() => import('../features/plans/routes/session-complete')),
      },
      {
        path: under(child.plan.root, child.item.path),
        handle: h({ name: 'child-plan-session-item-view', back: { kind: 'warn' } }),
        lazy: lazy(() => import('../features/plans/routes/item')),
      },
      {
        path: under(child.plan.root, child.action.path),
        handle: h({ name: 'child-plan-action-item-view', back: { kind: 'parent' } }),
        lazy: lazy(() => import('../features/plans/routes/action-item')),
      },
      {
        path: under(child.plan.root, child.plan.path),
        handle: h({ name: 'child-plan-view', back: { kind: 'named', name: 'child-view' } }),
        lazy: lazy(() => import('../features/plans/routes/plan')),
      },
    ],
  },
  {
    path: child.clinical.path,
    handle: h({ name: 'child-clinical', back: { kind: 'named', name: 'home' } }),
    lazy: lazy(() => import('../features/clinic/routes/clinical')),
  },
  {
    path: child.consent.path,
    handle: h({ name: 'child-consent' }),
    lazy: lazy(() => import('../features/clinic/routes/consent')),
  },
  {
    path: child.insurance.path,
    handle: h({ name: 'child-insurance' }),
    lazy: lazy(() => import('../features/clinic/routes/insurance')),
  },
  {
    path: child.report.path,
    handle: h({ name: 'child-report', back: { kind: 'named', name: 'child-view' } }),
    lazy: lazy(() => import('../features/report/routes/report')),
  },
  {
    path: child.targetRecognition.path,
    handle: h({ name: 'child-target-recognition', back: { kind: 'previous' }, header: 'tool' }),
    lazy: lazy(() => import('../features/tools/routes/target-recognition')),
  },
  {
    path: child.tool.path,
    handle: h({ name: 'child-tool', back: { kind: 'previous' }, header: 'tool' }),
    lazy: lazy(() => import('../features/tools/routes/tool')),
  },
  {
    path: child.course.path,
    handle: h({ header: 'course' }),
    children: [
      {
        index: true,
        handle: h({ name: 'child-course-view', back: { kind: 'named', name: 'child-view' } }),
        lazy: lazy(() => import('../features/courses/routes/course')),
      },
      {
        path: under(child.course.path, child.lecture.path),
        handle: h({ name: 'child-course-lecture-view', back: { kind: 'parent' } }),
        lazy: lazy(() => import('../features/courses/routes/course')),
      },
    ],
  },
  {
    path: child.view.path,
    handle: h({ name: 'child-view', back: { kind: 'named', name: 'home' } }),
    lazy: lazy(() => import('../features/children/routes/child-view')),
  },
];

const appRoutes: RouteObject[] = [
  { index: true, handle: h({ name: 'home' }), lazy: lazy(() => import('../features/home/routes/home')) },
  {
    path: paths.app.createAccount.path,
    handle: h({ name: 'create-account', back: { kind: 'browser' } }),
    lazy: lazy(() => import('../features/accounts/routes/create-account')),
  },
  {
    path: paths.app.getStarted.path,
    handle: h({ name: 'get-started', needs: ['account', 'subscription'] }),
    lazy: lazy(() => import('../features/children/routes/add-child')),
  },
  {
    path: paths.app.addChild.path,
    handle: h({ name: 'add-child', needs: ['account', 'subscription'], back: { kind: 'previous' } }),
    lazy: lazy(() => import('../features/children/routes/add-child')),
  },
  {
    path: paths.app.accessCode.path,
    handle: h({ name: 'access-code' }),
    lazy: lazy(() => import('../features/clinic/routes/access-code')),
  },
  {
    path: paths.app.accessLog.path,
    handle: h({ name: 'access-log', needs: ['account'], back: { kind: 'named', name: 'settings' } }),
    lazy: lazy(() => import('../features/settings/routes/access-log')),
  },
  {
    path: paths.app.invitation.path,
    handle: h({ name: 'collaborator-invitation' }),
    lazy: lazy(() => import('../features/collaborators/routes/invitation')),
  },
  {
    path: paths.app.shared.path,
    handle: h({ name: 'shared-children', needs: ['account'], back: { kind: 'named', name: 'home' } }),
    lazy: lazy(() => import('../features/collaborators/routes/shared-children')),
  },
  {
    path: paths.app.dataSummary.path,
    handle: h({ name: 'data-summary', needs: ['account'], back: { kind: 'named', name: 'settings' } }),
    lazy: lazy(() => import('../features/settings/routes/summary')),
  },
  {
    path: paths.app.settings.path,
    handle: h({ name: 'settings', needs: ['account'], back: { kind: 'named', name: 'home' } }),
    lazy: lazy(() => import('../features/settings/routes/settings')),
  },
  {
    path: paths.app.addOnRedirect.path,
    handle: h({ name: 'add-on-redirect' }),
    lazy: lazy(() => import('../features/add-ons/routes/add-on-redirect')),
  },
  {
    id: 'content',
    path: paths.app.content.path,
    handle: h({ name: 'content', needs: ['account', 'subscription'], header: 'content' }),
    lazy: lazy(() => import('../features/content/routes/content-layout')),
    children: contentRoutes(),
  },
  {
    path: paths.app.notifications.path,
    handle: h({ name: 'notifications', back: { kind: 'previous' } }),
    lazy: lazy(() => import('../features/notifications/routes/notifications')),
  },
  {
    path: paths.app.help.path,
    handle: h({ back: { kind: 'previous' } }),
    lazy: lazy(() => import('../features/help/routes/help-layout')),
    children: [
      {
        index: true,
        handle: h({ name: 'help-home' }),
        lazy: lazy(() => import('../features/help/routes/help-home')),
      },
      {
        path: paths.app.helpFaqs.path,
        handle: h({ name: 'help-faqs' }),
        lazy: lazy(() => import('../features/help/routes/faqs')),
      },
      {
        path: paths.app.helpCitations.path,
        handle: h({ name: 'help-citations' }),
        lazy: lazy(() => import('../features/help/routes/citations')),
      },
      {
        path: paths.app.helpContact.path,
        handle: h({ name: 'help-contact' }),
        lazy: lazy(() => import('../features/help/routes/contact')),
      },
    ],
  },
  {
    path: paths.app.teamLetter.path,
    handle: h({ name: 'team-letter', back: { kind: 'previous' } }),
    lazy: lazy(() => import('../features/help/routes/team-letter')),
  },
  {
    path: paths.app.agreements.path,
    lazy: async () => {
      const m = await import('../features/legal/routes/agreements');
      return { loader: m.loader, action: m.action };
    },
  },
  {
    id: 'child',
    path: child.path,
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
            path: paths.signup.path,
            handle: h({ name: 'signup' }),
            lazy: lazy(() => import('../features/accounts/routes/signup')),
          },
          {
            path: paths.clinicSignup.path,
            handle: h({ name: 'clinic-signup' }),
            lazy: lazy(() => import('../features/accounts/routes/signup')),
          },
          {
            path: paths.login.path,
            handle: h({ name: 'login' }),
            lazy: lazy(() => import('../features/accounts/routes/login')),
          },
        ],
      },
      {
        path: paths.logout.path,
        handle: h({ name: 'logout' }),
        lazy: lazy(() => import('../features/accounts/routes/logout')),
      },
      {
        path: paths.users.path,
        handle: h({ header: 'dashboard' }),
        children: [
          {
            path: paths.confirmation.path,
            handle: h({ name: 'confirmation' }),
            lazy: lazy(() => import('../features/accounts/routes/confirmation')),
          },
          {
            path: paths.resendConfirmation.path,
            handle: h({ name: 'resend-confirmation' }),
            lazy: lazy(() => import('../features/accounts/routes/resend-confirmation')),
          },
          {
            path: paths.resetPassword.path,
            handle: h({ name: 'reset-password' }),
            lazy: lazy(() => import('../features/accounts/routes/reset-password')),
          },
          {
            path: paths.unsubscribe.path,
            handle: h({ name: 'unsubscribe' }),
            lazy: lazy(() => import('../features/accounts/routes/unsubscribe')),
          },
        ],
      },
      {
        path: paths.oauthCallback.path,
        handle: h({ name: 'oauth-callback', header: 'dashboard' }),
        lazy: lazy(() => import('../features/tools/routes/oauth-callback')),
      },
      {
        path: paths.sharedReport.path,
        handle: h({ name: 'shared-report', header: 'none' }),
        lazy: lazy(() => import('../features/report/routes/shared-report')),
      },
      {
        path: paths.collaborator.path,
        handle: h({ name: 'collaborator', header: 'dashboard' }),
        lazy: lazy(() => import('../features/questionnaires/routes/collaborator')),
      },
      { path: `${paths.share.root}/*`, loader: aliasRedirect(/^\/share/, paths.share.alias) },
      {
        path: paths.share.alias,
        handle: h({ sandboxed: true, header: 'none' }),
        children: [
          {
            path: paths.share.addOn.path,
            handle: h({ name: 'share-add-on' }),
            lazy: lazy(() => import('../features/share/routes/share-add-on')),
          },
          {
            path: paths.share.discoverProduct.path,
            handle: h({ name: 'share-discover' }),
            lazy: lazy(() => import('../features/share/routes/share-discover')),
          },
        ],
      },
      { path: `${paths.app.alias}/*`, loader: aliasRedirect(/^\/dashboard/, paths.app.root) },
      { path: paths.app.alias, loader: aliasRedirect(/^\/dashboard/, paths.app.root) },
      {
        id: 'app',
        path: paths.app.root,
        loader: appLoader,
        handle: h({ header: 'dashboard' }),
        lazy: lazy(() => import('./routes/app-layout')),
        children: appRoutes,
      },
      {
        path: paths.legal.path,
        handle: h({ name: 'user-agreements', header: 'dashboard' }),
        lazy: lazy(() => import('../features/legal/routes/legal-page')),
      },
      { path: paths.legal.rootPrivacy, loader: () => redirect(paths.legal.privacy) },
      { path: paths.legal.rootDataProtection, loader: () => redirect(paths.legal.dataProtection) },
      {
        path: paths.notFound.path,
        handle: h({ name: 'page-not-found', header: 'dashboard' }),
        lazy: lazy(() => import('../features/misc/routes/not-found')),
      },
    ],
  },
];

/**
 * Loads the route modules of `pathname` into the route table before the router is created, as React
 * Router asks of a server-rendered page with lazy routes: the router then starts with the page's
 * components and the hydration data it is given, instead of loading them (and the data) again.
 */
export async function loadRouteModules(pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * Hash routing inside the mobile web view, history routing elsewhere; a prerendered public page's
 * `hydrationData` (its routes' data, see src/prerender) spares the browser loading it again.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  return isNativeApp() ? createHashRouter(routes) : createBrowserRouter(routes, { hydrationData });
}
