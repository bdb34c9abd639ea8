import type { Meta, StoryObj } from '@storybook/react-vite';

function Overview() {
  return (
    <main>
      <h1>Attune UI kit</h1>
      <p>Every part of the family's screens, one story per state.</p>
    </main>
  );
}

const meta = {
  title: 'Overview',
  component: Overview,
} satisfies Meta<typeof Overview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {};
