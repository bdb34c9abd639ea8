/**
 * The service worker (`public/sw.js`). When a new version takes over, cached lists are invalidated, the
 * 'Installing New Update!' toast shows and the page reloads after 1 second. A registration error is only
 * logged.
 */
import { clearApiCache } from './api-client';

export const UPDATE_RELOAD_DELAY_MS = 1000;

let installing = false;
const listeners = new Set<() => void>();

export function updateInstalling(): boolean {
  return installing;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the toast, drops caches and reloads after 1 s. */
export function applyUpdate(reload: () => void = () => window.location.reload()): void {
  if (installing) return;
  installing = true;
  for (const l of listeners) l();
  clearApiCache();
  window.setTimeout(reload, UPDATE_RELOAD_DELAY_MS);
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // the first install takes control without being an update
    if (hadController) applyUpdate();
  });
  navigator.serviceWorker
    .register(`/sw.js?v=${encodeURIComponent(__APP_VERSION__)}`)
    .catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
}
