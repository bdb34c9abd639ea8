/**
 * Applies the core's focus moves (`FocusMove`) to the page, framework-free: any adapter (the React hooks
 * here, or another) calls `applyFocusMove(root, move)` once per move, after the page shows what the move
 * refers to.
 *
 * Conventions: elements are typed structurally (`FocusRoot`, `FocusableElement`), so this module names no
 * framework and works on any DOM-like tree; a part is found under the root by its `data-part` (and
 * `data-index`) attribute, the one the view model's props put there (`focusPartProps`), unless the caller
 * names the element itself (a dialog's opener, the element a screen asks a dialog to start on).
 */
import type { FocusMove, FocusTarget } from '@attune/core';

/** An element that can take the focus. */
export interface FocusableElement {
  focus(options?: { preventScroll?: boolean }): void;
  /** False once the element has left the page (then it is not focused). */
  readonly isConnected?: boolean;
}

/** The widget's root element: where the parts are looked for, and what "within" means. */
export interface FocusRoot {
  contains(other: unknown): boolean;
  querySelector(selectors: string): unknown;
  readonly ownerDocument: { readonly activeElement: unknown } | null;
}

/** Elements the caller names for some targets, instead of looking them up under the root. */
export type FocusElements = Partial<Record<FocusTarget, FocusableElement | null | undefined>>;

function isFocusable(element: unknown): element is FocusableElement {
  return (
    typeof element === 'object' &&
    element !== null &&
    typeof (element as { focus?: unknown }).focus === 'function' &&
    (element as FocusableElement).isConnected !== false
  );
}

/** The element that has the focus in the root's document (e.g. a dialog's opener, noted before it opens). */
export function focusedElement(root: FocusRoot): FocusableElement | null {
  const active = root.ownerDocument?.activeElement;
  return isFocusable(active) ? active : null;
}

/** The part a move names under `root` (`[data-part="cell"][data-index="3"]`), or null. */
export function findFocusPart(root: FocusRoot, move: Pick<FocusMove, 'target' | 'index'>): unknown {
  const index = move.index === undefined ? '' : `[data-index="${move.index}"]`;
  return root.querySelector(`[data-part="${move.target}"]${index}`);
}

/**
 * Moves the focus as `move` says: to the element `elements` names for its target, else to the part under
 * `root`; a `within` move only while the focus is already inside `root`. Returns whether the focus moved
 * (false for a null move, a part not on the page, or focus elsewhere for a `within` move).
 */
export function applyFocusMove(
  root: FocusRoot,
  move: FocusMove | null | undefined,
  elements: FocusElements = {},
): boolean {
  if (!move) return false;
  if (move.within && !root.contains(root.ownerDocument?.activeElement ?? null)) return false;
  const element = elements[move.target] ?? findFocusPart(root, move);
  if (!isFocusable(element)) return false;
  element.focus();
  return true;
}
