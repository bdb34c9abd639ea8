import { localizeQuestionnaire, type Questionnaire } from '@attune/core/rules';
import { ButtonLink } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** What the checklist lists, for which child, and where a questionnaire page returns to once answered. */
export interface QuestionnaireChecklistProps {
  readonly childId: number;
  readonly questionnaires: readonly Questionnaire[];
  /** The ids of the questionnaires already answered for the child. */
  readonly answered: ReadonlySet<number>;
  /** The page the questionnaire goes back to once recorded (its `next`). */
  readonly next: string;
  /** Classes beside `web-list`. */
  readonly className?: string;
}

/**
 * The child's questionnaires in order, in the app's language: each answered or not answered, with an
 * Answer link (named after the questionnaire) to those still to answer. The Clinical tab and onboarding
 * show it.
 */
export function QuestionnaireChecklist({
  childId,
  questionnaires,
  answered,
  next,
  className,
}: QuestionnaireChecklistProps) {
  const { t, i18n } = useTranslation();
  return (
    <ol className={className ? `web-list ${className}` : 'web-list'}>
      {questionnaires.map((questionnaire) => {
        const isDone = answered.has(questionnaire.id);
        const title = localizeQuestionnaire(questionnaire, i18n.language).title;
        return (
          <li key={questionnaire.id} className="web-list__row">
            <span>
              <strong>{title}</strong>
              <span className="web-muted">
                {' '}
                · {isDone ? t('onboarding.answered') : t('onboarding.notAnswered')}
              </span>
            </span>
            {isDone ? null : (
              <ButtonLink
                variant="secondary"
                size="sm"
                aria-label={t('onboarding.answerNamed', { title })}
                render={
                  <Link to={paths.app.child.questionnaire.getHref(childId, questionnaire.id, { next })} />
                }
              >
                {t('onboarding.answer')}
              </ButtonLink>
            )}
          </li>
        );
      })}
    </ol>
  );
}
