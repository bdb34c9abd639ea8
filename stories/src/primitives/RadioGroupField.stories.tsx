import { RadioGroupField } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { inColumn } from '../support/decorators';
import { useT } from '../support/T';

/** A question and its choices as radio rows (a child's gender, a help request's topic). */
function Choices({ inline = false, error = false }: { readonly inline?: boolean; readonly error?: boolean }) {
  const t = useT();
  const [gender, setGender] = useState<'female' | 'male' | 'other' | ''>('');
  return inline ? (
    <RadioGroupField
      label={t('child.add.gender')}
      required
      inline
      options={(['female', 'male', 'other'] as const).map((value) => ({
        value,
        label: t(`child.add.genders.${value}`),
      }))}
      value={gender}
      onValueChange={setGender}
      error={error && gender === '' ? t('prescription.issues.required') : undefined}
    />
  ) : (
    <RadioGroupField
      label={t('helpCenter.contactTopic')}
      name="topic"
      defaultValue="plans"
      options={(['plans', 'account', 'other'] as const).map((value) => ({
        value,
        label: t(`helpCenter.topics.${value}`),
      }))}
    />
  );
}

const meta = {
  title: 'Primitives/Radio group field',
  component: Choices,
  decorators: [inColumn(420)],
} satisfies Meta<typeof Choices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One choice under another, the first chosen for the family. */
export const Stacked: Story = {};

/** A few short choices side by side; tapping one marks it. */
export const Inline: Story = {
  args: { inline: true },
  play: async ({ canvasElement }) => {
    const [, second] = within(canvasElement).getAllByRole('radio');
    if (!second) throw new Error('radios missing');
    await userEvent.click(second);
    await expect(second).toBeChecked();
  },
};

/** Refused: nothing chosen yet, the error under the choices. */
export const WithError: Story = { args: { inline: true, error: true } };
