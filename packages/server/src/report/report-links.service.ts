/**
 * Share links of a child's visit report (issue 28): a parent makes one for 7 or 30 days (core's
 * `reportLinkExpiry`); only the SHA-256 of its 32 random bytes is stored; it opens the report of its
 * period read-only with no log-in while core's `isReportLinkOpen` says so (else 404, as a missing one);
 * every open writes the family's audit trail ("Who saw my child's data"); the parent revokes it. The link
 * may be mailed, through the outbox, to an address the parent types.
 */
import { familyTimeZone, isReportLinkOpen, reportLinkExpiry } from '@attune/core/rules';
import { and, desc, eq } from 'drizzle-orm';
import { newToken, tokenHash } from '../accounts/tokens';
import { recordAudit } from '../audit/audit.service';
import type { ChildRow } from '../children/ownership';
import type { AppContext } from '../context';
import { children, reportLinks, users } from '../db/schema';
import { notFound } from '../http/errors';
import { mailLanguageOf, reportLinkMail } from '../mail/messages';
import { sendMail } from '../mail/outbox';
import { childReport, requestedPeriod } from './report.service';
import { reportLanguageOf } from './report-texts';

type ReportLinkRow = typeof reportLinks.$inferSelect;

function linkJson(ctx: AppContext, row: ReportLinkRow) {
  return {
    id: row.id,
    child_id: row.childId,
    days: row.days,
    from: row.fromDay,
    to: row.toDay,
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt ? row.revokedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    open: isReportLinkOpen(row, ctx.clock.now()),
  };
}

/** Makes a share link of the child's report for its period; answers it with its address (shown once). */
export async function createReportLink(
  ctx: AppContext,
  child: ChildRow,
  accountLanguage: string | null,
  body: { days: 7 | 30; from?: string | undefined; to?: string | undefined; email?: string | undefined },
) {
  const period = requestedPeriod(ctx, body);
  const token = newToken();
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(reportLinks)
    .values({
      childId: child.id,
      tokenHash: tokenHash(token),
      days: body.days,
      fromDay: period.from,
      toDay: period.to,
      language: reportLanguageOf(undefined, accountLanguage),
      expiresAt: reportLinkExpiry(now, body.days),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('report link insert returned no row');
  const url = `${ctx.publicUrl}/r/${token}`;
  if (body.email) {
    const language = mailLanguageOf(row.language);
    const until = new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      timeZone: ctx.timeZone ?? 'UTC',
    }).format(row.expiresAt);
    await sendMail(ctx, {
      to: body.email,
      ...reportLinkMail[language]({ childName: child.name, link: url, until }),
    });
  }
  return { report_link: linkJson(ctx, row), url };
}

/** The child's share links, newest first. */
export async function listReportLinks(ctx: AppContext, childId: number) {
  const rows = await ctx.db
    .select()
    .from(reportLinks)
    .where(eq(reportLinks.childId, childId))
    .orderBy(desc(reportLinks.createdAt), desc(reportLinks.id));
  return rows.map((row) => linkJson(ctx, row));
}

/** Revokes a share link of one of the caller's children (404 for another family's, as a missing one). */
export async function revokeReportLink(ctx: AppContext, userId: number, id: number): Promise<void> {
  const rows = await ctx.db
    .select({ id: reportLinks.id, revokedAt: reportLinks.revokedAt })
    .from(reportLinks)
    .innerJoin(children, eq(children.id, reportLinks.childId))
    .where(and(eq(reportLinks.id, id), eq(children.userId, userId)));
  const row = rows[0];
  if (!row) throw notFound('Report link');
  if (row.revokedAt === null) {
    await ctx.db.update(reportLinks).set({ revokedAt: ctx.clock.now() }).where(eq(reportLinks.id, id));
  }
}

/**
 * Opens a share link: the report of its period in its language, on the family's calendar, after writing
 * the open to the family's audit trail (`report_link`, read, with the opener's address). A token that
 * names no link, or a revoked or expired one, is 404.
 */
export async function openReportLink(ctx: AppContext, token: string, ip: string, endpoint: string) {
  const rows = await ctx.db
    .select({ link: reportLinks, child: children, timeZone: users.timeZone })
    .from(reportLinks)
    .innerJoin(children, eq(children.id, reportLinks.childId))
    .innerJoin(users, eq(users.id, children.userId))
    .where(eq(reportLinks.tokenHash, tokenHash(token)));
  const found = rows[0];
  if (!found || !isReportLinkOpen(found.link, ctx.clock.now())) throw notFound('Report link');
  const { link, child } = found;
  await recordAudit(ctx, [
    {
      userId: child.userId,
      childId: child.id,
      recordKind: 'report_link',
      recordId: link.id,
      action: 'read',
      endpoint,
      ip,
    },
  ]);
  const familyCtx: AppContext = { ...ctx, timeZone: familyTimeZone(found.timeZone) };
  const language = link.language === 'es' ? 'es' : 'en';
  const report = await childReport(
    familyCtx,
    child,
    { from: link.fromDay, to: link.toDay, language },
    language,
  );
  return { report, expires_at: link.expiresAt.toISOString() };
}
