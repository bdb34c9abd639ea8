import {
  nextItem,
  REFLECTION_MAX_LENGTH,
  type Session,
  type SessionItem,
  stepKind,
} from '@attune/core/rules';
import { Button, ButtonLink, Card, CheckboxField, TextAreaField } from '@attune/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Link, redirect, useFetcher, useNavigate } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { FailureAlert } from '../../../components/failure-alert';
import { NotFoundCard } from '../../../components/not-found-card';
import { VideoPlayer } from '../../../components/video-player';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { useChildData, useChildMay } from '../../../lib/child-data';
import { failureOf } from '../../../lib/refusal';
import { usePlanRoute } from '../components/use-plan';

/** Where a session goes once an item is done: its next item, the plan (skipped) or the completion page. */
function afterItem(childId: number | string, planId: number | string, session: Session): string {
  const next = nextItem(session);
  if (next) return paths.app.child.item.getHref(childId, planId, session.position, next.position);
  if (session.skipped) return paths.app.child.plan.getHref(childId, planId);
  return paths.app.child.sessionComplete.getHref(childId, planId, session.position);
}

/** Completes or skips the item (`PATCH child_activity_items/{id}`), then moves on; the plans load again. */
export async function action({ params, request }: ActionFunctionArgs) {
  const childId = Number(params.child_id);
  const form = await request.formData();
  if (form.get('intent') === 'reflection') {
    const text = String(form.get('reflection') ?? '');
    try {
      await call((api) =>
        api.saveReflection({
          params: { id: Number(form.get('item_id')) },
          body: { child_id: childId, reflection: { text } },
        }),
      );
      return { reflection: { ok: true, text } };
    } catch {
      return { reflection: { ok: false, text } };
    }
  }
  const change = form.get('change') === 'skipped' ? { skipped: true as const } : { complete: true as const };
  try {
    const answer = await call((api) =>
      api.updateItem({
        params: { id: Number(form.get('item_id')) },
        body: { child_id: childId, child_activity_item: change },
      }),
    );
    return redirect(afterItem(childId, params.plan_id ?? '', answer.child_activity_session));
  } catch (error) {
    return { error: failureOf(error) };
  }
}

/** One item of a session: its content, then Done (complete) or Skip, moving to the next item or the end. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof action>();
  const { child } = useChildData();
  // A collaborator reads the step; completing or skipping it is the family's (core's `collaboratorMay`), a
  // check-in's questionnaire stays for one allowed to answer.
  const mayChange = useChildMay('change');
  const mayAnswer = useChildMay('answer-questionnaire');
  const { plan, session, itemPosition } = usePlanRoute();
  const [confirmed, setConfirmed] = useState(false);
  const busy = fetcher.state !== 'idle';
  const failure =
    fetcher.state === 'idle' && fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;
  const item = session?.child_activity_items.find((candidate) => candidate.position === itemPosition) ?? null;
  if (!plan || !session || !item) return <NotFoundCard />;
  const total = session.child_activity_items.length;
  // A check-in item holds its questionnaire's kind: it is done by answering the questionnaire.
  const checkIn = item.activity_item.kind === 'questionnaire';
  const needsConfirmation = !checkIn && item.activity_item.require_confirmation && !item.complete;
  const itemHref = paths.app.child.item.getHref(child.id, plan.id, session.position, item.position);

  const advance = (change: 'complete' | 'skipped') => {
    // An item already done changes nothing on the server: the session simply moves on.
    if (item.complete || item.skipped) navigate(afterItem(child.id, plan.id, session));
    else void fetcher.submit({ item_id: item.id, change }, { method: 'post' });
  };

  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <Card render={<section />} className="web-item">
        <p className="web-muted">
          {session.title} · {t('plan.itemOf', { n: item.position, total })}
        </p>
        <progress
          className="web-item__progress"
          max={total}
          value={item.position}
          aria-label={t('plan.itemOf', { n: item.position, total })}
        />
        <h1 className="web-h2">
          {checkIn ? t('questionnaire.checkInTitle') : t('plan.itemLabel', { n: item.position })}
        </h1>
        {checkIn ? (
          <p>{t('questionnaire.checkInBody', { name: child.name })}</p>
        ) : (
          <div className="web-prose">
            {item.activity_item.content.split(/\n{2,}/).map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
        {stepKind(item.activity_item) === 'video' && item.activity_item.video_url ? (
          <VideoPlayer
            className="web-item__video"
            src={item.activity_item.video_url}
            label={t('plan.itemVideo', { n: item.position })}
          />
        ) : null}
        {mayChange && stepKind(item.activity_item) === 'reflection' ? <Reflection item={item} /> : null}
        {mayChange && needsConfirmation ? (
          <CheckboxField label={t('plan.confirmItem')} checked={confirmed} onCheckedChange={setConfirmed} />
        ) : null}
        <FailureAlert failure={failure} />
        <div className="web-actions">
          {checkIn && !item.complete && !item.skipped ? (
            mayAnswer ? (
              <ButtonLink
                variant="primary"
                size="lg"
                render={
                  <Link
                    to={paths.app.child.questionnaire.getHref(child.id, item.activity_item.content, {
                      item: item.id,
                      from: itemHref,
                    })}
                  />
                }
              >
                {t('questionnaire.open')}
              </ButtonLink>
            ) : null
          ) : !mayChange ? null : (
            <Button
              variant="primary"
              size="lg"
              disabled={busy || (needsConfirmation && !confirmed)}
              aria-busy={busy || undefined}
              onClick={() => advance('complete')}
            >
              {t('plan.itemComplete')}
            </Button>
          )}
          {mayChange && !item.complete && !item.skipped ? (
            <Button variant="ghost" disabled={busy} onClick={() => advance('skipped')}>
              {t('plan.itemSkip')}
            </Button>
          ) : null}
        </div>
      </Card>
    </div>
  );
}

/** A reflection step: a place to write, kept with the session on the server (`PUT .../reflection`). */
function Reflection({ item }: { readonly item: SessionItem }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const id = useId();
  const saving = fetcher.state !== 'idle';
  const result =
    !saving && fetcher.data && 'reflection' in fetcher.data ? fetcher.data.reflection : undefined;
  return (
    <fetcher.Form method="post" className="web-form">
      <input type="hidden" name="intent" value="reflection" />
      <input type="hidden" name="item_id" value={item.id} />
      <TextAreaField
        className="web-form-field"
        id={`${id}-reflection`}
        label={t('plan.reflectionLabel')}
        name="reflection"
        rows={4}
        maxLength={REFLECTION_MAX_LENGTH}
        defaultValue={result?.text ?? item.reflection ?? ''}
        hint={t('plan.reflectionHint')}
      />
      <Button variant="secondary" type="submit" disabled={saving} aria-busy={saving || undefined}>
        {t('plan.reflectionSave')}
      </Button>
      <p role="status" className={result?.ok === false ? 'web-form-error' : 'web-muted'}>
        {result ? (result.ok ? t('plan.reflectionSaved') : t('plan.reflectionFailed')) : ''}
      </p>
    </fetcher.Form>
  );
}
