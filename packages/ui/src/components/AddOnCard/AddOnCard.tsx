import { categoryColor, type Solution } from '@attune/core';
import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../i18n/format';
import { AddButton } from '../AddButton';

/** Props of {@link AddOnCard}. */
export interface AddOnCardProps {
  readonly solution: Solution;
  /** The category tag the card is shown under (decides its colour; unknown tags are gray). */
  readonly category?: string;
  readonly purchased: boolean;
  readonly hasWaitListItem: boolean;
  /** Opens the expanded add-on card. */
  readonly onOpen: () => void;
  /** Get was tapped. */
  readonly onGet: () => void;
}

/**
 * The price of an add-on in the family's language, saying how it is charged: a price of nothing is
 * "Free" (whatever its kind); a monthly plan "$14.95/month"; a yearly plan "$21.75/year"; a consumable "$9.00 per child"
 * (bought for each child profile); a one-time (non-consumable) price just "$29.00"; a price that varies
 * shows the server's text.
 */
export function usePricingText(solution: Pick<Solution, 'pricing'>): string | null {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const pricing = solution.pricing;
  if (!pricing) return null;
  if (pricing.raw === 0) return t('addOns.price.free');
  if (pricing.raw === null || pricing.key === 'varies') return pricing.formatted;
  const price = formatPrice(pricing.raw);
  switch (pricing.key) {
    case 'monthly':
      return t('addOns.price.monthly', { price });
    case 'yearly':
      return t('addOns.price.yearly', { price });
    case 'consumable':
      return t('addOns.price.perChild', { price });
    case 'non_consumable':
      return price;
  }
}

/**
 * The colour of an add-on category as styles: `data-color` names it (core's `categoryColor`: the tag, or
 * gray) and `--at-addon-color` points at its token in tokens.css, the one place category colours live.
 */
export function categoryColorStyle(tag: string | null | undefined): {
  readonly 'data-color': string;
  readonly style: CSSProperties;
} {
  const color = categoryColor(tag);
  return {
    'data-color': color,
    style: { '--at-addon-color': `var(--at-category-${color})` } as CSSProperties,
  };
}

/** An add-on in the catalogue: category colour, icon, name, tagline, price, add button and Learn More. */
export function AddOnCard({ solution, category, purchased, hasWaitListItem, onOpen, onGet }: AddOnCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const price = usePricingText(solution);
  return (
    <article
      className="at-card at-addon-card"
      {...categoryColorStyle(category ?? solution.categories[0])}
      aria-labelledby={titleId}
    >
      <div className="at-addon-card__head">
        <span className="at-addon-card__icon" aria-hidden="true">
          {/^(https?:|\/|data:)/.test(solution.icon) ? (
            <img src={solution.icon} alt="" width="40" height="40" />
          ) : (
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path
                d="M10 3h4v3a2 2 0 104 0V3h3v7h-3a2 2 0 100 4h3v7h-7v-3a2 2 0 10-4 0v3H3v-7h3a2 2 0 100-4H3V3h7z"
                fill="none"
                stroke="var(--at-addon-color, var(--at-color-primary))"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </span>
        <div>
          <h3 id={titleId} className="at-addon-card__title">
            {solution.displayName}
          </h3>
          {solution.tagline ? <p className="at-addon-card__tagline">{solution.tagline}</p> : null}
        </div>
      </div>
      <div className="at-addon-card__foot">
        {price ? <span className="at-addon-card__price">{price}</span> : <span />}
        <div className="at-addon-card__actions">
          <button type="button" className="at-link-button" onClick={onOpen} aria-describedby={titleId}>
            {t('common.learnMore')}
          </button>
          <AddButton
            solution={solution}
            purchased={purchased}
            hasWaitListItem={hasWaitListItem}
            onGet={onGet}
            size="sm"
          />
        </div>
      </div>
    </article>
  );
}
