import { describe, expect, it } from 'vitest';
import { pendingPlansOf, queuePlans, readPendingPlans, unqueuePlan } from './pending-plans';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('pending plans', () => {
  it('queues each child and plan once, per child', () => {
    const storage = memoryStorage();
    queuePlans(7, [1, 2, 1], storage);
    queuePlans(7, [2, 3], storage);
    queuePlans(8, [1], storage);
    expect(pendingPlansOf(7, storage).map((p) => p.activity_plan_id)).toEqual([1, 2, 3]);
    expect(pendingPlansOf(8, storage).map((p) => p.activity_plan_id)).toEqual([1]);
    unqueuePlan(7, 2, storage);
    expect(pendingPlansOf(7, storage).map((p) => p.activity_plan_id)).toEqual([1, 3]);
  });

  it('reads a damaged queue as empty', () => {
    const storage = memoryStorage();
    storage.setItem('attune.pending-plans', '{oops');
    expect(readPendingPlans(storage)).toEqual([]);
    storage.setItem(
      'attune.pending-plans',
      JSON.stringify([{ child_id: 'x' }, { child_id: 1, activity_plan_id: 2 }]),
    );
    expect(readPendingPlans(storage)).toEqual([{ child_id: 1, activity_plan_id: 2 }]);
  });
});
