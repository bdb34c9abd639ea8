/**
 * Focus moves as data, in the style of zag's machines: the core says where the keyboard focus should go
 * and when, and an adapter (the UI kit's `applyFocusMove`, or any other) moves it. The core never touches
 * the page.
 *
 * Conventions:
 * - A move names a part of a widget (`target`) and, for a part that repeats (the code boxes), which one
 *   (`index`). An adapter finds the part under the widget's root element by its `data-part` (and
 *   `data-index`) attribute, which the widget's view model puts in the part's props (`focusPartProps`).
 * - `seq` changes every time the focus should move (again), also to the part it was on: an adapter applies
 *   each `seq` once. A view model with nothing to move yet (a screen just shown) gives `null`.
 * - `within`: move only while the focus is already inside the widget, so a widget never takes the focus
 *   from elsewhere on the page (the code boxes after the server refused a code while the parent reads on).
 */

/**
 * The parts a focus move can name: a code box (`cell`, with its index), a screen's heading (`heading`,
 * e.g. the question on screen), a dialog's title (`title`, or the element the screen names to start on),
 * the element that had the focus before a dialog opened (`opener`), a tab of a tab list (`tab`, with its
 * index), a menu's entry (`item`, with its index among the entries one can choose) and the button that
 * opens a menu (`trigger`).
 */
export type FocusTarget = 'cell' | 'heading' | 'title' | 'opener' | 'tab' | 'item' | 'trigger';

/** Where the focus should go, as data. */
export interface FocusMove {
  readonly target: FocusTarget;
  /** Which of a repeated part (the code box, 0-based); absent for a single part. */
  readonly index?: number;
  /**
   * Changes each time the focus should move again; an adapter applies each value once. A dialog's moves
   * happen as it opens and closes, so they have none.
   */
  readonly seq?: number;
  /** Only while the focus is already inside the widget (never take it from elsewhere on the page). */
  readonly within?: boolean;
}

/** The attributes that let an adapter find a part a focus move names. */
export interface FocusPartProps {
  readonly 'data-part': FocusTarget;
  readonly 'data-index'?: number;
}

/** The attributes of a part a focus move can name (spread on the element, beside its other props). */
export function focusPartProps(target: FocusTarget, index?: number): FocusPartProps {
  return index === undefined ? { 'data-part': target } : { 'data-part': target, 'data-index': index };
}

/** A modal dialog's two focus moves: as it opens, and as it closes. */
export interface DialogFocusMoves {
  /**
   * Opening: the adapter first keeps the element that has the focus (the opener), shows the dialog, then
   * moves the focus to its title (read first by screen readers), or to the element the screen names.
   */
  readonly open: FocusMove;
  /** Closing (or leaving the page with the dialog open): back to the opener, if it is still on the page. */
  readonly close: FocusMove;
}

/** A modal dialog's focus moves (WAI-ARIA's dialog pattern): in to the title on opening, back to the opener on closing. */
export const DIALOG_FOCUS_MOVES: DialogFocusMoves = {
  open: { target: 'title' },
  close: { target: 'opener' },
};
