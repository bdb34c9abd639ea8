import { ButtonLink } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { T } from '../support/T';

/**
 * A router's link as the app passes it (`render={<Link to="…" />}`): an `<a>` that takes a destination
 * of its own, standing in for React Router's `Link` so the kit does not depend on a router.
 */
function RouterLink({
  to,
  ...rest
}: {
  readonly to: string;
  readonly className?: string;
  readonly children?: ReactNode;
}) {
  return <a {...rest} href={to} />;
}

/** A link in a button's look: a navigation that reads as an action. Same variants and sizes as the button. */
const meta = {
  title: 'Primitives/Button link',
  component: ButtonLink,
  args: { href: '#signup', children: <T k="common.continue" /> },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one main action of a view, as a link. */
export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#signup');
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: <T k="common.goBack" /> } };
export const Ghost: Story = { args: { variant: 'ghost', children: <T k="common.cancel" /> } };
/** Full width, large: a screen's call to action on a phone. */
export const LargeBlock: Story = { args: { size: 'lg', block: true } };
export const Small: Story = { args: { size: 'sm', variant: 'secondary', children: <T k="common.edit" /> } };
/** Drawn by a router's link (the app passes React Router's `Link`): the link keeps its destination. */
export const WithRouterLink: Story = {
  args: { render: <RouterLink to="#add-child" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#add-child');
  },
};
