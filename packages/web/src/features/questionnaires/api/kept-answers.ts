/**
 * A parent's answers in progress, kept in session storage per child and questionnaire, so a reload (or a
 * phone dropping the tab) loses nothing. Cleared once the answers are recorded.
 */
import type { QuestionAnswer } from '@attune/core/rules';

/** Answers and the question the parent was on. */
export interface KeptAnswers {
  readonly answers: Record<number, QuestionAnswer>;
  readonly index: number;
}

/** The storage key of a child's answers to a questionnaire. */
export function keptAnswersKey(childId: number, questionnaireId: number): string {
  return `attune.questionnaire.${childId}.${questionnaireId}`;
}

function isAnswer(value: unknown): value is QuestionAnswer {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    (Array.isArray(value) && value.every((id) => typeof id === 'number'))
  );
}

/** The kept answers, or null when there are none or they cannot be read. */
export function readKeptAnswers(
  storage: Storage | null,
  childId: number,
  questionnaireId: number,
): KeptAnswers | null {
  try {
    const raw = storage?.getItem(keptAnswersKey(childId, questionnaireId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { answers, index } = parsed as { answers?: unknown; index?: unknown };
    if (typeof answers !== 'object' || answers === null) return null;
    const kept: Record<number, QuestionAnswer> = {};
    for (const [key, value] of Object.entries(answers)) {
      if (/^\d+$/.test(key) && isAnswer(value)) kept[Number(key)] = value;
    }
    return { answers: kept, index: typeof index === 'number' && Number.isInteger(index) ? index : 0 };
  } catch {
    return null;
  }
}

/** Keeps the answers (storage full or blocked: the answers simply stay in memory). */
export function keepAnswers(
  storage: Storage | null,
  childId: number,
  questionnaireId: number,
  kept: KeptAnswers,
): void {
  try {
    storage?.setItem(keptAnswersKey(childId, questionnaireId), JSON.stringify(kept));
  } catch {
    // nothing to do: the machine still holds every answer
  }
}

/** Forgets the kept answers (after they are recorded). */
export function forgetAnswers(storage: Storage | null, childId: number, questionnaireId: number): void {
  try {
    storage?.removeItem(keptAnswersKey(childId, questionnaireId));
  } catch {
    // no storage
  }
}

/** The session storage, or null where there is none (private modes, tests). */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
