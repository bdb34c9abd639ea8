/**
 * The authenticated area. A route that needs a finished account or a subscription shows the matching
 * blocker in place of the page and keeps the URL; Go Back leaves, Continue goes to create-account.
 */
import { guardRoute, PUSH_PROMPT_SEEN_KEY, requestsPushTokenAtStart } from '@attune/core/rules';
import { Blocker, PushPrompt } from '@attune/ui';
import { useState } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AgreementsPrompt } from '../../features/legal/components/agreements-prompt';
import { isAccountFinished } from '../../lib/account';
import type { AppData } from '../../lib/app-data';
import { isNativeApp, sendToNative } from '../../lib/bridge';
import { useRouteHandle } from '../../lib/route-meta';

export function Component() {
  const data = useLoaderData() as AppData;
  const handle = useRouteHandle();
  const location = useLocation();
  const decision = guardRoute(
    {
      fullPath: location.pathname + location.search + location.hash,
      meta: {
        requiresAuth: true,
        requiresAccount: handle.needs.includes('account'),
        requiresSubscription: handle.needs.includes('subscription'),
      },
    },
    { loggedIn: true, accountFinished: isAccountFinished(data.account), hasSubscription: data.subscribed },
  );
  if (decision.kind === 'blocker' && decision.blocker === 'create-account')
    return <BlockerInPlace kind="createAccount" />;
  if (decision.kind === 'blocker' && decision.blocker === 'subscription')
    return <BlockerInPlace kind="subscription" />;
  return (
    <>
      <Outlet />
      {data.children.length > 0 ? <PushPromptOnce /> : null}
      <AgreementsPrompt />
    </>
  );
}

/**
 * Inside the native app, once a child is added: 'You're ready to start making progress!'. Once shown and
 * hidden, `hasSeenPushPrompt` is stored and the app asks for a push token at every start.
 */
function PushPromptOnce() {
  const [open, setOpen] = useState(() => {
    if (!isNativeApp()) return false;
    try {
      if (requestsPushTokenAtStart(localStorage.getItem(PUSH_PROMPT_SEEN_KEY))) {
        sendToNative({ type: 'requestPushToken' });
        return false;
      }
    } catch {
      return false;
    }
    return true;
  });
  const hide = (requestToken: boolean) => {
    try {
      localStorage.setItem(PUSH_PROMPT_SEEN_KEY, 'true');
    } catch {
      // asked again next time
    }
    if (requestToken) sendToNative({ type: 'requestPushToken' });
    setOpen(false);
  };
  return <PushPrompt open={open} onContinue={() => hide(true)} onDismiss={() => hide(false)} />;
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
