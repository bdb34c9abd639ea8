import { Switch } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { inColumn } from '../support/decorators';
import { useT } from '../support/T';

/** The notification settings' switches: each applies at once. */
function Switches({ initially = false }: { readonly initially?: boolean }) {
  const t = useT();
  const [email, setEmail] = useState(initially);
  const [sms, setSms] = useState(false);
  return (
    <div>
      <Switch label={t('settings.notifications.email')} checked={email} onCheckedChange={setEmail} />
      <Switch label={t('settings.notifications.sms')} checked={sms} onCheckedChange={setSms} />
    </div>
  );
}

const meta = {
  title: 'Primitives/Switch',
  component: Switches,
  decorators: [inColumn(420)],
} satisfies Meta<typeof Switches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both off; a tap turns one on. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('switch');
    if (!first) throw new Error('switches missing');
    await userEvent.click(first);
    await expect(first).toBeChecked();
  },
};

/** The first one on. */
export const On: Story = { args: { initially: true } };
