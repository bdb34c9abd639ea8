import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { type CodeEntryMachineEvent, codeEntryMachine } from './code-entry.machine';

function start() {
  const actor = createActor(codeEntryMachine);
  const codes: string[] = [];
  actor.on('code.complete', (event) => codes.push(event.code));
  actor.start();
  return {
    actor,
    codes,
    digits: () => actor.getSnapshot().context.digits.join('|'),
    focus: () => actor.getSnapshot().context.focus,
  };
}

describe('codeEntryMachine: every state is reachable', () => {
  it('has the single state editing, reached at start and kept by every event', () => {
    const events: CodeEntryMachineEvent[] = [
      { type: 'code.input', index: 0, value: '1' },
      { type: 'code.paste', index: 0, text: '123456' },
      { type: 'code.backspace', index: 0 },
      { type: 'code.focus', index: 3 },
      { type: 'code.reset' },
    ];
    // `moves` only counts focus moves (the view model's `seq`): two snapshots that differ only there are
    // the same state of the boxes, so the traversal stays finite.
    const paths = getShortestPaths(codeEntryMachine, {
      events,
      limit: 200,
      serializeState: (snapshot) =>
        JSON.stringify({ value: snapshot.value, context: { ...snapshot.context, moves: undefined } }),
    });
    expect(getStateNodes(codeEntryMachine.root).map((node) => node.path.join('.'))).toEqual(['editing']);
    for (const path of paths) expect(path.state.value).toBe('editing');
    expect(paths.length).toBeGreaterThan(1);
  });
});

describe('codeEntryMachine: what the parent sees', () => {
  it('starts with six empty boxes and the cursor in the first', () => {
    const { actor, digits, focus } = start();
    expect(actor.getSnapshot().context.digits).toEqual(['', '', '', '', '', '']);
    expect(digits()).toBe('|||||');
    expect(focus()).toBe(0);
  });

  it('typing six digits moves the cursor along and emits the code once they are all in', () => {
    const { actor, codes, focus } = start();
    '48291'.split('').forEach((value, index) => {
      actor.send({ type: 'code.input', index, value });
    });
    expect(focus()).toBe(5);
    expect(codes).toEqual([]);
    actor.send({ type: 'code.input', index: 5, value: '3' });
    expect(codes).toEqual(['482913']);
  });

  it('clears a letter and keeps the cursor on its box', () => {
    const { actor, digits, focus } = start();
    actor.send({ type: 'code.input', index: 0, value: '1' });
    actor.send({ type: 'code.input', index: 1, value: 'x' });
    expect(digits()).toBe('1|||||');
    expect(focus()).toBe(1);
  });

  it('a paste spreads across the boxes and emits the code', () => {
    const { actor, codes, digits } = start();
    actor.send({ type: 'code.paste', index: 0, text: 'Your code: 482-913' });
    expect(digits()).toBe('4|8|2|9|1|3');
    expect(codes).toEqual(['482913']);
  });

  it('a paste without digits does not send the code again', () => {
    const { actor, codes } = start();
    actor.send({ type: 'code.paste', index: 0, text: '482913' });
    actor.send({ type: 'code.paste', index: 2, text: 'abc' });
    expect(codes).toEqual(['482913']);
  });

  it('changing a digit of a full code emits the new code', () => {
    const { actor, codes } = start();
    actor.send({ type: 'code.paste', index: 0, text: '482913' });
    actor.send({ type: 'code.input', index: 2, value: '7' });
    expect(codes).toEqual(['482913', '487913']);
  });

  it('backspace on an empty box moves back and clears the one before; on a filled box it clears that box', () => {
    const { actor, digits, focus, codes } = start();
    actor.send({ type: 'code.paste', index: 0, text: '123' });
    expect(focus()).toBe(3);
    actor.send({ type: 'code.backspace', index: 3 });
    expect([digits(), focus()]).toEqual(['1|2||||', 2]);
    actor.send({ type: 'code.backspace', index: 2 });
    expect([digits(), focus()]).toEqual(['1|||||', 1]);
    actor.send({ type: 'code.focus', index: 0 });
    actor.send({ type: 'code.backspace', index: 0 });
    expect([digits(), focus()]).toEqual(['|||||', 0]);
    actor.send({ type: 'code.backspace', index: 0 });
    expect([digits(), focus()]).toEqual(['|||||', 0]);
    expect(codes).toEqual([]);
  });

  it('follows the parent tapping a box, and empties all boxes on reset', () => {
    const { actor, digits, focus } = start();
    actor.send({ type: 'code.paste', index: 0, text: '4829' });
    actor.send({ type: 'code.focus', index: 1 });
    expect(focus()).toBe(1);
    actor.send({ type: 'code.reset' });
    expect(digits()).toBe('|||||');
    expect(focus()).toBe(0);
  });

  it('ignores boxes outside the six', () => {
    const { actor, digits, focus } = start();
    actor.send({ type: 'code.input', index: 6, value: '1' });
    actor.send({ type: 'code.paste', index: -1, text: '123456' });
    actor.send({ type: 'code.focus', index: 9 });
    actor.send({ type: 'code.backspace', index: 2.5 });
    expect(digits()).toBe('|||||');
    expect(focus()).toBe(0);
  });

  it('emits a code exactly when a typed or pasted digit leaves all six boxes filled, and the code is what the boxes show', () => {
    const eventArb: fc.Arbitrary<CodeEntryMachineEvent> = fc.oneof(
      fc.record({
        type: fc.constant('code.input' as const),
        index: fc.integer({ min: 0, max: 5 }),
        value: fc.oneof(fc.constantFrom('0', '7', '9', 'a', ''), fc.string({ maxLength: 2 })),
      }),
      fc.record({
        type: fc.constant('code.paste' as const),
        index: fc.integer({ min: 0, max: 5 }),
        text: fc.oneof(fc.stringMatching(/^[0-9]{1,7}$/), fc.string({ maxLength: 4 })),
      }),
      fc.record({ type: fc.constant('code.backspace' as const), index: fc.integer({ min: 0, max: 5 }) }),
    );
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 25 }), (events) => {
        const { actor, codes } = start();
        for (const event of events) {
          const before = codes.length;
          actor.send(event);
          const { digits } = actor.getSnapshot().context;
          const full = digits.every((d) => /^[0-9]$/.test(d));
          const typedDigit =
            (event.type === 'code.input' && /[0-9]/.test(event.value)) ||
            (event.type === 'code.paste' && /[0-9]/.test(event.text));
          expect(codes.length - before).toBe(full && typedDigit ? 1 : 0);
          if (codes.length > before) expect(codes.at(-1)).toBe(digits.join(''));
        }
        actor.stop();
      }),
    );
  });
});
