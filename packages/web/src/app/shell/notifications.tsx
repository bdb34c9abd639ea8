import { useTranslation } from 'react-i18next';
import { dismiss, useNotifications } from '../../lib/notifications';

/** The error catalogue's notifications ('API Error (500)', ...), announced politely. */
export function Notifications() {
  const { t } = useTranslation();
  const items = useNotifications();
  return (
    <section className="web-notifications" aria-label={t('toast.notifications')} aria-live="polite">
      {items.map((n) => (
        <div key={n.id} className="web-notification" role="status">
          <div>
            {n.title ? <strong>{t(n.title, n.values)}</strong> : null}
            <p>{n.verbatim ? n.message : t(n.message, n.values)}</p>
          </div>
          <button type="button" className="web-notification__close" onClick={() => dismiss(n.id)}>
            {t('toast.dismiss')}
          </button>
        </div>
      ))}
    </section>
  );
}
