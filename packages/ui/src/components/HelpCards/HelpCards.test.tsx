import { helpCards, improvementAreas } from '@attune/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { ImprovementAreaPicker } from '../ImprovementAreaPicker';
import { HelpCards } from './HelpCards';

describe('HelpCards', () => {
  it('switches between list and grid', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<HelpCards cards={helpCards} />);
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.at-help-cards__items--grid')).not.toBeNull();
  });

  it('opens a card into a dialog and reports opening and closing', async () => {
    const user = userEvent.setup();
    const onCardEvent = vi.fn();
    renderWithI18n(<HelpCards cards={helpCards} onCardEvent={onCardEvent} />);
    await user.click(screen.getAllByRole('button', { name: 'Learn More' })[0] as HTMLElement);
    expect(
      screen.getAllByRole('button', { name: 'Learn More' })[0]?.getAttribute('aria-describedby'),
    ).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Routines that stick' });
    expect(dialog.textContent).toContain('Use a picture checklist.');
    expect(onCardEvent).toHaveBeenCalledWith('opened', 1);
    await user.keyboard('{Escape}');
    expect(onCardEvent).toHaveBeenCalledWith('closed', 1);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<HelpCards cards={helpCards} />);
    await expectNoAxeViolations(container);
  });
});

describe('ImprovementAreaPicker', () => {
  it('offers the medication area only for a child on medication', () => {
    const { rerender } = renderWithI18n(
      <ImprovementAreaPicker
        areas={improvementAreas}
        selected={[]}
        onChange={() => {}}
        onMedication={false}
      />,
    );
    expect(screen.queryByRole('checkbox', { name: /^Medication/ })).toBeNull();
    rerender(
      <ImprovementAreaPicker areas={improvementAreas} selected={[]} onChange={() => {}} onMedication />,
    );
    expect(screen.getByRole('checkbox', { name: /^Medication/ })).toBeTruthy();
  });

  it('adds and removes areas', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <ImprovementAreaPicker
        areas={improvementAreas}
        selected={['inattentive']}
        onChange={onChange}
        onMedication={false}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: /^Social \+ Emotional/ }));
    expect(onChange).toHaveBeenLastCalledWith(['inattentive', 'social-emotional']);
    await user.click(screen.getByRole('checkbox', { name: /^Inattention/ }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('explains improvement areas in an info dialog', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <ImprovementAreaPicker areas={improvementAreas} selected={[]} onChange={() => {}} onMedication />,
    );
    await user.click(screen.getByRole('button', { name: 'About improvement areas' }));
    expect(screen.getByRole('dialog', { name: 'What are improvement areas?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(
      <ImprovementAreaPicker
        areas={improvementAreas}
        selected={['inattentive']}
        onChange={() => {}}
        onMedication
      />,
    );
    await expectNoAxeViolations(container);
  });
});
