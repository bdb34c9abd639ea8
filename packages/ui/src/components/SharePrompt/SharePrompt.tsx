import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Shareable, type ShareChannel, useShare } from '../../hooks/useShare';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

/** Props of {@link SharePrompt}. */
export interface SharePromptProps extends Shareable {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Dialog title; 'Share' by default. */
  readonly heading?: string;
  /** Inside the native wrapper: every channel hands the share to the wrapper instead. */
  readonly nativeShare?: (shareable: Shareable) => void;
  /** Clipboard writer; `navigator.clipboard.writeText` by default. */
  readonly writeClipboard?: (text: string) => Promise<void>;
  /** Opens a channel's link; defaults to the browser. */
  readonly openLink?: (href: string, channel: ShareChannel) => void;
}

const CHANNELS: readonly ShareChannel[] = ['sms', 'mail', 'twitter', 'facebook'];

const ICONS: Record<ShareChannel, string> = {
  sms: 'M4 5h16v11H8l-4 4z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  twitter: 'M4 18c8 2 14-3 14-10l2-3-3 1a4 4 0 00-7 3C7 9 5 7 4 5c-1 3 0 6 3 7l-3-1c0 2 2 4 4 4-1 1-3 2-4 3z',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z',
};

/**
 * The share prompt: text message, email, Twitter, Facebook, and the link with a copy button that shows
 * 'Copied to Clipboard' for 2.5 seconds. In the native wrapper, sharing goes to the wrapper.
 */
export function SharePrompt({
  open,
  onClose,
  heading,
  title,
  message,
  url,
  nativeShare,
  writeClipboard,
  openLink,
}: SharePromptProps) {
  const { t } = useTranslation();
  const urlId = useId();
  const share = useShare({
    title,
    message,
    url,
    ...(nativeShare ? { nativeShare } : {}),
    ...(writeClipboard ? { writeClipboard } : {}),
    ...(openLink ? { open: openLink } : {}),
  });
  return (
    <Dialog open={open} onClose={onClose} title={heading ?? t('share.title')} description={message} size="md">
      <ul className="at-share__channels">
        {CHANNELS.map((channel) => (
          <li key={channel}>
            <button type="button" className="at-share__channel" onClick={() => share.share(channel)}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d={ICONS[channel]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
              </svg>
              <span>{t(`share.${channel}`)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="at-share__copy">
        <label htmlFor={urlId} className="at-visually-hidden">
          {t('share.urlLabel')}
        </label>
        <input
          id={urlId}
          className="at-input"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={() => void share.copy()}>
          {t('share.copy')}
        </Button>
      </div>
      <p className="at-share__copied" role="status">
        {share.copied ? t('share.copied') : ''}
      </p>
    </Dialog>
  );
}
