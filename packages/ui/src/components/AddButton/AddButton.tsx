import { addButtonState, type SolutionFacts } from '@attune/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';

/** Props of {@link AddButton}. */
export interface AddButtonProps {
  readonly solution: SolutionFacts & { readonly meta?: { readonly affiliateLink: string | null } };
  /** Whether the add-on is already purchased for this child. */
  readonly purchased: boolean;
  /** Whether a waiting-list item exists for the add-on. */
  readonly hasWaitListItem: boolean;
  /** Get was tapped (the app then shows create-account, the waitlist panel or the purchase screen). */
  readonly onGet: () => void;
  readonly size?: 'sm' | 'md' | 'lg';
}

/**
 * The add button of an add-on, from the core's `addButtonState`: Get; Purchased when already bought for
 * the child; Included for one that comes with the subscription (nothing to get); for an affiliate, a Get link opening the partner's site in a new tab; nothing for an
 * unavailable add-on without a waiting list.
 */
export function AddButton({ solution, purchased, hasWaitListItem, onGet, size = 'md' }: AddButtonProps) {
  const { t } = useTranslation();
  const state = addButtonState(solution, { purchased, hasWaitListItem });
  switch (state) {
    case 'none':
      return null;
    case 'included':
      return <span className="at-add-button at-add-button--purchased">{t('addOns.included')}</span>;
    case 'purchased':
      return (
        <span className="at-add-button at-add-button--purchased">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M5 12l5 5 9-10"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          {t('addOns.purchased')}
        </span>
      );
    case 'external-link':
      return (
        <a
          className={`at-button at-button--primary at-button--${size} at-add-button`}
          href={solution.meta?.affiliateLink ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('addOns.getExternal')}
        >
          {t('addOns.get')}
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </a>
      );
    case 'get':
      return (
        <Button size={size} className="at-add-button" onClick={onGet}>
          {t('addOns.get')}
        </Button>
      );
  }
}
