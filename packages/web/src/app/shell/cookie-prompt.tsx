import { CookiePrompt as KitCookiePrompt } from '@attune/ui';
import { useSyncExternalStore } from 'react';
import { paths } from '../../config/paths';
import { isNativeApp } from '../../lib/bridge';
import { useHydrated } from '../../lib/hydrated';

const KEY = 'attune.cookiesAcknowledged';

let acknowledgedThisVisit = false;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function readAcknowledged(): boolean {
  try {
    return acknowledgedThisVisit || localStorage.getItem(KEY) === 'true';
  } catch {
    return acknowledgedThisVisit;
  }
}

/** The cookie notice: explains cookies, links to Learn More, cannot be declined, hidden in the native app. */
export function CookiePrompt() {
  // Prerendered pages show it (a first visit sees it from the first paint); once hydrated, the browser
  // hides it when it was acknowledged before.
  const acknowledged = useSyncExternalStore(subscribe, readAcknowledged, () => false);
  const hydrated = useHydrated();
  return (
    <KitCookiePrompt
      acknowledged={acknowledged}
      inNativeApp={isNativeApp()}
      interactive={hydrated}
      learnMoreHref={paths.legal.privacy}
      onAcknowledge={() => {
        try {
          localStorage.setItem(KEY, 'true');
        } catch {
          // remembered for this visit only
        }
        acknowledgedThisVisit = true;
        for (const listener of listeners) listener();
      }}
    />
  );
}
