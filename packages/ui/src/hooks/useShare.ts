import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Copied to Clipboard' shows after copying the link, in milliseconds. */
export const COPY_CONFIRMATION_MS = 2500;

/** The channels the share prompt offers. */
export type ShareChannel = 'sms' | 'mail' | 'twitter' | 'facebook';

/** What is shared: a title, a message and a link. */
export interface Shareable {
  readonly title: string;
  readonly message: string;
  readonly url: string;
}

/** Options of {@link useShare}. */
export interface UseShareOptions extends Shareable {
  /**
   * Inside the native-app wrapper, sharing is handed to the wrapper: when given, every channel calls
   * this instead of opening a link.
   */
  readonly nativeShare?: (shareable: Shareable) => void;
  /** Writes text to the clipboard; `navigator.clipboard.writeText` by default. */
  readonly writeClipboard?: (text: string) => Promise<void>;
  /** Opens a share link; `window.open(href, '_blank', 'noopener')` by default (sms/mail use location). */
  readonly open?: (href: string, channel: ShareChannel) => void;
}

/** The share prompt's view model. */
export interface ShareView {
  /** Whether 'Copied to Clipboard' shows (for 2.5 s after copying). */
  readonly copied: boolean;
  /** Whether sharing goes to the native wrapper. */
  readonly native: boolean;
  /** The link a channel opens (`sms:`, `mailto:`, Twitter's and Facebook's share pages). */
  readonly hrefOf: (channel: ShareChannel) => string;
  /** Shares through a channel (or hands the share to the native wrapper). */
  readonly share: (channel: ShareChannel) => void;
  /** Copies the link and shows 'Copied to Clipboard' for 2.5 s. */
  readonly copy: () => Promise<void>;
}

/** The link that shares a message and URL through a channel. */
export function shareHref(channel: ShareChannel, shareable: Shareable): string {
  const text = `${shareable.message} ${shareable.url}`;
  switch (channel) {
    case 'sms':
      return `sms:?&body=${encodeURIComponent(text)}`;
    case 'mail':
      return `mailto:?subject=${encodeURIComponent(shareable.title)}&body=${encodeURIComponent(text)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(shareable.message)}&url=${encodeURIComponent(shareable.url)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareable.url)}`;
  }
}

/** Share channels, native hand-off and 'Copied to Clipboard' for 2.5 s. */
export function useShare(options: UseShareOptions): ShareView {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { title, message, url, nativeShare, writeClipboard, open } = options;

  const hrefOf = useCallback(
    (channel: ShareChannel) => shareHref(channel, { title, message, url }),
    [title, message, url],
  );
  const share = useCallback(
    (channel: ShareChannel) => {
      if (nativeShare) return nativeShare({ title, message, url });
      const href = shareHref(channel, { title, message, url });
      if (open) return open(href, channel);
      if (channel === 'sms' || channel === 'mail') window.location.href = href;
      else window.open(href, '_blank', 'noopener');
    },
    [nativeShare, open, title, message, url],
  );
  const copy = useCallback(async () => {
    const write = writeClipboard ?? ((text: string) => navigator.clipboard.writeText(text));
    await write(url);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }, [url, writeClipboard]);

  return { copied, native: nativeShare !== undefined, hrefOf, share, copy };
}
