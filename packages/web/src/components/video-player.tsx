/**
 * A video with its controls and, for a clip the app serves, its captions in English and Spanish (core's
 * `captionTracks`), the page's language shown by default. Keyboard: Tab reaches the play button of the
 * browser's controls, Space or Enter plays and pauses. One of the sample catalogue's two placeholder clips
 * (core's `isSampleMedia`) carries a "Sample media" badge above it, so staff showing a demonstration know
 * it stands in for the real lesson.
 */
import { captionTracks, isSampleMedia } from '@attune/core/rules';
import type { ReactEventHandler, Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface VideoPlayerProps {
  readonly src: string;
  /** What the video is, for screen readers (e.g. "Video: Step 1"). */
  readonly label: string;
  readonly className?: string;
  readonly poster?: string | undefined;
  /** The `<video>` element, for a page that resumes or follows playback (a course lecture). */
  readonly ref?: Ref<HTMLVideoElement>;
  readonly onLoadedMetadata?: ReactEventHandler<HTMLVideoElement>;
  readonly onTimeUpdate?: ReactEventHandler<HTMLVideoElement>;
  readonly onPause?: ReactEventHandler<HTMLVideoElement>;
  readonly onEnded?: ReactEventHandler<HTMLVideoElement>;
}

/** A `<video controls>` with its captions tracks. */
export function VideoPlayer({ src, label, className, poster, ref, ...events }: VideoPlayerProps) {
  const { t, i18n } = useTranslation();
  const tracks = captionTracks(src);
  const shown = tracks.find((track) => i18n.language.startsWith(track.language)) ?? tracks[0];
  const sample = isSampleMedia(src);
  return (
    <>
      {sample ? (
        <p className="web-sample-media" title={t('video.sampleMediaHint')}>
          {t('video.sampleMedia')}
        </p>
      ) : null}
      <video
        ref={ref}
        className={className}
        controls
        preload="metadata"
        src={src}
        poster={poster}
        aria-label={label}
        aria-description={sample ? t('video.sampleMediaHint') : undefined}
        {...events}
      >
        {tracks.map((track) => (
          <track
            key={track.language}
            kind="captions"
            src={track.src}
            srcLang={track.language}
            label={t(`language.${track.language}`)}
            default={track === shown}
          />
        ))}
        {t('content.videoUnsupported')}
      </video>
    </>
  );
}
