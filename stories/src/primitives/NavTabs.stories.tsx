import { NavTab, NavTabs } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT } from '../support/T';

const PAGES = [
  'account',
  'security',
  'data',
  'notifications',
  'profile',
  'subscriptions',
  'app',
  'policies',
] as const;

/** A view's pages as tabs (settings): links to their own addresses, the page shown underlined. */
function SettingsTabs({ wrap = false, count = 3 }: { readonly wrap?: boolean; readonly count?: number }) {
  const t = useT();
  return (
    <NavTabs label={t('settings.pagesLabel')} wrap={wrap}>
      {PAGES.slice(0, count).map((page) => (
        <NavTab key={page} href={`#${page}`} current={page === 'account'}>
          {t(`settings.pages.${page}`)}
        </NavTab>
      ))}
    </NavTabs>
  );
}

const meta = {
  title: 'Primitives/Navigation tabs',
  component: SettingsTabs,
} satisfies Meta<typeof SettingsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few pages: the one shown is marked current for assistive technology and underlined. */
export const Few: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeVisible();
    const current = canvasElement.querySelector('[aria-current="page"]');
    await expect(current?.getAttribute('href')).toBe('#account');
  },
};

/** Many pages, wrapping onto more lines rather than running off a phone's edge. */
export const ManyWrapping: Story = { args: { wrap: true, count: PAGES.length } };
