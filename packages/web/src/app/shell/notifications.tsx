import { Toast } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { dismiss, useNotifications } from '../../lib/notifications';

/** The error catalogue's notifications ('API Error (500)', ...), announced politely. */
export function Notifications() {
  const { t } = useTranslation();
  const items = useNotifications();
  return (
    <section className="web-notifications" aria-label={t('toast.notifications')} aria-live="polite">
      {items.map((n) => {
        const message = n.verbatim ? n.message : t(n.message, n.values);
        return (
          <Toast
            key={n.id}
            tone="error"
            announce="polite"
            title={n.title ? t(n.title, n.values) : message}
            message={n.title ? message : undefined}
            onDismiss={() => dismiss(n.id)}
          />
        );
      })}
    </section>
  );
}
