import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom, transition } from 'xstate';
import { type CodeKeyEvent, connectCodeEntry } from './code-entry.connect';
import { CODE_LENGTH } from './code-entry.logic';
import { type CodeEntryMachineEvent, codeEntryMachine } from './code-entry.machine';

function snapshotAfter(...events: CodeEntryMachineEvent[]): SnapshotFrom<typeof codeEntryMachine> {
  let [snapshot] = initialTransition(codeEntryMachine);
  for (const event of events) [snapshot] = transition(codeEntryMachine, snapshot, event);
  return snapshot;
}

function recorder() {
  const sent: CodeEntryMachineEvent[] = [];
  return { sent, send: (event: CodeEntryMachineEvent) => void sent.push(event) };
}

function key(name: string, modifiers: Partial<CodeKeyEvent> = {}) {
  const event = { key: name, prevented: false, ...modifiers, preventDefault: () => {} };
  event.preventDefault = () => {
    event.prevented = true;
  };
  return event;
}

const last = CODE_LENGTH - 1;

describe('connectCodeEntry: keys in a box', () => {
  const cases: ReadonlyArray<{
    readonly name: string;
    readonly index: number;
    readonly key: ReturnType<typeof key>;
    readonly sends: CodeEntryMachineEvent[];
    readonly prevented: boolean;
  }> = [
    {
      name: 'Backspace clears (or moves back)',
      index: 2,
      key: key('Backspace'),
      sends: [{ type: 'code.backspace', index: 2 }],
      prevented: true,
    },
    {
      name: 'ArrowLeft moves to the previous box',
      index: 2,
      key: key('ArrowLeft'),
      sends: [{ type: 'code.focus', index: 1 }],
      prevented: true,
    },
    {
      name: 'ArrowLeft in the first box does nothing',
      index: 0,
      key: key('ArrowLeft'),
      sends: [],
      prevented: false,
    },
    {
      name: 'ArrowRight moves to the next box',
      index: 2,
      key: key('ArrowRight'),
      sends: [{ type: 'code.focus', index: 3 }],
      prevented: true,
    },
    {
      name: 'ArrowRight in the last box does nothing',
      index: last,
      key: key('ArrowRight'),
      sends: [],
      prevented: false,
    },
    {
      name: 'a digit is typed',
      index: 1,
      key: key('7'),
      sends: [{ type: 'code.input', index: 1, value: '7' }],
      prevented: true,
    },
    {
      name: 'a letter is typed too (the machine clears it)',
      index: 1,
      key: key('a'),
      sends: [{ type: 'code.input', index: 1, value: 'a' }],
      prevented: true,
    },
    { name: 'Tab keeps its meaning', index: 1, key: key('Tab'), sends: [], prevented: false },
    {
      name: 'Ctrl+V is left to the paste',
      index: 1,
      key: key('v', { ctrlKey: true }),
      sends: [],
      prevented: false,
    },
    {
      name: 'Cmd+V is left to the paste',
      index: 1,
      key: key('v', { metaKey: true }),
      sends: [],
      prevented: false,
    },
  ];

  it.each(cases)('$name', ({ index, key: event, sends, prevented }) => {
    const { sent, send } = recorder();
    connectCodeEntry(snapshotAfter(), send).getInputProps(index).onKeyDown(event);
    expect(sent).toEqual(sends);
    expect(event.prevented).toBe(prevented);
  });
});

