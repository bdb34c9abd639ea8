import { UpdateToast as KitUpdateToast } from '@attune/ui';
import { useSyncExternalStore } from 'react';
import { subscribeUpdate, updateInstalling } from '../../lib/service-worker';

/** 'Installing New Update!': slides down while a new version installs (the page reloads after 1 s). */
export function UpdateToast() {
  const installing = useSyncExternalStore(subscribeUpdate, updateInstalling, () => false);
  return <KitUpdateToast open={installing} />;
}
