import { FROZEN_TODAY, item, session } from '@attune/core/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { SessionCard, type SessionCardProps } from './SessionCard';

const today = FROZEN_TODAY;

function renderCard(props: Partial<SessionCardProps> = {}, language: 'en' | 'es' = 'en') {
  const onStart = vi.fn();
  const onQuickAction = vi.fn(async () => {});
  const view = renderWithI18n(
    <SessionCard
      session={session()}
      today={today}
      plan="adhd-insights"
      onStart={onStart}
      onQuickAction={onQuickAction}
      {...props}
    />,
    { language },
  );
  return { ...view, onStart, onQuickAction };
}

describe('SessionCard status line', () => {
  it.each([
    [
      'completed',
      session({ complete: true, completed_at: '2026-02-27T15:00:00Z' }),
      'Completed Feb 27, 2026',
    ],
    ['skipped', session({ skipped: true, skipped_at: '2026-02-25T15:00:00Z' }), 'Skipped Feb 25, 2026'],
    [
      'partial',
      session({ child_activity_items: [item(1, { complete: true }), item(2), item(3)] }),
      '33% Complete',
    ],
    ['scheduled', session({ schedule_date: '2026-03-17' }), 'Scheduled for March 17, 2026'],
    ['due with a length', session(), '10 minutes'],
    ['due without a length', session({ length: null }), 'Ready to complete'],
  ])('shows a %s session', (_kind, value, text) => {
    renderCard({ session: value });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('speaks Spanish with Spanish dates', () => {
    renderCard({ session: session({ schedule_date: '2026-03-17' }) }, 'es');
    expect(screen.getByText('Programada para el 17 de marzo de 2026')).toBeTruthy();
  });
});

describe('SessionCard expansion', () => {
  it('starts collapsed and opens to show the description and What’s Needed', async () => {
    const user = userEvent.setup();
    renderCard();
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Start Session' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText("What's Needed:")).toBeTruthy();
    expect(screen.getByText('A printed checklist and a pencil.')).toBeTruthy();
  });

  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 6],
  ] as const)(
    "with a title at h%i puts 'What's Needed:' at h%i (one level below, at most h6)",
    async (level, needed) => {
      const user = userEvent.setup();
      renderCard({ headingLevel: level });
      await user.click(screen.getByRole('button', { name: 'Show details' }));
      expect(screen.getByRole('heading', { level, name: 'Morning Routine' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: needed, name: "What's Needed:" })).toBeTruthy();
      expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual([
        `H${level}`,
        `H${needed}`,
      ]);
    },
  );

  it("puts the title at h3 and 'What's Needed:' at h4 by default", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Morning Routine' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: "What's Needed:" })).toBeTruthy();
  });

  it('starts expanded when primed', () => {
    renderCard({ session: session({ primed: true }) });
    expect(screen.getByRole('button', { name: 'Start Session' })).toBeTruthy();
  });

  it('offers a read-only reader (a collaborator) neither the start nor the quick actions, only the details', () => {
    renderCard({ session: session({ primed: true }), readOnly: true });
    expect(screen.queryByRole('button', { name: 'Start Session' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as Complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip Session' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide details' })).toBeTruthy();
  });

  it('cannot be expanded once complete or skipped', () => {
    renderCard({ session: session({ primed: true, skipped: true, skipped_at: '2026-02-25T15:00:00Z' }) });
    expect(screen.queryByRole('button', { name: 'Show details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start Session' })).toBeNull();
  });

  it("shows the 'Add On' badge for add-on plans only", () => {
    const { rerender } = renderCard({ isAddOn: true });
    expect(screen.getByText('Add On')).toBeTruthy();
    rerender(
      <SessionCard
        session={session()}
        today={today}
        plan="p"
        onStart={() => {}}
        onQuickAction={async () => {}}
      />,
    );
    expect(screen.queryByText('Add On')).toBeNull();
  });
});

