import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { isNativeApp } from '../../lib/bridge';

const KEY = 'attune.cookiesAcknowledged';

/** The cookie notice: explains cookies, links to Learn More, cannot be declined, hidden in the native app. */
export function CookiePrompt() {
  const { t } = useTranslation();
  const [seen, setSeen] = useState(() => {
    try {
      return localStorage.getItem(KEY) === 'true';
    } catch {
      return false;
    }
  });
  if (seen || isNativeApp()) return null;
  return (
    <section className="web-cookie" aria-label={t('nav.cookieLabel')}>
      <p>
        {t('cookie.message')}{' '}
        <a href={paths.legal.privacy} target="_blank" rel="noreferrer">
          {t('cookie.learnMore')}
        </a>
      </p>
      <button
        type="button"
        className="at-button at-button--primary at-button--sm"
        onClick={() => {
          try {
            localStorage.setItem(KEY, 'true');
          } catch {
            // remembered for this visit only
          }
          setSeen(true);
        }}
      >
        {t('cookie.accept')}
      </button>
    </section>
  );
}
