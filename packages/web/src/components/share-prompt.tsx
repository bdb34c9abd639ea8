import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';
import { isNativeApp, sendToNative } from '../lib/bridge';

export const COPIED_NOTE_MS = 2500;

/** Share the app: sms, mail, twitter, facebook, copy URL ('Copied to Clipboard' for 2.5 s); native hand-off. */
export function SharePrompt({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const url = typeof window === 'undefined' ? '' : window.location.origin;
  const message = t('share.appMessage');
  useEffect(() => {
    if (!copied) return;
    const id = window.setTimeout(() => setCopied(false), COPIED_NOTE_MS);
    return () => window.clearTimeout(id);
  }, [copied]);
  useEffect(() => {
    if (open && isNativeApp()) {
      sendToNative({ type: 'share', title: t('share.appTitle'), message, url });
      onClose();
    }
  }, [open, message, url, onClose, t]);
  const text = encodeURIComponent(`${message} ${url}`);
  const channels = [
    { id: 'sms', href: `sms:?&body=${text}` },
    { id: 'mail', href: `mailto:?subject=${encodeURIComponent(t('share.appTitle'))}&body=${text}` },
    { id: 'twitter', href: `https://twitter.com/intent/tweet?text=${text}` },
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  ] as const;
  return (
    <Modal open={open && !isNativeApp()} onClose={onClose} title={t('share.appTitle')}>
      <p>{message}</p>
      <ul className="web-share-channels">
        {channels.map((channel) => (
          <li key={channel.id}>
            <a href={channel.href} target="_blank" rel="noreferrer">
              {t(`share.${channel.id}`)}
            </a>
          </li>
        ))}
      </ul>
      <label className="web-field">
        <span>{t('share.urlLabel')}</span>
        <input readOnly value={url} />
      </label>
      <button
        type="button"
        className="at-button at-button--secondary at-button--md"
        onClick={() => {
          void navigator.clipboard?.writeText(url).catch(() => {});
          setCopied(true);
        }}
      >
        {t('share.copy')}
      </button>
      <p role="status" className="web-muted">
        {copied ? t('share.copied') : ''}
      </p>
    </Modal>
  );
}
