import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom, transition } from 'xstate';
import { connectCodeEntry } from './code-entry.connect';
import { CODE_LENGTH } from './code-entry.logic';
import { type CodeEntryMachineEvent, codeEntryMachine } from './code-entry.machine';

type Snapshot = SnapshotFrom<typeof codeEntryMachine>;

function after(events: readonly CodeEntryMachineEvent[], from?: Snapshot): Snapshot {
  let snapshot = from ?? initialTransition(codeEntryMachine)[0];
  for (const event of events) [snapshot] = transition(codeEntryMachine, snapshot, event);
  return snapshot;
}

const move = (snapshot: Snapshot) => connectCodeEntry(snapshot, () => {}).focusMove;
const typed = (text: string): CodeEntryMachineEvent[] =>
  [...text].map((value, index) => ({ type: 'code.input', index, value }));

describe('connectCodeEntry: where the focus goes', () => {
  it('moves nothing before the parent does anything in the boxes', () => {
    expect(move(after([]))).toBeNull();
  });

  it('a typed digit sends the focus to the next box, only while the focus is in the boxes', () => {
    expect(move(after(typed('12')))).toEqual({ target: 'cell', index: 2, seq: 2, within: true });
  });

  it('Backspace in an empty box sends the focus back to the previous box', () => {
    const snapshot = after([...typed('123'), { type: 'code.backspace', index: 3 }]);
    expect(move(snapshot)).toMatchObject({ target: 'cell', index: 2 });
    expect(snapshot.context.digits.join('')).toBe('12');
  });

  it('a paste sends the focus after the last box it filled, or to the last box when it fills them all', () => {
    expect(move(after([{ type: 'code.paste', index: 1, text: '12' }]))).toMatchObject({ index: 3 });
    expect(move(after([{ type: 'code.paste', index: 0, text: '123456' }]))).toMatchObject({
      index: CODE_LENGTH - 1,
    });
  });

  it('asks again when the cursor stays on its box (a letter typed, a digit typed in the last box)', () => {
    const once = after(typed('12345'));
    const again = after([{ type: 'code.input', index: 5, value: '6' }], once);
    expect(move(once)).toMatchObject({ index: 5 });
    expect(move(again)).toMatchObject({ index: 5 });
    expect(move(again)?.seq).not.toBe(move(once)?.seq);
  });

  it('names the box with the attributes the adapter looks for', () => {
    const api = connectCodeEntry(after([]), () => {});
    expect(api.getInputProps(4)).toMatchObject({ 'data-part': 'cell', 'data-index': 4 });
  });
});

const indexArb = fc.integer({ min: -1, max: CODE_LENGTH });
const eventArb: fc.Arbitrary<CodeEntryMachineEvent> = fc.oneof(
  fc.record({
    type: fc.constant('code.input' as const),
    index: indexArb,
    value: fc.string({ maxLength: 2 }),
  }),
  fc.record({ type: fc.constant('code.paste' as const), index: indexArb, text: fc.string({ maxLength: 8 }) }),
  fc.record({ type: fc.constant('code.backspace' as const), index: indexArb }),
  fc.record({ type: fc.constant('code.focus' as const), index: indexArb }),
  fc.constant({ type: 'code.reset' as const }),
);

describe('connectCodeEntry: where the focus goes (properties)', () => {
  it('the focus move always names a box within the code, the one the cursor is on, and asks anew after every event on a box', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 20 }), (events) => {
        let snapshot = after([]);
        let seq = move(snapshot)?.seq ?? 0;
        for (const event of events) {
          snapshot = after([event], snapshot);
          const focus = move(snapshot);
          const onABox = event.type === 'code.reset' || (event.index >= 0 && event.index < CODE_LENGTH);
          if (!onABox) {
            expect(focus?.seq ?? 0).toBe(seq);
            continue;
          }
          expect(focus).not.toBeNull();
          expect(focus?.target).toBe('cell');
          expect(focus?.within).toBe(true);
          expect(focus?.index).toBe(snapshot.context.focus);
          expect(focus?.index).toBeGreaterThanOrEqual(0);
          expect(focus?.index).toBeLessThan(CODE_LENGTH);
          expect(focus?.seq).toBeGreaterThan(seq);
          seq = focus?.seq ?? 0;
        }
      }),
    );
  });

  it('typing digits one by one from the first box, the focus is always on the first empty box (the last once all are filled)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,6}$/), (digits) => {
        let snapshot = after([]);
        [...digits].forEach((value, index) => {
          snapshot = after([{ type: 'code.input', index, value }], snapshot);
          const firstEmpty = snapshot.context.digits.indexOf('');
          expect(move(snapshot)?.index).toBe(firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty);
        });
      }),
    );
  });
});
