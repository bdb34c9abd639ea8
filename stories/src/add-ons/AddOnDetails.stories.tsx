import { AddOnDetails, Button } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { barkSolution, sleepSolution } from '../fixtures';
import { inColumn } from '../support/decorators';
import { T, textsOf } from '../support/T';

/**
 * What an add-on is (the expanded add-on card's body and the share page's): area of focus, price and
 * actions, tagline, description, video, the other areas it helps and the marketing sections.
 */
const meta = {
  title: 'Add-ons/Add-on details',
  component: AddOnDetails,
  decorators: [inColumn()],
  args: {
    solution: sleepSolution,
    headingLevel: 3,
    otherAreas: ['Focus', 'Behavior'],
    // Story videos point at an example host; treat them as missing so no network is needed.
    isMissingVideo: (_url: string): boolean => true,
  },
  render: (args) => (
    <AddOnDetails
      {...args}
      actions={
        <Button variant="secondary">
          <T k="addOns.share" />
        </Button>
      }
    />
  ),
} satisfies Meta<typeof AddOnDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the expanded add-on card shows it, under the dialog's title (an h2): section headings are h3. */
export const InDialog: Story = {};

/** As a page shows it, under the page's h1: section headings are h2. */
export const OnPage: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: textsOf(globals)('addOns.otherAreas') });
    await expect(heading.tagName).toBe('H2');
  },
};

/** An affiliate (Bark) with no other areas: that section is left out. */
export const NoOtherAreas: Story = {
  args: { solution: barkSolution, otherAreas: [] },
};
