import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeError } from '../errors/errors.logic';
import { waitListItemArb } from '../testing';
import { findWaitListItem, hasJoinedWaitlist, waitlistErrorToAppError } from './waitlist.logic';

const items = [
  { id: 1, name: 'reading-attention-tutor' },
  { id: 2, name: 'Target Recognition' },
];

describe('findWaitListItem', () => {
  it.each([
    ['reading-attention-tutor', 1],
    ['target recognition', 2],
    [' Target Recognition ', 2],
    ['sleep', null],
  ])('the add-on %s has waiting-list item %s', (name, id) => {
    expect(findWaitListItem(items, name)?.id ?? null).toBe(id);
  });
});

describe('hasJoinedWaitlist', () => {
  it.each([
    [[{ id: 1, name: 'reading-attention-tutor' }], { id: 1, name: 'reading-attention-tutor' }, true],
    [[{ id: 9, name: 'Reading-Attention-Tutor' }], { id: 1, name: 'reading-attention-tutor' }, true],
    [[{ id: 2, name: 'Target Recognition' }], { id: 1, name: 'reading-attention-tutor' }, false],
    [[], { id: 1, name: 'reading-attention-tutor' }, false],
  ])('joined %o, item %o: %s', (joined, item, expected) => {
    expect(hasJoinedWaitlist(joined, item)).toBe(expected);
  });
});

describe('waitlist rules (properties)', () => {
  // The shared wait-list items, plus names with odd spacing and case.
  const itemArb = fc.oneof(
    waitListItemArb,
    fc.record({ id: fc.integer({ min: 1, max: 20 }), name: fc.string({ minLength: 1, maxLength: 8 }) }),
  );
  it('a found waiting-list item always carries the add-on name, and an item always counts as joined once in the list', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb),
        fc.oneof(
          fc.string({ maxLength: 8 }),
          itemArb.map((i) => ` ${i.name.toUpperCase()}`),
        ),
        itemArb,
        (list, name, item) => {
          const found = findWaitListItem(list, name);
          if (found) expect(found.name.trim().toLowerCase()).toBe(name.trim().toLowerCase());
          else
            expect(list.some((i) => i.name.trim().toLowerCase() === name.trim().toLowerCase())).toBe(false);
          expect(hasJoinedWaitlist([...list, item], item)).toBe(true);
        },
      ),
    );
  });
});

describe('waitlistErrorToAppError', () => {
  it.each([{ kind: 'no-waitlist-item' }, { kind: 'join-failed' }] as const)(
    '%o shows Something went wrong. Please try again.',
    (error) => {
      expect(describeError(waitlistErrorToAppError(error))).toMatchObject({
        notify: true,
        messageKey: 'errors.waitlist',
      });
    },
  );
});

describe('waitlist errors (properties)', () => {
  it('whatever went wrong joining, the parent always reads the same waitlist message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom({ kind: 'no-waitlist-item' } as const, { kind: 'join-failed' } as const),
        (error) => {
          expect(describeError(waitlistErrorToAppError(error)).messageKey).toBe('errors.waitlist');
        },
      ),
    );
  });
});
