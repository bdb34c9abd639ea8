import { ImprovementAreaPicker } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { improvementAreas } from '../fixtures';
import { inColumn, tallCanvas } from '../support/decorators';
import { textsOf } from '../support/T';

/** The improvement-area picker, with its info dialog. 'Medication' applies only to a child on medication. */
const meta = {
  title: 'Children/Improvement area picker',
  component: ImprovementAreaPicker,
  decorators: [inColumn(560)],
  args: { areas: improvementAreas, selected: [], onChange: fn(), onMedication: true },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <ImprovementAreaPicker
        {...args}
        selected={selected}
        onChange={(slugs) => {
          setSelected(slugs);
          args.onChange(slugs);
        }}
      />
    );
  },
} satisfies Meta<typeof ImprovementAreaPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet (Maya, on medication: the medication area is offered). */
export const NoneChosen: Story = {};

/** Two areas chosen. */
export const TwoChosen: Story = { args: { selected: ['inattentive', 'sleep'] } };

/** Leo is not on medication: no medication area. */
export const NotOnMedication: Story = { args: { onMedication: false } };

/** The info dialog: what improvement areas are. */
export const InfoDialog: Story = {
  decorators: [tallCanvas],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: textsOf(globals)('improvementAreas.info') }));
    await expect(await canvas.findByRole('dialog')).toHaveAttribute('open');
  },
};
