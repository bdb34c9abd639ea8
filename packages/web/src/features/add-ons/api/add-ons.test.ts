import { CATALOGUE_SOLUTIONS, catalogueCategories, catalogueSolution } from '@attune/catalogue';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const answers = vi.hoisted(() => ({ failing: null as string | null, values: new Map<string, unknown>() }));

// The api client, answering each call by name from `answers` (or failing the one named `failing`).
vi.mock('../../../lib/api-client', () => ({
  // reference lists read through the query cache: a new, empty one for each read
  getApiLanguage: () => 'en',
  loadQueryClient: async () =>
    new (await import('@tanstack/query-core')).QueryClient({ defaultOptions: { queries: { retry: false } } }),
  call: async (pick: (api: Record<string, () => string>) => string) => {
    const name = pick(new Proxy({}, { get: (_target, key) => () => String(key) }));
    if (name === answers.failing) throw new Error(`API Error (500): ${name}`);
    return answers.values.get(name);
  },
}));

const { addOnsLoader } = await import('./add-ons');

const solutions = CATALOGUE_SOLUTIONS.map((entry, index) => catalogueSolution(entry, index + 1));

describe('the add-ons loader', () => {
  beforeEach(() => {
    answers.failing = null;
    answers.values = new Map<string, unknown>([
      ['listSolutions', solutions],
      ['listAddOnCategories', catalogueCategories()],
      ['listWaitListItems', [{ id: 3, name: 'reading-attention-tutor' }]],
      ['listJoinedWaitListItems', []],
    ]);
  });

  it('loads the catalogue the server answers, its categories and the waiting lists', async () => {
    const data = await addOnsLoader();
    expect(data.solutions.map((solution) => solution.name)).toEqual(solutions.map((s) => s.name));
    expect(data.categories).toHaveLength(7);
    expect(data.waitListItems).toEqual([{ id: 3, name: 'reading-attention-tutor' }]);
  });

  it.each(['listSolutions', 'listAddOnCategories', 'listWaitListItems', 'listJoinedWaitListItems'])(
    'rejects when %s fails, so the route shows its error rather than an empty list',
    async (failing) => {
      answers.failing = failing;
      await expect(addOnsLoader()).rejects.toThrow(failing);
    },
  );
});
