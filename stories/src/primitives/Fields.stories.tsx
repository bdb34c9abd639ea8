import { ProgressBar, SelectField, TextField } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '../support/T';

/** Form inputs: required asterisk, clear button, select ignoring an empty choice, step progress. */
function Fields({ initialName = '', error = false }: { initialName?: string; error?: boolean }) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const [password, setPassword] = useState('correct horse');
  const [prescriber, setPrescriber] = useState('');
  return (
    <form style={{ display: 'grid', gap: 16, maxWidth: 420 }} onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={t('prescription.fields.customMedication')}
        value={name}
        onValueChange={setName}
        required
        clearable
        error={error ? t('prescription.issues.required') : undefined}
      />
      <TextField
        label={t('prescription.fields.customDosage')}
        value=""
        onValueChange={() => {}}
        hint={t('prescription.dosageMg', { value: 10 })}
      />
      <TextField
        type="password"
        label={t('purchase.card.cvc')}
        value={password}
        onValueChange={setPassword}
      />
      <SelectField
        label={t('prescription.fields.prescribedBy')}
        required
        value={prescriber}
        onValueChange={setPrescriber}
        options={(['pediatrician', 'psychiatrist', 'other'] as const).map((value) => ({
          value,
          label: t(`prescription.prescribers.${value}`),
        }))}
        error={error && prescriber === '' ? t('prescription.issues.required') : undefined}
      />
    </form>
  );
}

const meta = {
  title: 'Primitives/Form fields',
  component: Fields,
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: required fields show an asterisk; the select shows 'Choose one'. */
export const Empty: Story = {};

/** Filled: the clear-enabled field and the password field show a clear button. */
export const Filled: Story = { args: { initialName: 'Melatonin' } };

/** Errors under the fields, announced with them. */
export const WithErrors: Story = { args: { error: true } };

/** The clear button empties the field and keeps focus in it. */
export const Cleared: Story = {
  args: { initialName: 'Melatonin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getAllByRole('textbox')[0] as HTMLInputElement;
    const clear = canvas.getAllByRole('button').find((b) => b.getAttribute('aria-label')?.includes(' '));
    if (!clear) throw new Error('no clear button');
    await userEvent.click(clear);
    await expect(input.value).toBe('');
    await expect(input).toHaveFocus();
  },
};

/** Choosing the empty 'Choose one' again is ignored: the previous choice stays. */
export const SelectIgnoresEmptyChoice: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox') as HTMLSelectElement;
    await userEvent.selectOptions(select, 'psychiatrist');
    await userEvent.selectOptions(select, '');
    await expect(select.value).toBe('psychiatrist');
  },
};

/** Step progress of a multi-step form. */
export const StepProgressFirstStep: StoryObj<typeof ProgressBar> = {
  render: () => <ProgressBar step={1} total={5} onBack={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const StepProgressThirdStep: StoryObj<typeof ProgressBar> = {
  render: () => <ProgressBar step={3} total={5} onBack={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeEnabled();
  },
};
