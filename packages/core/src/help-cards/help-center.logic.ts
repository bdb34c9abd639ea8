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
