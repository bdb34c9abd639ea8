/**
 * The six-box confirmation-code input.
 *
 * One state, `editing`. Context: `digits` (six strings, '' for an empty box), `focus` (the box with
 * the cursor, 0 to 5) and `moves` (how many times the cursor was placed: the `seq` of the view model's
 * focus move, so the browser's focus follows even when it lands on the box it was on). Events: `code.input { index, value }`, `code.paste { index, text }`,
 * `code.backspace { index }`, `code.focus { index }` (the parent tapped a box) and `code.reset`
 * (empty every box, e.g. after the server refused the code). Emits `code.complete { code }` every time
 * a typed or pasted digit leaves all six boxes filled. Events naming a box outside 0 to 5 are ignored.
 */
import { assign, enqueueActions, setup } from 'xstate';
import {
  backspaceCode,
  type CodeEntry,
  completeCode,
  emptyCodeEntry,
  inputCodeDigit,
  isCodeIndex,
  pasteCode,
} from './code-entry.logic';

/** The code boxes' data: six digits ('' when empty) and the box with the cursor. */
export interface CodeEntryMachineContext {
  readonly digits: readonly string[];
  readonly focus: number;
  /** Counts every event that placed the cursor (typing, pasting, Backspace, arrows, a tap, a reset). */
  readonly moves: number;
}

/** What the parent can do in the code boxes. */
export type CodeEntryMachineEvent =
  | { readonly type: 'code.input'; readonly index: number; readonly value: string }
  | { readonly type: 'code.paste'; readonly index: number; readonly text: string }
  | { readonly type: 'code.backspace'; readonly index: number }
  | { readonly type: 'code.focus'; readonly index: number }
  | { readonly type: 'code.reset' };

/** What the code boxes tell their owner: all six digits are in, here is the code. */
export type CodeEntryMachineEmitted = { readonly type: 'code.complete'; readonly code: string };

function asEntry(context: CodeEntryMachineContext): CodeEntry {
  return { digits: context.digits, focus: context.focus };
}

/**
 * The confirmation-code flow: digits only (anything else is cleared), a typed digit moves the cursor on,
 * a paste spreads its digits from the box it lands in (up to the sixth), backspace on an empty box moves
 * back and clears the previous one, and the code is emitted as `code.complete` once all six are filled.
 */
export const codeEntryMachine = setup({
  types: {
    context: {} as CodeEntryMachineContext,
    events: {} as CodeEntryMachineEvent,
    emitted: {} as CodeEntryMachineEmitted,
  },
  guards: {
    isBox: ({ event }) => event.type === 'code.reset' || isCodeIndex(event.index),
  },
  actions: {
    moved: assign({ moves: ({ context }) => context.moves + 1 }),
    emitIfComplete: enqueueActions(({ context, event, enqueue }) => {
      // A paste without a single digit changes nothing, so it does not send the code again.
      if (event.type === 'code.paste' && !/[0-9]/.test(event.text)) return;
      const code = completeCode(asEntry(context));
      if (code !== null) enqueue.emit({ type: 'code.complete', code });
    }),
  },
}).createMachine({
  id: 'codeEntry',
  context: () => ({ ...emptyCodeEntry(), moves: 0 }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'code.input': {
          guard: 'isBox',
          actions: [
            assign(({ context, event }) => inputCodeDigit(asEntry(context), event.index, event.value)),
            'moved',
            'emitIfComplete',
          ],
        },
        'code.paste': {
          guard: 'isBox',
          actions: [
            assign(({ context, event }) => pasteCode(asEntry(context), event.index, event.text)),
            'moved',
            'emitIfComplete',
          ],
        },
        'code.backspace': {
          guard: 'isBox',
          actions: [assign(({ context, event }) => backspaceCode(asEntry(context), event.index)), 'moved'],
        },
        'code.focus': { guard: 'isBox', actions: [assign({ focus: ({ event }) => event.index }), 'moved'] },
        'code.reset': { actions: [assign(() => emptyCodeEntry()), 'moved'] },
      },
    },
  },
});
