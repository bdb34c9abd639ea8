import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link AddOnVideo}. */
export interface AddOnVideoProps {
  readonly src: string;
  /** What the video is about, for its label. */
  readonly title: string;
}

/**
 * The add-on's video: it starts muted and playing; the first tap turns the sound on; later taps pause
 * and play; at the end it rewinds to the start and pauses.
 */
export function AddOnVideo({ src, title }: AddOnVideoProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    const attempt = video.play?.();
    if (attempt && typeof attempt.catch === 'function') attempt.catch(() => setPlaying(false));
  }, []);

  // The browser may refuse to play (no user activation, power saving, a broken source): show Play then.
  const play = (video: HTMLVideoElement) => {
    setPlaying(true);
    const attempt = video.play?.();
    if (attempt && typeof attempt.catch === 'function') attempt.catch(() => setPlaying(false));
  };

  const tap = () => {
    const video = ref.current;
    if (!video) return;
    if (muted) {
      video.muted = false;
      setMuted(false);
      if (video.paused) play(video);
      return;
    }
    if (playing) {
      video.pause();
      setPlaying(false);
    } else {
      play(video);
    }
  };

  const label = muted ? t('addOns.unmute') : playing ? t('addOns.pauseVideo') : t('addOns.playVideo');
  return (
    <figure className="at-addon-video">
      <video
        ref={ref}
        className="at-addon-video__media"
        src={src}
        muted={muted}
        autoPlay
        playsInline
        preload="metadata"
        aria-label={t('helpCards.video', { title })}
        onEnded={(event) => {
          event.currentTarget.currentTime = 0;
          event.currentTarget.pause();
          setPlaying(false);
        }}
      />
      <button type="button" className="at-addon-video__tap" aria-label={label} onClick={tap}>
        <span className="at-addon-video__badge" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {muted ? (
              <path
                d="M4 9h4l5-4v14l-5-4H4zM17 9l4 6M21 9l-4 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            ) : playing ? (
              <path
                d="M8 5v14M16 5v14"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
              />
            ) : (
              <path d="M7 4l13 8-13 8z" fill="currentColor" />
            )}
          </svg>
        </span>
      </button>
    </figure>
  );
}