describe('SessionCard start button', () => {
  it.each([
    [
      'Continue Session',
      session({ primed: true, child_activity_items: [item(1, { complete: true }), item(2)] }),
    ],
    ['Start Early', session({ primed: true, schedule_date: '2026-03-13' })],
    ['Get Started', session({ primed: true, position: 0 })],
    ['Start Session', session({ primed: true })],
  ])('says %s', (label, value) => {
    renderCard({ session: value });
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });

  it('goes to the next item when started', async () => {
    const user = userEvent.setup();
    const { onStart } = renderCard({ session: session({ primed: true }) });
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(onStart).toHaveBeenCalledWith({ kind: 'item', position: 1 });
  });

  it('asks before starting a pending session early, and starts only on confirmation', async () => {
    const user = userEvent.setup();
    const { onStart } = renderCard({ session: session({ primed: true, schedule_date: '2026-03-13' }) });
    await user.click(screen.getByRole('button', { name: 'Start Early' }));
    const dialog = screen.getByRole('dialog', { name: 'Start Early' });
    expect(dialog.textContent).toContain('“Morning Routine” is scheduled for March 13, 2026');
    expect(onStart).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onStart).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Start Early' }));
    const confirm = screen.getAllByRole('button', { name: 'Start Early' }).at(-1);
    await user.click(confirm as HTMLElement);
    expect(onStart).toHaveBeenCalledWith({ kind: 'item', position: 1 });
  });
});

describe('SessionCard quick actions', () => {
  it('marks every remaining item complete after confirmation', async () => {
    const user = userEvent.setup();
    const { onQuickAction } = renderCard({
      session: session({
        primed: true,
        child_activity_items: [item(1, { complete: true }), item(2), item(3)],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Mark as Complete' }));
    expect(screen.getByRole('dialog', { name: 'Mark as Complete' })).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Mark as Complete' }).at(-1) as HTMLElement);
    expect(onQuickAction).toHaveBeenCalledWith('complete', [
      { id: 102, change: { complete: true } },
      { id: 103, change: { complete: true } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells the parent a coexisting-conditions session comes back in 14 days', async () => {
    const user = userEvent.setup();
    renderCard({ session: session({ primed: true }), plan: 'Coexisting Conditions' });
    await user.click(screen.getByRole('button', { name: 'Skip Session' }));
    const dialog = screen.getByRole('dialog', { name: 'Skip Session' });
    expect(dialog.textContent).toContain('This session will be rescheduled 14 days from today.');
    expect(dialog.textContent).toContain('It will come back on March 24, 2026.');
  });

  it("tells the parent a medication-insights session comes back in 7 days (core's number in the text)", async () => {
    const user = userEvent.setup();
    renderCard({ session: session({ primed: true }), plan: 'Medication Insights' });
    await user.click(screen.getByRole('button', { name: 'Skip Session' }));
    const dialog = screen.getByRole('dialog', { name: 'Skip Session' });
    expect(dialog.textContent).toContain('This session will be rescheduled 7 days from today.');
  });

  it('shows a failed skip on the card for 3.5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCard({
      session: session({ primed: true }),
      onQuickAction: async () => {
        throw new Error('500');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Skip Session' }));
    await user.click(screen.getAllByRole('button', { name: 'Skip Session' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Something went wrong saving this session. Please try again.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(3500);
    });
    expect(screen.getByRole('alert').textContent).toBe('');
    vi.useRealTimers();
  });

  it('reloads the plans after a skip and reports the reschedule', async () => {
    const user = userEvent.setup();
    const reloadPlans = vi.fn(async () => {});
    const onDone = vi.fn();
    renderCard({
      session: session({ primed: true }),
      plan: 'medication-insights',
      childId: 5,
      reloadPlans,
      onDone,
    });
    await user.click(screen.getByRole('button', { name: 'Skip Session' }));
    await user.click(screen.getAllByRole('button', { name: 'Skip Session' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({
        kind: 'skipped',
        reschedule: { kind: 'rescheduled', days: 7, date: '2026-03-17' },
      }),
    );
    expect(reloadPlans).toHaveBeenCalledWith(5);
  });

  it('hides the quick actions of a pending session and of one whose actions forbid them', () => {
    const { unmount } = renderCard({ session: session({ primed: true, schedule_date: '2026-03-13' }) });
    expect(screen.queryByRole('button', { name: 'Skip Session' })).toBeNull();
    unmount();
    renderCard({ session: session({ primed: true, actions: { complete: false, skip: true } }) });
    expect(screen.queryByRole('button', { name: 'Mark as Complete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip Session' })).toBeTruthy();
  });

  it('has no axe violations, expanded and with a dialog open', async () => {
    const user = userEvent.setup();
    const { container } = renderCard({ session: session({ primed: true }), isAddOn: true });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Skip Session' }));
    await expectNoAxeViolations(container);
  });
});
