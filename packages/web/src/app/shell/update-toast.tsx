import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeUpdate, updateInstalling } from '../../lib/service-worker';

/** 'Installing New Update!': slides down while a new version installs (the page reloads after 1 s). */
export function UpdateToast() {
  const { t } = useTranslation();
  const installing = useSyncExternalStore(subscribeUpdate, updateInstalling, () => false);
  if (!installing) return null;
  return (
    <div className="web-update-toast" role="status" aria-live="polite">
      <strong>{t('update.installing')}</strong>
      <p>{t('update.body')}</p>
    </div>
  );
}
