import { type FocusMove, focusPartProps, rovingKeyIndex, tabFocusMove } from '@attune/core';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useApplyFocus } from '../../hooks/useApplyFocus';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable id of the tab (e.g. `'hair'`). */
  readonly id: string;
  /** Visible label (from the locales). */
  readonly label: ReactNode;
  /** The panel shown when the tab is selected. */
  readonly panel: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  readonly tabs: readonly TabItem[];
  /** The selected tab's id. */
  readonly selectedId: string;
  /** Called with a tab's id when the family picks it (click, arrow keys, Home, End). */
  readonly onSelect: (id: string) => void;
  /** Names the tab list for screen readers. */
  readonly label: string;
  readonly className?: string;
  /**
   * Keeps every tab whose panel is not null in the page, hidden while another tab is selected, so a panel
   * seen (or prepared) once shows again without rendering anew. Such a panel stays laid out out of sight
   * (`content-visibility: hidden`, inert, aria-hidden; laid out while the browser is idle), so showing it
   * costs a paint, not a fresh style and layout of its content. Default: only the selected panel renders.
   */
  readonly keepMounted?: boolean;
  /**
   * Many tabs sharing a phone's width (a child's timeline, scores, tools…): every tab gets the same share
   * whatever its label's length, with less padding and, on a phone, smaller type, so a longer Spanish
   * label never pushes the list past the screen.
   */
  readonly compact?: boolean;
}

/**
 * Tabs with a roving tab index: Tab enters the list on the selected tab, Left/Right arrows move and
 * select (wrapping), Home and End jump to the ends. Only the selected panel is rendered, unless
 * `keepMounted` keeps the others (hidden).
 */
export function Tabs({
  tabs,
  selectedId,
  onSelect,
  label,
  className,
  keepMounted = false,
  compact = false,
}: TabsProps) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );
  const selected = tabs[index];

  // The core's roving rule says which tab the key goes to; the focus follows as a focus move, applied
  // once the tab list shows the new selection.
  const [focusMove, setFocusMove] = useState<FocusMove | null>(null);
  useApplyFocus(listRef, focusMove);
  const onKeyDown = (event: KeyboardEvent) => {
    const to = rovingKeyIndex(event.key, { index, count: tabs.length, orientation: 'horizontal' });
    const next = to === null ? undefined : tabs[to];
    if (to === null || !next) return;
    event.preventDefault();
    onSelect(next.id);
    setFocusMove((previous) => tabFocusMove(to, (previous?.seq ?? 0) + 1));
  };

  // A kept panel prepared out of sight is laid out while the browser is idle (a layout read inside it
  // makes the browser lay out skipped content), so that its first showing only paints it.
  const rootRef = useRef<HTMLDivElement>(null);
  const keptKey = keepMounted
    ? tabs.map((tab) => (tab.panel == null || tab.id === selected?.id ? '' : tab.id)).join(' ')
    : '';
  useEffect(() => {
    const root = rootRef.current;
    if (!root || keptKey.trim() === '') return;
    return whenIdle(() => {
      for (const panel of root.querySelectorAll(':scope > .at-tabs__panel--kept'))
        panel.firstElementChild?.getBoundingClientRect();
    });
  }, [keptKey]);

  return (
    <div
      ref={rootRef}
      className={['at-tabs', compact ? 'at-tabs--compact' : null, className].filter(Boolean).join(' ')}
    >
      <div ref={listRef} role="tablist" aria-label={label} className="at-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, tabIndex) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              {...focusPartProps('tab', tabIndex)}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="at-tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected?.id;
        if (!isSelected && (!keepMounted || tab.panel == null)) return null;
        // A kept panel out of sight stays laid out (`at-tabs__panel--kept`: skipped, not removed from the
        // layout), so showing it again repaints it without styling and laying out its content anew; inert
        // and aria-hidden keep it from the keyboard and assistive technology as `hidden` alone would.
        const kept = keepMounted && !isSelected;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${base}-panel-${tab.id}`}
            aria-labelledby={`${base}-tab-${tab.id}`}
            hidden={!isSelected}
            inert={kept || undefined}
            aria-hidden={kept || undefined}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable per the ARIA tabs pattern
            tabIndex={0}
            className={kept ? 'at-tabs__panel at-tabs__panel--kept' : 'at-tabs__panel'}
          >
            {tab.panel}
          </div>
        );
      })}
    </div>
  );
}

/** Runs `work` when the browser is next idle (at most a second later); answers what cancels it. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
