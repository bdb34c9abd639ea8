/**
 * A course lecture's video that remembers where the child stopped: it starts where the last visit left
 * off (core's `lectureResumeAt`), saves the position while playing, on pause and on leaving (core's
 * `lectureSaveDue`), and completes the lecture when the video ends.
 */
import {
  type KeptLectureProgress,
  lectureResumeAt,
  lectureSaveDue,
  lectureTimeToKeep,
  type ProfileLecture,
} from '@attune/core/rules';
import { useEffect, useRef } from 'react';
import { VideoPlayer } from '../../../components/video-player';
import { call } from '../../../lib/api-client';

type SaveReason = 'playing' | 'paused' | 'leaving' | 'ended';

export interface LecturePlayerProps {
  readonly childId: number;
  readonly lecture: ProfileLecture;
  readonly label: string;
  /** Whether this caller may keep progress (a read-only collaborator watches without saving). */
  readonly mayChange: boolean;
  /** What the server kept after a save (the page shows the lecture's progress from it). */
  readonly onSaved: (kept: KeptLectureProgress) => void;
}

export function LecturePlayer({ childId, lecture, label, mayChange, onSaved }: LecturePlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const saved = useRef(lecture.current_time);
  const latest = useRef({ childId, id: lecture.id, mayChange, onSaved });
  latest.current = { childId, id: lecture.id, mayChange, onSaved };

  const save = (reason: SaveReason) => {
    const element = video.current;
    const { childId: child, id, mayChange: may, onSaved: done } = latest.current;
    if (!element || !may) return;
    const now = element.currentTime;
    if (!lectureSaveDue(saved.current, now, reason)) return;
    const previous = saved.current;
    saved.current = lectureTimeToKeep(now);
    void call((api) =>
      api.saveLectureProgress({
        params: { id },
        body: { child_id: child, profile_lecture: { current_time: now, ended: reason === 'ended' } },
      }),
    ).then(
      (kept) => done(kept),
      // not kept: the next save sends it again
      () => {
        saved.current = previous;
      },
    );
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    const leave = () => saveRef.current('leaving');
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  return (
    <VideoPlayer
      ref={video}
      className="web-lecture-video"
      src={lecture.lecture.video_url}
      label={label}
      onLoadedMetadata={(event) => {
        const at = lectureResumeAt(lecture);
        const element = event.currentTarget;
        if (at > 0 && (!Number.isFinite(element.duration) || at < element.duration)) element.currentTime = at;
      }}
      onTimeUpdate={() => save('playing')}
      onPause={(event) => {
        // the end pauses too: the end's own save completes the lecture
        if (!event.currentTarget.ended) save('paused');
      }}
      onEnded={() => save('ended')}
    />
  );
}
