import type { HelpCard } from '@attune/core';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';

/** Props of {@link HelpCards}. */
export interface HelpCardsProps {
  readonly cards: readonly HelpCard[];
  /** The layout to start in; the family can switch between list and grid. */
  readonly defaultLayout?: 'list' | 'grid';
  /** Analytics: `opened_how_to_help_card` / `closed_how_to_help_card` with the card's id. */
  readonly onCardEvent?: (event: 'opened' | 'closed', cardId: number) => void;
  /** The section heading; 'How to Help' by default. */
  readonly heading?: string;
  /**
   * Renders a card's markdown description (the app passes a safe markdown renderer: no raw HTML); without
   * it the description shows as plain paragraphs.
   */
  readonly renderDescription?: (markdown: string) => ReactNode;
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/[*_#>`]/g, '').trim())
    .filter((part) => part !== '');
}

/**
 * How-to-help cards in a list or a grid (the family switches); a card opens into a dialog with its full
 * description and video.
 */
export function HelpCards({
  cards,
  defaultLayout = 'list',
  onCardEvent,
  heading,
  renderDescription,
}: HelpCardsProps) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState(defaultLayout);
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  const open = cards.find((card) => card.id === openId) ?? null;

  const close = () => {
    if (openId !== null) onCardEvent?.('closed', openId);
    setOpenId(null);
  };

  return (
    <section className="at-help-cards">
      <div className="at-help-cards__bar">
        <h2 className="at-help-cards__title">{heading ?? t('helpCards.title')}</h2>
        {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form group */}
        <div className="at-segmented" role="group" aria-label={t('helpCards.layout')}>
          {(['list', 'grid'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="at-segmented__option"
              aria-pressed={layout === option}
              onClick={() => setLayout(option)}
            >
              {t(`helpCards.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <ul className={`at-help-cards__items at-help-cards__items--${layout}`}>
        {cards.map((card) => (
          <li
            key={card.id}
            className="at-card at-help-card"
            style={{ '--at-help-card-color': card.color } as CSSProperties}
          >
            <h3 id={`${baseId}-card-${card.id}`} className="at-help-card__title">
              {card.title}
            </h3>
            {card.tagline ? <p className="at-help-card__tagline">{card.tagline}</p> : null}
            <button
              type="button"
              className="at-link-button"
              aria-describedby={`${baseId}-card-${card.id}`}
              onClick={() => {
                setOpenId(card.id);
                onCardEvent?.('opened', card.id);
              }}
            >
              {t('common.learnMore')}
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onClose={close} title={open?.title ?? ''} size="md">
        {open ? (
          <div className="at-help-card__full">
            {open.tagline ? <p className="at-help-card__tagline">{open.tagline}</p> : null}
            {renderDescription
              ? renderDescription(open.description)
              : paragraphs(open.description).map((text) => <p key={text}>{text}</p>)}
            {open.video_url ? (
              // biome-ignore lint/a11y/useMediaCaption: the help videos come without caption tracks
              <video
                className="at-help-card__video"
                src={open.video_url}
                controls
                preload="metadata"
                aria-label={t('helpCards.video', { title: open.title })}
              />
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
