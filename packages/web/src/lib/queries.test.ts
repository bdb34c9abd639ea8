import { contract } from '@attune/api/contract';
import { CONTENT_CACHE_MS, REFERENCE_CACHE_MS } from '@attune/core/rules';
import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import {
  CHILD_DATA_FRESH_MS,
  CONTENT_CALLS,
  childQueries,
  childTabQueries,
  contentQuery,
  prefetchAnswers,
  queryKeys,
  REFERENCE_LISTS,
  referenceQuery,
} from './queries';

const cachedAs = (kind: string) =>
  Object.values(contract)
    .filter((endpoint) => (endpoint as { readonly cache?: string }).cache === kind)
    .map((endpoint) => endpoint.name)
    .sort();

describe('the query factories', () => {
  it('know exactly the calls the contract caches as reference data and as content', () => {
    expect([...REFERENCE_LISTS].sort()).toEqual(cachedAs('reference'));
    expect([...CONTENT_CALLS].sort()).toEqual(cachedAs('content'));
  });

  it('reuse a reference list a day and content ten minutes, both kept across visits', () => {
    expect(referenceQuery('listSolutions')).toMatchObject({
      staleTime: REFERENCE_CACHE_MS,
      meta: { persist: true },
    });
    expect(contentQuery('listTags', { query: {} })).toMatchObject({
      staleTime: CONTENT_CACHE_MS,
      meta: { persist: true },
    });
  });

  it('keep a child’s answers in memory only, briefly, under the child’s one prefix', () => {
    const tabs = Object.values(childTabQueries).flatMap((tab) => Object.values(tab(7)));
    const child = [childQueries.record(7, false), ...tabs.filter((query) => query.queryKey[0] === 'child')];
    expect(child.length).toBeGreaterThan(3);
    for (const query of child) {
      expect(query.queryKey.slice(0, 2)).toEqual(queryKeys.child(7));
      expect(query.staleTime).toBe(CHILD_DATA_FRESH_MS);
      expect(query.meta?.persist).toBeUndefined();
    }
  });

  it('give the same answer to two tabs that show it, and another to another child', () => {
    const key = (query: { queryKey: readonly unknown[] }) => JSON.stringify(query.queryKey);
    expect(key(childTabQueries.timeline(7).scores)).toBe(key(childTabQueries.scores(7).scores));
    expect(key(childTabQueries.timeline(7).solutions)).toBe(key(childTabQueries.tools(7).solutions));
    expect(key(childTabQueries.scores(7).scores)).not.toBe(key(childTabQueries.scores(8).scores));
  });

  it('an answer is reused while fresh and asked again once stale (the clock is the cache’s)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let asked = 0;
    const query = { ...childQueries.scores(7), queryFn: async () => [asked++] as never };
    await client.fetchQuery(query);
    await client.fetchQuery(query);
    expect(asked).toBe(1);
    await client.invalidateQueries({ queryKey: queryKeys.child(7) });
    await client.fetchQuery(query);
    expect(asked).toBe(2);
    client.clear();
  });

  it('prefetch a tab’s answers, telling whether every one is in (a failure says no, and throws nothing)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let asked = 0;
    const scores = { ...childQueries.scores(7), queryFn: async () => [asked++] as never };
    const trends = { ...childQueries.trends(7), queryFn: async () => [] as never };
    expect(await prefetchAnswers([scores, trends], client)).toBe(true);
    expect(client.getQueryData(scores.queryKey)).toEqual([0]);
    // fresh answers are not asked again
    expect(await prefetchAnswers([scores, trends], client)).toBe(true);
    expect(asked).toBe(1);
    const gauges = {
      ...childQueries.gauges(7),
      queryFn: async () => {
        throw new Error('offline');
      },
    };
    expect(await prefetchAnswers([scores, gauges], client)).toBe(false);
  });
});
