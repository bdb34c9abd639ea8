import { SharePrompt } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resolvesWith, sleepSolution } from '../fixtures';
import { tallCanvas } from '../support/decorators';
import { useT } from '../support/T';

type Props = Parameters<typeof SharePrompt>[0];

/** The share prompt, with its message in the toolbar's language ('Check out {name} on Attune!'). */
function LocalisedSharePrompt(props: Omit<Props, 'title' | 'message' | 'url'>) {
  const t = useT();
  return (
    <SharePrompt
      {...props}
      title={sleepSolution.displayName}
      message={t('share.message', { name: sleepSolution.displayName })}
      url="https://attune.example.com/s/add-on/sleep"
    />
  );
}

const meta = {
  title: 'Prompts/Share prompt',
  component: LocalisedSharePrompt,
  decorators: [tallCanvas],
  args: {
    open: true,
    onClose: fn(),
    writeClipboard: fn(resolvesWith(undefined, 0)),
    openLink: fn(),
  },
} satisfies Meta<typeof LocalisedSharePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sharing an add-on: SMS, email, Twitter, Facebook, and copy the link. */
export const Open: Story = {};

/** After copying: 'Copied to Clipboard' for 2.5 s. */
export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button');
    await userEvent.click(buttons.at(-1) as HTMLElement);
    await expect(args.writeClipboard).toHaveBeenCalledWith('https://attune.example.com/s/add-on/sleep');
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

/** Inside the native wrapper every channel hands the share to the wrapper. */
export const NativeWrapper: Story = {
  args: { nativeShare: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button'))[1] as HTMLElement);
    await expect(args.nativeShare).toHaveBeenCalled();
  },
};
