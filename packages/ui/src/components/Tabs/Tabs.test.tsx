import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { Tabs } from './Tabs';

function Harness() {
  const [selected, setSelected] = useState('hair');
  return (
    <Tabs
      label="Appearance"
      selectedId={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'hair', label: 'Hair', panel: <p>Hair panel</p> },
        { id: 'skin', label: 'Skin', panel: <p>Skin panel</p> },
        { id: 'eyes', label: 'Eyes', panel: <p>Eyes panel</p> },
      ]}
    />
  );
}

/** Tabs that keep their panels: the first panel counts its clicks (state that must survive hiding). */
function Kept() {
  const [selected, setSelected] = useState('hair');
  const [count, setCount] = useState(0);
  return (
    <Tabs
      label="Appearance"
      selectedId={selected}
      onSelect={setSelected}
      keepMounted
      tabs={[
        {
          id: 'hair',
          label: 'Hair',
          panel: (
            <button type="button" onClick={() => setCount(count + 1)}>
              Clicked {count}
            </button>
          ),
        },
        { id: 'skin', label: 'Skin', panel: <p>Skin panel</p> },
        { id: 'eyes', label: 'Eyes', panel: null },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('enters on the selected tab only (roving tab index)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Hair' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Hair' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Skin' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Skin' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Skin panel');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hair' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Eyes' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Hair' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Eyes' })).toBeTruthy();
  });

  it('moves the focus with the selection (End, Home), and leaves other keys alone', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.tab();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Eyes' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Hair' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Hair' }));
    expect(screen.getByRole('tab', { name: 'Hair' }).getAttribute('aria-selected')).toBe('true');
  });

  it('does not take the focus when it first shows', () => {
    renderWithI18n(<Harness />);
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the panels seen (keepMounted) in the page, hidden, and shows them again as they were', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<Kept />);
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await user.click(screen.getByRole('tab', { name: 'Skin' }));
    // one panel for the screen reader: the selected one; the other stays in the page, hidden
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.textContent)).toEqual(['Skin panel']);
    const hair = screen.getByRole('tab', { name: 'Hair' });
    const hidden = document.getElementById(hair.getAttribute('aria-controls') ?? '');
    expect(hidden?.hidden).toBe(true);
    expect(hidden?.textContent).toBe('Clicked 1');
    // kept laid out out of sight (not display: none), so out of reach of the keyboard and of assistive
    // technology by itself: inert and aria-hidden
    expect(hidden?.classList.contains('at-tabs__panel--kept')).toBe(true);
    expect(hidden?.hasAttribute('inert')).toBe(true);
    expect(hidden?.getAttribute('aria-hidden')).toBe('true');
    // a tab without a panel yet has none in the page
    const eyes = screen.getByRole('tab', { name: 'Eyes' });
    expect(document.getElementById(eyes.getAttribute('aria-controls') ?? '')).toBeNull();
    await user.click(hair);
    const shown = screen.getByRole('tabpanel', { name: 'Hair' });
    expect(shown.textContent).toBe('Clicked 1');
    // shown again: in reach again
    expect(shown.hasAttribute('inert')).toBe(false);
    expect(shown.hasAttribute('aria-hidden')).toBe(false);
    expect(shown.classList.contains('at-tabs__panel--kept')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<Harness />);
    await expectNoAxeViolations(container);
  });
});
