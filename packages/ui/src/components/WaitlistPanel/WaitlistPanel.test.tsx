import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { WaitlistPanel } from './WaitlistPanel';

const item = { id: 7, name: 'sleep' };

describe('WaitlistPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('joins the waiting list and confirms it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const joinWaitlist = vi.fn(async () => ({}));
    const onJoined = vi.fn();
    renderWithI18n(
      <WaitlistPanel
        name="Childhood Sleep"
        waitListItem={item}
        joinWaitlist={joinWaitlist}
        onJoined={onJoined}
      />,
    );
    expect(screen.getByText(/Childhood Sleep isn't available yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    expect(await screen.findByText(/You're on the waiting list!/)).toBeTruthy();
    expect(joinWaitlist).toHaveBeenCalledWith(item);
    expect(onJoined).toHaveBeenCalledWith(item);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows busy while joining', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithI18n(
      <WaitlistPanel name="Childhood Sleep" waitListItem={item} joinWaitlist={() => new Promise(() => {})} />,
    );
    await user.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    expect(screen.getByRole('button', { name: 'Joining' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows the error for 3.5 seconds, then offers Join again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const joinWaitlist = vi.fn(async () => {
      throw new Error('500');
    });
    renderWithI18n(<WaitlistPanel name="Childhood Sleep" waitListItem={item} joinWaitlist={joinWaitlist} />);
    await user.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Waiting List' })).toHaveProperty('disabled', true);
    await act(async () => {
      vi.advanceTimersByTime(3400);
    });
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Join Waiting List' })).toHaveProperty('disabled', false);
  });

  it('fails without a waiting-list item, without calling the server', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const joinWaitlist = vi.fn();
    renderWithI18n(<WaitlistPanel name="Bark" waitListItem={null} joinWaitlist={joinWaitlist} />);
    await user.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(joinWaitlist).not.toHaveBeenCalled();
  });

  it('opens on the confirmation when already joined', () => {
    renderWithI18n(<WaitlistPanel name="Bark" waitListItem={item} joined joinWaitlist={vi.fn()} />, {
      language: 'es',
    });
    expect(
      screen.getByText('¡Ya estás en la lista de espera! Te avisaremos cuando Bark esté disponible.'),
    ).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(
      <WaitlistPanel name="Bark" waitListItem={item} joinWaitlist={vi.fn()} />,
    );
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
