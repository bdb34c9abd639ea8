import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../common/text-limits.logic';
import { HELP_CENTER_TOPICS, helpCenterSource, helpCenterTopic } from './help-center.logic';

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
});
