/** Handlers of `report`: a child's visit report. */
import type { reportContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { childReport } from '../report/report.service';
import { renderReportPdf } from '../report/report-pdf';

/** A child's visit report (the router has checked the child is the caller's). */
export const reportHandlers: HandlersOf<typeof reportContract> = {
  getChildReport: async ({ ctx, child, user, query }) => ({
    report: await childReport(ctx, child, query, user.language),
  }),
  getChildReportPdf: async ({ ctx, child, user, query }) =>
    renderReportPdf(await childReport(ctx, child, query, user.language)),
};
