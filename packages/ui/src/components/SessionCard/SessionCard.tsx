import type {
  ItemChange,
  QuickAction,
  Session,
  SessionActionOutcome,
  SessionStatus,
  StartTarget,
} from '@attune/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionCardActions } from '../../hooks/useSessionCardActions';
import { useFormatDate } from '../../i18n/format';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

/** Props of {@link SessionCard}. */
export interface SessionCardProps {
  readonly session: Session;
  /** The family's calendar day, `YYYY-MM-DD`. */
  readonly today: string;
  /** The plan's slug or title (decides what skipping does). */
  readonly plan: string;
  /**
   * Whether the reader may only read the session (a collaborator the family shared the child with): no
   * start button and no quick actions, only the session's status, description and what's needed.
   */
  readonly readOnly?: boolean;
  /** Whether the plan is an add-on (plan kind 'intervention'): shows the 'Add On' badge. */
  readonly isAddOn?: boolean;
  /** The child the session belongs to (passed on to `reloadPlans`). */
  readonly childId?: number;
  /** Goes to the plan intro (`{ kind: 'intro' }`) or to the next item (`{ kind: 'item', position }`). */
  readonly onStart: (target: StartTarget) => void;
  /**
   * Saves a quick action: every remaining item marked complete or skipped (one
   * `PATCH child_activity_items/{id}` per change). Rejects on failure (shown on the card for 3.5 s).
   */
  readonly onQuickAction: (action: QuickAction, changes: readonly ItemChange[]) => Promise<unknown>;
  /** Reloads the child's plans after a quick action was saved. */
  readonly reloadPlans?: (childId: number) => Promise<unknown>;
  /** Called when a quick action is saved and the plans reloaded (a skip carries its reschedule). */
  readonly onDone?: (outcome: SessionActionOutcome) => void;
  /**
   * The heading level of the card's title within the page (3 by default); 'What's Needed:' is one level
   * below it, never deeper than h6.
   */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

type SessionCardHeadingLevel = NonNullable<SessionCardProps['headingLevel']>;

function useStatusText(status: SessionStatus): string {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  switch (status.kind) {
    case 'completed':
      return status.date
        ? t('session.status.completed', { date: formatDate(status.date) })
        : t('session.status.completedUndated');
    case 'skipped':
      return status.date
        ? t('session.status.skipped', { date: formatDate(status.date) })
        : t('session.status.skippedUndated');
    case 'partial':
      return t('session.status.partial', { percent: status.percent });
    case 'scheduled':
      return t('session.status.scheduled', { date: formatDate(status.date, 'long') });
    case 'due':
      return status.length
        ? t('session.status.length', { length: status.length })
        : t('session.status.ready');
  }
}

/**
 * A session of a child's plan: title, status line ('Completed {date}', '{n}% Complete', 'Scheduled for
 * {date}', its length or 'Ready to complete'), an 'Add On' badge for add-on plans, and, while not complete
 * or skipped, an expandable part (open from the start when the session is primed) with its description,
 * 'What's Needed:', the start button and the quick actions, each confirmed in a dialog.
 */
export function SessionCard(props: SessionCardProps) {
  const { session } = props;
  // One core actor per render of a session: a changed session (reloaded plans) or a finished start gets a new one.
  const [generation, setGeneration] = useState(0);
  const done = session.child_activity_items.filter((item) => item.complete || item.skipped).length;
  const key = [session.id, session.complete, session.skipped, session.schedule_date, done, generation].join(
    ':',
  );
  return (
    <SessionCardBody
      key={key}
      {...props}
      onStart={(target) => {
        setGeneration((value) => value + 1);
        props.onStart(target);
      }}
    />
  );
}

function SessionCardBody({
  session,
  today,
  plan,
  childId,
  isAddOn = false,
  readOnly = false,
  onStart,
  onQuickAction,
  reloadPlans,
  onDone,
  headingLevel = 3,
}: SessionCardProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const card = useSessionCardActions({
    session,
    today,
    plan,
    onStart,
    updateItems: ({ action, changes }) => onQuickAction(action, changes),
    ...(childId === undefined ? {} : { childId }),
    ...(reloadPlans ? { reloadPlans } : {}),
    ...(onDone ? { onDone } : {}),
  });
  const statusText = useStatusText(card.status);
  const detailsId = useId();
  const titleId = useId();
  const level = Math.min(Math.max(Math.trunc(headingLevel), 1), 6) as SessionCardHeadingLevel;
  const Heading = `h${level}` as const;
  const SubHeading = `h${Math.min(level + 1, 6) as SessionCardHeadingLevel}` as const;
  const finished = card.status.kind === 'completed' || card.status.kind === 'skipped';

  return (
    <article
      className={['at-card', 'at-session-card', `at-session-card--${card.status.kind}`].join(' ')}
      aria-labelledby={titleId}
    >
      <div className="at-session-card__head">
        <div className="at-session-card__titles">
          {isAddOn ? (
            <span className="at-badge at-session-card__badge">{t('session.addOnBadge')}</span>
          ) : null}
          <Heading id={titleId} className="at-session-card__title">
            {session.title}
          </Heading>
          <p className="at-session-card__status">
            {finished ? (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d={card.status.kind === 'completed' ? 'M5 12l5 5 9-10' : 'M6 12h12M13 7l5 5-5 5'}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              </svg>
            ) : null}
            {statusText}
          </p>
        </div>
        {card.expandable ? (
          <button
            type="button"
            className="at-icon-button at-session-card__toggle"
            aria-expanded={card.expanded}
            aria-controls={detailsId}
            aria-label={card.expanded ? t('session.hideDetails') : t('session.showDetails')}
            onClick={card.toggleExpanded}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
      </div>
      {card.expandable ? (
        <div id={detailsId} className="at-session-card__details" hidden={!card.expanded}>
          {session.description ? <p className="at-session-card__description">{session.description}</p> : null}
          {session.requirements ? (
            <div className="at-session-card__needed">
              <SubHeading className="at-session-card__needed-title">{t('session.whatsNeeded')}</SubHeading>
              <p>{session.requirements}</p>
            </div>
          ) : null}
          <div className="at-session-card__actions">
            {!readOnly && card.start.target !== null ? (
              <Button onClick={card.requestStart}>{t(`session.start.${card.start.label}`)}</Button>
            ) : null}
            {!readOnly && card.quick.complete ? (
              <Button variant="secondary" onClick={card.requestComplete}>
                {t('session.markComplete')}
              </Button>
            ) : null}
            {!readOnly && card.quick.skip ? (
              <Button variant="ghost" className="at-session-card__skip" onClick={card.requestSkip}>
                {t('session.skip')}
              </Button>
            ) : null}
          </div>
          <p className="at-field__error at-session-card__error" role="alert">
            {card.failed ? t('errors.sessionAction') : ''}
          </p>
        </div>
      ) : null}

      <Dialog
        {...card.getDialogProps('complete')}
        title={t('session.completeDialog.title')}
        description={t('session.completeDialog.body', { title: session.title })}
        actions={
          <>
            <Button variant="secondary" {...card.getCancelButtonProps()}>
              {t('common.cancel')}
            </Button>
            <Button {...card.getConfirmButtonProps()}>{t('session.completeDialog.confirm')}</Button>
          </>
        }
      />
      <Dialog
        {...card.getDialogProps('skip')}
        title={t('session.skipDialog.title')}
        description={t(card.skipMessage.key, card.skipMessage.values)}
        actions={
          <>
            <Button variant="secondary" {...card.getCancelButtonProps()}>
              {t('common.cancel')}
            </Button>
            <Button {...card.getConfirmButtonProps()}>{t('session.skipDialog.confirm')}</Button>
          </>
        }
      >
        {card.skipEffect.kind === 'rescheduled' ? (
          <p className="at-session-card__reschedule">
            {t('session.skipDialog.newDate', { date: formatDate(card.skipEffect.date, 'long') })}
          </p>
        ) : null}
      </Dialog>
      <Dialog
        {...card.getDialogProps('start-early')}
        title={t('session.startEarlyDialog.title')}
        description={t('session.startEarlyDialog.body', {
          title: session.title,
          date: session.schedule_date ? formatDate(session.schedule_date, 'long') : '',
        })}
        actions={
          <>
            <Button variant="secondary" {...card.getCancelButtonProps()}>
              {t('common.cancel')}
            </Button>
            <Button {...card.getConfirmButtonProps()}>{t('session.startEarlyDialog.confirm')}</Button>
          </>
        }
      />
    </article>
  );
}
