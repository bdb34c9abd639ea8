/**
 * The confirmation-code boxes as a view model, in the style of zag's pin-input `connect()`: what each
 * box shows and which event each key, change and paste sends. Framework-free: a React, Vue or native
 * adapter spreads `getInputProps(index)` on the box and puts the words of `getInputLabel(index)` in
 * its accessible name.
 *
 * Conventions: key and clipboard events are described structurally (`{ key, preventDefault() }`), so
 * the core needs no DOM types; every index runs from 0 to `CODE_LENGTH - 1`. Moving the browser's focus
 * is data too (`focusMove`): the adapter applies it to the boxes' group, which it never does by itself.
 */
import type { SnapshotFrom } from 'xstate';
import type { FocusMove } from '../focus/focus.logic';
import { CODE_LENGTH, completeCode } from './code-entry.logic';
import type { CodeEntryMachineEvent, codeEntryMachine } from './code-entry.machine';

/** A snapshot of the `codeEntryMachine`. */
export type CodeEntrySnapshot = Pick<SnapshotFrom<typeof codeEntryMachine>, 'context'>;

/** Sends an event to the code boxes' machine (an actor's `send`). */
export type CodeEntrySend = (event: CodeEntryMachineEvent) => void;

/** A key pressed in a box, as much of it as the code boxes need. */
export interface CodeKeyEvent {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
  preventDefault(): void;
}

/** A paste into a box: the clipboard's text. */
export interface CodePasteEvent {
  readonly clipboardData: { getData(format: string): string };
  preventDefault(): void;
}

/** A change of a box's value (a phone filling in the code, an input method): the box's new text. */
export interface CodeChangeEvent {
  readonly target: { readonly value: string };
}

/** What the screen passes in: whether the boxes are disabled, refused, or take the cursor at once. */
export interface CodeEntryConnectProps {
  readonly disabled?: boolean;
  /** The server refused the code: every box is marked invalid. */
  readonly invalid?: boolean;
  /** Puts the cursor in the first box on mount. */
  readonly autoFocus?: boolean;
}

/** The props of one box, ready to spread on a text input. */
export interface CodeBoxProps {
  readonly value: string;
  readonly inputMode: 'numeric';
  readonly pattern: '[0-9]*';
  /** The first box offers the code from a text message ('one-time-code'), the others nothing. */
  readonly autoComplete: 'one-time-code' | 'off';
  readonly disabled: boolean;
  readonly autoFocus: boolean;
  readonly 'aria-invalid': true | undefined;
  /** With `data-index`, how an adapter finds the box a focus move names (`focusPartProps('cell', index)`). */
  readonly 'data-part': 'cell';
  readonly 'data-index': number;
  readonly onFocus: () => void;
  readonly onKeyDown: (event: CodeKeyEvent) => void;
  readonly onChange: (event: CodeChangeEvent) => void;
  readonly onPaste: (event: CodePasteEvent) => void;
}

/** The accessible name of a box as a locale key and its values ('Digit {n} of {total}'). */
export interface CodeBoxLabel {
  readonly key: 'forms.code.digit';
  readonly values: { readonly n: number; readonly total: number };
}

/** The confirmation-code boxes' view model. */
export interface CodeEntryApi {
  /** `CODE_LENGTH` strings, one digit or '' for an empty box. */
  readonly digits: readonly string[];
  /** The box that should have the cursor (0 to `CODE_LENGTH - 1`). */
  readonly focus: number;
  /**
   * Where the browser's focus goes after the last key, paste or tap: box `focus` (typing moves on, Backspace
   * moves back, a paste lands after the last box it filled), a new `seq` each time; only while the focus
   * is in the boxes. Null until the parent does something in them.
   */
  readonly focusMove: FocusMove | null;
  /** The code once every box holds a digit, else null. */
  readonly code: string | null;
  /** The props of box `index`: its value, key handling (Backspace, arrows, digits only), paste. */
  getInputProps(index: number): CodeBoxProps;
  /** The accessible name of box `index` as data. */
  getInputLabel(index: number): CodeBoxLabel;
  /** Typing in a box: digits only (anything else is cleared), moves on to the next box. */
  input(index: number, value: string): void;
  /** Pasting in a box: spreads the pasted digits from that box on. */
  paste(index: number, text: string): void;
  /** Backspace in a box: clears it, or moves back to the previous box and clears that. */
  backspace(index: number): void;
  /** Puts the cursor in a box. */
  focusBox(index: number): void;
  /** Empties every box (e.g. after the server refused the code). */
  reset(): void;
}

function isPlainCharacter(event: CodeKeyEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The code boxes' view model from a snapshot of the `codeEntryMachine`. In a box, Backspace clears (or
 * moves back), ArrowLeft and ArrowRight move the cursor without leaving the boxes, a printable key is
 * typed (digits only: anything else is cleared), a paste spreads its digits; other keys (Tab, Enter,
 * shortcuts) keep their usual meaning.
 */
export function connectCodeEntry(
  snapshot: CodeEntrySnapshot,
  send: CodeEntrySend,
  props: CodeEntryConnectProps = {},
): CodeEntryApi {
  const { digits, focus, moves } = snapshot.context;
  const input = (index: number, value: string) => send({ type: 'code.input', index, value });
  const paste = (index: number, text: string) => send({ type: 'code.paste', index, text });
  const backspace = (index: number) => send({ type: 'code.backspace', index });
  const focusBox = (index: number) => send({ type: 'code.focus', index });

  function onKeyDown(index: number, event: CodeKeyEvent): void {
    if (event.key === 'Backspace') {
      event.preventDefault();
      backspace(index);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    } else if (isPlainCharacter(event)) {
      event.preventDefault();
      input(index, event.key);
    }
  }

  return {
    digits,
    focus,
    focusMove: moves > 0 ? { target: 'cell', index: focus, seq: moves, within: true } : null,
    code: completeCode(snapshot.context),
    getInputProps: (index) => {
      const digit = digits[index] ?? '';
      return {
        value: digit,
        inputMode: 'numeric',
        pattern: '[0-9]*',
        autoComplete: index === 0 ? 'one-time-code' : 'off',
        disabled: props.disabled === true,
        autoFocus: props.autoFocus === true && index === 0,
        'aria-invalid': props.invalid ? true : undefined,
        'data-part': 'cell',
        'data-index': index,
        onFocus: () => focusBox(index),
        onKeyDown: (event) => onKeyDown(index, event),
        // A change replaces the box's text: keep what was added to the digit already there.
        onChange: (event) => input(index, event.target.value.replace(digit, '') || event.target.value),
        onPaste: (event) => {
          event.preventDefault();
          paste(index, event.clipboardData.getData('text'));
        },
      };
    },
    getInputLabel: (index) => ({ key: 'forms.code.digit', values: { n: index + 1, total: CODE_LENGTH } }),
    input,
    paste,
    backspace,
    focusBox,
    reset: () => send({ type: 'code.reset' }),
  };
}
