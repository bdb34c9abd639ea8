/**
 * The back button, following the route's metadata: warn before leaving (the spec's text), browser back,
 * the previous route with a different name, a named back route, or the parent route; home otherwise.
 */
import { backTarget, type BackRule as CoreBackRule } from '@attune/core/rules';
import { Button, Dialog, BackButton as KitBackButton } from '@attune/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Params, useMatches, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { definedParams, readRouteHistory, type VisitedRoute, visitedPath } from '../lib/route-history';
import { type BackRule, handleOf, mergedHandle } from '../lib/route-meta';

/** Where a named back route points, given the current route's params; null when it cannot be built. */
export function namedRouteHref(name: string, params: Params): string | null {
  const childId = params.child_id;
  switch (name) {
    case 'home':
      return paths.app.home.getHref();
    case 'child-view':
      return childId ? paths.app.child.view.getHref(childId) : null;
    case 'child-plan-view':
      return childId && params.plan_id ? paths.app.child.plan.getHref(childId, params.plan_id) : null;
    case 'child-add-ons-home':
      return childId ? paths.app.child.addOns.getHref(childId) : null;
    case 'settings':
      return paths.app.settings.getHref();
    default:
      return null;
  }
}

/** The route metadata's back rule in core's terms ('warn' warns, then goes to the previous route). */
function coreBackRule(rule: BackRule | undefined): CoreBackRule | undefined {
  switch (rule?.kind) {
    case 'warn':
    case 'previous':
      return 'previous';
    case 'browser':
      return 'browser';
    case 'parent':
      return 'parent';
    case 'named':
      return { name: rule.name };
    default:
      return undefined;
  }
}

/**
 * Where the back button goes, decided by core's `backTarget` on the route history; a route target is
 * turned into a path (the visited path, the parent's path, or the named route's path), home otherwise.
 */
export function backHref(
  rule: BackRule | undefined,
  current: { readonly name: string; readonly params: Readonly<Record<string, string>> },
  parent: { readonly name: string; readonly path: string } | null,
  history: readonly VisitedRoute[],
): { kind: 'href'; href: string } | { kind: 'history' } {
  const home = { kind: 'href' as const, href: paths.app.home.getHref() };
  const { target } = backTarget(
    {
      ...current,
      meta: { back: coreBackRule(rule), warnBeforeLeaving: rule?.kind === 'warn' },
      parent: parent ? { name: parent.name, params: current.params } : null,
    },
    history,
  );
  if (target.kind === 'browser-back') return { kind: 'history' };
  if (target.kind === 'home') return home;
  const href =
    rule?.kind === 'parent'
      ? (parent?.path ?? null)
      : rule?.kind === 'named'
        ? namedRouteHref(target.name, target.params)
        : visitedPath(history, target.name, target.params);
  return href ? { kind: 'href', href } : home;
}

/**
 * The back of the current route, following its metadata (see {@link backHref}): `back` goes back, or
 * first asks with the spec's warning when the route warns; `warningDialog` must be rendered with it.
 * The kit's headers (tool, course) take `back` as their `onBack`.
 */
export function useRouteBack(): { readonly back: () => void; readonly warningDialog: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const [warning, setWarning] = useState(false);
  const handle = mergedHandle(matches);
  const last = matches[matches.length - 1];
  const parent = matches.length > 1 ? matches[matches.length - 2] : undefined;
  const params = last?.params ?? {};
  const parentPath = parent && parent.pathname !== last?.pathname ? parent.pathname : null;

  const leave = () => {
    const target = backHref(
      handle.back,
      { name: handle.name ?? '', params: definedParams(params) },
      parent && parentPath ? { name: handleOf(parent).name ?? 'parent', path: parentPath } : null,
      readRouteHistory(),
    );
    if (target.kind === 'history') navigate(-1);
    else if (target.kind === 'href') navigate(target.href);
  };

  return {
    back: () => (handle.back?.kind === 'warn' ? setWarning(true) : leave()),
    warningDialog: (
      <Dialog
        open={warning}
        onClose={() => setWarning(false)}
        title={t('common.back')}
        description={t('common.backWarning')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setWarning(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                setWarning(false);
                leave();
              }}
            >
              {t('common.goBack')}
            </Button>
          </>
        }
      />
    ),
  };
}

/** The back button of the current route (see {@link useRouteBack}). */
export function BackButton({ label }: { readonly label?: string }) {
  const { t } = useTranslation();
  const { back, warningDialog } = useRouteBack();
  return (
    <>
      <KitBackButton label={label ?? t('common.back')} onBack={back} />
      {warningDialog}
    </>
  );
}
