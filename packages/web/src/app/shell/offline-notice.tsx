import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Tells the family when the network has dropped: nothing is sent until it is back. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className="web-offline" role="alert">
      <strong>{t('nav.offlineTitle')}</strong> {t('nav.offlineMessage')}
    </div>
  );
}
