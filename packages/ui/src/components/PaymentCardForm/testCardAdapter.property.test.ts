import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesLuhn, testCardProblem, testTokenFor } from './testCardAdapter';

/** Appends the Luhn check digit to a body of digits. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('unreachable');
}

const cardBody = fc.stringMatching(/^4[0-9]{14}$/);

describe('the test card adapter', () => {
  it('accepts every 16-digit number with a correct check digit, and refuses it once one digit changes', () => {
    fc.assert(
      fc.property(
        cardBody,
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 9 }),
        (body, index, shift) => {
          const number = withCheckDigit(body);
          expect(passesLuhn(number)).toBe(true);
          const changed = `${number.slice(0, index)}${(Number(number[index]) + shift) % 10}${number.slice(index + 1)}`;
          expect(passesLuhn(changed)).toBe(false);
        },
      ),
    );
  });

  it('gives a complete card a Stripe test token, whatever its valid number', () => {
    const today = new Date('2026-03-02T12:00:00Z');
    fc.assert(
      fc.property(cardBody, (body) => {
        const number = withCheckDigit(body);
        expect(testCardProblem(number, '12 / 30', '123', today)).toBeNull();
        expect(testTokenFor(number)).toMatch(/^tok_/);
      }),
    );
  });
});
