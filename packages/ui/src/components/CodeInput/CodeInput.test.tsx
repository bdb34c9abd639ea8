import { CODE_LENGTH } from '@attune/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { CodeInput } from './CodeInput';

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((box) => box.value);

describe('CodeInput', () => {
  it('moves to the next box as digits are typed and sends the code once all six are filled', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithI18n(<CodeInput onComplete={onComplete} />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('12345');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(document.activeElement).toBe(boxes()[5]);
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('refuses anything that is not a digit', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CodeInput onComplete={() => {}} />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('a-');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('spreads a pasted code across the boxes from the one pasted into', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithI18n(<CodeInput onComplete={onComplete} />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.paste('98 76-54 32');
    expect(values()).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('puts the cursor after the pasted digits, or on the last box when the paste fills them all', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CodeInput onComplete={() => {}} />);
    await user.click(boxes()[1] as HTMLInputElement);
    await user.paste('12');
    expect(values()).toEqual(['', '1', '2', '', '', '']);
    expect(document.activeElement).toBe(boxes()[3]);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.paste('987654');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('Backspace on a filled box clears it and keeps the cursor there, then moves back box by box', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CodeInput onComplete={() => {}} />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.paste('123456');
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(document.activeElement).toBe(boxes()[5]);
    await user.keyboard('{Backspace}{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('never takes the focus from elsewhere on the page', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <CodeInput onComplete={() => {}} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('12');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    expect(document.activeElement).toBe(elsewhere);
    expect(values()).toEqual(['1', '2', '', '', '', '']);
  });

  it('moves back with Backspace on an empty box, clearing the previous digit', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CodeInput onComplete={() => {}} />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('moves between the boxes with the arrow keys, never past the first or the last', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CodeInput onComplete={() => {}} />);
    const last = boxes().length - 1;
    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(boxes()[0]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.click(boxes()[last] as HTMLInputElement);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[last]);
  });

  it('has one box per digit of the code', () => {
    renderWithI18n(<CodeInput onComplete={() => {}} />);
    expect(boxes()).toHaveLength(CODE_LENGTH);
    expect(screen.getByRole('textbox', { name: `Digit ${CODE_LENGTH} of ${CODE_LENGTH}` })).toBeTruthy();
  });

  it('names each box for screen readers, in Spanish too', () => {
    renderWithI18n(<CodeInput onComplete={() => {}} />, { language: 'es' });
    expect(screen.getByRole('group', { name: 'Código de confirmación' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Dígito 3 de 6' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<CodeInput onComplete={() => {}} error="That code did not work." />);
    await expectNoAxeViolations(container);
  });
});
