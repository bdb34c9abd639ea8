/** Handlers of `report`: a child's visit report. */
import type { reportContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { childReport } from '../report/report.service';

/** A child's visit report (the router has checked the child is the caller's). */
export const reportHandlers: HandlersOf<typeof reportContract> = {
  getChildReport: async ({ ctx, child, user, query }) => ({
    report: await childReport(ctx, child, query, user.language),
  }),
};
