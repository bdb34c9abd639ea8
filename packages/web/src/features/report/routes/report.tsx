/**
 * A child's visit report (`/app/child/:child_id/report`): the period picker (the last 30 or 90 days, or
 * since the last appointment: core's `reportPeriod` on the family's today), the report the server made
 * with core's `reportView` (`GET children/{id}/report`) in the app's language, a print button (the print
 * stylesheet keeps only the report) and the PDF download of the same report.
 */
import { type ReportPeriod, ReportPeriodChoiceSchema, reportPeriod } from '@attune/core/rules';
import { Button, ButtonLink, CheckboxField, SelectField } from '@attune/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  useLoaderData,
  useRevalidator,
} from 'react-router';
import { BackButton } from '../../../components/back-button';
import { call, getApiLanguage } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { today } from '../../../lib/family-day';
import { ReportSections } from '../components/report-view';
import { type ShareActionData, ShareLinks } from '../components/share-links';

const CHOICES = ReportPeriodChoiceSchema.options;

/** The report for the period chosen in the address (`?period=`), in the app's language. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const choice = ReportPeriodChoiceSchema.catch('last_30_days').parse(
    new URL(request.url).searchParams.get('period') ?? undefined,
  );
  const id = Number(params.child_id);
  const notes = new URL(request.url).searchParams.get('notes') === 'true';
  const language = getApiLanguage() === 'es' ? ('es' as const) : ('en' as const);
  const fetchReport = (period: ReportPeriod | null) =>
    call(
      (api) =>
        api.getChildReport({
          params: { id },
          query: { ...(period ?? {}), language, ...(notes ? { notes: 'true' as const } : {}) },
        }),
      request.signal,
    );
  const day = today();
  const linksOf = () => call((api) => api.listReportLinks({ query: { child_id: id } }), request.signal);
  const [first, links] = await Promise.all([
    fetchReport(reportPeriod(choice === 'last_90_days' ? choice : 'last_30_days', day, null)),
    linksOf(),
  ]);
  if (choice !== 'since_last_appointment')
    return { report: first, links, choice, notes, noAppointment: false };
  const period = reportPeriod(choice, day, first.last_appointment);
  if (period === null) return { report: first, links, choice, notes, noAppointment: true };
  return { report: await fetchReport(period), links, choice, notes, noAppointment: false };
}

/**
 * Makes a share link of the report's period (`POST children/{id}/report_links`) or turns one off
 * (`DELETE report_links/{id}`); the page then loads its links again.
 */
export async function action({ params, request }: ActionFunctionArgs): Promise<ShareActionData> {
  const form = await request.formData();
  const id = Number(params.child_id);
  try {
    if (form.get('intent') === 'revoke') {
      await call((api) => api.revokeReportLink({ params: { id: Number(form.get('link_id')) } }));
      return { url: null, mailedTo: null, error: false };
    }
    const days = Number(form.get('days')) === 30 ? 30 : 7;
    const from = String(form.get('from') ?? '');
    const to = String(form.get('to') ?? '');
    const email = String(form.get('email') ?? '').trim();
    const made = await call((api) =>
      api.createReportLink({
        params: { id },
        body: { days, ...(from ? { from } : {}), ...(to ? { to } : {}), ...(email ? { email } : {}) },
      }),
    );
    return { url: made.url, mailedTo: email || null, error: false };
  } catch {
    return { url: null, mailedTo: null, error: true };
  }
}

/** The PDF of the same report (`GET children/{id}/report.pdf`), downloaded with the session cookie. */
export function reportPdfHref(
  childId: number,
  period: ReportPeriod,
  language: string,
  notes: boolean,
): string {
  const query = new URLSearchParams({ from: period.from, to: period.to, language });
  if (notes) query.set('notes', 'true');
  return `/v1/children/${childId}/report.pdf?${query.toString()}`;
}

/** The same period's FHIR R4 Bundle (`GET children/{id}/fhir`), for a clinic's own system. */
export function reportFhirHref(childId: number, period: ReportPeriod): string {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return `/v1/children/${childId}/fhir?${query.toString()}`;
}

/** The report's period and whether it shows the parent's notes, sent as the page's query (`GET` form). */
function PeriodPicker({ choice, notes }: { readonly choice: string; readonly notes: boolean }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(choice);
  const [withNotes, setWithNotes] = useState(notes);
  return (
    <Form method="get" className="web-report__picker">
      <SelectField
        label={t('report.periodLabel')}
        name="period"
        placeholder={null}
        value={period}
        onValueChange={setPeriod}
        options={CHOICES.map((id) => ({ value: id, label: t(`report.periods.${id}`) }))}
      />
      <CheckboxField
        label={t('report.includeNotes')}
        name="notes"
        value="true"
        checked={withNotes}
        onCheckedChange={setWithNotes}
      />
      <Button variant="secondary" type="submit">
        {t('report.show')}
      </Button>
    </Form>
  );
}

/** The visit report page. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { child } = useChildData();
  const { report, links, choice, notes, noAppointment } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const language = i18n.language === 'es' ? 'es' : 'en';
  // The app's language changed on this page: the report is asked for again in it.
  useEffect(() => {
    if (report.language !== language && revalidator.state === 'idle') void revalidator.revalidate();
  }, [report.language, language, revalidator]);
  return (
    <div className="web-page web-report-page">
      <BackButton />
      <h1>{t('report.heading', { name: child.name })}</h1>
      <div className="web-report__actions">
        <PeriodPicker key={`${choice}-${notes}`} choice={choice} notes={notes} />
        <p className="web-report__buttons">
          <Button variant="secondary" onClick={() => window.print()}>
            {t('report.print')}
          </Button>
          <ButtonLink
            variant="primary"
            href={reportPdfHref(child.id, report.period, report.language, notes)}
            download
          >
            {t('report.download')}
          </ButtonLink>
          <ButtonLink
            variant="secondary"
            href={reportFhirHref(child.id, report.period)}
            download="attune-fhir-bundle.json"
          >
            {t('report.fhir')}
          </ButtonLink>
        </p>
        {noAppointment ? (
          <p className="web-muted" role="status">
            {t('report.noAppointment')}
          </p>
        ) : null}
      </div>
      <ShareLinks links={links} period={report.period} />
      <ReportSections report={report} />
    </div>
  );
}
