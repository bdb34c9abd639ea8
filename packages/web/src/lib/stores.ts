/**
 * The app's small in-memory stores that log out must clear: purchases, the wait list, test groups and
 * cached reference lists (kept per app version for 24 hours in local storage).
 */
const memory = new Map<string, unknown>();
const CACHE_PREFIX = 'attune.cache.';
export const REFERENCE_CACHE_MS = 24 * 60 * 60 * 1000;
const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

export function remember<T>(key: string, value: T): T {
  memory.set(key, value);
  return value;
}

export function recall<T>(key: string): T | undefined {
  return memory.get(key) as T | undefined;
}

export function forget(key: string): void {
  memory.delete(key);
}

/** A reference list reused while the cache is valid (24 h, same app version), else fetched again. */
export async function cachedReference<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  try {
    const raw = localStorage.getItem(CACHE_PREFIX + key);
    if (raw) {
      const entry = JSON.parse(raw) as { at: number; version: string; value: T };
      if (entry.version === APP_VERSION && now - entry.at < REFERENCE_CACHE_MS) return entry.value;
    }
  } catch {
    // a damaged entry is refetched
  }
  const value = await load();
  try {
    localStorage.setItem(CACHE_PREFIX + key, JSON.stringify({ at: now, version: APP_VERSION, value }));
  } catch {
    // storage full: the list is simply not cached
  }
  return value;
}

/** Drops every cached reference list (a service-worker update does this). */
export function invalidateCaches(): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(CACHE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

export function clearStores(): void {
  memory.clear();
  invalidateCaches();
  try {
    sessionStorage.clear();
  } catch {
    // ignore
  }
}
