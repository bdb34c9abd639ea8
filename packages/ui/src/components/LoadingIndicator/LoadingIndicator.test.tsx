import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { UpdateToast } from '../UpdateToast';
import { LoadingIndicator } from './LoadingIndicator';

describe('LoadingIndicator', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows while loading and hides 300 ms after loading ends', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithI18n(<LoadingIndicator loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    rerender(<LoadingIndicator loading={false} />);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays when loading starts again within 300 ms', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithI18n(<LoadingIndicator loading />);
    rerender(<LoadingIndicator loading={false} />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender(<LoadingIndicator loading />);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
  });

  it('shows nothing when not loading from the start', () => {
    renderWithI18n(<LoadingIndicator loading={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('UpdateToast', () => {
  it("says 'Installing New Update!' politely while open", () => {
    const { rerender } = renderWithI18n(<UpdateToast open />);
    expect(screen.getByRole('status').textContent).toContain('Installing New Update!');
    rerender(<UpdateToast open={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
