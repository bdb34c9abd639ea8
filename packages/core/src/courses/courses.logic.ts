/**
 * Where a child stopped in a course's lecture, and when a lecture counts as completed.
 *
 * Conventions:
 * - Times are whole seconds into the lecture's video, as `profile_lectures.current_time` keeps them.
 * - A lecture is completed when its video reached the end once (`completed_at` is set); watching it
 *   again later never takes the completion back.
 * - The catalogue's `duration` may be missing or differ from the video file the app plays, so the end is
 *   the video's own end as the player reports it, never a comparison with `duration`.
 */

/** How often, at most, the player saves where the child is while the video plays: every 5 seconds. */
export const LECTURE_SAVE_INTERVAL_SECONDS = 5;

/** The longest lecture position the server keeps: 24 hours, in seconds (anything later is a mistake). */
export const LECTURE_MAX_SECONDS = 24 * 60 * 60;

/** Where a child is in one lecture, as a screen shows it. */
export type LectureProgress =
  | { readonly kind: 'not_started' }
  | { readonly kind: 'in_progress'; readonly at: number }
  | { readonly kind: 'completed'; readonly at: string };

/** A lecture's progress as kept: the position in seconds and when it was completed (an instant), if it was. */
export interface KeptLectureProgress {
  readonly current_time: number;
  readonly completed_at: string | null;
}

/** The progress a screen shows for a kept position: completed wins, then a position past 0 is under way. */
export function lectureProgress(kept: KeptLectureProgress): LectureProgress {
  if (kept.completed_at !== null) return { kind: 'completed', at: kept.completed_at };
  if (kept.current_time > 0) return { kind: 'in_progress', at: kept.current_time };
  return { kind: 'not_started' };
}

/**
 * Where the player starts the video: where the child stopped, or the beginning once the lecture is
 * completed (a finished video played again starts over) or not started.
 */
export function lectureResumeAt(kept: KeptLectureProgress): number {
  return kept.completed_at === null ? Math.max(0, kept.current_time) : 0;
}

/** The position to keep for a time the player reports: whole seconds, never below 0 (NaN reads as 0). */
export function lectureTimeToKeep(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(LECTURE_MAX_SECONDS, Math.floor(seconds));
}

/**
 * Whether the player saves now: when the video ended, when the child leaves (pauses or the page goes),
 * or when the position moved at least {@link LECTURE_SAVE_INTERVAL_SECONDS} from what was last saved.
 * A position equal to the saved one is never sent again, unless the video ended.
 */
export function lectureSaveDue(
  lastSaved: number,
  now: number,
  reason: 'playing' | 'paused' | 'leaving' | 'ended',
): boolean {
  if (reason === 'ended') return true;
  const moved = lectureTimeToKeep(now) !== lectureTimeToKeep(lastSaved);
  if (reason === 'paused' || reason === 'leaving') return moved;
  return Math.abs(lectureTimeToKeep(now) - lectureTimeToKeep(lastSaved)) >= LECTURE_SAVE_INTERVAL_SECONDS;
}

/** A position in a video as a player's clock reads it: `m:ss`, or `h:mm:ss` from an hour (`4:07`, `1:02:03`). */
export function lectureClock(seconds: number): string {
  const total = lectureTimeToKeep(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
