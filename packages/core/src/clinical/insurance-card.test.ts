import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INSURANCE_CARD_MAX_BYTES,
  INSURANCE_CARD_TYPES,
  insuranceCardProblem,
  isInsuranceCardDataUrl,
} from './clinical.logic';

const base64Of = (bytes: Uint8Array) => {
  const table = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += table[(n >> 18) & 63] ?? '';
    out += table[(n >> 12) & 63] ?? '';
    out += i + 1 < bytes.length ? (table[(n >> 6) & 63] ?? '') : '=';
    out += i + 2 < bytes.length ? (table[n & 63] ?? '') : '=';
  }
  return out;
};

describe('insurance card photos', () => {
  it.each([
    [{ type: 'image/jpeg', size: 200_000 }, null],
    [{ type: 'image/png', size: INSURANCE_CARD_MAX_BYTES }, null],
    [{ type: 'image/webp', size: 1 }, null],
    [{ type: 'image/gif', size: 1000 }, 'type'],
    [{ type: 'application/pdf', size: 1000 }, 'type'],
    [{ type: 'image/jpeg', size: INSURANCE_CARD_MAX_BYTES + 1 }, 'size'],
    [{ type: 'image/jpeg', size: 0 }, 'size'],
  ] as const)('%o -> %s', (file, problem) => {
    expect(insuranceCardProblem(file)).toBe(problem);
  });

  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/gif;base64,R0lGODlh', false],
    ['data:image/png;base64,not base64!', false],
    ['data:image/png;base64,abc', false],
    ['hello', false],
  ])('the data URL %s is taken: %s', (url, taken) => {
    expect(isInsuranceCardDataUrl(url)).toBe(taken);
  });

  it('a data URL is taken exactly when the photo it holds has no problem', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INSURANCE_CARD_TYPES, 'image/gif', 'text/plain'),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        (type, bytes) => {
          const url = `data:${type};base64,${base64Of(bytes)}`;
          expect(isInsuranceCardDataUrl(url)).toBe(
            insuranceCardProblem({ type, size: bytes.length }) === null,
          );
        },
      ),
    );
  });

  it('a photo over the limit is never taken, whatever its type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INSURANCE_CARD_TYPES),
        fc.integer({ min: INSURANCE_CARD_MAX_BYTES + 1, max: 50_000_000 }),
        (type, size) => {
          expect(insuranceCardProblem({ type, size })).toBe('size');
        },
      ),
    );
  });
});
