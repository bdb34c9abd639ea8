import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

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
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const interactive = entries.filter((entry) => entry.kind !== 'text');

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(interactive.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const count = interactive.length;
    const moves: Record<string, number> = {
      ArrowDown: (focusIndex + 1) % count,
      ArrowUp: (focusIndex - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      setFocusIndex(to);
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
        ref={buttonRef}
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
          ref={menuRef}
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
                  role="menuitem"
                  href={entry.href}
                  tabIndex={index === focusIndex ? 0 : -1}
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
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
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
