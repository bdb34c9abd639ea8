import { Button } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { T } from '../support/T';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { onClick: fn(), children: <T k="common.continue" /> },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one main action of a view. */
export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: <T k="common.goBack" /> } };
export const Ghost: Story = { args: { variant: 'ghost', children: <T k="common.cancel" /> } };
export const Danger: Story = { args: { variant: 'danger', children: <T k="common.delete" /> } };
/** Busy: a spinner, and clicks are ignored while the work runs. */
export const Busy: Story = { args: { busy: true, children: <T k="common.saving" /> } };
export const Disabled: Story = { args: { disabled: true, children: <T k="common.save" /> } };
/** Full width, large: a screen's call to action on a phone. */
export const LargeBlock: Story = { args: { size: 'lg', block: true } };
export const Small: Story = { args: { size: 'sm', variant: 'secondary', children: <T k="common.edit" /> } };
