/* Attune service worker: caches the built app shell per version; a new version clears old caches and
 * takes over at once (the page then shows 'Installing New Update!' and reloads after 1 s). API calls
 * (/v1, /dev) always go to the network. */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'v1';
const CACHE = `attune-${VERSION}`;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/v1') || url.pathname.startsWith('/dev')) return;
  if (!url.pathname.startsWith('/assets/')) return;
  // hashed assets never change: cache first
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(event.request).then(
        (hit) =>
          hit ||
          fetch(event.request).then((response) => {
            if (response.ok) cache.put(event.request, response.clone());
            return response;
          }),
      ),
    ),
  );
});

// Web Push (session and medication reminders): the server sends `{ title, body, href }`, worded in the
// family's language; a medication reminder adds `dose` and its `actions` words (Taken / Skipped).
self.addEventListener('push', (event) => {
  let message = { title: 'Attune', body: '', href: '/app/notifications' };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    // not JSON: the default words
  }
  const actions =
    message.dose && message.actions
      ? [
          { action: 'taken', title: message.actions.taken },
          { action: 'skipped', title: message.actions.skipped },
        ]
      : undefined;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      data: { href: message.href, dose: message.dose || null },
      ...(actions ? { actions } : {}),
    }),
  );
});

/** Where a notification's tap leads: a dose's Taken / Skipped opens its prescription page with the answer. */
function targetOf(notification, action) {
  const data = notification.data || {};
  const dose = data.dose;
  if (dose && (action === 'taken' || action === 'skipped')) {
    const query = new URLSearchParams({
      answer: action,
      prescription: String(dose.prescription_id),
      day: dose.day,
      dose: dose.dose,
    });
    return `${data.href}?${query}`;
  }
  return data.href || '/app/notifications';
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const href = new URL(targetOf(event.notification, event.action), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.navigate(href).then((client) => client?.focus());
      return self.clients.openWindow(href);
    }),
  );
});
