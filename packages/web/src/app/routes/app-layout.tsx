/**
 * The authenticated area. A route that needs a finished account or a subscription shows the matching
 * blocker in place of the page and keeps the URL; Go Back leaves, Continue goes to create-account (for a
 * subscription that ended, the blocker names the day and Continue is "Restart").
 */
import { guardRoute, PUSH_PROMPT_SEEN_KEY, requestsPushTokenAtStart } from '@attune/core/rules';
import { Blocker, PushPrompt } from '@attune/ui';
import { useEffect, useState } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AgreementsPrompt } from '../../features/legal/components/agreements-prompt';
import { isAccountFinished } from '../../lib/account';
import { type AppData, useSubscriptionEndedOn } from '../../lib/app-data';
import { isNativeApp, sendToNative } from '../../lib/bridge';
import { useRouteHandle } from '../../lib/route-meta';
import { enableWebPush, webPushKey, webPushSupported } from '../../lib/web-push';

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
 * Once a child is added: 'You're ready to start making progress!'. Inside the native app, once shown and
 * hidden, `hasSeenPushPrompt` is stored and the app asks the wrapper for a push token at every start. In a
 * browser that can receive Web Push, and when the server pushes (it has a VAPID key), Continue asks for
 * permission and stores this browser's subscription; the prompt is shown once.
 */
function PushPromptOnce() {
  const native = isNativeApp();
  const [open, setOpen] = useState(() => {
    if (!native) return false;
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
  useEffect(() => {
    if (native || !webPushSupported()) return;
    let seen = true;
    try {
      seen = localStorage.getItem(PUSH_PROMPT_SEEN_KEY) === 'true';
    } catch {
      // no storage: never ask
    }
    if (seen || Notification.permission !== 'default') return;
    let live = true;
    void webPushKey().then((key) => {
      if (live && key) setOpen(true);
    });
    return () => {
      live = false;
    };
  }, [native]);
  const hide = (requestToken: boolean) => {
    try {
      localStorage.setItem(PUSH_PROMPT_SEEN_KEY, 'true');
    } catch {
      // asked again next time
    }
    if (requestToken && native) sendToNative({ type: 'requestPushToken' });
    else if (requestToken) void enableWebPush().catch(() => 'unavailable');
    setOpen(false);
  };
  return <PushPrompt open={open} onContinue={() => hide(true)} onDismiss={() => hide(false)} />;
}

function BlockerInPlace({ kind }: { readonly kind: 'createAccount' | 'subscription' }) {
  const navigate = useNavigate();
  const endedOn = useSubscriptionEndedOn();
  return (
    <div className="web-page web-page--narrow">
      <Blocker
        kind={kind}
        open
        endedOn={endedOn}
        onGoBack={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.app.home.getHref()))}
        onContinue={() => navigate(paths.app.createAccount.getHref())}
      />
    </div>
  );
}
