import type { FocusMove } from '@attune/core';
import { type RefObject, useEffect } from 'react';
import { applyFocusMove, type FocusRoot } from '../dom/focus';

/**
 * Applies a view model's focus move (`focusMove` of `connectCodeEntry`, `connectQuestionnaire`, the roving
 * focus of `Tabs` and `Menu`) to the widget under `root`, once per move: after the render that shows what
 * the move names.
 */
export function useApplyFocus(root: RefObject<FocusRoot | null>, move: FocusMove | null): void {
  const target = move?.target;
  const index = move?.index;
  const seq = move?.seq;
  const within = move?.within;
  useEffect(() => {
    if (root.current && target !== undefined)
      applyFocusMove(root.current, {
        target,
        ...(index === undefined ? {} : { index }),
        ...(seq === undefined ? {} : { seq }),
        ...(within === undefined ? {} : { within }),
      });
  }, [root, target, index, seq, within]);
}
