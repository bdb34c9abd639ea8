import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuOpenIndex, type RovingList, rovingKeyIndex } from './roving.logic';

const orientationArb = fc.constantFrom('horizontal' as const, 'vertical' as const);
const listArb = fc.integer({ min: 1, max: 12 }).chain((count) =>
  fc.record({
    count: fc.constant(count),
    index: fc.integer({ min: 0, max: count - 1 }),
    disabled: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
    orientation: orientationArb,
  }),
);
const keyArb = fc.constantFrom('ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End', 'a', 'Tab');
const arrows = { horizontal: ['ArrowRight', 'ArrowLeft'], vertical: ['ArrowDown', 'ArrowUp'] } as const;

/** The enabled index `steps` enabled items after (or before) `from`, walking the list in a circle. */
function walk(list: RovingList, from: number, step: 1 | -1): number | null {
  const enabled = [...Array(list.count).keys()].filter((i) => !list.disabled?.[i]);
  if (enabled.length === 0) return null;
  const after = step === 1 ? enabled.find((i) => i > from) : [...enabled].reverse().find((i) => i < from);
  return after ?? (step === 1 ? enabled[0] : enabled[enabled.length - 1]) ?? null;
}

describe('roving focus (properties)', () => {
  it('arrow keys wrap around and never land on a disabled item', () => {
    fc.assert(
      fc.property(listArb, keyArb, (list, key) => {
        const to = rovingKeyIndex(key, list);
        const anyEnabled = list.disabled.some((d) => !d);
        // the list's own arrows always land somewhere while an item is enabled: past an end they wrap
        if (anyEnabled && (arrows[list.orientation] as readonly string[]).includes(key))
          expect(to).not.toBeNull();
        if (to === null) return;
        expect(anyEnabled).toBe(true);
        expect(to).toBeGreaterThanOrEqual(0);
        expect(to).toBeLessThan(list.count);
        expect(list.disabled[to]).toBe(false);
      }),
    );
  });

  it('an arrow moves to the nearest enabled item that way, past the end back to the start, and the other arrow undoes it', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        const [next, previous] = arrows[list.orientation];
        const forward = rovingKeyIndex(next, list);
        expect(forward).toBe(walk(list, list.index, 1));
        expect(rovingKeyIndex(previous, list)).toBe(walk(list, list.index, -1));
        if (forward !== null && !list.disabled[list.index])
          expect(rovingKeyIndex(previous, { ...list, index: forward })).toBe(list.index);
      }),
    );
  });

  it('Home and End land on the first and last enabled items, whatever the focus', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        const enabled = list.disabled.flatMap((d, i) => (d ? [] : [i]));
        expect(rovingKeyIndex('Home', list)).toBe(enabled[0] ?? null);
        expect(rovingKeyIndex('End', list)).toBe(enabled[enabled.length - 1] ?? null);
      }),
    );
  });

  it('only the list’s own arrows, Home and End move the focus; other keys are left to the browser', () => {
    fc.assert(
      fc.property(listArb, fc.constantFrom('a', 'Tab', 'Enter', 'Escape', ' '), (list, key) => {
        expect(rovingKeyIndex(key, list)).toBeNull();
        const [otherNext, otherPrevious] =
          arrows[list.orientation === 'horizontal' ? 'vertical' : 'horizontal'];
        expect(rovingKeyIndex(otherNext, list)).toBeNull();
        expect(rovingKeyIndex(otherPrevious, list)).toBeNull();
      }),
    );
  });
});

describe('roving focus', () => {
  it('moves right and left through three tabs, wrapping at both ends', () => {
    const tabs = { count: 3, orientation: 'horizontal' as const };
    expect(rovingKeyIndex('ArrowRight', { ...tabs, index: 0 })).toBe(1);
    expect(rovingKeyIndex('ArrowRight', { ...tabs, index: 2 })).toBe(0);
    expect(rovingKeyIndex('ArrowLeft', { ...tabs, index: 0 })).toBe(2);
    expect(rovingKeyIndex('End', { ...tabs, index: 0 })).toBe(2);
  });

  it('skips a disabled entry of a menu', () => {
    const menu = { count: 3, disabled: [false, true, false], orientation: 'vertical' as const };
    expect(rovingKeyIndex('ArrowDown', { ...menu, index: 0 })).toBe(2);
    expect(rovingKeyIndex('ArrowUp', { ...menu, index: 2 })).toBe(0);
  });

  it('opens a menu from its button on the first entry (Enter, Space, Arrow Down) or the last (Arrow Up)', () => {
    const menu = { count: 4, disabled: [true, false, false, true] };
    expect(menuOpenIndex('Enter', menu)).toBe(1);
    expect(menuOpenIndex(' ', menu)).toBe(1);
    expect(menuOpenIndex('ArrowDown', menu)).toBe(1);
    expect(menuOpenIndex('ArrowUp', menu)).toBe(2);
    expect(menuOpenIndex('a', menu)).toBeNull();
    expect(menuOpenIndex('Enter', { count: 2, disabled: [true, true] })).toBeNull();
  });
});
