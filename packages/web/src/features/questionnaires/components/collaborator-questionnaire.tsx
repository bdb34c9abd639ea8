/**
 * The collaborator's answer screen (`/collaborator/{questionnaire_id}?token=`): someone the family invited
 * (a teacher, a grandparent) answers one questionnaire about the child without an account, with the same
 * questionnaire machine as parents (answers kept across a reload, the spec's error on a failed send).
 * The route (`routes/collaborator.tsx`) reads the link and sends the answers with its token.
 */
import type { AssessmentAnswer, Questionnaire } from '@attune/core/rules';
import { QuestionnaireForm } from '@attune/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetAnswers, keepAnswers, readKeptAnswers, sessionStore } from '../api/kept-answers';

export interface CollaboratorQuestionnaireProps {
  readonly questionnaire: Questionnaire;
  /** The child's first name, as the link's answer gives it. */
  readonly childName: string;
  /** Who is asked to answer. */
  readonly respondent: { readonly name: string; readonly relationship: string };
  /** Sends the answers with the link's token; rejects when the call fails. */
  readonly submit: (responses: readonly AssessmentAnswer[]) => Promise<unknown>;
}

/** No child id is known to a collaborator: answers are kept under 0 for this questionnaire. */
const NO_CHILD = 0;

export function CollaboratorQuestionnaire({
  questionnaire,
  childName,
  respondent,
  submit,
}: CollaboratorQuestionnaireProps) {
  const { t } = useTranslation();
  const kept = useMemo(() => readKeptAnswers(sessionStore(), NO_CHILD, questionnaire.id), [questionnaire.id]);
  return (
    <div className="web-page web-page--narrow">
      <p className="web-muted">
        {t('questionnaire.collaboratorIntro', { name: respondent.name, child: childName })}
      </p>
      <QuestionnaireForm
        questionnaire={questionnaire}
        childId={NO_CHILD}
        {...(kept ? { answers: kept.answers, index: kept.index } : {})}
        submitAssessment={(input) => submit(input.questionnaire_responses)}
        onSubmitted={() => forgetAnswers(sessionStore(), NO_CHILD, questionnaire.id)}
        onProgress={(progress) => keepAnswers(sessionStore(), NO_CHILD, questionnaire.id, progress)}
      />
    </div>
  );
}
