import { nextItem } from '@attune/core/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { NotFoundCard } from '../../../components/not-found-card';
import { paths } from '../../../config/paths';
import { useChildData } from '../../../lib/child-data';
import { updateItem } from '../api/items';
import { usePlanRoute } from '../components/use-plan';

/** One item of a session: its content, then Done (complete) or Skip, moving to the next item or the end. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { child } = useChildData();
  const { plan, session, itemPosition } = usePlanRoute();
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const item = session?.child_activity_items.find((candidate) => candidate.position === itemPosition) ?? null;
  if (!plan || !session || !item) return <NotFoundCard />;
  const total = session.child_activity_items.length;
  const needsConfirmation = item.activity_item.require_confirmation && !item.complete;

  const advance = async (change: { complete: true } | { skipped: true }) => {
    setBusy(true);
    setError(null);
    try {
      const answer = item.complete || item.skipped ? null : await updateItem(child.id, item.id, change);
      const updated = answer?.child_activity_session ?? session;
      const next = nextItem(updated);
      revalidator.revalidate();
      if (next) navigate(paths.app.child.item.getHref(child.id, plan.id, session.position, next.position));
      else if (updated.skipped) navigate(paths.app.child.plan.getHref(child.id, plan.id));
      else navigate(paths.app.child.sessionComplete.getHref(child.id, plan.id, session.position));
    } catch {
      setError(t('errors.pleaseTryAgain'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <section className="web-card web-item">
        <p className="web-muted">
          {session.title} · {t('plan.itemOf', { n: item.position, total })}
        </p>
        <progress
          className="web-item__progress"
          max={total}
          value={item.position}
          aria-label={t('plan.itemOf', { n: item.position, total })}
        />
        <h1 className="web-h2">{t('plan.itemLabel', { n: item.position })}</h1>
        <div className="web-prose">
          {item.activity_item.content.split(/\n{2,}/).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {needsConfirmation ? (
          <label className="web-check">
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            <span>{t('plan.confirmItem')}</span>
          </label>
        ) : null}
        {error ? (
          <p role="alert" className="web-form-error">
            {error}
          </p>
        ) : null}
        <div className="web-actions">
          <button
            type="button"
            className="at-button at-button--primary at-button--lg"
            disabled={busy || (needsConfirmation && !confirmed)}
            aria-busy={busy || undefined}
            onClick={() => void advance({ complete: true })}
          >
            {t('plan.itemComplete')}
          </button>
          {!item.complete && !item.skipped ? (
            <button
              type="button"
              className="at-button at-button--ghost at-button--md"
              disabled={busy}
              onClick={() => void advance({ skipped: true })}
            >
              {t('plan.itemSkip')}
            </button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
