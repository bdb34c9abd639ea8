import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HelpRequestInputSchema } from '../clinical/clinical.schema';
import { TEXT_LIMITS } from '../common/text-limits.logic';
import {
  HELP_CENTER_TOPICS,
  HELP_REQUEST_MESSAGE_MAX,
  helpCenterSource,
  helpCenterTopic,
  helpRequestMessageProblem,
} from './help-center.logic';

describe('help center contact form', () => {
  it('names the help request source after its topic', () => {
    expect(helpCenterSource('plans')).toBe('help-center:plans');
    expect(helpCenterTopic('help-center:account')).toBe('account');
    expect(helpCenterTopic('parent-coaching')).toBeNull();
  });
  it('the topic read back from a help center source is always the topic asked, and the source fits a short text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HELP_CENTER_TOPICS), (topic) => {
        const source = helpCenterSource(topic);
        expect(helpCenterTopic(source)).toBe(topic);
        expect(source.length).toBeLessThanOrEqual(TEXT_LIMITS.short);
      }),
    );
  });

  it('Contact us needs the parent’s question, up to the limit; parent coaching may come without one', () => {
    expect(helpRequestMessageProblem('help-center:plans', undefined)).toBe('required');
    expect(helpRequestMessageProblem('help-center:plans', '   ')).toBe('required');
    expect(helpRequestMessageProblem('help-center:plans', 'How do I restart a plan?')).toBeNull();
    expect(helpRequestMessageProblem('help-center:other', 'x'.repeat(HELP_REQUEST_MESSAGE_MAX))).toBeNull();
    expect(helpRequestMessageProblem('help-center:other', 'x'.repeat(HELP_REQUEST_MESSAGE_MAX + 1))).toBe(
      'too_long',
    );
    expect(helpRequestMessageProblem('parent-coaching', undefined)).toBeNull();
    expect(helpRequestMessageProblem('parent-coaching', 'x'.repeat(HELP_REQUEST_MESSAGE_MAX + 1))).toBe(
      'too_long',
    );
    const refused = HelpRequestInputSchema.safeParse({
      child_id: 1,
      help_request: { source: 'help-center:plans', message: '' },
    });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['help_request.message']);
  });
  it('law: a help-center request is accepted exactly when its trimmed message is 1 to the limit long (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HELP_CENTER_TOPICS),
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.string({ minLength: HELP_REQUEST_MESSAGE_MAX - 5, maxLength: HELP_REQUEST_MESSAGE_MAX + 5 }),
        ),
        (topic, message) => {
          const length = message.trim().length;
          const accepted = HelpRequestInputSchema.safeParse({
            child_id: 1,
            help_request: { source: helpCenterSource(topic), message },
          }).success;
          expect(accepted).toBe(length >= 1 && length <= HELP_REQUEST_MESSAGE_MAX);
        },
      ),
    );
  });
});
