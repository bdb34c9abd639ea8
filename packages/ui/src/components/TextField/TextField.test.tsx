import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { SelectField } from '../SelectField';
import { TextField } from './TextField';

function Harness(props: { type?: string; clearable?: boolean; required?: boolean }) {
  const [value, setValue] = useState('');
  return <TextField label="Name" value={value} onValueChange={setValue} {...props} />;
}

describe('TextField', () => {
  it('shows a required asterisk hidden from screen readers and marks the input required', () => {
    renderWithI18n(<Harness required />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveProperty('required', true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('offers a clear button on a clear-enabled field while it has text, and clearing refocuses it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness clearable />);
    expect(screen.queryByRole('button', { name: 'Clear Name' })).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Maya');
    await user.click(screen.getByRole('button', { name: 'Clear Name' }));
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('always offers a clear button on a password field, and a show/hide toggle', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness type="password" />);
    await user.type(screen.getByLabelText('Name'), 'secret');
    expect(screen.getByRole('button', { name: 'Clear Name' })).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Name').getAttribute('type')).toBe('text');
  });

  it('does not offer a clear button on a plain field', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.type(screen.getByLabelText('Name'), 'Maya');
    expect(screen.queryByRole('button', { name: 'Clear Name' })).toBeNull();
  });

  it('announces its error with the field', () => {
    renderWithI18n(<TextField label="Email" value="x" onValueChange={() => {}} error="Enter an email." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter an email.',
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<Harness required clearable />);
    await expectNoAxeViolations(container);
  });
});

function SelectHarness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Prescribed by"
      value={value}
      options={[
        { value: 'pediatrician', label: 'Pediatrician' },
        { value: 'psychiatrist', label: 'Psychiatrist' },
      ]}
      onValueChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('SelectField', () => {
  it('reports a chosen value and ignores choosing the empty placeholder', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithI18n(<SelectHarness onChange={(value) => chosen.push(value)} />);
    const select = screen.getByLabelText('Prescribed by');
    expect(screen.getByRole('option', { name: 'Choose one' })).toBeTruthy();
    await user.selectOptions(select, 'psychiatrist');
    await user.selectOptions(select, '');
    expect(chosen).toEqual(['psychiatrist']);
    expect(select).toHaveProperty('value', 'psychiatrist');
  });

  it('leaves the empty choice out when told to (placeholder null): the select always holds an option', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithI18n(
      <SelectField
        label="Language"
        placeholder={null}
        value="en"
        options={[
          { value: 'en', label: 'English' },
          { value: 'es', label: 'Español' },
        ]}
        onValueChange={(next) => chosen.push(next)}
      />,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Español']);
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(chosen).toEqual(['es']);
  });
});
