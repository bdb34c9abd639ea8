/**
 * `/app/notifications`: the account's notifications (`GET notifications`, worded by the server in the
 * family's language), newest first, unread ones marked; Mark as read (`POST notifications/{id}/read`)
 * reloads the list and the shell's badge.
 */
import type { Notification } from '@attune/core/rules';
import { unreadNotificationCount } from '@attune/core/rules';
import { Button, Card, formatDate } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  useFetcher,
  useLoaderData,
} from 'react-router';
import { answerDoseAction, DoseAnswerButtons } from '../../../components/dose-answer';
import { call } from '../../../lib/api-client';

export async function loader({ request }: LoaderFunctionArgs): Promise<readonly Notification[]> {
  return call((api) => api.listNotifications(), request.signal);
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  // A medication reminder's Taken / Skipped.
  if (form.get('intent') === 'answer-dose') return answerDoseAction(form);
  const id = Number(form.get('id'));
  await call((api) => api.readNotification({ params: { id } }), request.signal);
  return { ok: true };
}

function NotificationItem({ notification }: { readonly notification: Notification }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher();
  // Shown read at once while the server records it.
  const unread = !notification.read_at && fetcher.state === 'idle' && !fetcher.data;
  const headingId = `notification-${notification.id}`;
  return (
    <Card
      render={<li aria-labelledby={headingId} />}
      className={`web-notification-item${unread ? ' web-notification-item--unread' : ''}`}
    >
      <div className="web-notification-item__head">
        <h2 id={headingId} className="web-h3">
          {notification.href ? <Link to={notification.href}>{notification.title}</Link> : notification.title}
        </h2>
        {unread ? <span className="web-badge">{t('notificationsPage.unread')}</span> : null}
      </div>
      {notification.body ? <p>{notification.body}</p> : null}
      {notification.dose ? (
        <DoseAnswerButtons
          childId={notification.dose.child_id}
          prescriptionId={notification.dose.prescription_id}
          day={notification.dose.day}
          dose={notification.dose.dose}
          answer={notification.dose.answer}
          name={notification.dose.medication}
        />
      ) : null}
      <div className="web-notification-item__foot">
        <span className="web-muted">{formatDate(notification.timestamp, i18n.language)}</span>
        {unread ? (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={String(notification.id)} />
            <Button variant="secondary" size="sm" type="submit">
              {t('notificationsPage.markRead')}
              <span className="web-visually-hidden">: {notification.title}</span>
            </Button>
          </fetcher.Form>
        ) : (
          <span className="web-muted">{t('notificationsPage.read')}</span>
        )}
      </div>
    </Card>
  );
}

export function Component() {
  const { t } = useTranslation();
  const notifications = useLoaderData() as readonly Notification[];
  const unread = unreadNotificationCount(notifications);
  return (
    <div className="web-page web-page--narrow">
      <h1>{t('notificationsPage.title')}</h1>
      <p className="web-muted" aria-live="polite">
        {t('notificationsPage.unreadCount', { count: unread })}
      </p>
      {notifications.length === 0 ? (
        <p>{t('notificationsPage.empty')}</p>
      ) : (
        <ul className="web-notification-list">
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
    </div>
  );
}
