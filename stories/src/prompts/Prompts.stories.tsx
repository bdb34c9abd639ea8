import { Blocker, CookiePrompt, LoadingIndicator, PushPrompt, UpdateToast } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tallCanvas } from '../support/decorators';
import { T } from '../support/T';

/** Blockers, each with Go Back and Continue. */
const meta = {
  title: 'Prompts/Blockers and notices',
  component: Blocker,
  decorators: [tallCanvas],
  args: { kind: 'consent', open: true, onContinue: fn(), onGoBack: fn() },
} satisfies Meta<typeof Blocker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Consent form needed (clinical): Continue goes to get-started. */
export const ConsentBlocker: Story = {};

/** Account creation unfinished: Continue goes to create-account. */
export const CreateAccountBlocker: Story = { args: { kind: 'createAccount' } };

/** No subscription: Continue goes to create-account. */
export const SubscriptionBlocker: Story = { args: { kind: 'subscription' } };

/** The subscription ended: the blocker names the day, and Continue is Restart (to subscribe again). */
export const SubscriptionEndedBlocker: Story = { args: { kind: 'subscription', endedOn: '2026-12-07' } };

/** Go Back closes the blocker and stays put. */
export const BlockerGoBack: Story = {
  play: async ({ canvasElement, args }) => {
    const buttons = await within(canvasElement).findAllByRole('button');
    const goBack = buttons.find((button) => button.textContent?.trim() !== '' && button !== buttons.at(-1));
    await userEvent.click(goBack as HTMLElement);
    await expect(args.onGoBack).toHaveBeenCalled();
  },
};

/** Push prompt: 'You're ready to start making progress!' with Continue. */
export const PushNotificationPrompt: StoryObj<typeof PushPrompt> = {
  render: () => <PushPrompt open onContinue={fn()} onDismiss={fn()} />,
};

/** Cookie notice: Learn More, cannot be declined. */
export const CookieNotice: StoryObj<typeof CookiePrompt> = {
  render: () => (
    <CookiePrompt
      acknowledged={false}
      inNativeApp={false}
      learnMoreHref="/user-agreements/privacy-policy.html"
      onAcknowledge={fn()}
    />
  ),
};

/** Inside the native app the cookie notice never shows (nothing renders). */
export const CookieNoticeInNativeApp: StoryObj<typeof CookiePrompt> = {
  render: () => (
    <CookiePrompt
      acknowledged={false}
      inNativeApp
      learnMoreHref="/user-agreements/privacy-policy.html"
      onAcknowledge={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Slide-down toast while a new version installs. */
export const InstallingUpdate: StoryObj<typeof UpdateToast> = {
  render: () => <UpdateToast open />,
};

/** Loading, inline. */
export const LoadingInline: StoryObj<typeof LoadingIndicator> = {
  render: () => <LoadingIndicator loading />,
};

/** Loading, covering the page. */
export const LoadingOverlay: StoryObj<typeof LoadingIndicator> = {
  render: () => <LoadingIndicator loading variant="overlay" />,
};

function LoadingThenDone() {
  const [loading, setLoading] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setLoading(false)}>
        <T k="common.done" />
      </button>
      <LoadingIndicator loading={loading} />
    </>
  );
}

/** When loading ends the indicator stays 300 ms more, so quick loads do not flicker. */
export const LoadingHidesAfter300ms: StoryObj<typeof LoadingIndicator> = {
  render: () => <LoadingThenDone />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 1000 });
  },
};
