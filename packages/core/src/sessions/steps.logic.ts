/**
 * What a plan step (a session item) is for the parent: a video to play, a reflection to write, a check-in
 * questionnaire, a checklist or text to read. Conventions: the item's `kind` names it; a kind the app does
 * not know reads as text, so a new kind never hides its content.
 */
import { TEXT_LIMITS } from '../common/text-limits.logic';

/** The kinds of step the app shows differently. */
export const STEP_KINDS = ['video', 'reflection', 'questionnaire', 'checklist', 'text'] as const;
/** A kind of step. */
export type StepKind = (typeof STEP_KINDS)[number];

/** The kind of step an item shows as; unknown kinds show as text. */
export function stepKind(item: { readonly kind: string }): StepKind {
  return STEP_KINDS.find((kind) => kind === item.kind) ?? 'text';
}

/** The longest reflection a parent can write (a note: {@link TEXT_LIMITS}.long). */
export const REFLECTION_MAX_LENGTH = TEXT_LIMITS.long;

/** The reflection as stored: trimmed, and `null` when nothing is left (an empty note is no note). */
export function storedReflection(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The languages every video the app serves has a captions track in. */
export const CAPTION_LANGUAGES = ['en', 'es'] as const;
/** A language of a captions track. */
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

/**
 * The captions tracks of a video: a video the app serves itself (`/media/{name}.webm`) has a WebVTT file
 * per language beside it (`/media/{name}.{lang}.vtt`); a video from elsewhere has none we know of.
 */
export function captionTracks(
  videoUrl: string | null | undefined,
): readonly { readonly language: CaptionLanguage; readonly src: string }[] {
  const match = videoUrl ? /^\/media\/([a-z0-9-]+)\.webm$/.exec(videoUrl) : null;
  if (!match) return [];
  return CAPTION_LANGUAGES.map((language) => ({ language, src: `/media/${match[1]}.${language}.vtt` }));
}

/**
 * The sample catalogue's two placeholder clips (5 s each, captions beside them): every session video and
 * every lecture of the sample catalogue plays one of them. A real catalogue points at its own videos.
 */
export const SAMPLE_MEDIA = ['/media/breathing.webm', '/media/steps.webm'] as const;

/**
 * Whether a video is one of the sample catalogue's placeholder clips ({@link SAMPLE_MEDIA}): the app then
 * marks it on screen ("Sample media") so staff looking at a demonstration know it stands in for the real
 * lesson. A query or a fragment on the address does not change the clip.
 */
export function isSampleMedia(videoUrl: string | null | undefined): boolean {
  if (!videoUrl) return false;
  const path = videoUrl.split(/[?#]/, 1)[0] ?? '';
  return (SAMPLE_MEDIA as readonly string[]).includes(path);
}
