/**
 * A share page's catalogue from the server: nothing new to show (and nothing more loaded) when its add-on
 * is unchanged, whatever the keys' order; a changed add-on decoded and shown; an answer the schema refuses
 * or an error status rejects (the page keeps what it was painted with).
 */
import { CATALOGUE_SOLUTIONS, type CatalogueSolution, catalogueSolution } from '@attune/catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameJson, serverCatalogue } from './catalogue';

const solution = (name: string) =>
  catalogueSolution(
    CATALOGUE_SOLUTIONS.find((entry) => entry.name === name) as CatalogueSolution,
    CATALOGUE_SOLUTIONS.findIndex((entry) => entry.name === name) + 1,
  );
const sleep = solution('sleep');
const other = solution('target-recognition');

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('serverCatalogue', () => {
  it('asks GET /v1/solutions in the page’s language', async () => {
    const fetch = answer({ solutions: [other, sleep] });
    await serverCatalogue([sleep], 'es');
    expect(fetch).toHaveBeenCalledWith(
      '/v1/solutions',
      expect.objectContaining({ headers: expect.objectContaining({ 'Accept-Language': 'es' }) }),
    );
  });

  it('shows nothing new when the add-on shown is unchanged, whatever the order of its keys', async () => {
    const reordered = Object.fromEntries(Object.entries(sleep).reverse());
    answer({ solutions: [other, reordered] });
    expect(await serverCatalogue([sleep], 'en')).toBeNull();
  });

  it('shows the server’s catalogue when the add-on changed', async () => {
    answer({ solutions: [other, { ...sleep, tagline: 'Calmer bedtimes, checked weekly.' }] });
    const shown = await serverCatalogue([sleep], 'en');
    expect(shown?.map((each) => each.name)).toEqual([other.name, sleep.name]);
    expect(shown?.[1]?.tagline).toBe('Calmer bedtimes, checked weekly.');
  });

  it('rejects an error status or an answer the schema refuses', async () => {
    answer({ solutions: [] }, 500);
    await expect(serverCatalogue([sleep], 'en')).rejects.toThrow();
    answer({ solutions: [{ ...sleep, id: 'not a number', name: 'other' }] });
    await expect(serverCatalogue([sleep], 'en')).rejects.toThrow();
  });
});

describe('sameJson', () => {
  it('compares values, not keys’ order', () => {
    expect(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ 0: 1 }, [1])).toBe(false);
  });
});
