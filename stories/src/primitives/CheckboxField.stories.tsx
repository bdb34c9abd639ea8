import { CheckboxField, CheckboxGroup } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { inColumn } from '../support/decorators';
import { useT } from '../support/T';

/** Checkboxes as the app uses them: one yes/no in a form, a consent that must be ticked, a set of areas. */
function Boxes({ kind = 'single' }: { readonly kind?: 'single' | 'required' | 'group' }) {
  const t = useT();
  const [checked, setChecked] = useState(false);
  const [plans, setPlans] = useState<ReadonlySet<string>>(new Set());
  if (kind === 'group') {
    return (
      <CheckboxGroup legend={t('improvementAreas.hint')}>
        {(['inattentive', 'hyperactive'] as const).map((plan) => (
          <CheckboxField
            key={plan}
            label={t(`improvementAreas.names.${plan}.name`)}
            checked={plans.has(plan)}
            onCheckedChange={(on) =>
              setPlans((before) => {
                const after = new Set(before);
                if (on) after.add(plan);
                else after.delete(plan);
                return after;
              })
            }
          />
        ))}
      </CheckboxGroup>
    );
  }
  return kind === 'required' ? (
    <CheckboxField
      label={t('clinic.consent.agreed')}
      checked={checked}
      onCheckedChange={setChecked}
      error={checked ? undefined : t('clinic.consent.errors.tick')}
    />
  ) : (
    <CheckboxField label={t('onboarding.onMedication')} checked={checked} onCheckedChange={setChecked} />
  );
}

const meta = {
  title: 'Primitives/Checkbox field',
  component: Boxes,
  decorators: [inColumn(420)],
} satisfies Meta<typeof Boxes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One yes/no in a form; tapping its label ticks it. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** A consent not yet ticked: the error under it, announced with the box. */
export const WithError: Story = { args: { kind: 'required' } };

/** A set of boxes under the question they answer. */
export const Group: Story = {
  args: { kind: 'group' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(2);
  },
};
