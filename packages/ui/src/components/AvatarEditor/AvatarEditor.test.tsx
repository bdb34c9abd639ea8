import type { ChildAppearance, Gender } from '@attune/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { AvatarEditor } from './AvatarEditor';

function Harness({ gender, onChange }: { gender: Gender; onChange?: (value: ChildAppearance) => void }) {
  const [value, setValue] = useState<Partial<ChildAppearance>>({});
  return (
    <AvatarEditor
      name="Maya"
      gender={gender}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('AvatarEditor', () => {
  it('has Hair, Skin and Eyes tabs and a named preview', () => {
    renderWithI18n(<Harness gender="female" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Hair', 'Skin', 'Eyes']);
    expect(screen.getByRole('img', { name: "Maya's avatar" })).toBeTruthy();
  });

  it.each<[Gender, number, number]>([
    ['male', 5, 3],
    ['female', 5, 3],
    ['other', 10, 6],
  ])('offers %s children %i hair styles and %i eye styles', async (gender, hair, eyes) => {
    const user = userEvent.setup();
    renderWithI18n(<Harness gender={gender} />);
    expect(screen.getAllByRole('radio', { name: /^Hair style/ })).toHaveLength(hair);
    await user.click(screen.getByRole('tab', { name: 'Eyes' }));
    expect(screen.getAllByRole('radio', { name: /^Eye style/ })).toHaveLength(eyes);
  });

  it('offers 6 skin tones, 5 hair colours and 5 eye colours', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness gender="male" />);
    expect(screen.getByRole('group', { name: 'Color' }).querySelectorAll('input')).toHaveLength(5);
    await user.click(screen.getByRole('tab', { name: 'Skin' }));
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    await user.click(screen.getByRole('tab', { name: 'Eyes' }));
    expect(screen.getByRole('group', { name: 'Color' }).querySelectorAll('input')).toHaveLength(5);
  });

  it('reports the whole appearance after a choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Harness gender="male" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Hair style 3' }));
    await user.click(screen.getByRole('tab', { name: 'Skin' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(onChange).toHaveBeenLastCalledWith({
      chosen_visualization: 'base-mal3',
      chosen_eyes: 'eyes-mal1',
      skin_color: 6,
      hair_color: 2,
      eye_color: 1,
    });
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<Harness gender="other" />);
    await expectNoAxeViolations(container);
  });
});
