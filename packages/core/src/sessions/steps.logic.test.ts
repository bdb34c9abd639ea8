import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFLECTION_MAX_LENGTH, STEP_KINDS, stepKind, storedReflection } from './steps.logic';
import { ReflectionBodySchema } from './steps.schema';

describe('plan steps', () => {
  it('show a video, a reflection or a check-in by their kind, and unknown kinds as text', () => {
    expect(stepKind({ kind: 'video' })).toBe('video');
    expect(stepKind({ kind: 'reflection' })).toBe('reflection');
    expect(stepKind({ kind: 'questionnaire' })).toBe('questionnaire');
    expect(stepKind({ kind: 'poster' })).toBe('text');
  });
  it('keep a reflection trimmed, and an empty one as none', () => {
    expect(storedReflection('  One small win: she packed her bag.  ')).toBe(
      'One small win: she packed her bag.',
    );
    expect(storedReflection('   ')).toBeNull();
  });
  it('refuse a reflection longer than a note', () => {
    const body = { child_id: 1, reflection: { text: 'x'.repeat(REFLECTION_MAX_LENGTH + 1) } };
    expect(ReflectionBodySchema.safeParse(body).success).toBe(false);
  });
  it('every kind shows as one of the known step kinds, and a known kind as itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...STEP_KINDS)), (kind) => {
        const shown = stepKind({ kind });
        expect(STEP_KINDS).toContain(shown);
        if ((STEP_KINDS as readonly string[]).includes(kind)) expect(shown).toBe(kind);
      }),
    );
  });
  it('a stored reflection is never blank and never longer than what was written', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const stored = storedReflection(text);
        if (stored !== null) {
          expect(stored.trim()).toBe(stored);
          expect(stored.length).toBeGreaterThan(0);
          expect(stored.length).toBeLessThanOrEqual(text.length);
        } else expect(text.trim()).toBe('');
      }),
    );
  });
});
