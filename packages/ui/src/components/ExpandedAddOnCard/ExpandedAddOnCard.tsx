import type { Solution, SolutionMarketing } from '@attune/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shareable } from '../../hooks/useShare';
import { AddButton } from '../AddButton';
import { categoryColorStyle, usePricingText } from '../AddOnCard';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { SharePrompt } from '../SharePrompt';
import { AddOnVideo } from './AddOnVideo';

/** Props of {@link ExpandedAddOnCard}. */
export interface ExpandedAddOnCardProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly solution: Solution;
  /** Names of the other areas the add-on helps with (category titles). */
  readonly otherAreas?: readonly string[];
  readonly purchased: boolean;
  readonly hasWaitListItem: boolean;
  readonly onGet: () => void;
  /** On a shared link (/s/, /share/): no close button and no purchase-only controls. */
  readonly sandboxed?: boolean;
  /** What sharing the add-on shares (from the core's `addOnShare`, words from `share.message`). */
  readonly share: Shareable;
  /** Native wrapper hand-off for sharing. */
  readonly nativeShare?: (shareable: Shareable) => void;
  /** Logged when the card opens and closes ('opened', 'closed'). */
  readonly onEvent?: (event: 'opened' | 'closed') => void;
  /** Whether a video URL is the catalogue's "missing video" placeholder; such a video is hidden. */
  readonly isMissingVideo?: (url: string) => boolean;
  /** Extra content under the marketing sections (e.g. the waitlist panel). */
  readonly children?: ReactNode;
}

const SECTIONS: readonly [keyof SolutionMarketing, string][] = [
  ['why', 'addOns.sections.why'],
  ['forParents', 'addOns.sections.parents'],
  ['forKids', 'addOns.sections.kids'],
  ['whatYoullDo', 'addOns.sections.youllDo'],
  ['whatsNeeded', 'addOns.sections.needed'],
];

const defaultMissing = (url: string) => /missing/i.test(url);

/**
 * An add-on opened in full: title, Share, a close button (hidden when sandboxed), the add-on's facts and
 * add button, its description, the other areas it helps, its video (muted and playing; tap for sound,
 * then to pause and play; rewinds at the end) and its marketing sections.
 */
export function ExpandedAddOnCard({
  open,
  onClose,
  solution,
  otherAreas = [],
  purchased,
  hasWaitListItem,
  onGet,
  sandboxed = false,
  share,
  nativeShare,
  onEvent,
  isMissingVideo = defaultMissing,
  children,
}: ExpandedAddOnCardProps) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  const price = usePricingText(solution);
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  useEffect(() => {
    if (!open) return;
    onEventRef.current?.('opened');
    return () => onEventRef.current?.('closed');
  }, [open]);

  const video = solution.videoUrl && !isMissingVideo(solution.videoUrl) ? solution.videoUrl : null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={solution.displayName}
      hideCloseButton={sandboxed}
      size="lg"
      className="at-addon-expanded"
    >
      <div className="at-addon-expanded__body" {...categoryColorStyle(solution.categories[0])}>
        <div className="at-addon-expanded__facts">
          <p className="at-addon-expanded__area">
            {t('addOns.areaOfFocus', {
              area: t(`pages.addOns.categories.${solution.areaOfFocus}`, {
                defaultValue: solution.areaOfFocus,
              }),
            })}
          </p>
          {price ? <p className="at-addon-expanded__price">{price}</p> : null}
          <div className="at-addon-expanded__actions">
            {sandboxed ? null : (
              <AddButton
                solution={solution}
                purchased={purchased}
                hasWaitListItem={hasWaitListItem}
                onGet={onGet}
              />
            )}
            <Button variant="secondary" onClick={() => setSharing(true)}>
              {t('addOns.share')}
            </Button>
          </div>
        </div>
        {solution.tagline ? <p className="at-addon-expanded__tagline">{solution.tagline}</p> : null}
        {solution.description ? <p>{solution.description}</p> : null}
        {video ? <AddOnVideo src={video} title={solution.displayName} /> : null}
        {otherAreas.length > 0 ? (
          <section className="at-addon-expanded__section">
            <h3>{t('addOns.otherAreas')}</h3>
            <ul className="at-addon-expanded__areas">
              {otherAreas.map((area) => (
                <li key={area} className="at-badge">
                  {area}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {SECTIONS.map(([field, key]) => {
          const text = solution.marketing?.[field];
          return text ? (
            <section key={field} className="at-addon-expanded__section">
              <h3>{t(key)}</h3>
              <p>{text}</p>
            </section>
          ) : null;
        })}
        {children}
      </div>
      <SharePrompt
        open={sharing}
        onClose={() => setSharing(false)}
        {...share}
        {...(nativeShare ? { nativeShare } : {})}
      />
    </Dialog>
  );
}
