import type { AuditEvent } from '@attune/core/rules';
import { Card, intlLocale } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { call } from '../../../lib/api-client';

/** The family's audit trail (`GET audit_events`): the newest reads and changes of its children's records. */
export async function loader(): Promise<readonly AuditEvent[]> {
  return call((api) => api.listAuditEvents({ query: {} }));
}

/** The areas a row may name, worded by the locale (`settings.accessLog.kinds.<kind>`); others read as records. */
const KINDS = new Set([
  'patients',
  'child_activity_plans',
  'child_activity_item',
  'child_activity_plan',
  'prescription',
  'prescriptions',
  'assessment',
  'assessments',
  'meaningful_change_score',
  'meaningful_change_scores',
  'trends',
  'clinic',
  'profile',
  'today_list_sessions',
  'report_link',
]);

/** "Who saw my child's data": who read or changed each child's records, when and from which address. */
export function Component() {
  const { t, i18n } = useTranslation();
  const events = useLoaderData<typeof loader>();
  const when = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <h1>{t('settings.accessLog.title')}</h1>
      <p className="web-muted">{t('settings.accessLog.intro')}</p>
      {events.length === 0 ? (
        <p>{t('settings.accessLog.empty')}</p>
      ) : (
        <Card>
          <table className="web-table">
            <caption className="web-visually-hidden">{t('settings.accessLog.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('settings.accessLog.columns.when')}</th>
                <th scope="col">{t('settings.accessLog.columns.who')}</th>
                <th scope="col">{t('settings.accessLog.columns.what')}</th>
                <th scope="col">{t('settings.accessLog.columns.from')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td>
                    <time dateTime={event.created_at}>{when.format(new Date(event.created_at))}</time>
                  </td>
                  <td>
                    {event.record_kind === 'report_link'
                      ? t('settings.accessLog.shareLink')
                      : event.actor.you
                        ? t('settings.accessLog.you')
                        : event.actor.name}
                  </td>
                  <td>
                    {t(`settings.accessLog.actions.${event.action}`, {
                      child: event.child_name ?? t('settings.accessLog.aChild'),
                      what: t(
                        `settings.accessLog.kinds.${KINDS.has(event.record_kind) ? event.record_kind : 'other'}`,
                      ),
                    })}
                  </td>
                  <td>{event.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}
