import type { Solution } from '@attune/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shareable } from '../../hooks/useShare';
import { AddButton } from '../AddButton';
import { AddOnDetails } from '../AddOnDetails';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { SharePrompt } from '../SharePrompt';

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
  isMissingVideo,
  children,
}: ExpandedAddOnCardProps) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  useEffect(() => {
    if (!open) return;
    onEventRef.current?.('opened');
    return () => onEventRef.current?.('closed');
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={solution.displayName}
      hideCloseButton={sandboxed}
      size="lg"
      className="at-addon-expanded"
    >
      <AddOnDetails
        solution={solution}
        headingLevel={3}
        otherAreas={otherAreas}
        actions={
          <>
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
          </>
        }
        isMissingVideo={isMissingVideo}
      >
        {children}
      </AddOnDetails>
      <SharePrompt
        open={sharing}
        onClose={() => setSharing(false)}
        {...share}
        {...(nativeShare ? { nativeShare } : {})}
      />
    </Dialog>
  );
}
