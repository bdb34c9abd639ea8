/**
 * A video with its controls and, for a clip the app serves, its captions in English and Spanish (core's
 * `captionTracks`), the page's language shown by default. Keyboard: Tab reaches the play button of the
 * browser's controls, Space or Enter plays and pauses.
 */
import { captionTracks } from '@attune/core/rules';
import { useTranslation } from 'react-i18next';

export interface VideoPlayerProps {
  readonly src: string;
  /** What the video is, for screen readers (e.g. "Video: Step 1"). */
  readonly label: string;
  readonly className?: string;
  readonly poster?: string | undefined;
}

/** A `<video controls>` with its captions tracks. */
export function VideoPlayer({ src, label, className, poster }: VideoPlayerProps) {
  const { t, i18n } = useTranslation();
  const tracks = captionTracks(src);
  const shown = tracks.find((track) => i18n.language.startsWith(track.language)) ?? tracks[0];
  return (
    // biome-ignore lint/a11y/useMediaCaption: the captions tracks are mapped from core's captionTracks below (none known for a video from elsewhere)
    <video className={className} controls preload="metadata" src={src} poster={poster} aria-label={label}>
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
  );
}
