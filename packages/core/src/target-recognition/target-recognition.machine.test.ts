import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import type { CognitiveResult } from '../children/children.schema';
import { connectTargetRecognition } from './target-recognition.connect';
import {
  type PostTargetRecognitionInput,
  type TargetRecognitionMachineEvent,
  targetRecognitionMachine,
} from './target-recognition.machine';

const stored: CognitiveResult = {
  id: 1,
  child_id: 3,
  level: 1,
  score: 100,
  leveled_up: false,
  mean_response_ms: 900,
  completed_at: '2026-11-23T10:00:00.000Z',
};

function play(post: (input: PostTargetRecognitionInput) => Promise<CognitiveResult>) {
  const machine = targetRecognitionMachine.provide({
    actors: { postResult: fromPromise(({ input }: { input: PostTargetRecognitionInput }) => post(input)) },
  });
  const actor = createActor(machine, { input: { level: 1, sets: 3, seed: 9 } }).start();
  const view = () => connectTargetRecognition(actor.getSnapshot(), actor.send, () => 0);
  return { actor, view };
}

describe('the Target Recognition task', () => {
  it('plays every set once, timing each answer from the set shown, then posts the answers and shows the result', async () => {
    const posted: PostTargetRecognitionInput[] = [];
    const { actor, view } = play(async (input) => {
      posted.push(input);
      return stored;
    });
    expect(view().phase).toBe('ready');
    view().start(1000);
    expect(view().progress).toEqual({ key: 'targetRecognition.progress', values: { position: 1, total: 3 } });
    const targets: string[] = [];
    for (const at of [1800, 3000, 3500]) {
      const { choices, target } = view();
      targets.push(String(target));
      view().choose(choices.indexOf(target ?? 'circle'), at);
    }
    expect(view().phase).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.value === 'done');
    expect(view().result).toEqual(stored);
    expect(posted).toEqual([
      {
        seed: 9,
        answers: [
          { choice: targets[0], response_ms: 800 },
          { choice: targets[1], response_ms: 1200 },
          { choice: targets[2], response_ms: 500 },
        ],
      },
    ]);
    actor.stop();
  });

  it('ignores a choice that is not on screen, and chooses by the number keys', () => {
    const { actor, view } = play(async () => stored);
    view().start(0);
    view().choose(7, 10);
    expect(view().position).toBe(1);
    expect(view().chooseByKey('9', 10)).toBe(false);
    expect(view().chooseByKey('2', 10)).toBe(true);
    expect(view().position).toBe(2);
    actor.stop();
  });

  it('keeps the answers and why saving failed, offers Try again, and posts the same answers again', async () => {
    let calls = 0;
    const refusal = new Error('refused');
    const posted: unknown[] = [];
    const { actor, view } = play(async (input) => {
      calls += 1;
      posted.push(input.answers);
      if (calls === 1) throw refusal;
      return stored;
    });
    view().start(0);
    for (const at of [1, 2, 3]) view().choose(0, at);
    await waitFor(actor, (snapshot) => snapshot.value === 'error');
    expect(view().failure).toBe(refusal);
    expect(view().position).toBe(3);
    view().retry();
    expect(view().failure).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.value === 'done');
    expect(calls).toBe(2);
    expect(posted[1]).toEqual(posted[0]);
    actor.stop();
  });
});

describe('the Target Recognition task: every state is reachable', () => {
  it('reaches ready, playing, submitting, error and done through the graph of its events', () => {
    const events = [
      { type: 'tr.start', at: 0 },
      { type: 'tr.choose', index: 0, at: 5 },
      { type: 'tr.retry' },
      { type: 'xstate.done.actor.postResult', output: stored },
      { type: 'xstate.error.actor.postResult', error: new Error('500') },
    ] as unknown as TargetRecognitionMachineEvent[];
    const paths = getShortestPaths(targetRecognitionMachine, {
      input: { level: 1, sets: 2, seed: 1 },
      events,
    });
    const snapshots = paths.flatMap((path) => [path.state, ...path.steps.map((step) => step.state)]);
    const states = getStateNodes(targetRecognitionMachine.root).map((node) => node.path.join('.'));
    expect(states.sort()).toEqual(['done', 'error', 'playing', 'ready', 'submitting']);
    for (const state of states) expect(snapshots.some((s) => s.matches(state as never))).toBe(true);
  });
});
