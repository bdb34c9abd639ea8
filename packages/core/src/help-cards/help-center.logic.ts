/**
 * The help center's contact form (add-ons spec section 2, help center: citations, contact us, FAQs). A
 * request for help reaches the care team as `POST clinic/patients/help_requests` with a `source` saying
 * where and about what it was asked: `help-center:{topic}`.
 */

/** What a parent may ask the care team about from the help center. */
export const HELP_CENTER_TOPICS = ['plans', 'account', 'other'] as const;
/** A topic of the contact form. */
export type HelpCenterTopic = (typeof HELP_CENTER_TOPICS)[number];

/** The help request's `source` for a topic asked from the help center. */
export function helpCenterSource(topic: HelpCenterTopic): string {
  return `help-center:${topic}`;
}

/** The topic a help request's `source` names, or null when it was not asked from the help center. */
export function helpCenterTopic(source: string): HelpCenterTopic | null {
  if (!source.startsWith('help-center:')) return null;
  const topic = source.slice('help-center:'.length);
  return HELP_CENTER_TOPICS.find((t) => t === topic) ?? null;
}

/** Whether a value sent by the contact form is one of the topics. */
export function isHelpCenterTopic(value: unknown): value is HelpCenterTopic {
  return HELP_CENTER_TOPICS.some((topic) => topic === value);
}

/** The longest message a parent may write to the care team (characters): Contact us's box takes no more. */
export const HELP_REQUEST_MESSAGE_MAX = 2000;

/** What is wrong with a help request's message, as the error the field shows; null when nothing is. */
export type HelpRequestMessageProblem = 'required' | 'too_long';

/**
 * Checks a help request's message: one asked from the help center (Contact us, `help-center:{topic}`)
 * must carry the parent's question (not blank once trimmed); any message is at most
 * {@link HELP_REQUEST_MESSAGE_MAX} characters. Requests from elsewhere (parent coaching, the clinic's
 * care team card) may come without one.
 */
export function helpRequestMessageProblem(
  source: string,
  message: string | null | undefined,
): HelpRequestMessageProblem | null {
  const text = message?.trim() ?? '';
  if (text.length > HELP_REQUEST_MESSAGE_MAX) return 'too_long';
  if (text === '' && helpCenterTopic(source) !== null) return 'required';
  return null;
}

/** The error text of a message problem, as the server answers it (Spanish in the server's error texts). */
export function helpRequestMessageError(problem: HelpRequestMessageProblem): string {
  return problem === 'required'
    ? 'is required'
    : `is too long (at most ${HELP_REQUEST_MESSAGE_MAX} characters)`;
}
