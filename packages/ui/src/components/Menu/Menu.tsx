import {
  focusPartProps,
  MENU_RETURN_FOCUS,
  menuItemFocusMove,
  menuOpenIndex,
  rovingKeyIndex,
} from '@attune/core';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { applyFocusMove } from '../../dom/focus';
import { useApplyFocus } from '../../hooks/useApplyFocus';

/** One entry of a {@link Menu}: an action, a link, or a line of text (e.g. the version). */
export type MenuEntry =
  | { readonly kind: 'action'; readonly id: string; readonly label: ReactNode; readonly onSelect: () => void }
  | {
      readonly kind: 'link';
      readonly id: string;
      readonly label: ReactNode;
      readonly href: string;
      /** Called instead of following the link natively, for client-side routing. */
      readonly onNavigate?: (href: string) => void;
    }
  | { readonly kind: 'text'; readonly id: string; readonly label: ReactNode };

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Contents of the trigger button (an icon or avatar). */
  readonly trigger: ReactNode;
  /** Accessible name of the trigger button. */
  readonly label: string;
  readonly entries: readonly MenuEntry[];
  /** Which edge of the trigger the popup lines up with: `end` (default, for a trigger on the right) or `start`. */
  readonly align?: 'start' | 'end';
  readonly className?: string;
}

/**
 * A menu button: Enter, Space or Arrow Down opens it on the first entry, Arrow Up on the last; inside,
 * arrows move (wrapping), Home/End jump, Escape closes and gives focus back to the button, Tab closes.
 * A click outside closes it.
 */
export function Menu({ trigger, label, entries, align = 'end', className }: MenuProps) {
  const [open, setOpen] = useState(false);
  // Which entry has the focus, and a count that changes with each move to it (the focus move's `seq`).
  const [focus, setFocus] = useState({ index: 0, seq: 0 });
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const interactive = entries.filter((entry) => entry.kind !== 'text');

  // The core's roving rule says which entry the focus goes to; the move is applied once the menu shows it.
  useApplyFocus(rootRef, open ? menuItemFocusMove(focus.index, focus.seq) : null);
  const focusEntry = (index: number) => setFocus((previous) => ({ index, seq: previous.seq + 1 }));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    focusEntry(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    // At once, not after the render: a choice may open a dialog, which notes this button as its opener.
    if (returnFocus && rootRef.current) applyFocusMove(rootRef.current, MENU_RETURN_FOCUS);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    const to = menuOpenIndex(event.key, { count: interactive.length });
    if (to === null) return;
    event.preventDefault();
    openAt(to);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const to = rovingKeyIndex(event.key, {
      index: focus.index,
      count: interactive.length,
      orientation: 'vertical',
    });
    if (to !== null) {
      event.preventDefault();
      focusEntry(to);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (entry: MenuEntry) => {
    close(true);
    if (entry.kind === 'action') entry.onSelect();
  };

  let itemIndex = -1;
  return (
    <div ref={rootRef} className={['at-menu', className].filter(Boolean).join(' ')}>
      <button
        {...focusPartProps('trigger')}
        type="button"
        className="at-menu__trigger"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={`at-menu__list at-menu__list--${align}`}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry) => {
            if (entry.kind === 'text') {
              return (
                <div key={entry.id} role="none" className="at-menu__text">
                  {entry.label}
                </div>
              );
            }
            itemIndex += 1;
            const index = itemIndex;
            if (entry.kind === 'link') {
              return (
                <a
                  key={entry.id}
                  {...focusPartProps('item', index)}
                  role="menuitem"
                  href={entry.href}
                  tabIndex={index === focus.index ? 0 : -1}
                  className="at-menu__item"
                  onClick={(event) => {
                    if (entry.onNavigate) {
                      event.preventDefault();
                      entry.onNavigate(entry.href);
                    }
                    close(!entry.onNavigate);
                  }}
                >
                  {entry.label}
                </a>
              );
            }
            return (
              <button
                key={entry.id}
                {...focusPartProps('item', index)}
                type="button"
                role="menuitem"
                tabIndex={index === focus.index ? 0 : -1}
                className="at-menu__item"
                onClick={() => choose(entry)}
              >
                {entry.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
