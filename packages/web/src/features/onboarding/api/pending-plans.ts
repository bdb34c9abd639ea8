/**
 * The queue of plans waiting to be started (the spec's pending plans), kept in session storage while a
 * parent goes through onboarding. Queueing and draining are core's rules (`enqueuePendingPlan`,
 * `drainPendingPlans`: per child and plan, no duplicates, started together); this file only stores the
 * queue and starts what is drained.
 */
import { drainPendingPlans, enqueuePendingPlan, type PendingPlan } from '@attune/core/rules';
import { call } from '../../../lib/api-client';

const KEY = 'attune.pending-plans';

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The queue as stored (anything unreadable counts as empty). */
export function readPendingPlans(storage: Storage | null = store()): PendingPlan[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is PendingPlan =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as PendingPlan).child_id === 'number' &&
        typeof (p as PendingPlan).activity_plan_id === 'number',
    );
  } catch {
    return [];
  }
}

function write(queue: readonly PendingPlan[], storage: Storage | null): void {
  try {
    storage?.setItem(KEY, JSON.stringify(queue));
  } catch {
    // no storage
  }
}

/** Queues plans for a child (each child and plan once). */
export function queuePlans(
  childId: number,
  planIds: readonly number[],
  storage: Storage | null = store(),
): void {
  let queue = readPendingPlans(storage);
  for (const id of planIds) queue = enqueuePendingPlan(queue, { child_id: childId, activity_plan_id: id });
  write(queue, storage);
}

/** Takes a plan off the queue (the parent unticked it). */
export function unqueuePlan(childId: number, planId: number, storage: Storage | null = store()): void {
  write(
    readPendingPlans(storage).filter((p) => !(p.child_id === childId && p.activity_plan_id === planId)),
    storage,
  );
}

/** The plans queued for a child. */
export function pendingPlansOf(childId: number, storage: Storage | null = store()): PendingPlan[] {
  return readPendingPlans(storage).filter((p) => p.child_id === childId);
}

/**
 * Starts every plan queued for the child, together (`POST child_activity_plans`, then activate), skipping
 * plans the child already has. What started leaves the queue; on a failure the rest stays queued and the
 * error is thrown.
 */
export async function startPendingPlans(
  childId: number,
  alreadyStarted: ReadonlySet<number>,
  storage: Storage | null = store(),
): Promise<void> {
  const { start, remaining } = drainPendingPlans(readPendingPlans(storage), childId);
  const left = [...start];
  try {
    while (left.length > 0) {
      const pending = left[0];
      if (!pending) break;
      if (!alreadyStarted.has(pending.activity_plan_id)) {
        const created = await call((api) => api.startPlan({ body: pending }));
        if (created.state !== 'active')
          await call((api) => api.activatePlan({ params: { id: created.id }, body: { child_id: childId } }));
      }
      left.shift();
    }
  } finally {
    write([...remaining, ...left], storage);
  }
}
