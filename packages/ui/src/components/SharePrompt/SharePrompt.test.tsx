import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { SharePrompt } from './SharePrompt';

const shareable = {
  title: 'Bark',
  message: 'Check out Bark on Attune!',
  url: 'https://attune.example/s/add-on/bark',
};

describe('SharePrompt', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies the link and says Copied to Clipboard for 2.5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeClipboard = vi.fn(async () => {});
    renderWithI18n(<SharePrompt open onClose={() => {}} {...shareable} writeClipboard={writeClipboard} />);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeClipboard).toHaveBeenCalledWith(shareable.url);
    expect(screen.getByRole('status').textContent).toBe('Copied to Clipboard');
    await act(async () => {
      vi.advanceTimersByTime(2400);
    });
    expect(screen.getByRole('status').textContent).toBe('Copied to Clipboard');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('opens each channel with the message and link', async () => {
    const user = userEvent.setup();
    const openLink = vi.fn();
    renderWithI18n(<SharePrompt open onClose={() => {}} {...shareable} openLink={openLink} />);
    await user.click(screen.getByRole('button', { name: 'Text Message' }));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Twitter' }));
    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    const hrefs = openLink.mock.calls.map(([href]) => href as string);
    expect(hrefs[0]).toMatch(/^sms:/);
    expect(hrefs[1]).toMatch(/^mailto:\?subject=Bark&body=Check%20out%20Bark/);
    expect(hrefs[2]).toContain('twitter.com/intent/tweet');
    expect(hrefs[3]).toContain(encodeURIComponent(shareable.url));
  });

  it('hands every channel to the native wrapper when inside it', async () => {
    const user = userEvent.setup();
    const nativeShare = vi.fn();
    const openLink = vi.fn();
    renderWithI18n(
      <SharePrompt open onClose={() => {}} {...shareable} nativeShare={nativeShare} openLink={openLink} />,
    );
    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(nativeShare).toHaveBeenCalledWith(shareable);
    expect(openLink).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<SharePrompt open onClose={() => {}} {...shareable} />);
    await expectNoAxeViolations(container);
  });
});
