/**
 * "Share with the clinician" on the report page: make a read-only link for 7 or 30 days
 * (`POST children/{id}/report_links`, its address shown once), the child's links
 * (`GET report_links?child_id=`) and turning one off (`DELETE report_links/{id}`).
 */
import type { ReportLink } from '@attune/api/contract';
import { REPORT_LINK_DAYS, type ReportPeriod } from '@attune/core/rules';
import { Button, Card, SelectField, TextField } from '@attune/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';

/** What the report page's action answers: the address of a link just made, or that one was turned off. */
export type ShareActionData = { url: string | null; mailedTo: string | null; error: boolean };

/** The share links of the report, and the form that makes one. */
export function ShareLinks({
  links,
  period,
}: {
  readonly links: readonly ReportLink[];
  /** The period the page shows: the link shares this one. */
  readonly period: ReportPeriod;
}) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<ShareActionData>();
  const [days, setDays] = useState('7');
  const [email, setEmail] = useState('');
  const busy = fetcher.state !== 'idle';
  const made = fetcher.state === 'idle' ? (fetcher.data?.url ?? null) : null;
  const failed = fetcher.state === 'idle' && fetcher.data?.error === true;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const date = (instant: string) => format.format(new Date(instant));
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));
  return (
    <Card render={<section aria-labelledby="report-share" />} className="web-report__share">
      <h2 id="report-share">{t('report.share.title')}</h2>
      <p className="web-muted">{t('report.share.intro')}</p>
      <fetcher.Form method="post" className="web-report__picker">
        <input type="hidden" name="intent" value="share" />
        <input type="hidden" name="from" value={period.from} />
        <input type="hidden" name="to" value={period.to} />
        <SelectField
          label={t('report.share.daysLabel')}
          name="days"
          placeholder={null}
          value={days}
          onValueChange={setDays}
          options={REPORT_LINK_DAYS.map((choice) => ({
            value: String(choice),
            label: t(`report.share.days.${choice}`),
          }))}
        />
        <TextField
          label={t('report.share.emailLabel')}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onValueChange={setEmail}
        />
        <Button variant="primary" type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t('report.share.make')}
        </Button>
      </fetcher.Form>
      {made ? (
        <div role="status">
          <p>{t('report.share.made')}</p>
          {fetcher.data?.mailedTo ? (
            <p>{t('report.share.mailed', { email: fetcher.data.mailedTo })}</p>
          ) : null}
          <TextField
            label={t('report.share.linkLabel')}
            readOnly
            value={made}
            onValueChange={() => {}}
            onFocus={(e) => e.target.select()}
          />
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="web-form-error">
          {t('errors.pleaseTryAgain')}
        </p>
      ) : null}
      <h3>{t('report.share.list')}</h3>
      {links.length === 0 ? <p className="web-muted">{t('report.share.none')}</p> : null}
      <ul className="web-report__links">
        {links.map((link) => (
          <li key={link.id}>
            <span>{t('report.share.period', { from: day(link.from), to: day(link.to) })}</span>
            {' · '}
            <span>
              {link.open
                ? t('report.share.openUntil', { date: date(link.expires_at) })
                : t('report.share.closed')}
            </span>
            {link.open ? (
              <fetcher.Form method="post" className="web-inline-form">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="link_id" value={link.id} />
                <Button
                  variant="secondary"
                  size="sm"
                  type="submit"
                  disabled={busy}
                  aria-label={t('report.share.revokeNamed', { date: date(link.created_at) })}
                >
                  {t('report.share.revoke')}
                </Button>
              </fetcher.Form>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
