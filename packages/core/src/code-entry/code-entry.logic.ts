/**
 * Rules of the six-box confirmation-code input.
 *
 * Conventions: `digits` always holds six strings, each one digit or '' for an empty box; `focus` is the
 * index (0 to 5) of the box that has the cursor. Every function returns a new entry and never changes
 * its argument. An index outside 0 to 5 leaves the entry unchanged.
 */

/** How many boxes the confirmation code has. */
export const CODE_LENGTH = 6;

/** The state of the code boxes. */
export interface CodeEntry {
  readonly digits: readonly string[];
  readonly focus: number;
}

/** Six empty boxes, the cursor in the first. */
export function emptyCodeEntry(): CodeEntry {
  return { digits: Array.from({ length: CODE_LENGTH }, () => ''), focus: 0 };
}

/** Whether `index` names one of the six boxes. */
export function isCodeIndex(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < CODE_LENGTH;
}

function onlyDigits(text: string): string[] {
  return [...text].filter((char) => char >= '0' && char <= '9');
}

function spread(entry: CodeEntry, index: number, incoming: readonly string[]): CodeEntry {
  const digits = [...entry.digits];
  const count = Math.min(incoming.length, CODE_LENGTH - index);
  for (let offset = 0; offset < count; offset += 1) digits[index + offset] = incoming[offset] ?? '';
  return { digits, focus: Math.min(index + count, CODE_LENGTH - 1) };
}

/**
 * Typing into a box: digits only. A digit fills the box and moves the cursor to the next box (it stays
 * on the last). Anything that is not a digit is cleared from the box and the cursor stays. Several
 * digits at once (a phone filling in a code from a text message) spread like a paste.
 */
export function inputCodeDigit(entry: CodeEntry, index: number, value: string): CodeEntry {
  if (!isCodeIndex(index)) return entry;
  const incoming = onlyDigits(value);
  if (incoming.length === 0) {
    const digits = [...entry.digits];
    digits[index] = '';
    return { digits, focus: index };
  }
  return spread(entry, index, incoming);
}

/**
 * Pasting into a box: the pasted digits (anything else is dropped) fill the boxes from that one on, up to
 * the sixth; extra digits are ignored. The cursor goes to the box after the last one filled. Pasting
 * text with no digit changes nothing.
 */
export function pasteCode(entry: CodeEntry, index: number, text: string): CodeEntry {
  if (!isCodeIndex(index)) return entry;
  const incoming = onlyDigits(text);
  if (incoming.length === 0) return entry;
  return spread(entry, index, incoming);
}

/**
 * Backspace in a box: a filled box is cleared and keeps the cursor; in an empty box the cursor moves
 * back to the previous box and clears it (in the first box nothing happens).
 */
export function backspaceCode(entry: CodeEntry, index: number): CodeEntry {
  if (!isCodeIndex(index)) return entry;
  const digits = [...entry.digits];
  if ((digits[index] ?? '') !== '') {
    digits[index] = '';
    return { digits, focus: index };
  }
  const previous = Math.max(index - 1, 0);
  digits[previous] = '';
  return { digits, focus: previous };
}

/** The code once all six boxes hold a digit, else null. */
export function completeCode(entry: CodeEntry): string | null {
  const filled = entry.digits.length === CODE_LENGTH && entry.digits.every((digit) => /^[0-9]$/.test(digit));
  return filled ? entry.digits.join('') : null;
}
