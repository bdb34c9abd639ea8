import { afterAll, describe, expect, it } from 'vitest';
import { type AnyStateNode, createActor, fromPromise, SimulatedClock } from 'xstate';
import { prescription } from '../testing/fixtures';
import {
  type CreatePrescriptionInput,
  type DeletePrescriptionInput,
  prescriptionEditorMachine,
  type UpdatePrescriptionInput,
} from './prescription-editor.machine';
import type { Prescription } from './prescriptions.schema';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
/** Lets settled promise actors report back (a few microtask turns; no timers, no real waiting). */
async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

const saved = prescription({ id: 1, child_id: 42, dosage: { id: 10, value: 5 }, start_date: '2025-01-01' });
const input = {
  childId: 42,
  prescriptions: [saved],
  birthday: '2016-05-10',
  today: '2026-03-01',
  medications: [
    { id: 1, dosages: [{ id: 10 }, { id: 11 }] },
    { id: 2, dosages: [{ id: 20 }] },
  ],
};

const visited = new Set<string>();
function stateKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...stateKeys(child, `${prefix + key}.`),
  ]);
}

function start() {
  const calls = {
    create: [] as { input: CreatePrescriptionInput; d: Deferred<Prescription> }[],
    update: [] as { input: UpdatePrescriptionInput; d: Deferred<Prescription> }[],
    delete: [] as { input: DeletePrescriptionInput; d: Deferred<void> }[],
  };
  const clock = new SimulatedClock();
  const machine = prescriptionEditorMachine.provide({
    actors: {
      createPrescription: fromPromise<Prescription, CreatePrescriptionInput>(({ input }) => {
        const d = deferred<Prescription>();
        calls.create.push({ input, d });
        return d.promise;
      }),
      updatePrescription: fromPromise<Prescription, UpdatePrescriptionInput>(({ input }) => {
        const d = deferred<Prescription>();
        calls.update.push({ input, d });
        return d.promise;
      }),
      deletePrescription: fromPromise<void, DeletePrescriptionInput>(({ input }) => {
        const d = deferred<void>();
        calls.delete.push({ input, d });
        return d.promise;
      }),
    },
  });
  const actor = createActor(machine, { input, clock });
  const emitted: unknown[] = [];
  actor.on('prescriptions.changed', (event) => emitted.push(event.prescriptions));
  actor.subscribe((snapshot) => {
    for (const key of stateKeys(snapshot.value)) visited.add(key);
  });
  actor.start();
  return { actor, calls, clock, emitted };
}

function fillNewPrescription(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'prescription.add' });
  actor.send({ type: 'prescription.changeMedication', medication: 2 });
  actor.send({
    type: 'prescription.change',
    patch: { dosage: 20, start_date: '2026-01-01', taken: ['evening'] },
  });
  actor.send({ type: 'prescription.change', patch: { prescribed_by: 'psychiatrist' } });
}

