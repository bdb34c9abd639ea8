import { Chip, ChipLink } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inColumn } from '../support/decorators';
import { useT } from '../support/T';

/** The add-on categories, each chip edged in its category's colour. */
const CATEGORIES = ['focus', 'behavior', 'social-emotional', 'sleep', 'medication-alternatives'] as const;

/** Chips as the app draws them: links to the add-on categories (edged in their colours), or tags. */
function Chips({ kind = 'links' }: { readonly kind?: 'links' | 'tags' }) {
  const t = useT();
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
      {CATEGORIES.map((tag) => (
        <li key={tag}>
          {kind === 'links' ? (
            <ChipLink href={`#${tag}`} accent={`var(--at-category-${tag})`}>
              {t(`pages.addOns.categories.${tag}`)}
            </ChipLink>
          ) : (
            <Chip>{t(`pages.addOns.categories.${tag}`)}</Chip>
          )}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Primitives/Chip',
  component: Chips,
  decorators: [inColumn(420)],
} satisfies Meta<typeof Chips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links among a set of places (the add-on categories), each edged in its category's colour; Tab reaches each. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(CATEGORIES.length);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

/** Tags: text only (a piece's tags, the areas chosen), not controls. */
export const Tags: Story = {
  args: { kind: 'tags' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};
