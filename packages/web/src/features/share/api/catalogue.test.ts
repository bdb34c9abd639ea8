import { CATALOGUE_SOLUTIONS, catalogueSolution } from '@attune/catalogue';
import { describe, expect, it, vi } from 'vitest';

const answers = vi.hoisted(() => ({ fail: false, solutions: [] as unknown[] }));

vi.mock('../../../lib/api-client', () => ({
  // reference lists read through the query cache: a new, empty one for each read
  getApiLanguage: () => 'en',
  loadQueryClient: async () =>
    new (await import('@tanstack/query-core')).QueryClient({ defaultOptions: { queries: { retry: false } } }),
  call: async () => {
    if (answers.fail) throw new Error('API Error (500)');
    return answers.solutions;
  },
}));

const { sharedCatalogueLoader } = await import('./catalogue');

describe('the shared add-on pages loader', () => {
  it('loads the catalogue the server answers, without a log-in', async () => {
    answers.solutions = CATALOGUE_SOLUTIONS.map((entry, index) => catalogueSolution(entry, index + 1));
    const { solutions } = await sharedCatalogueLoader();
    expect(solutions.find((s) => s.name === 'heartmath-smart-brain-wise-heart')?.pricing?.raw).toBe(2175);
  });

  it('rejects when the call fails, so the route shows its error', async () => {
    answers.fail = true;
    await expect(sharedCatalogueLoader()).rejects.toThrow('500');
  });
});