describe('prescriptionEditorMachine', () => {
  it('adds a prescription: form, saving, then the list with the new prescription', async () => {
    const { actor, calls, emitted } = start();
    expect(actor.getSnapshot().value).toBe('list');
    fillNewPrescription(actor);
    expect(actor.getSnapshot().value).toBe('adding');
    expect(actor.getSnapshot().context.issues).toEqual([]);
    actor.send({ type: 'prescription.save' });
    expect(actor.getSnapshot().value).toEqual({ saving: 'creating' });
    expect(calls.create[0]?.input.prescription).toEqual({
      medication_id: 2,
      dosage_id: 20,
      start_date: '2026-01-01',
      taken: ['evening'],
      prescribed_by: 'psychiatrist',
      custom_medication: null,
      custom_dosage: null,
    });
    expect(calls.create[0]?.input).toMatchObject({
      childId: 42,
      entry: {
        medication: 2,
        dosage: 20,
        start_date: '2026-01-01',
        taken: ['evening'],
        prescribed_by: 'psychiatrist',
        custom_medication: null,
        custom_dosage: null,
      },
    });
    const created = {
      ...saved,
      id: 2,
      medication: { id: 2, name: 'Guanfacine' },
      dosage: { id: 20, value: 1 },
    };
    calls.create[0]?.d.resolve(created);
    await flush();
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.prescriptions).toEqual([saved, created]);
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(emitted).toEqual([[saved, created]]);
  });

  it('does not save an invalid form and remembers that Save was pressed', () => {
    const { actor, calls } = start();
    actor.send({ type: 'prescription.add' });
    actor.send({ type: 'prescription.save' });
    expect(actor.getSnapshot().value).toBe('adding');
    expect(actor.getSnapshot().context.attempted).toBe(true);
    expect(actor.getSnapshot().context.issues.map((i) => i.field)).toEqual([
      'medication',
      'start_date',
      'taken',
      'prescribed_by',
    ]);
    expect(calls.create).toHaveLength(0);
    actor.send({ type: 'prescription.cancel' });
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('changing the medication in the form clears the dosage', () => {
    const { actor } = start();
    actor.send({ type: 'prescription.edit', id: 1 });
    expect(actor.getSnapshot().context.draft?.dosage).toBe(10);
    actor.send({ type: 'prescription.changeMedication', medication: 2 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ medication: 2, dosage: null });
    expect(actor.getSnapshot().context.issues).toEqual([{ field: 'dosage', code: 'required' }]);
  });

  it('a failed add keeps the draft the parent typed and returns to the form on dismiss', async () => {
    const { actor, calls } = start();
    fillNewPrescription(actor);
    const typed = actor.getSnapshot().context.draft;
    actor.send({ type: 'prescription.save' });
    calls.create[0]?.d.reject(new Error('500'));
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'add-failed', reason: 'failed' });
    expect(actor.getSnapshot().context.draft).toEqual(typed);
    actor.send({ type: 'prescription.dismiss' });
    expect(actor.getSnapshot().value).toBe('adding');
    expect(actor.getSnapshot().context.draft).toEqual(typed);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("shows 'saving' for at most 5 seconds: a save that does not answer counts as failed", async () => {
    const { actor, clock } = start();
    fillNewPrescription(actor);
    actor.send({ type: 'prescription.save' });
    clock.increment(4999);
    expect(actor.getSnapshot().value).toEqual({ saving: 'creating' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'add-failed', reason: 'timeout' });
  });

  it('retries a failed add from the error state', async () => {
    const { actor, calls } = start();
    fillNewPrescription(actor);
    actor.send({ type: 'prescription.save' });
    calls.create[0]?.d.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'prescription.save' });
    expect(actor.getSnapshot().value).toEqual({ saving: 'creating' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.create).toHaveLength(2);
  });

  it('edits a prescription: updating sends its id and replaces it in the list', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'prescription.edit', id: 1 });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'prescription.change', patch: { taken: ['morning', 'afternoon'] } });
    actor.send({ type: 'prescription.save' });
    expect(actor.getSnapshot().value).toEqual({ saving: 'updating' });
    expect(calls.update[0]?.input).toMatchObject({
      childId: 42,
      id: 1,
      entry: { id: 1, taken: ['morning', 'afternoon'] },
    });
    calls.update[0]?.d.resolve({ ...saved, taken: ['morning', 'afternoon'] });
    await flush();
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.prescriptions).toEqual([
      { ...saved, taken: ['morning', 'afternoon'] },
    ]);
    expect(emitted).toHaveLength(1);
  });

  it('a failed or timed-out save of an existing prescription is save-failed and returns to editing', async () => {
    const { actor, calls, clock } = start();
    actor.send({ type: 'prescription.edit', id: 1 });
    actor.send({ type: 'prescription.save' });
    calls.update[0]?.d.reject(new Error('500'));
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'save-failed', reason: 'failed' });
    actor.send({ type: 'prescription.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'prescription.save' });
    clock.increment(5000);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'save-failed', reason: 'timeout' });
    actor.send({ type: 'prescription.cancel' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('ignores edit or delete of a prescription that is not in the list', () => {
    const { actor } = start();
    actor.send({ type: 'prescription.edit', id: 99 });
    actor.send({ type: 'prescription.delete', id: 99 });
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('deletes after confirmation and removes the prescription from the list', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'prescription.delete', id: 1 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'prescription.confirmDelete' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(calls.delete[0]?.input).toEqual({ childId: 42, id: 1 });
    calls.delete[0]?.d.resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.prescriptions).toEqual([]);
    expect(emitted).toEqual([[]]);
  });

  it('an unconfirmed delete reverts to the list after 5 seconds, and can be cancelled before', () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'prescription.edit', id: 1 });
    actor.send({ type: 'prescription.delete', id: 1 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.pendingDeleteId).toBeNull();
    actor.send({ type: 'prescription.delete', id: 1 });
    actor.send({ type: 'prescription.cancel' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(calls.delete).toHaveLength(0);
  });

  it('a failed delete is delete-failed, keeps the prescription, and dismissing returns to the list', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'prescription.delete', id: 1 });
    actor.send({ type: 'prescription.confirmDelete' });
    calls.delete[0]?.d.reject(new Error('500'));
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'delete-failed', reason: 'failed' });
    expect(actor.getSnapshot().context.prescriptions).toEqual([saved]);
    actor.send({ type: 'prescription.dismiss' });
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('the default actors reject, so an unprovided editor reports add-failed', async () => {
    const actor = createActor(prescriptionEditorMachine, { input, clock: new SimulatedClock() }).start();
    actor.send({ type: 'prescription.edit', id: 1 });
    actor.send({ type: 'prescription.save' });
    await flush();
    expect(actor.getSnapshot().context.error?.kind).toBe('save-failed');
  });

  afterAll(() => {
    const all: string[] = [];
    const walk = (node: AnyStateNode, prefix: string) => {
      for (const [key, child] of Object.entries(node.states)) {
        all.push(prefix + key);
        walk(child, `${prefix + key}.`);
      }
    };
    walk(prescriptionEditorMachine.root, '');
    expect(all.filter((key) => !visited.has(key))).toEqual([]);
  });
});
