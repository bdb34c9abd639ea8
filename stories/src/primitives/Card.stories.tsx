import { Card } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { inColumn } from '../support/decorators';
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

/** A card's usual content: a heading and a line of text. */
const content = (
  <>
    <h2>
      <T k="settings.notifications.title" />
    </h2>
    <p>
      <T k="settings.notifications.intro" />
    </p>
  </>
);

/** A surface grouping one topic of a view. A `<div>` unless drawn as another element with `render`. */
const meta = {
  title: 'Primitives/Card',
  component: Card,
  decorators: [inColumn(420)],
  args: { children: content },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain card. */
export const Plain: Story = {};

/** Drawn as a named region (`render={<section aria-labelledby="…" />}`), as most of the app's cards are. */
export const AsRegion: Story = {
  args: {
    render: <section aria-labelledby="card-story-title" />,
    children: (
      <>
        <h2 id="card-story-title">
          <T k="settings.notifications.title" />
        </h2>
        <p>
          <T k="settings.notifications.intro" />
        </p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveClass('at-card');
  },
};

/** A notice: an accent edge and a soft tint. */
export const Notice: Story = { args: { notice: true } };

/** Drawn by a router's link (the app passes React Router's `Link`): the whole card leads somewhere. */
export const AsRouterLink: Story = {
  args: { render: <RouterLink to="#plans" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#plans');
  },
};
