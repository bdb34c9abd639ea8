/**
 * Web Push in a browser (the standard Push API through the app's service worker, `public/sw.js`). Asked for
 * only after the push prompt ('You're ready to start making progress!') or the timeline's Enable
 * notifications; the subscription is stored on the server (`POST push_subscriptions`), which pushes
 * session reminders with its VAPID key (`GET push_subscriptions/key`). Inside the native wrapper the wrapper
 * asks for its own token instead (`POST apple_devices`).
 */
import { NOTIFICATIONS_SETUP_TASK } from '@attune/core/rules';
import { call } from './api-client';

/** What enabling push came to. */
export type WebPushOutcome = 'subscribed' | 'denied' | 'unsupported' | 'unavailable';

/** The local-storage key of the parent's one-off tasks done on this device (`{ notificationsSetup: iso }`). */
export const USER_TASKS_KEY = 'userTasks';

/** Whether this browser can receive Web Push at all. */
export function webPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

/** The server's VAPID key, or null when the server has no push (then the app never asks). */
export async function webPushKey(): Promise<string | null> {
  if (!webPushSupported()) return null;
  try {
    return (await call((api) => api.getPushKey())).public_key;
  } catch {
    return null;
  }
}

/** The parent's one-off tasks done on this device. */
export function readUserTasks(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(USER_TASKS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Records one of the parent's one-off tasks as done on this device (`notificationsSetup`, `discoverTripleP`). */
export function recordUserTask(name: string): void {
  try {
    localStorage.setItem(
      USER_TASKS_KEY,
      JSON.stringify({ ...readUserTasks(), [name]: new Date().toISOString() }),
    );
  } catch {
    // private mode: the task is done for this visit only
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser for permission, subscribes through the service worker with the server's key and stores
 * the subscription on the server. Whatever the parent answers, the notifications setup task is done.
 */
export async function enableWebPush(): Promise<WebPushOutcome> {
  if (!webPushSupported()) return 'unsupported';
  const key = await webPushKey();
  if (!key) return 'unavailable';
  const permission = await Notification.requestPermission().catch(() => 'denied' as const);
  recordUserTask(NOTIFICATIONS_SETUP_TASK);
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    }));
  const json = subscription.toJSON();
  await call((api) =>
    api.createPushSubscription({
      body: {
        endpoint: json.endpoint ?? subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    }),
  );
  return 'subscribed';
}
