import type { WaitListItem } from '@attune/core';
import { useTranslation } from 'react-i18next';
import { useWaitlist } from '../../hooks/useWaitlist';
import { Button } from '../Button';

/** Props of {@link WaitlistPanel}. */
export interface WaitlistPanelProps {
  /** The add-on's display name. */
  readonly name: string;
  readonly waitListItem: WaitListItem | null | undefined;
  /** Whether the family is already on this waiting list. */
  readonly joined?: boolean;
  /** `POST users/wait_list_items`; rejects when it fails. */
  readonly joinWaitlist: (waitListItem: WaitListItem) => Promise<unknown>;
  /** Called once joined (analytics `add_wait_list_item`, stored wait list). */
  readonly onJoined?: (waitListItem: WaitListItem) => void;
}

/**
 * The waiting-list panel of an add-on not available yet: Join, then a confirmation. A failure shows
 * 'Something went wrong. Please try again.' for 3.5 seconds, then Join is offered again.
 */
export function WaitlistPanel({ name, waitListItem, joined, joinWaitlist, onJoined }: WaitlistPanelProps) {
  const { t } = useTranslation();
  const waitlist = useWaitlist({
    waitListItem,
    joinWaitlist,
    ...(joined === undefined ? {} : { joined }),
    ...(onJoined ? { onJoined } : {}),
  });
  return (
    <section className="at-card at-waitlist" aria-busy={waitlist.busy}>
      <h3 className="at-waitlist__title">{t('waitlist.title')}</h3>
      {waitlist.joined ? (
        <p className="at-waitlist__joined" role="status">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M5 12l5 5 9-10"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          {t('waitlist.joined', { name })}
        </p>
      ) : (
        <>
          <p>{t('waitlist.body', { name })}</p>
          <Button block {...waitlist.getJoinButtonProps()}>
            {t(waitlist.joinLabel)}
          </Button>
          <p className="at-waitlist__error" role="alert">
            {waitlist.errorKey ? t(waitlist.errorKey) : ''}
          </p>
        </>
      )}
    </section>
  );
}
