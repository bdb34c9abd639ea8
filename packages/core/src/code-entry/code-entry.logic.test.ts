import { describe, expect, it } from 'vitest';
import {
  backspaceCode,
  type CodeEntry,
  completeCode,
  emptyCodeEntry,
  inputCodeDigit,
  isCodeIndex,
  pasteCode,
} from './code-entry.logic';

function entry(code: string, focus = 0): CodeEntry {
  return { digits: [...code.padEnd(6, '_')].map((c) => (c === '_' ? '' : c)), focus };
}

describe('inputCodeDigit', () => {
  it.each([
    ['a digit fills the box and moves on', entry(''), 0, '4', entry('4', 1)],
    ['a digit in the last box keeps the cursor there', entry('12345', 5), 5, '6', entry('123456', 5)],
    ['a letter is cleared and the cursor stays', entry('12', 2), 1, 'a', entry('1', 1)],
    ['a space is cleared', entry('1'), 0, ' ', entry('', 0)],
    ['a digit replaces the one in the box', entry('123', 1), 1, '9', entry('193', 2)],
    ['a digit with letters keeps the digit', entry(''), 0, 'x7', entry('7', 1)],
    ['several digits at once spread like a paste', entry(''), 0, '123456', entry('123456', 5)],
    ['a box outside the six changes nothing', entry('12', 2), 6, '3', entry('12', 2)],
    ['a negative box changes nothing', entry('12', 2), -1, '3', entry('12', 2)],
  ])('%s', (_name, before, index, value, after) => {
    expect(inputCodeDigit(before, index, value)).toEqual(after);
  });
});

describe('pasteCode', () => {
  it.each([
    ['six digits into the first box fill all six', entry(''), 0, '482913', entry('482913', 5)],
    ['dashes and spaces are dropped', entry(''), 0, '482-913 ', entry('482913', 5)],
    ['a paste into the third box fills from there', entry('12', 2), 2, '3456', entry('123456', 5)],
    ['extra digits are ignored', entry('', 4), 4, '98765', entry('____98', 5)],
    ['a short paste puts the cursor after it', entry(''), 0, '12', entry('12', 2)],
    ['text without digits changes nothing', entry('12', 2), 2, 'hello', entry('12', 2)],
  ])('%s', (_name, before, index, text, after) => {
    expect(pasteCode(before, index, text)).toEqual(after);
  });
});

describe('backspaceCode', () => {
  it.each([
    ['a filled box is cleared and keeps the cursor', entry('123', 2), 2, entry('12', 2)],
    ['an empty box moves back and clears the previous box', entry('123', 3), 3, entry('12', 2)],
    ['the first empty box stays put', entry('', 0), 0, entry('', 0)],
    ['a box outside the six changes nothing', entry('123', 3), 7, entry('123', 3)],
  ])('%s', (_name, before, index, after) => {
    expect(backspaceCode(before, index)).toEqual(after);
  });
});

describe('completeCode', () => {
  it.each([
    ['123456', '123456'],
    ['12345', null],
    ['', null],
  ])('%s gives %s', (code, expected) => expect(completeCode(entry(code))).toBe(expected));

  it('starts empty with the cursor in the first box', () => {
    expect(emptyCodeEntry()).toEqual(entry('', 0));
    expect([0, 5, 6, -1, 1.5].map(isCodeIndex)).toEqual([true, true, false, false, false]);
  });
});
