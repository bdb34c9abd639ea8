/**
 * A prerendered share page against the server's catalogue: nothing to load again (and no API client)
 * when its add-on is unchanged, whatever the keys' order; the router asked to load it again when the
 * add-on changed; a server that answers an error leaves the page as built.
 */
import { CATALOGUE_SOLUTIONS, type CatalogueSolution, catalogueSolution } from '@attune/catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueChanged, type PrerenderData, sameJson } from './prerender-data';

const solution = (name: string) =>
  catalogueSolution(
    CATALOGUE_SOLUTIONS.find((entry) => entry.name === name) as CatalogueSolution,
    CATALOGUE_SOLUTIONS.findIndex((entry) => entry.name === name) + 1,
  );
const sleep = solution('sleep');
const other = solution('target-recognition');
const page: Pick<PrerenderData, 'hydration'> = {
  hydration: { loaderData: { '0-7-0': { solutions: [sleep] } } },
};

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalogueChanged', () => {
  it('asks GET /v1/solutions in the page’s language', async () => {
    const fetch = answer({ solutions: [other, sleep] });
    await catalogueChanged(page, 'es');
    expect(fetch).toHaveBeenCalledWith(
      '/v1/solutions',
      expect.objectContaining({ headers: expect.objectContaining({ 'Accept-Language': 'es' }) }),
    );
  });

  it('is false when the add-on shown is unchanged, whatever the order of its keys', async () => {
    const reordered = Object.fromEntries(Object.entries(sleep).reverse());
    answer({ solutions: [other, reordered] });
    expect(await catalogueChanged(page, 'en')).toBe(false);
  });

  it('is true when the add-on changed or is gone', async () => {
    answer({ solutions: [other, { ...sleep, tagline: 'Calmer bedtimes, checked weekly.' }] });
    expect(await catalogueChanged(page, 'en')).toBe(true);
    answer({ solutions: [other] });
    expect(await catalogueChanged(page, 'en')).toBe(true);
  });

  it('is false on an error status, and asks nothing for a page without add-ons', async () => {
    answer({ solutions: [] }, 500);
    expect(await catalogueChanged(page, 'en')).toBe(false);
    const fetch = answer({ solutions: [] });
    expect(await catalogueChanged({ hydration: { loaderData: {} } }, 'en')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
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
