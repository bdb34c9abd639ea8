import { CookiePrompt as KitCookiePrompt } from '@attune/ui';
import { useState } from 'react';
import { paths } from '../../config/paths';
import { isNativeApp } from '../../lib/bridge';

const KEY = 'attune.cookiesAcknowledged';

/** The cookie notice: explains cookies, links to Learn More, cannot be declined, hidden in the native app. */
export function CookiePrompt() {
  const [acknowledged, setAcknowledged] = useState(() => {
    try {
      return localStorage.getItem(KEY) === 'true';
    } catch {
      return false;
    }
  });
  return (
    <KitCookiePrompt
      acknowledged={acknowledged}
      inNativeApp={isNativeApp()}
      learnMoreHref={paths.legal.privacy}
      onAcknowledge={() => {
        try {
          localStorage.setItem(KEY, 'true');
        } catch {
          // remembered for this visit only
        }
        setAcknowledged(true);
      }}
    />
  );
}
