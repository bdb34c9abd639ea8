/**
 * Caching of reference lists and content.
 *
 * Conventions:
 * - The store is a port ({@link CacheStore}): memory in tests, browser storage in the web app. A store
 *   that fails (quota, private mode) never fails a call: the cache is skipped.
 * - An entry holds the raw JSON body as the server sent it, when it was stored and the app version; it is
 *   decoded again on every read, so a stale shape can only ever be a cache miss.
 * - Reference data is valid 24 hours AND only for the app version that stored it; content 10 minutes.
 *   An entry stored "in the future" (the clock went back) is not valid.
 */
import type { CacheKind } from '../contract/endpoint';

/** How long reference data (add-on categories, courses, help cards, ...) stays valid: 24 hours. */
export const REFERENCE_CACHE_MS = 24 * 60 * 60 * 1000;

/** How long content (collections, pieces, tags, recommendations) stays valid: 10 minutes. */
export const CONTENT_CACHE_MS = 10 * 60 * 1000;

/** One cached answer. */
export interface CacheEntry {
  /** When it was stored, in milliseconds since the epoch. */
  readonly storedAt: number;
  /** The app version that stored it. */
  readonly appVersion: string;
  /** The JSON body as the server sent it. */
  readonly body: unknown;
}

/** Where cached answers live: the port the web app fills with browser storage. */
export interface CacheStore {
  get(key: string): CacheEntry | undefined;
  set(key: string, entry: CacheEntry): void;
  delete(key: string): void;
  /** Forgets every entry (logout, a service-worker update). */
  clear(): void;
}

/** Whether a cached entry of this kind may be reused at `now` by app version `appVersion`. */
export function isCacheEntryValid(
  kind: CacheKind,
  entry: CacheEntry,
  now: number,
  appVersion: string,
): boolean {
  const age = now - entry.storedAt;
  if (age < 0) return false;
  if (kind === 'reference') return age < REFERENCE_CACHE_MS && entry.appVersion === appVersion;
  return age < CONTENT_CACHE_MS;
}

/** A cache store in memory, for tests and for apps without storage. */
export function createMemoryCacheStore(): CacheStore {
  const entries = new Map<string, CacheEntry>();
  return {
    get: (key) => entries.get(key),
    set: (key, entry) => {
      entries.set(key, entry);
    },
    delete: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}

/** The part of the Web Storage API (`localStorage`) the storage-backed cache needs. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const isCacheEntry = (value: unknown): value is CacheEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CacheEntry).storedAt === 'number' &&
  typeof (value as CacheEntry).appVersion === 'string' &&
  'body' in value;

/**
 * A cache store in a Storage-like object (`window.localStorage`), so cached reference data persists across
 * visits. Keys are prefixed (default `'attune.api-cache.'`); `clear()` removes only those. Unreadable
 * entries count as missing.
 */
export function createStorageCacheStore(storage: StorageLike, prefix = 'attune.api-cache.'): CacheStore {
  return {
    get: (key) => {
      const raw = storage.getItem(prefix + key);
      if (raw === null) return undefined;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isCacheEntry(parsed) ? parsed : undefined;
      } catch {
        return undefined;
      }
    },
    set: (key, entry) => storage.setItem(prefix + key, JSON.stringify(entry)),
    delete: (key) => storage.removeItem(prefix + key),
    clear: () => {
      const ours: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(prefix)) ours.push(key);
      }
      for (const key of ours) storage.removeItem(key);
    },
  };
}
