/**
 * A visit report opened through its share link (`/r/{token}`), read-only and without a log-in: the
 * report (`GET shared_reports/{token}`, each open written to the family's access log by the server), a
 * print button and its PDF; nothing else of the family. A revoked or expired link (404) gets a kind page.
 */
import type { ReportView } from '@attune/core/rules';
import { Button, ButtonLink } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { call, statusOf } from '../../../lib/api-client';
import { ReportSections } from '../components/report-view';

type Loaded = { found: true; report: ReportView; expires_at: string; token: string } | { found: false };

/** The report the link names, or `found: false` when it is revoked, expired or unknown. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<Loaded> {
  const token = String(params.token ?? '');
  try {
    const shared = await call((api) => api.getSharedReport({ params: { token } }), request.signal);
    return { found: true, report: shared.report, expires_at: shared.expires_at, token };
  } catch (error) {
    if (statusOf(error) === 404) return { found: false };
    throw error;
  }
}

/** The shared report page. */
export function Component() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.found) {
    return (
      <div className="web-page web-page--narrow">
        <h1>{t('report.shared.goneTitle')}</h1>
        <p>{t('report.shared.goneBody')}</p>
      </div>
    );
  }
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(loaded.expires_at),
  );
  return (
    <div className="web-page web-report-page">
      <h1>{t('report.shared.title', { name: loaded.report.child.name })}</h1>
      <p className="web-muted">{t('report.shared.until', { date: until })}</p>
      <p className="web-report__actions web-report__buttons">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('report.print')}
        </Button>
        <ButtonLink
          variant="primary"
          href={`/v1/shared_reports/${encodeURIComponent(loaded.token)}/report.pdf`}
          download
        >
          {t('report.download')}
        </ButtonLink>
      </p>
      <ReportSections report={loaded.report} />
    </div>
  );
}
