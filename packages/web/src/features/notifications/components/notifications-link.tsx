/** The shell's link to the notifications, with the unread count as a badge (none when all are read). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function NotificationsLink({ unread }: { readonly unread: number }) {
  const { t } = useTranslation();
  const label =
    unread > 0 ? t('notificationsPage.linkUnread', { count: unread }) : t('notificationsPage.title');
  return (
    <Link to={paths.app.notifications.getHref()} className="web-notifications-link" aria-label={label}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 3c-3.3 0-6 2.6-6 6v4l-2 3h16l-2-3V9c0-3.4-2.7-6-6-6zm-2 15a2 2 0 004 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span className="web-notifications-link__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
