/**
 * The back button, following the route's metadata: warn before leaving (the spec's text), browser back,
 * the previous route with a different name, a named back route, or the parent route; home otherwise.
 */
import { Button, Dialog, BackButton as KitBackButton } from '@attune/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Params, useMatches, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { previousOtherRoute, readRouteHistory } from '../lib/route-history';
import { type BackRule, mergedHandle } from '../lib/route-meta';

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

export function backTarget(
  rule: BackRule | undefined,
  name: string,
  params: Params,
  parentPath: string | null,
): { kind: 'href'; href: string } | { kind: 'history' } | { kind: 'warn' } {
  const home = { kind: 'href' as const, href: paths.app.home.getHref() };
  switch (rule?.kind) {
    case 'warn':
      return { kind: 'warn' };
    case 'browser':
      return window.history.length > 1 ? { kind: 'history' } : home;
    case 'previous': {
      const previous = previousOtherRoute(readRouteHistory().slice(0, -1), name);
      return previous ? { kind: 'href', href: previous.path } : home;
    }
    case 'named': {
      const href = namedRouteHref(rule.name, params);
      return href ? { kind: 'href', href } : home;
    }
    case 'parent':
      return parentPath ? { kind: 'href', href: parentPath } : home;
    default:
      return home;
  }
}

export function BackButton({ label }: { readonly label?: string }) {
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
    const rule = handle.back?.kind === 'warn' ? { kind: 'previous' as const } : handle.back;
    const target = backTarget(rule, handle.name ?? '', params, parentPath);
    if (target.kind === 'history') navigate(-1);
    else if (target.kind === 'href') navigate(target.href);
  };

  return (
    <>
      <KitBackButton
        label={label ?? t('common.back')}
        onBack={() => (handle.back?.kind === 'warn' ? setWarning(true) : leave())}
      />
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
    </>
  );
}
