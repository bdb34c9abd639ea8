/**
 * The keyboard rule of a roving focus (WAI-ARIA's tabs and menu patterns), as pure functions: given the
 * key, the index of the item with the focus, how many items there are and which are disabled, the index
 * the focus moves to. The widget (the UI kit's `Tabs`, `Menu`) turns the index into a focus move
 * (`FocusMove`) that an adapter applies.
 *
 * Conventions: arrows move one enabled item along the list's orientation and wrap around past either end;
 * Home and End jump to the first and last enabled items; a disabled item is skipped, never focused.
 */
import type { FocusMove } from './focus.logic';

/** Which arrows move along the list: Left/Right (`horizontal`, a tab list) or Up/Down (`vertical`, a menu). */
export type RovingOrientation = 'horizontal' | 'vertical';

/** Where the focus is in a list of items, and which of them can take it. */
export interface RovingList {
  /** The index of the item with the focus (0-based); out of range counts as before the first item. */
  readonly index: number;
  /** How many items the list has. */
  readonly count: number;
  /** Which items are disabled (`disabled[i]`); absent or missing entries are enabled. */
  readonly disabled?: readonly boolean[];
  readonly orientation: RovingOrientation;
}

const ARROWS: Record<RovingOrientation, { readonly next: string; readonly previous: string }> = {
  horizontal: { next: 'ArrowRight', previous: 'ArrowLeft' },
  vertical: { next: 'ArrowDown', previous: 'ArrowUp' },
};

function enabled(list: Pick<RovingList, 'count' | 'disabled'>, index: number): boolean {
  return index >= 0 && index < list.count && list.disabled?.[index] !== true;
}

/** The first enabled item from `from` on, stepping by `step` (±1) and wrapping around; null if none is. */
function seek(list: Pick<RovingList, 'count' | 'disabled'>, from: number, step: 1 | -1): number | null {
  for (let i = 0; i < list.count; i++) {
    const index = (((from + step * i) % list.count) + list.count) % list.count;
    if (enabled(list, index)) return index;
  }
  return null;
}

/** The first enabled item of a list, or null when every item is disabled (or there is none). */
export function firstEnabledIndex(list: Pick<RovingList, 'count' | 'disabled'>): number | null {
  return seek(list, 0, 1);
}

/** The last enabled item of a list, or null when every item is disabled (or there is none). */
export function lastEnabledIndex(list: Pick<RovingList, 'count' | 'disabled'>): number | null {
  return seek(list, list.count - 1, -1);
}

/**
 * The index the focus moves to when `key` is pressed in a roving list: the next or previous enabled item
 * for the list's arrows (wrapping around), the first or last enabled item for Home and End. Null when the
 * key is not one of these (the widget lets the browser handle it) or no item is enabled.
 */
export function rovingKeyIndex(key: string, list: RovingList): number | null {
  if (list.count <= 0) return null;
  const arrows = ARROWS[list.orientation];
  const inRange = list.index >= 0 && list.index < list.count;
  if (key === arrows.next) return seek(list, inRange ? list.index + 1 : 0, 1);
  if (key === arrows.previous) return seek(list, inRange ? list.index - 1 : list.count - 1, -1);
  if (key === 'Home') return firstEnabledIndex(list);
  if (key === 'End') return lastEnabledIndex(list);
  return null;
}

/**
 * The entry a menu opens on from its button's keyboard (WAI-ARIA's menu button): Enter, Space and Arrow
 * Down open it on the first enabled entry, Arrow Up on the last. Null for any other key, or when no entry
 * is enabled.
 */
export function menuOpenIndex(key: string, list: Pick<RovingList, 'count' | 'disabled'>): number | null {
  if (key === 'Enter' || key === ' ' || key === 'ArrowDown') return firstEnabledIndex(list);
  if (key === 'ArrowUp') return lastEnabledIndex(list);
  return null;
}

/** The focus move to a tab of a tab list (`seq` changes with each key that moves it). */
export function tabFocusMove(index: number, seq: number): FocusMove {
  return { target: 'tab', index, seq };
}

/** The focus move to a menu's entry (`index` among the entries one can choose; `seq` changes with each move). */
export function menuItemFocusMove(index: number, seq: number): FocusMove {
  return { target: 'item', index, seq };
}

/**
 * A menu's focus moves on closing: back to its button after Escape or a choice (so the keyboard goes on
 * from where it was); none after Tab (the focus goes on to the next element) or a click elsewhere.
 */
export const MENU_RETURN_FOCUS: FocusMove = { target: 'trigger' };
