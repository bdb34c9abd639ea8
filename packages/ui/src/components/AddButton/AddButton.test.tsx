import { solution } from '@attune/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { AddOnCard } from '../AddOnCard';
import { AddButton } from './AddButton';

describe('AddButton', () => {
  it('says Get and reports the tap', async () => {
    const user = userEvent.setup();
    const onGet = vi.fn();
    renderWithI18n(
      <AddButton solution={solution()} purchased={false} hasWaitListItem={false} onGet={onGet} />,
    );
    await user.click(screen.getByRole('button', { name: 'Get' }));
    expect(onGet).toHaveBeenCalledTimes(1);
  });

  it('says Purchased, not a button, once bought for the child', () => {
    renderWithI18n(<AddButton solution={solution()} purchased hasWaitListItem={false} onGet={() => {}} />);
    expect(screen.getByText('Purchased')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("opens an affiliate's site in a new tab", () => {
    renderWithI18n(
      <AddButton
        solution={solution({ kind: 'affiliate', meta: { affiliateLink: 'https://partner.example/bark' } })}
        purchased={false}
        hasWaitListItem={false}
        onGet={() => {}}
      />,
    );
    const link = screen.getByRole('link', { name: 'Get (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://partner.example/bark');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('offers Get for an unavailable add-on only when it has a waiting list', () => {
    const { rerender } = renderWithI18n(
      <AddButton
        solution={solution({ available: false })}
        purchased={false}
        hasWaitListItem
        onGet={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Get' })).toBeTruthy();
    rerender(
      <AddButton
        solution={solution({ available: false })}
        purchased={false}
        hasWaitListItem={false}
        onGet={() => {}}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('AddOnCard', () => {
  it('shows the name, tagline, price in the family’s language and Learn More', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithI18n(
      <AddOnCard
        solution={solution()}
        purchased={false}
        hasWaitListItem={false}
        onOpen={onOpen}
        onGet={() => {}}
      />,
      { language: 'es' },
    );
    // Target Recognition from the catalogue: $14.99 a month, in Spanish '14,99 US$ al mes'.
    expect(screen.getByRole('heading', { name: solution().displayName })).toBeTruthy();
    expect(screen.getByText(/14,99/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Más información' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('takes its colour from the category, gray when unknown', () => {
    const { container, rerender } = renderWithI18n(
      <AddOnCard
        solution={solution()}
        category="sleep"
        purchased={false}
        hasWaitListItem={false}
        onOpen={() => {}}
        onGet={() => {}}
      />,
    );
    const article = () => container.querySelector('article');
    expect(article()?.getAttribute('data-color')).toBe('sleep');
    expect(article()?.style.getPropertyValue('--at-addon-color')).toBe('var(--at-category-sleep)');
    rerender(
      <AddOnCard
        solution={solution()}
        category="astrology"
        purchased={false}
        hasWaitListItem={false}
        onOpen={() => {}}
        onGet={() => {}}
      />,
    );
    expect(article()?.getAttribute('data-color')).toBe('gray');
    expect(article()?.style.getPropertyValue('--at-addon-color')).toBe('var(--at-category-gray)');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(
      <AddOnCard
        solution={solution()}
        purchased={false}
        hasWaitListItem={false}
        onOpen={() => {}}
        onGet={() => {}}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
