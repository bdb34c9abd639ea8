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

// Web Push (session reminders): the server sends `{ title, body, href }`, worded in the family's language.
self.addEventListener('push', (event) => {
  let message = { title: 'Attune', body: '', href: '/app/notifications' };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    // not JSON: the default words
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      data: { href: message.href },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const href = new URL(event.notification.data?.href || '/app/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.navigate(href).then((client) => client?.focus());
      return self.clients.openWindow(href);
    }),
  );
});
