import { INSURANCE_CARD_TYPES } from '@attune/core/rules';
import { FileField } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { inColumn } from '../support/decorators';
import { textsOf, useT } from '../support/T';

/** The types an insurance card's photo may have (core's rule). */
const PHOTO_TYPES: readonly string[] = INSURANCE_CARD_TYPES;

/**
 * A file picker as the insurance page uses it: the side of the card, the photo types and size in the hint,
 * the chosen photo's name, and the page's refusal of another type.
 */
function Picker({
  chosen = null,
  refused = false,
  disabled = false,
}: {
  readonly chosen?: string | null;
  readonly refused?: boolean;
  readonly disabled?: boolean;
}) {
  const t = useT();
  const [name, setName] = useState(chosen);
  const [error, setError] = useState(refused);
  return (
    <FileField
      label={t('clinic.insurance.card.front')}
      hint={t('clinic.insurance.card.hint')}
      accept={PHOTO_TYPES}
      fileName={name}
      disabled={disabled}
      error={error ? t('clinic.insurance.card.errors.type') : undefined}
      onFileChange={(file) => {
        const ok = file !== null && PHOTO_TYPES.includes(file.type);
        setName(ok ? file.name : null);
        setError(!ok);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/File field',
  component: Picker,
  decorators: [inColumn(420)],
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the button, "No file chosen" beside it, the hint under it. The keyboard reaches the picker. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const input = within(canvasElement).getByLabelText(t('clinic.insurance.card.front'));
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, new File(['photo'], 'card-front.png', { type: 'image/png' }));
    await expect(
      within(canvasElement).getByText(t('forms.file.chosen', { name: 'card-front.png' })),
    ).toBeVisible();
  },
};

/** A photo chosen: its name beside the button. */
export const ChosenFile: Story = { args: { chosen: 'card-front.jpg' } };

/** A file of another type refused: the error under the field, announced, and the field marked invalid. */
export const WithError: Story = {
  args: { refused: true },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    await expect(within(canvasElement).getByLabelText(t('clinic.insurance.card.front'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('clinic.insurance.card.errors.type'),
    );
  },
};

/** Disabled (while the photos are being sent): dimmed, and the keyboard passes it by. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    await expect(within(canvasElement).getByLabelText(t('clinic.insurance.card.front'))).toBeDisabled();
  },
};