describe('connectCodeEntry: what the boxes show', () => {
  it('shows the typed digits and where the cursor is', () => {
    const api = connectCodeEntry(
      snapshotAfter(
        { type: 'code.input', index: 0, value: '4' },
        { type: 'code.input', index: 1, value: '2' },
      ),
      () => {},
    );
    expect(api.digits).toEqual(['4', '2', ...Array.from({ length: CODE_LENGTH - 2 }, () => '')]);
    expect(api.focus).toBe(2);
    expect(api.code).toBeNull();
    expect(api.getInputProps(0).value).toBe('4');
    expect(api.getInputProps(2).value).toBe('');
  });

  it('gives the code once every box is filled', () => {
    const code = '4829130000'.slice(0, CODE_LENGTH);
    const api = connectCodeEntry(snapshotAfter({ type: 'code.paste', index: 0, text: code }), () => {});
    expect(api.code).toBe(code);
  });

  it('offers the text-message code in the first box only, and the cursor there on mount when asked', () => {
    const api = connectCodeEntry(snapshotAfter(), () => {}, {
      autoFocus: true,
      invalid: true,
      disabled: true,
    });
    expect(api.getInputProps(0)).toMatchObject({ autoComplete: 'one-time-code', autoFocus: true });
    expect(api.getInputProps(1)).toMatchObject({ autoComplete: 'off', autoFocus: false });
    expect(api.getInputProps(1)).toMatchObject({
      'aria-invalid': true,
      disabled: true,
      inputMode: 'numeric',
    });
    expect(connectCodeEntry(snapshotAfter(), () => {}).getInputProps(1)['aria-invalid']).toBeUndefined();
  });

  it('names each box by its place among all of them, as data', () => {
    const api = connectCodeEntry(snapshotAfter(), () => {});
    expect(api.getInputLabel(2)).toEqual({ key: 'forms.code.digit', values: { n: 3, total: CODE_LENGTH } });
  });

  it('a paste sends the clipboard text and stops the browser pasting it into one box', () => {
    const { sent, send } = recorder();
    let prevented = false;
    connectCodeEntry(snapshotAfter(), send)
      .getInputProps(1)
      .onPaste({ clipboardData: { getData: () => '98 76' }, preventDefault: () => (prevented = true) });
    expect(sent).toEqual([{ type: 'code.paste', index: 1, text: '98 76' }]);
    expect(prevented).toBe(true);
  });

  it('a change typed over a digit keeps only what was added', () => {
    const { sent, send } = recorder();
    const api = connectCodeEntry(snapshotAfter({ type: 'code.input', index: 0, value: '4' }), send);
    api.getInputProps(0).onChange({ target: { value: '47' } });
    api.getInputProps(1).onChange({ target: { value: '123' } });
    expect(sent).toEqual([
      { type: 'code.input', index: 0, value: '7' },
      { type: 'code.input', index: 1, value: '123' },
    ]);
  });

  it('focus and reset send their events', () => {
    const { sent, send } = recorder();
    const api = connectCodeEntry(snapshotAfter(), send);
    api.getInputProps(3).onFocus();
    api.reset();
    expect(sent).toEqual([{ type: 'code.focus', index: 3 }, { type: 'code.reset' }]);
  });
});

describe('connectCodeEntry (properties)', () => {
  it('the arrow keys never move the cursor outside the code boxes, whichever box they are pressed in', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: last }),
        fc.constantFrom('ArrowLeft', 'ArrowRight'),
        (index, name) => {
          const { sent, send } = recorder();
          connectCodeEntry(snapshotAfter(), send).getInputProps(index).onKeyDown(key(name));
          for (const event of sent) {
            expect(event.type).toBe('code.focus');
            if (event.type === 'code.focus') {
              expect(event.index).toBeGreaterThanOrEqual(0);
              expect(event.index).toBeLessThan(CODE_LENGTH);
            }
          }
        },
      ),
    );
  });

  it('typing any key sequence through the boxes shows exactly the digits the machine holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('1', '5', 'x', 'Backspace', 'ArrowLeft', 'ArrowRight'), { maxLength: 20 }),
        (keys) => {
          let snapshot = snapshotAfter();
          for (const name of keys) {
            const sent: CodeEntryMachineEvent[] = [];
            connectCodeEntry(snapshot, (event) => void sent.push(event))
              .getInputProps(snapshot.context.focus)
              .onKeyDown(key(name));
            for (const event of sent) [snapshot] = transition(codeEntryMachine, snapshot, event);
          }
          const api = connectCodeEntry(snapshot, () => {});
          expect(api.digits).toHaveLength(CODE_LENGTH);
          expect(api.digits.map((_, index) => api.getInputProps(index).value)).toEqual(api.digits);
          expect(api.code === null).toBe(api.digits.some((digit) => digit === ''));
        },
      ),
    );
  });
});
