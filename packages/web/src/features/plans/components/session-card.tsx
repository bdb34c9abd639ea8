import type { ChildActivityPlan, Session } from '@attune/core/rules';
import {
  isCardExpandable,
  quickActionChanges,
  quickActions,
  sessionStatus,
  skipReschedule,
  startButton,
  startsExpanded,
} from '@attune/core/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { Modal } from '../../../components/modal';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { updateItem } from '../api/items';

/** The status line of a session, in words. */
export function useStatusText() {
  const { t, i18n } = useTranslation();
  return (session: Session, today: string) => {
    const status = sessionStatus(session, today);
    switch (status.kind) {
      case 'completed':
        return t('session.status.completed', { date: formatDay(status.date, i18n.language) });
      case 'skipped':
        return t('session.status.skipped', { date: formatDay(status.date, i18n.language) });
      case 'partial':
        return t('session.status.partial', { percent: status.percent });
      case 'scheduled':
        return t('session.status.scheduled', { date: formatDay(status.date, i18n.language) });
      case 'due':
        return status.length ? t('session.status.length', { length: status.length }) : t('session.status.ready');
    }
  };
}

/**
 * A session card: title, status line, expandable description and 'What's Needed:', the start button
 * (Start Early asks first), and the Skip Session / Mark as Complete quick actions that apply to every
 * remaining item, then reload the plans.
 */
export function SessionCard({
  childId,
  plan,
  session,
  today,
}: {
  readonly childId: number;
  readonly plan: ChildActivityPlan;
  readonly session: Session;
  readonly today: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const statusText = useStatusText();
  const expandable = isCardExpandable(session);
  const [expanded, setExpanded] = useState(() => expandable && startsExpanded(session));
  const [dialog, setDialog] = useState<'complete' | 'skip' | 'start-early' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const detailsId = useId();
  const titleId = useId();
  const button = startButton(session, today);
  const actions = quickActions(session, today);
  const done = !expandable;

  const go = () => {
    if (!button.target) return;
    if (button.target.kind === 'intro') navigate(paths.app.child.plan.getHref(childId, plan.id, 'intro'));
    else navigate(paths.app.child.item.getHref(childId, plan.id, session.position, button.target.position));
  };

  const apply = async (action: 'complete' | 'skip') => {
    setBusy(true);
    setError(null);
    try {
      for (const change of quickActionChanges(session, action)) await updateItem(childId, change.id, change.change);
      setDialog(null);
      revalidator.revalidate();
    } catch {
      setError(t('errors.pleaseTryAgain'));
    } finally {
      setBusy(false);
    }
  };

  const skipEffect = skipReschedule(plan.activity_plan.key, today);
  return (
    <article className={`web-card web-session-card${done ? ' web-session-card--done' : ''}`} aria-labelledby={titleId}>
      <div className="web-session-card__head">
        <div>
          {plan.activity_plan.kind === 'intervention' ? <span className="web-badge">{t('session.addOnBadge')}</span> : null}
          <h2 id={titleId} className="web-session-card__title">
            {session.title}
          </h2>
          <p className="web-session-card__status" data-testid="session-status">
            {statusText(session, today)}
          </p>
        </div>
        {expandable ? (
          <button type="button" className="web-link-button" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded((e) => !e)}>
            {expanded ? t('session.hideDetails') : t('session.showDetails')}
          </button>
        ) : null}
      </div>
      {expanded ? (
        <div id={detailsId} className="web-session-card__details">
          {session.description ? <p>{session.description}</p> : null}
          {session.requirements ? (
            <p>
              <strong>{t('session.whatsNeeded')}</strong> {session.requirements}
            </p>
          ) : null}
          <div className="web-actions">
            {button.target ? (
              <button
                type="button"
                className="at-button at-button--primary at-button--md"
                onClick={() => (button.confirm ? setDialog('start-early') : go())}
              >
                {t(`session.start.${button.label}`)}
              </button>
            ) : null}
            {actions.complete ? (
              <button type="button" className="at-button at-button--secondary at-button--md" onClick={() => setDialog('complete')}>
                {t('session.markComplete')}
              </button>
            ) : null}
            {actions.skip ? (
              <button type="button" className="at-button at-button--ghost at-button--md" onClick={() => setDialog('skip')}>
                {t('session.skip')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <Modal
        open={dialog === 'complete'}
        onClose={() => setDialog(null)}
        title={t('session.completeDialog.title')}
        actions={
          <>
            <button type="button" className="at-button at-button--secondary at-button--md" onClick={() => setDialog(null)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="at-button at-button--primary at-button--md" disabled={busy} aria-busy={busy || undefined} onClick={() => void apply('complete')}>
              {t('session.completeDialog.confirm')}
            </button>
          </>
        }
      >
        <p>{t('session.completeDialog.body', { title: session.title })}</p>
        {error ? <p role="alert" className="web-form-error">{error}</p> : null}
      </Modal>
      <Modal
        open={dialog === 'skip'}
        onClose={() => setDialog(null)}
        title={t('session.skipDialog.title')}
        actions={
          <>
            <button type="button" className="at-button at-button--secondary at-button--md" onClick={() => setDialog(null)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="at-button at-button--primary at-button--md" disabled={busy} aria-busy={busy || undefined} onClick={() => void apply('skip')}>
              {t('session.skipDialog.confirm')}
            </button>
          </>
        }
      >
        <p>
          {skipEffect.kind === 'rescheduled'
            ? t(skipEffect.days === 14 ? 'session.skipDialog.coexisting' : 'session.skipDialog.medication')
            : t('session.skipDialog.generic')}
        </p>
        {error ? <p role="alert" className="web-form-error">{error}</p> : null}
      </Modal>
      <Modal
        open={dialog === 'start-early'}
        onClose={() => setDialog(null)}
        title={t('session.startEarlyDialog.title')}
        actions={
          <>
            <button type="button" className="at-button at-button--secondary at-button--md" onClick={() => setDialog(null)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="at-button at-button--primary at-button--md"
              onClick={() => {
                setDialog(null);
                go();
              }}
            >
              {t('session.startEarlyDialog.confirm')}
            </button>
          </>
        }
      >
        <p>
          {t('session.startEarlyDialog.body', {
            title: session.title,
            date: session.schedule_date ? formatDay(session.schedule_date, i18n.language) : '',
          })}
        </p>
      </Modal>
    </article>
  );
}
