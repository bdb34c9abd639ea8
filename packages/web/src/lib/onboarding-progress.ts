/**
 * Which onboarding questionnaires a child's parent has answered in this browser session (the questionnaire
 * page marks each one it records; the onboarding checklist reads them). Session storage, per child.
 */
function key(childId: number): string {
  return `attune.onboarding.answered.${childId}`;
}

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The questionnaire ids answered for the child. */
export function answeredQuestionnaires(childId: number, storage: Storage | null = store()): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key(childId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

/** Marks a questionnaire answered for the child. */
export function markAnswered(
  childId: number,
  questionnaireId: number,
  storage: Storage | null = store(),
): void {
  const answered = answeredQuestionnaires(childId, storage);
  answered.add(questionnaireId);
  try {
    storage?.setItem(key(childId), JSON.stringify([...answered]));
  } catch {
    // no storage: the checklist shows it unanswered, nothing else is lost
  }
}
