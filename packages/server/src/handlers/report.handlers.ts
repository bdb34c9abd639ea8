/** Handlers of `report`: a child's visit report. */
import type { reportContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { childFhirBundle } from '../report/fhir.service';
import { childReport } from '../report/report.service';
import {
  createReportLink,
  listReportLinks,
  openReportLink,
  revokeReportLink,
} from '../report/report-links.service';
import { renderReportPdf } from '../report/report-pdf';

/** A child's visit report (the router has checked the child is the caller's). */
export const reportHandlers: HandlersOf<typeof reportContract> = {
  getChildReport: async ({ ctx, child, user, query }) => ({
    report: await childReport(ctx, child, query, user.language),
  }),
  getChildReportPdf: async ({ ctx, child, user, query }) =>
    renderReportPdf(await childReport(ctx, child, query, user.language)),
  createReportLink: async ({ ctx, child, user, body }) => createReportLink(ctx, child, user.language, body),
  listReportLinks: async ({ ctx, child }) => ({ report_links: await listReportLinks(ctx, child.id) }),
  revokeReportLink: async ({ ctx, user, params }) => {
    await revokeReportLink(ctx, user.id, params.id);
  },
  getSharedReport: async ({ ctx, params, ip }) => openReportLink(ctx, params.token, ip, 'getSharedReport'),
  getSharedReportPdf: async ({ ctx, params, ip }) =>
    renderReportPdf((await openReportLink(ctx, params.token, ip, 'getSharedReportPdf')).report),
  getChildFhir: async ({ ctx, child, query }) =>
    new TextEncoder().encode(JSON.stringify(await childFhirBundle(ctx, child, query))),
};
