import { Button, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { call } from '../../../lib/api-client';

/** The family's records (`GET users/me/export`). */
export async function loader({ request }: LoaderFunctionArgs) {
  return call((api) => api.exportAccount(), request.signal);
}

const cell = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A printable summary of the family's records: one table per kind of record. */
export function Component() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const tables = Object.entries(data.tables).filter(([, rows]) => rows.length > 0);
  return (
    <div className="web-page">
      <BackButton />
      <h1>{t('lifecycle.summary.title')}</h1>
      <p className="web-muted">
        {t('lifecycle.summary.exportedAt', {
          date: new Date(data.exported_at).toLocaleString(i18n.language),
        })}
      </p>
      <p>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('lifecycle.summary.print')}
        </Button>
      </p>
      {tables.length === 0 ? <p>{t('lifecycle.summary.empty')}</p> : null}
      {tables.map(([table, rows]) => {
        const columns = Object.keys(rows[0] ?? {});
        return (
          <Card
            key={table}
            render={<section aria-labelledby={`summary-${table}`} />}
            className="web-summary-table"
          >
            <h2 id={`summary-${table}`}>
              {t('lifecycle.summary.table', { table: table.replaceAll('_', ' '), count: rows.length })}
            </h2>
            {/* The table scrolls sideways on a phone: focusable, so a keyboard can scroll it. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
            <table className="web-table" tabIndex={0} aria-labelledby={`summary-${table}`}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column.replaceAll('_', ' ')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={String(row.id ?? index)}>
                    {columns.map((column) => (
                      <td key={column}>{cell(row[column])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        );
      })}
    </div>
  );
}
