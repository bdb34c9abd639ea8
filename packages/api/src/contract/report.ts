import { ReportViewSchema } from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { DocumentBytes, defineEndpoint } from './endpoint';

/**
 * The period of a visit report: `from` and `to` (`YYYY-MM-DD`, both included; the last 30 days when
 * absent; checked by core's `checkReportPeriod`, 422 naming the field), and the report's language
 * (the account's when absent).
 */
export const ReportQuerySchema = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  language: z.enum(['en', 'es']).optional(),
});

/** A child's visit report for a clinician. */
export const reportContract = {
  /** `GET children/{id}/report?from=&to=`: the child's visit report for the period (core's `reportView`), `{ report }`. */
  getChildReport: defineEndpoint({
    name: 'getChildReport',
    method: 'GET',
    path: 'children/:id/report',
    params: IdParamsSchema,
    query: ReportQuerySchema,
    response: z.object({ report: ReportViewSchema }),
    rootKey: 'report',
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Reads the child's visit report for a period: scores, medications, plans and latest check-ins.",
  }),
  /**
   * `GET children/{id}/report.pdf?from=&to=`: the same report as a PDF document (its `produces`), in
   * the language asked for, else the account's.
   */
  getChildReportPdf: defineEndpoint({
    name: 'getChildReportPdf',
    method: 'GET',
    path: 'children/:id/report.pdf',
    params: IdParamsSchema,
    query: ReportQuerySchema,
    response: DocumentBytes,
    produces: 'application/pdf',
    rootKey: null,
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Downloads the child's visit report for a period as a PDF.",
  }),
} as const;
