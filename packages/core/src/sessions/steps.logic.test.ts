import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAPTION_LANGUAGES,
  captionTracks,
  isSampleMedia,
  REFLECTION_MAX_LENGTH,
  SAMPLE_MEDIA,
  STEP_KINDS,
  stepKind,
  storedReflection,
} from './steps.logic';
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

describe('captions tracks of a step video', () => {
  it.each([
    [
      '/media/breathing.webm',
      [
        { language: 'en', src: '/media/breathing.en.vtt' },
        { language: 'es', src: '/media/breathing.es.vtt' },
      ],
    ],
    ['https://example.com/clip.webm', []],
    ['/media/../secret.webm', []],
    [null, []],
    [undefined, []],
  ] as const)('%s has the tracks %j', (url, tracks) => {
    expect(captionTracks(url)).toEqual(tracks);
  });

  it('property: a video the app serves has one track per caption language, beside it; any other none', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const tracks = captionTracks(url);
        if (/^\/media\/[a-z0-9-]+\.webm$/.test(url)) {
          expect(tracks.map((t) => t.language)).toEqual([...CAPTION_LANGUAGES]);
          for (const track of tracks)
            expect(track.src).toBe(url.replace(/\.webm$/, `.${track.language}.vtt`));
        } else expect(tracks).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,12}$/), (name) => {
        expect(captionTracks(`/media/${name}.webm`)).toHaveLength(CAPTION_LANGUAGES.length);
      }),
    );
  });
});

describe('isSampleMedia', () => {
  it.each([
    ['/media/breathing.webm', true],
    ['/media/steps.webm', true],
    ['/media/steps.webm?v=2', true],
    ['/media/steps.webm#t=3', true],
    ['/media/lesson-1.webm', false],
    ['https://videos.example.com/attune/screen-free-hour.mp4', false],
    ['https://cdn.example/media/steps.webm', false],
    [null, false],
    [undefined, false],
    ['', false],
  ] as const)('%s is a sample clip: %s', (url, expected) => {
    expect(isSampleMedia(url)).toBe(expected);
  });

  it('property: a clip is sample media exactly when its path, before any query or fragment, is one of the two', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...SAMPLE_MEDIA),
          fc.string(),
          fc.stringMatching(/^\/media\/[a-z-]{1,10}\.webm$/),
        ),
        fc.oneof(
          fc.constant(''),
          fc.string().map((rest) => `?${rest}`),
          fc.string().map((rest) => `#${rest}`),
        ),
        (path, suffix) => {
          const url = `${path}${suffix}`;
          const bare = url.split(/[?#]/, 1)[0] ?? '';
          expect(isSampleMedia(url)).toBe((SAMPLE_MEDIA as readonly string[]).includes(bare));
        },
      ),
    );
  });
});
