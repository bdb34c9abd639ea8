import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label, reporting whether it is on', async () => {
    const { container } = renderWithI18n(<Switch label="Email" checked onCheckedChange={() => undefined} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Email' });
    expect(toggle.checked).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('tells the caller the new state when turned on', () => {
    const onCheckedChange = vi.fn();
    renderWithI18n(<Switch label="SMS" checked={false} onCheckedChange={onCheckedChange} />);
    fireEvent.click(screen.getByText('SMS'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
