import { solution } from '@attune/core/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { ExpandedAddOnCard, type ExpandedAddOnCardProps } from './ExpandedAddOnCard';

// Target Recognition from the catalogue, with a clip so the video's behaviour can be tried.
const targetRecognition = solution({ videoUrl: 'https://cdn.example/target-recognition.mp4' });
const share = {
  title: targetRecognition.displayName,
  message: `Check out ${targetRecognition.displayName} on Attune!`,
  url: 'https://attune.example/s/add-on/target-recognition',
};

function renderCard(overrides: Partial<ExpandedAddOnCardProps> = {}) {
  const props: ExpandedAddOnCardProps = {
    open: true,
    onClose: vi.fn(),
    solution: targetRecognition,
    otherAreas: ['Behavior', 'Sleep'],
    purchased: false,
    hasWaitListItem: false,
    onGet: vi.fn(),
    share,
    onEvent: vi.fn(),
    ...overrides,
  };
  const view = renderWithI18n(<ExpandedAddOnCard {...props} />);
  return { ...view, props };
}

describe('ExpandedAddOnCard', () => {
  it('shows the add-on with its sections, other areas, Get and Share, and logs opened and closed', () => {
    const { props, unmount } = renderCard();
    expect(screen.getByRole('dialog', { name: targetRecognition.displayName })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why we include it' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Other areas it helps' })).toBeTruthy();
    expect(screen.getByText('Sleep')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(props.onEvent).toHaveBeenCalledWith('opened');
    unmount();
    expect(props.onEvent).toHaveBeenLastCalledWith('closed');
  });

  it('hides the close button and Get when sandboxed', () => {
    renderCard({ sandboxed: true });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('opens the share prompt, and Escape closes only the share prompt', async () => {
    const user = userEvent.setup();
    const { props } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Copy Link' })).toBeNull();
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('plays the video muted; first tap unmutes, later taps pause and play; at the end it rewinds and pauses', async () => {
    const user = userEvent.setup();
    const { container } = renderCard();
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.paused).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Turn the sound on' }));
    expect(video.muted).toBe(false);
    expect(video.paused).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(video.paused).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(video.paused).toBe(false);
    video.currentTime = 42;
    fireEvent.ended(video);
    expect(video.currentTime).toBe(0);
    expect(video.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });

  it('hides a missing video', () => {
    const { container } = renderCard({ solution: solution({ videoUrl: 'https://cdn.example/missing.mp4' }) });
    expect(container.querySelector('video')).toBeNull();
  });

  it('has no axe violations', async () => {
    renderCard();
    await expectNoAxeViolations(document.body);
  });
});
