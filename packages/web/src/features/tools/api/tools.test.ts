import { beforeEach, describe, expect, it, vi } from 'vitest';

const answers = vi.hoisted(() => ({ values: new Map<string, unknown>(), called: [] as string[] }));

// The api client, answering each call by name from `answers` and noting which calls were made.
vi.mock('../../../lib/api-client', () => ({
  // reference lists read through the query cache: a new, empty one for each read
  getApiLanguage: () => 'en',
  loadQueryClient: async () =>
    new (await import('@tanstack/query-core')).QueryClient({ defaultOptions: { queries: { retry: false } } }),
  call: async (pick: (api: Record<string, () => string>) => string) => {
    const name = pick(new Proxy({}, { get: (_target, key) => () => String(key) }));
    answers.called.push(name);
    return answers.values.get(name);
  },
  isApiError: () => false,
  statusOf: () => undefined,
}));

const { loadTool } = await import('./tools');

const signal = new AbortController().signal;
/** The sleep add-on, sold per child, bought for child 4 with a 7-day trial that ends on 2026-03-08. */
const trial = { id: 1, product: { id: 2, name: 'sleep' }, state: 'paid', child_id: 4, ends_on: '2026-03-08' };

describe('a tool page locked by its add-on', () => {
  beforeEach(() => {
    answers.called = [];
    answers.values = new Map<string, unknown>([
      ['listSolutions', [{ name: 'sleep' }]],
      ['listProducts', [{ id: 2, name: 'sleep', purchase_kind: 'perChild' }]],
      ['listPurchases', [trial]],
      ['listSleepCheckins', []],
      ['listSleepInterventions', []],
      ['getSleepDevice', null],
    ]);
  });

  it('opens while the trial runs, reading the sleep calls', async () => {
    const data = await loadTool('sleep', 4, signal, '2026-03-07');
    expect(data.sleep).toEqual({ locked: false, value: { checkins: [], deviceSleeps: [], device: null } });
    expect(answers.called).toContain('listSleepCheckins');
  });

  it('is locked from the day the trial ends, without asking for what the server would refuse', async () => {
    for (const day of ['2026-03-08', '2026-04-01']) {
      answers.called = [];
      const data = await loadTool('sleep', 4, signal, day);
      expect(data.sleep).toEqual({ locked: true });
      expect(answers.called).not.toContain('listSleepCheckins');
    }
  });

  it('is locked for a sibling the add-on was not bought for', async () => {
    const data = await loadTool('sleep', 5, signal, '2026-03-07');
    expect(data.sleep).toEqual({ locked: true });
  });
});
