import type { QuestionnaireApi } from '@attune/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyFocus } from '../../hooks/useApplyFocus';
import { type UseQuestionnaireOptions, useQuestionnaire } from '../../hooks/useQuestionnaire';
import { Button } from '../Button';

/** Props of {@link QuestionnaireView}: the questionnaire screen's view model (`connectQuestionnaire`). */
export interface QuestionnaireViewProps {
  readonly api: QuestionnaireApi;
}

/**
 * The questionnaire screen, made for one hand on a phone: the title, 'Question n of total' with a progress
 * bar, one question at a time with its answers as big buttons (a tap chooses and moves on; on a multi-select
 * question, "Choose all that apply", each tap toggles one answer, pressed or not, with square marks, and
 * Next moves on once one is chosen or the question is optional), Previous and Next at the bottom; then the review of every answer with Change links and Send; a failure shows 'Something went
 * wrong when submitting your responses...' and keeps every answer. Focus moves to each new question's heading
 * (the view model's `focusMove`).
 */
export function QuestionnaireView({ api }: QuestionnaireViewProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLElement>(null);
  // The view model moves the focus to the heading each time the screen moves on (`focusMove`).
  useApplyFocus(root, api.focusMove);
  const percent = api.progress.max > 0 ? Math.round((api.progress.value / api.progress.max) * 100) : 0;
  const progressText = t('questionnaire.answered', { value: api.progress.value, max: api.progress.max });

  return (
    <section ref={root} className="at-questionnaire" aria-busy={api.busy || undefined}>
      <header className="at-questionnaire__header">
        <p className="at-questionnaire__title">{api.title}</p>
        <div
          className="at-questionnaire__track"
          role="progressbar"
          aria-label={t('questionnaire.progress')}
          aria-valuemin={0}
          aria-valuemax={api.progress.max}
          aria-valuenow={api.progress.value}
          aria-valuetext={progressText}
        >
          <div className="at-questionnaire__fill" style={{ width: `${percent}%` }} />
        </div>
      </header>

      {api.question ? (
        <div className="at-questionnaire__body">
          <p className="at-questionnaire__position">{t(api.positionLabel.key, api.positionLabel.values)}</p>
          <h1 className="at-questionnaire__question" id="questionnaire-question" {...api.getHeadingProps()}>
            {api.question.content}
          </h1>
          {api.freeEntry ? (
            <label className="at-field">
              <span className="at-visually-hidden">{t('questionnaire.yourAnswer')}</span>
              <input className="at-input" {...api.getFieldProps()} />
              {/* 'Optional' only for a question that is; a required one says why Next waits. */}
              <span className="at-field__hint" id="questionnaire-field-hint">
                {api.required ? t('questionnaire.requiredHint') : t('questionnaire.optional')}
              </span>
            </label>
          ) : (
            <ul
              className="at-questionnaire__options"
              aria-labelledby="questionnaire-question"
              data-multi-select={api.multiSelect || undefined}
            >
              {api.question.question_responses.map((response) => (
                <li key={response.id}>
                  <button className="at-questionnaire__option" {...api.getOptionProps(response.id)}>
                    <span className="at-questionnaire__mark" aria-hidden="true" />
                    {response.content}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="at-questionnaire__nav">
            <Button variant="ghost" size="lg" disabled={!api.canGoBack} onClick={api.back}>
              {t('questionnaire.previous')}
            </Button>
            <Button variant="primary" size="lg" disabled={!api.canGoForward} onClick={api.next}>
              {t('common.next')}
            </Button>
          </div>
        </div>
      ) : api.status === 'done' ? (
        <div className="at-questionnaire__body">
          <h1 className="at-questionnaire__question" {...api.getHeadingProps()}>
            {t('questionnaire.thanks')}
          </h1>
        </div>
      ) : (
        <div className="at-questionnaire__body">
          <h1 className="at-questionnaire__question" {...api.getHeadingProps()}>
            {t('questionnaire.reviewTitle')}
          </h1>
          <ol className="at-questionnaire__review">
            {api.reviewItems.map((item) => (
              <li key={item.question.id} className="at-questionnaire__review-item">
                <span className="at-questionnaire__review-question">{item.question.content}</span>
                <span className="at-questionnaire__review-answer">
                  {item.answer ?? t('questionnaire.notAnswered')}
                </span>
                <button
                  type="button"
                  className="at-link-button"
                  disabled={api.busy}
                  onClick={() => api.edit(item.index)}
                  aria-label={t('questionnaire.changeNamed', { question: item.question.content })}
                >
                  {t('questionnaire.change')}
                </button>
              </li>
            ))}
          </ol>
          <p className="at-questionnaire__error" role="alert">
            {api.errorKey ? t(api.errorKey) : ''}
          </p>
          <div className="at-questionnaire__nav">
            <Button variant="ghost" size="lg" disabled={api.busy} onClick={api.back}>
              {t('questionnaire.previous')}
            </Button>
            <Button variant="primary" size="lg" busy={api.busy} disabled={!api.complete} onClick={api.submit}>
              {t(api.submitLabel)}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

/** Props of {@link QuestionnaireForm}: see {@link UseQuestionnaireOptions}. */
export type QuestionnaireFormProps = UseQuestionnaireOptions;

/** The questionnaire screen bound to the core's `questionnaireMachine` (`useQuestionnaire`). */
export function QuestionnaireForm(props: QuestionnaireFormProps) {
  const api = useQuestionnaire(props);
  return <QuestionnaireView api={api} />;
}
