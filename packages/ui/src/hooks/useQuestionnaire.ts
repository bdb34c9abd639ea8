import {
  type AssessmentInput,
  connectQuestionnaire,
  type Questionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireApi,
  questionnaireMachine,
} from '@attune/core';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useLatest } from './useLatest';

/** Options of {@link useQuestionnaire}: the questionnaire, the child, answers kept from before, and the calls. */
export interface UseQuestionnaireOptions {
  readonly questionnaire: Questionnaire;
  readonly childId: number;
  /** Answers restored after a reload, and the question the parent was on. */
  readonly answers?: QuestionnaireAnswers;
  readonly index?: number;
  /** `POST assessments` with the built body; rejects when the call fails. */
  readonly submitAssessment: (input: AssessmentInput) => Promise<unknown>;
  /** Called once the answers are recorded. */
  readonly onSubmitted?: (assessment: unknown) => void;
  /** Called with the answers and place after every change (to keep them across a reload). */
  readonly onProgress?: (progress: { answers: QuestionnaireAnswers; index: number }) => void;
}

/**
 * Binds the core's `questionnaireMachine` to React and returns `connectQuestionnaire`'s view model, its
 * texts in the app's language (the questionnaire's `translations`, English where a text has none).
 */
export function useQuestionnaire(options: UseQuestionnaireOptions): QuestionnaireApi {
  const submit = useLatest(options.submitAssessment);
  const [snapshot, send, actor] = useMachine(
    questionnaireMachine.provide({
      actors: { submitAssessment: fromPromise(({ input }) => submit.current(input)) },
    }),
    {
      input: {
        questionnaire: options.questionnaire,
        childId: options.childId,
        ...(options.answers ? { answers: options.answers } : {}),
        ...(options.index !== undefined ? { index: options.index } : {}),
      },
    },
  );
  const onSubmitted = useLatest(options.onSubmitted);
  const onProgress = useLatest(options.onProgress);
  useEffect(() => {
    const subscription = actor.on('questionnaire.submitted', (event) =>
      onSubmitted.current?.(event.assessment),
    );
    return () => subscription.unsubscribe();
  }, [actor, onSubmitted]);
  const { answers, index } = snapshot.context;
  useEffect(() => {
    onProgress.current?.({ answers, index });
  }, [answers, index, onProgress]);
  const { i18n } = useTranslation();
  return connectQuestionnaire(snapshot, send, i18n.language);
}
