import { Effect, Either } from 'effect';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../testing/http-server';
import { things } from '../testing/things.contract';
import {
  type CacheEntry,
  type CacheStore,
  CONTENT_CACHE_MS,
  createMemoryCacheStore,
  createStorageCacheStore,
  isCacheEntryValid,
  REFERENCE_CACHE_MS,
  type StorageLike,
} from './cache';
import { createClient } from './client';

let server: TestServer;
let served: number;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  served = 0;
  server.requests.length = 0;
  server.handle((request, response) => {
    served += 1;
    const key = request.url.includes('content/pieces') ? 'pieces' : 'categories';
    sendJson(response, 200, { [key]: [{ id: served, name: `answer ${served}` }] });
  });
});

const HOUR = 60 * 60 * 1000;

const setup = (options: { store?: CacheStore; appVersion?: string } = {}) => {
  const clock = { now: Date.UTC(2026, 0, 1, 8) };
  const state = { language: 'en', online: true };
  const store = options.store ?? createMemoryCacheStore();
  const make = (appVersion: string) =>
    createClient({
      baseUrl: server.baseUrl,
      getToken: () => 'token-1',
      getLanguage: () => state.language,
      isOnline: () => state.online,
      cache: { store, appVersion },
      now: () => clock.now,
    });
  return { clock, state, store, client: make(options.appVersion ?? '1.0.0'), make };
};

const firstName = async (effect: Effect.Effect<readonly { name: string }[], unknown>) => {
  const result = await Effect.runPromise(Effect.either(effect));
  return Either.isRight(result) ? result.right[0]?.name : `failed: ${JSON.stringify(result.left)}`;
};

describe('caching of reference lists', () => {
  it('reuses a reference list while it is valid, without asking the server again', async () => {
    const { client, clock } = setup();
    expect(await firstName(client.call(things.listCategories, {}))).toBe('answer 1');
    clock.now += 23 * HOUR;
    expect(await firstName(client.call(things.listCategories, {}))).toBe('answer 1');
    expect(served).toBe(1);
  });

  it('asks the server again once 24 hours have passed', async () => {
    const { client, clock } = setup();
    await firstName(client.call(things.listCategories, {}));
    clock.now += 24 * HOUR;
    expect(await firstName(client.call(things.listCategories, {}))).toBe('answer 2');
  });

  it('does not reuse reference data cached by another app version', async () => {
    const { client, make } = setup();
    await firstName(client.call(things.listCategories, {}));
    const updated = make('1.1.0');
    expect(await firstName(updated.call(things.listCategories, {}))).toBe('answer 2');
    expect(served).toBe(2);
  });

  it('a refresh ignores the cache and stores the new answer', async () => {
    const { client } = setup();
    await firstName(client.call(things.listCategories, {}));
    expect(await firstName(client.call(things.listCategories, {}, { refresh: true }))).toBe('answer 2');
    expect(await firstName(client.call(things.listCategories, {}))).toBe('answer 2');
    expect(served).toBe(2);
  });

  it('keeps one entry per language', async () => {
    const { client, state } = setup();
    await firstName(client.call(things.listCategories, {}));
    state.language = 'es';
    expect(await firstName(client.call(things.listCategories, {}))).toBe('answer 2');
    state.language = 'en';
    expect(await firstName(client.call(things.listCategories, {}))).toBe('answer 1');
  });

  it('serves a valid cached list while offline', async () => {
    const { client, state } = setup();
    await firstName(client.call(things.listCategories, {}));
    state.online = false;
    expect(await firstName(client.call(things.listCategories, {}))).toBe('answer 1');
  });

  it('does not cache a failed answer', async () => {
    const { client } = setup();
    server.handle((_request, response) => {
      served += 1;
      sendJson(response, 200, { categories: [] });
    });
    const empty = await Effect.runPromise(Effect.either(client.call(things.listCategories, {})));
    expect(empty).toMatchObject(Either.left({ _tag: 'EmptyList', list: 'categories' }));
    await Effect.runPromise(Effect.either(client.call(things.listCategories, {})));
    expect(served).toBe(2);
  });

  it('asks the server again when a cached entry no longer fits the schema', async () => {
    const { client, store } = setup();
    await firstName(client.call(things.listCategories, {}));
    store.set('listCategories|en|categories', {
      storedAt: Date.UTC(2026, 0, 1, 8),
      appVersion: '1.0.0',
      body: { categories: 'x' },
    });
    expect(await firstName(client.call(things.listCategories, {}))).toBe('answer 2');
  });

  it('clearCache forgets every entry', async () => {
    const { client } = setup();
    await firstName(client.call(things.listCategories, {}));
    client.clearCache();
    expect(await firstName(client.call(things.listCategories, {}))).toBe('answer 2');
  });

  it('a store that throws only turns the cache off', async () => {
    const broken: CacheStore = {
      get: () => {
        throw new Error('private mode');
      },
      set: () => {
        throw new Error('quota exceeded');
      },
      delete: () => undefined,
      clear: () => {
        throw new Error('nope');
      },
    };
    const { client } = setup({ store: broken });
    expect(await firstName(client.call(things.listCategories, {}))).toBe('answer 1');
    expect(await firstName(client.call(things.listCategories, {}))).toBe('answer 2');
    expect(() => client.clearCache()).not.toThrow();
  });

  it('never caches calls the contract does not mark for caching', async () => {
    const { client } = setup();
    server.handle((_request, response) => {
      served += 1;
      sendJson(response, 200, { things: [{ id: served, name: `answer ${served}` }] });
    });
    await firstName(client.call(things.listThings, {}));
    expect(await firstName(client.call(things.listThings, {}))).toBe('answer 2');
  });
});

