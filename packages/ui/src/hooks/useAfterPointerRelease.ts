import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a change of the page's layout (typically revealing a field's problem when the field is left)
 * only once no mouse button or finger is pressed, so a click that moved focus is not lost.
 *
 * Why: pressing on a checkbox or button moves focus first (mousedown), which blurs the field being
 * typed in. If that blur inserts an error message above the control, the control slides down under
 * the pointer, the release lands on another element and the browser fires no click: the checkbox
 * 'will not tick'. Deferring the reveal until the press is over (and its click has been handled)
 * keeps the form still under the parent's pointer. Keyboard focus changes run at once.
 *
 * Returns `afterRelease(change)`: calls `change` now when no pointer is pressed, otherwise right after
 * the press ends (its click included), in the order the changes were asked for. Pending changes are dropped when the component unmounts.
 */
export function useAfterPointerRelease(): (change: () => void) => void {
  const pressed = useRef(false);
  const pending = useRef<Array<() => void>>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const flush = () => {
      timer.current = null;
      pressed.current = false;
      const changes = pending.current;
      pending.current = [];
      for (const change of changes) change();
    };
    const press = () => {
      pressed.current = true;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
    const release = () => {
      if (!pressed.current || timer.current !== null) return;
      // The click follows the release in the same task and still counts as part of the press (its
      // handlers' changes queue behind the blur's): run everything, in order, once it is over.
      timer.current = setTimeout(flush, 0);
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    window.addEventListener('blur', release);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      window.removeEventListener('blur', release);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      pending.current = [];
    };
  }, []);

  return useCallback((change: () => void) => {
    if (pressed.current) pending.current.push(change);
    else change();
  }, []);
}
