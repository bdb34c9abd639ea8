import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backspaceCode,
  CODE_LENGTH,
  type CodeEntry,
  completeCode,
  emptyCodeEntry,
  inputCodeDigit,
  pasteCode,
} from './code-entry.logic';

const indexArb = fc.integer({ min: -1, max: 6 });
const stepArb = fc.oneof(
  fc.record({
    kind: fc.constant('input' as const),
    index: indexArb,
    text: fc.oneof(fc.string({ maxLength: 2 }), fc.constantFrom('0', '5', '9')),
  }),
  fc.record({ kind: fc.constant('paste' as const), index: indexArb, text: fc.string({ maxLength: 10 }) }),
  fc.record({ kind: fc.constant('backspace' as const), index: indexArb, text: fc.constant('') }),
);
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

function apply(entry: CodeEntry, step: Step): CodeEntry {
  if (step.kind === 'input') return inputCodeDigit(entry, step.index, step.text);
  if (step.kind === 'paste') return pasteCode(entry, step.index, step.text);
  return backspaceCode(entry, step.index);
}

const entryArb = fc.array(stepArb, { maxLength: 15 }).map((steps) => steps.reduce(apply, emptyCodeEntry()));

describe('confirmation code (properties)', () => {
  it('whatever is typed, pasted or deleted, there are always six boxes, each one digit or empty, and the cursor is on one of them', () => {
    fc.assert(
      fc.property(entryArb, (entry) => {
        expect(entry.digits).toHaveLength(CODE_LENGTH);
        for (const digit of entry.digits) expect(digit).toMatch(/^[0-9]?$/);
        expect(entry.focus).toBeGreaterThanOrEqual(0);
        expect(entry.focus).toBeLessThan(CODE_LENGTH);
      }),
    );
  });

  it('pasting six digits into the first box always completes the code with exactly those digits', () => {
    fc.assert(
      fc.property(
        entryArb,
        fc.stringMatching(/^[0-9]{6}$/),
        fc.string({ maxLength: 3 }),
        (entry, code, noise) => {
          const pasted = pasteCode(entry, 0, `${noise.replace(/[0-9]/g, '')}${code}`);
          expect(completeCode(pasted)).toBe(code);
        },
      ),
    );
  });

  it('a paste only changes the boxes from where it lands, filling as many as it has digits', () => {
    fc.assert(
      fc.property(
        entryArb,
        fc.integer({ min: 0, max: 5 }),
        fc.string({ maxLength: 10 }),
        (entry, index, text) => {
          const after = pasteCode(entry, index, text);
          const digits = [...text].filter((c) => /[0-9]/.test(c));
          for (let i = 0; i < CODE_LENGTH; i += 1) {
            if (i < index || i >= index + digits.length) expect(after.digits[i]).toBe(entry.digits[i]);
            else expect(after.digits[i]).toBe(digits[i - index]);
          }
        },
      ),
    );
  });

  it('typing one digit always fills that box, leaves the others, and moves the cursor to the next box (staying on the last)', () => {
    fc.assert(
      fc.property(
        entryArb,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 9 }),
        (entry, index, n) => {
          const after = inputCodeDigit(entry, index, String(n));
          expect(after.digits).toEqual(entry.digits.map((d, i) => (i === index ? String(n) : d)));
          expect(after.focus).toBe(Math.min(index + 1, CODE_LENGTH - 1));
        },
      ),
    );
  });

  it('typing something that is not a digit always leaves that box empty', () => {
    fc.assert(
      fc.property(
        entryArb,
        fc.integer({ min: 0, max: 5 }),
        fc.string({ maxLength: 3 }).filter((t) => !/[0-9]/.test(t)),
        (entry, index, text) => {
          const after = inputCodeDigit(entry, index, text);
          expect(after.digits[index]).toBe('');
          expect(after.focus).toBe(index);
        },
      ),
    );
  });

  it('backspace always empties a box and never moves the cursor forward', () => {
    fc.assert(
      fc.property(entryArb, fc.integer({ min: 0, max: 5 }), (entry, index) => {
        const after = backspaceCode(entry, index);
        expect(after.focus).toBeLessThanOrEqual(index);
        expect(after.digits[after.focus]).toBe('');
        expect(after.digits.filter((d) => d !== '').length).toBeLessThanOrEqual(
          entry.digits.filter((d) => d !== '').length,
        );
      }),
    );
  });
});
