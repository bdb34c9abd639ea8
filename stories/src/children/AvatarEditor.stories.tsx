import { Avatar, AvatarEditor } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { alex, leo, maya } from '../fixtures';
import { inColumn } from '../support/decorators';
import { textsOf } from '../support/T';

function appearanceOf(child: typeof maya) {
  return {
    chosen_visualization: child.chosen_visualization,
    chosen_eyes: child.chosen_eyes,
    skin_color: child.skin_color,
    hair_color: child.hair_color,
    eye_color: child.eye_color,
  };
}

/** The avatar editor: Hair, Skin and Eyes tabs; styles by gender (all of them for 'other'); the palettes. */
const meta = {
  title: 'Children/Avatar editor',
  component: AvatarEditor,
  decorators: [inColumn(560)],
  args: { name: maya.name, gender: maya.gender, value: appearanceOf(maya), onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <AvatarEditor
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof AvatarEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maya's avatar, Hair tab: girls' styles and the hair colours. */
export const HairTab: Story = {};

/** Skin tab: six tones. */
export const SkinTab: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: textsOf(globals)('avatar.tabs.skin') }));
    await expect(canvas.getByRole('tab', { name: textsOf(globals)('avatar.tabs.skin') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Eyes tab: eye styles and five colours. */
export const EyesTab: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: textsOf(globals)('avatar.tabs.eyes') }));
  },
};

/** Leo has not chosen yet: defaults. */
export const NotChosenYet: Story = {
  args: { name: leo.name, gender: leo.gender, value: appearanceOf(leo) },
};

/** Gender 'other' (Alex): every style is offered. */
export const AllStylesForOther: Story = {
  args: { name: alex.name, gender: alex.gender, value: appearanceOf(alex) },
};

/** The avatar alone at the sizes the app uses. */
export const AvatarSizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'end' }}>
      {[40, 64, 96, 160].map((size) => (
        <Avatar
          key={size}
          appearance={appearanceOf(maya)}
          gender={maya.gender}
          size={size}
          label={maya.name}
        />
      ))}
    </div>
  ),
};