describe('caching of content', () => {
  it('tells when a cached answer was stored, and Never (null) before', async () => {
    const { client, clock } = setup();
    expect(client.lastUpdated(things.listPieces, { query: { search: 'sleep' } })).toBeNull();
    const storedAt = clock.now;
    await firstName(client.call(things.listPieces, { query: { search: 'sleep' } }));
    clock.now += 60_000;
    expect(client.lastUpdated(things.listPieces, { query: { search: 'sleep' } })).toBe(storedAt);
    expect(client.lastUpdated(things.listPieces, {})).toBeNull();
    expect(client.lastUpdated(things.listThings, {})).toBeNull();
  });

  it('reuses content for 10 minutes, then asks again', async () => {
    const { client, clock } = setup();
    expect(await firstName(client.call(things.listPieces, {}))).toBe('answer 1');
    clock.now += 9 * 60 * 1000;
    expect(await firstName(client.call(things.listPieces, {}))).toBe('answer 1');
    clock.now += 60 * 1000;
    expect(await firstName(client.call(things.listPieces, {}))).toBe('answer 2');
  });

  it('keeps one entry per query', async () => {
    const { client } = setup();
    await firstName(client.call(things.listPieces, { query: { search: 'sleep' } }));
    expect(await firstName(client.call(things.listPieces, { query: { search: 'focus' } }))).toBe('answer 2');
    expect(await firstName(client.call(things.listPieces, { query: { search: 'sleep' } }))).toBe('answer 1');
  });
});

describe('isCacheEntryValid', () => {
  it('a reference entry is valid exactly while younger than 24 hours and stored by the same app version', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * REFERENCE_CACHE_MS }),
        fc.constantFrom('1.0.0', '1.0.1'),
        (age, version) => {
          const entry: CacheEntry = { storedAt: 1_000_000, appVersion: '1.0.0', body: null };
          const valid = isCacheEntryValid('reference', entry, 1_000_000 + age, version);
          expect(valid).toBe(age < REFERENCE_CACHE_MS && version === '1.0.0');
        },
      ),
    );
  });

  it('a content entry is valid exactly while younger than 10 minutes, whatever the app version', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * CONTENT_CACHE_MS }), fc.string(), (age, version) => {
        const entry: CacheEntry = { storedAt: 5_000, appVersion: '1.0.0', body: null };
        expect(isCacheEntryValid('content', entry, 5_000 + age, version)).toBe(age < CONTENT_CACHE_MS);
      }),
    );
  });

  it('an entry stored after now (the clock went back) is never valid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: REFERENCE_CACHE_MS }),
        fc.constantFrom('reference', 'content'),
        (ahead, kind) => {
          const entry: CacheEntry = { storedAt: 10_000_000, appVersion: 'v', body: null };
          expect(isCacheEntryValid(kind as 'reference' | 'content', entry, 10_000_000 - ahead, 'v')).toBe(
            false,
          );
        },
      ),
    );
  });
});

/** An in-memory Storage, as `localStorage` behaves. */
const memoryStorage = (): StorageLike & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
};

describe('the storage-backed cache store', () => {
  it('keeps cached reference data across visits (a new client on the same storage)', async () => {
    const storage = memoryStorage();
    const first = setup({ store: createStorageCacheStore(storage) });
    await firstName(first.client.call(things.listCategories, {}));
    const second = setup({ store: createStorageCacheStore(storage) });
    expect(await firstName(second.client.call(things.listCategories, {}))).toBe('answer 1');
    expect(served).toBe(1);
  });

  it('clear removes only its own keys', () => {
    const storage = memoryStorage();
    storage.setItem('lang', 'es');
    const store = createStorageCacheStore(storage);
    store.set('a', { storedAt: 1, appVersion: 'v', body: [] });
    store.set('b', { storedAt: 1, appVersion: 'v', body: [] });
    store.clear();
    expect([...storage.items.keys()]).toEqual(['lang']);
  });

  it('an unreadable entry counts as missing', () => {
    const storage = memoryStorage();
    const store = createStorageCacheStore(storage);
    storage.setItem('attune.api-cache.a', '{not json');
    storage.setItem('attune.api-cache.b', JSON.stringify({ storedAt: 'yesterday' }));
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBeUndefined();
  });

  it('gives back what it stored, and forgets what it deleted', () => {
    const store = createStorageCacheStore(memoryStorage());
    const entry: CacheEntry = { storedAt: 42, appVersion: '2.0.0', body: { categories: [] } };
    store.set('k', entry);
    expect(store.get('k')).toEqual(entry);
    store.delete('k');
    expect(store.get('k')).toBeUndefined();
  });
});
