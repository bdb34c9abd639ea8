import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pushSearchHistory, SEARCH_HISTORY_LIMIT } from './search.logic';

const termArb = fc.oneof(
  fc.constantFrom('sleep', 'Sleep', 'focus', ' focus ', '', '  ', 'anxiety', 'adhd'),
  fc.string({ maxLength: 8 }),
);

describe('search history (properties)', () => {
  it('a pushed term is always first and the history never exceeds five', () => {
    fc.assert(
      fc.property(fc.array(termArb, { maxLength: 12 }), termArb, (history, term) => {
        const next = pushSearchHistory(history, term);
        expect(next.length).toBeLessThanOrEqual(SEARCH_HISTORY_LIMIT);
        if (term.trim() !== '') expect(next[0]).toBe(term.trim());
      }),
    );
  });

  it('the history never holds the same search twice, nor a blank one', () => {
    fc.assert(
      fc.property(fc.array(termArb, { maxLength: 20 }), (terms) => {
        const history = terms.reduce<string[]>(pushSearchHistory, []);
        const keys = history.map((entry) => entry.toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        for (const entry of history) expect(entry.trim()).toBe(entry);
        for (const entry of history) expect(entry).not.toBe('');
      }),
    );
  });

  it('the history is the last five distinct searches, newest first', () => {
    fc.assert(
      fc.property(fc.array(termArb, { maxLength: 20 }), (terms) => {
        const history = terms.reduce<string[]>(pushSearchHistory, []);
        const expected: string[] = [];
        for (const term of [...terms].reverse()) {
          const t = term.trim();
          if (t !== '' && !expected.some((e) => e.toLowerCase() === t.toLowerCase())) expected.push(t);
        }
        expect(history).toEqual(expected.slice(0, 5));
      }),
    );
  });

  it('pushing a blank term changes nothing', () => {
    fc.assert(
      fc.property(fc.array(termArb, { maxLength: 10 }), fc.constantFrom('', ' ', '\t\n'), (terms, blank) => {
        const history = terms.reduce<string[]>(pushSearchHistory, []);
        expect(pushSearchHistory(history, blank)).toEqual(history);
      }),
    );
  });
});
