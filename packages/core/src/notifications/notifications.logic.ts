/**
 * The enable-notifications prompt (add-ons spec section 4 "Other"; core-app.md section 4).
 */

/** The local-storage flag set once the push prompt has been shown and hidden. */
export const PUSH_PROMPT_SEEN_KEY = 'hasSeenPushPrompt';

/** The user task recorded when the parent finished notifications setup. */
export const NOTIFICATIONS_SETUP_TASK = 'notificationsSetup';

/** What decides whether the enable-notifications prompt shows. */
export interface NotificationsPromptFacts {
  /** Push notifications are enabled on this device. */
  readonly pushEnabled: boolean;
  /** The account receives emails (`email_subscription`). */
  readonly emailEnabled: boolean;
  /** The account receives text messages (`sms_subscription`). */
  readonly smsEnabled: boolean;
  /** The user tasks, by name, with when each was done. */
  readonly userTasks: Readonly<Record<string, string>>;
  /** The parent hid the prompt (`enableNotificationsPromptHidden`). */
  readonly promptHidden?: boolean;
}

/**
 * The enable-notifications prompt shows until push, email or SMS notifications are enabled, or the
 * notifications setup task is complete. A parent who hid it does not see it again.
 */
export function notificationsPromptVisible(facts: NotificationsPromptFacts): boolean {
  if (facts.promptHidden) return false;
  if (facts.pushEnabled || facts.emailEnabled || facts.smsEnabled) return false;
  return !Object.hasOwn(facts.userTasks, NOTIFICATIONS_SETUP_TASK);
}

/** Whether the app asks for a push token at start: once the push prompt has been seen (and hidden). */
export function requestsPushTokenAtStart(hasSeenPushPrompt: string | boolean | null | undefined): boolean {
  return hasSeenPushPrompt === true || hasSeenPushPrompt === 'true';
}
