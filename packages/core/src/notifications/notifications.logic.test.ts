import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationsPromptVisible, requestsPushTokenAtStart } from './notifications.logic';

const none = { pushEnabled: false, emailEnabled: false, smsEnabled: false, userTasks: {} };

describe('notificationsPromptVisible', () => {
  it.each([
    ['nothing enabled', none, true],
    ['push enabled', { ...none, pushEnabled: true }, false],
    ['email enabled', { ...none, emailEnabled: true }, false],
    ['SMS enabled', { ...none, smsEnabled: true }, false],
    ['setup task done', { ...none, userTasks: { notificationsSetup: '2026-01-01T00:00:00Z' } }, false],
    ['another task done', { ...none, userTasks: { discoverAddOns: '2026-01-01T00:00:00Z' } }, true],
    ['hidden by the parent', { ...none, promptHidden: true }, false],
  ])('%s -> %s', (_name, facts, visible) => {
    expect(notificationsPromptVisible(facts)).toBe(visible);
  });

  it('the prompt shows exactly while no channel is enabled, setup is not done and it was not hidden', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (push, email, sms, setup, hidden) => {
          const facts = {
            pushEnabled: push,
            emailEnabled: email,
            smsEnabled: sms,
            userTasks: (setup ? { notificationsSetup: '2026-01-01T00:00:00Z' } : {}) as Record<
              string,
              string
            >,
            promptHidden: hidden,
          };
          expect(notificationsPromptVisible(facts)).toBe(!push && !email && !sms && !setup && !hidden);
        },
      ),
    );
  });

  it('requests a push token at start once the prompt was seen', () => {
    expect(requestsPushTokenAtStart('true')).toBe(true);
    expect(requestsPushTokenAtStart(true)).toBe(true);
    expect(requestsPushTokenAtStart(null)).toBe(false);
  });
});
