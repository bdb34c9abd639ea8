import { HelpCards } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { helpCards } from '../fixtures';
import { tallCanvas } from '../support/decorators';
import { textsOf } from '../support/T';

/** How-to-help cards: a list or a grid, each expandable into a dialog. */
const meta = {
  title: 'Help/How-to-help cards',
  component: HelpCards,
  args: { cards: helpCards, onCardEvent: fn() },
} satisfies Meta<typeof HelpCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a list (the default). */
export const List: Story = {};

/** As a grid. */
export const Grid: Story = { args: { defaultLayout: 'grid' } };

/** A card opened into a dialog (logs 'opened_how_to_help_card'). */
export const CardOpened: Story = {
  decorators: [tallCanvas],
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const first = helpCards[0];
    // 'Learn More' of the first card (each is described by its card's title).
    await userEvent.click(
      canvas.getAllByRole('button', { name: textsOf(globals)('common.learnMore') })[0] as HTMLElement,
    );
    await expect(await canvas.findByRole('dialog')).toHaveAttribute('open');
    await expect(args.onCardEvent).toHaveBeenCalledWith('opened', first?.id);
  },
};
