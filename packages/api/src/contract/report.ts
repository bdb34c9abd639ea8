import { EmailTextSchema, REPORT_LINK_DAYS, ReportViewSchema } from '@attune/core/rules';
import { z } from 'zod';
import { ChildIdQuerySchema, IdParamsSchema } from './common';
import { DocumentBytes, defineEndpoint, NoContent } from './endpoint';

/**
 * The period of a visit report: `from` and `to` (`YYYY-MM-DD`, both included; the last 30 days when
 * absent; checked by core's `checkReportPeriod`, 422 naming the field), and the report's language
 * (the account's when absent), and whether the parent's notes are in it (`notes=true`).
 */
export const ReportQuerySchema = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  language: z.enum(['en', 'es']).optional(),
  /** `true`: include the parent's reflections on plan steps ("include my notes"). */
  notes: z.enum(['true', 'false']).optional(),
});

/** A share link of a child's visit report, as its list shows it (its address only when just made). */
export const ReportLinkSchema = z.object({
  id: z.number().int(),
  child_id: z.number().int(),
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  /** Whether it opens now (core's `isReportLinkOpen`). */
  open: z.boolean(),
});
/** A share link of a child's visit report. */
export type ReportLink = z.infer<typeof ReportLinkSchema>;

/**
 * What a parent sends to make a share link: 7 or 30 days, the report's period (the last 30 days when
 * absent), and an address to mail the link to (through the outbox), when given.
 */
export const ReportLinkBodySchema = z.object({
  days: z.union(REPORT_LINK_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<7>, z.ZodLiteral<30>]),
  from: z.string().optional(),
  to: z.string().optional(),
  email: EmailTextSchema.optional(),
});

/** The token of a share link in a path: `{ token }`. */
export const ReportTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

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
  /**
   * `GET children/{id}/fhir?from=&to=`: the child's records of the period as a FHIR R4 collection Bundle,
   * a document of its own media type (its `produces`).
   */
  getChildFhir: defineEndpoint({
    name: 'getChildFhir',
    method: 'GET',
    path: 'children/:id/fhir',
    params: IdParamsSchema,
    query: ReportQuerySchema,
    response: DocumentBytes,
    produces: 'application/fhir+json',
    rootKey: null,
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Exports the child's records of a period as a FHIR R4 Bundle.",
  }),
  /** `POST children/{id}/report_links` `{ days, from?, to?, email? }`: makes a share link (mailed when asked), `{ report_link, url }`. */
  createReportLink: defineEndpoint({
    name: 'createReportLink',
    method: 'POST',
    path: 'children/:id/report_links',
    params: IdParamsSchema,
    body: ReportLinkBodySchema,
    response: z.object({ report_link: ReportLinkSchema, url: z.string() }),
    rootKey: null,
    status: 201,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Makes a read-only share link of the child's visit report for 7 or 30 days.",
  }),
  /** `GET report_links?child_id=`: the child's share links, newest first, `{ report_links }`. */
  listReportLinks: defineEndpoint({
    name: 'listReportLinks',
    method: 'GET',
    path: 'report_links',
    query: ChildIdQuerySchema,
    response: z.object({ report_links: z.array(ReportLinkSchema) }),
    rootKey: 'report_links',
    status: 200,
    auth: true,
    owner: { child: 'query.child_id' },
    summary: "Lists the share links of the child's visit report.",
  }),
  /** `DELETE report_links/{id}`: revokes a share link of one of the caller's children (404 otherwise). */
  revokeReportLink: defineEndpoint({
    name: 'revokeReportLink',
    method: 'DELETE',
    path: 'report_links/:id',
    params: IdParamsSchema,
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    summary: 'Revokes a share link of a visit report.',
  }),
  /** `GET shared_reports/{token}`: the report a share link opens, read-only, no log-in; 404 once revoked or expired. */
  getSharedReport: defineEndpoint({
    name: 'getSharedReport',
    method: 'GET',
    path: 'shared_reports/:token',
    params: ReportTokenParamsSchema,
    response: z.object({ report: ReportViewSchema, expires_at: z.string() }),
    rootKey: null,
    status: 200,
    auth: false,
    summary: 'Opens the visit report a share link names (written to the family access log).',
  }),
  /** `GET shared_reports/{token}/report.pdf`: the same report as a PDF document (its `produces`). */
  getSharedReportPdf: defineEndpoint({
    name: 'getSharedReportPdf',
    method: 'GET',
    path: 'shared_reports/:token/report.pdf',
    params: ReportTokenParamsSchema,
    response: DocumentBytes,
    produces: 'application/pdf',
    rootKey: null,
    status: 200,
    auth: false,
    summary: 'Downloads the visit report a share link names as a PDF (written to the family access log).',
  }),
} as const;
