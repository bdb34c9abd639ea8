/**
 * Collaborator questionnaire links: the family makes a link (`/collaborator/{questionnaire_id}?token=`) for
 * someone without an account (a teacher, a grandparent) to answer one questionnaire about one child.
 *
 * Conventions:
 * - the token is 32 random bytes; only its SHA-256 is stored (a leaked table gives no usable link), so a
 *   token is as unguessable as a log-in token and the server's record is its signature;
 * - a link lasts core's `COLLABORATOR_LINK_DAYS` days and answers once (core's `collaboratorLinkState`):
 *   its first submission spends it (one UPDATE, so two at once record one assessment), a second use
 *   answers 409 'This questionnaire was already answered through this link.'; the family sees its open
 *   links and can revoke each; an unknown, expired, revoked or other questionnaire's token answers 404
 *   'Link not found', the same for each, so a token reveals nothing;
 * - each use of a link (opening it, answering through it) is written to the child's access log
 *   (`audit_events`, record kind `collaborator_link` and the link's id, under the family that made it);
 * - the answers are recorded exactly as a parent's (the same validation, scoring, goals and trends), marked
 *   with the respondent's name and relationship.
 */
import { collaboratorLinkExpiresAt, collaboratorLinkState } from '@attune/core/rules';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { newToken, tokenHash } from '../accounts/tokens';
import { recordAudit } from '../audit/audit.service';
import type { ChildRow } from '../children/ownership';
import type { AppContext } from '../context';
import { children, collaboratorQuestionnaireLinks, questionnaires } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { type AnswerInput, readQuestionnaire, recordAssessment } from './questionnaires.service';

/** Makes a collaborator's link for the family's child (already checked by the router) and a questionnaire. */
export async function createCollaboratorLink(
  ctx: AppContext,
  child: ChildRow,
  input: { questionnaire_id: number; respondent: { name: string; relationship: string } },
) {
  const [questionnaire] = await ctx.db
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .where(eq(questionnaires.id, input.questionnaire_id));
  if (!questionnaire) throw new HttpError(422, { questionnaire_id: ['No questionnaire found'] });
  const token = newToken();
  const expiresAt = collaboratorLinkExpiresAt(ctx.clock.now());
  await ctx.db.insert(collaboratorQuestionnaireLinks).values({
    childId: child.id,
    questionnaireId: questionnaire.id,
    respondentName: input.respondent.name.trim(),
    respondentRelationship: input.respondent.relationship.trim(),
    tokenHash: tokenHash(token),
    expiresAt,
    createdAt: ctx.clock.now(),
  });
  return {
    token,
    path: `/collaborator/${questionnaire.id}?token=${encodeURIComponent(token)}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** What a second use of a link answers. */
export const LINK_ALREADY_ANSWERED = 'This questionnaire was already answered through this link.';

const alreadyAnswered = () => new HttpError(409, { base: [LINK_ALREADY_ANSWERED] });

/**
 * The open link of a token for a questionnaire, with its child: 404 'Link not found' when unknown, for
 * another questionnaire, revoked or expired; 409 when already answered.
 */
async function linkOf(ctx: AppContext, questionnaireId: number, token: string) {
  const rows = await ctx.db
    .select({ link: collaboratorQuestionnaireLinks, child: children })
    .from(collaboratorQuestionnaireLinks)
    .innerJoin(children, eq(children.id, collaboratorQuestionnaireLinks.childId))
    .where(
      and(
        eq(collaboratorQuestionnaireLinks.tokenHash, tokenHash(token)),
        eq(collaboratorQuestionnaireLinks.questionnaireId, questionnaireId),
      ),
    );
  const found = rows[0];
  const state = found ? collaboratorLinkState(found.link, ctx.clock.now()) : 'expired';
  if (!found || state === 'revoked' || state === 'expired') throw notFound('Link');
  if (state === 'answered') throw alreadyAnswered();
  return found;
}

/**
 * Writes a use of a link to its child's access log, under the family that made the link (the collaborator
 * has no account; the row's kind, `collaborator_link`, and the link's id say it was the link).
 */
const logUse = (
  ctx: AppContext,
  link: { id: number; childId: number },
  familyId: number,
  action: 'read' | 'create',
  endpoint: string,
  ip: string,
) =>
  recordAudit(ctx, [
    {
      userId: familyId,
      childId: link.childId,
      recordKind: 'collaborator_link',
      recordId: link.id,
      action,
      endpoint,
      ip,
    },
  ]);

/** What a collaborator's link opens: the questionnaire, the child's first name, who answers, the expiry. */
export async function readCollaboratorQuestionnaire(
  ctx: AppContext,
  questionnaireId: number,
  token: string,
  ip = 'unknown',
) {
  const { link, child } = await linkOf(ctx, questionnaireId, token);
  await logUse(ctx, link, child.userId, 'read', 'getCollaboratorQuestionnaire', ip);
  return {
    questionnaire: await readQuestionnaire(ctx, questionnaireId),
    child_name: child.name.split(' ')[0] ?? child.name,
    respondent: { name: link.respondentName, relationship: link.respondentRelationship },
    expires_at: link.expiresAt.toISOString(),
  };
}

/** Records a collaborator's answers for the link's child, marked with who gave them. */
export async function submitCollaboratorQuestionnaire(
  ctx: AppContext,
  questionnaireId: number,
  input: { token: string; questionnaire_responses: AnswerInput[] },
  ip = 'unknown',
) {
  const { link, child } = await linkOf(ctx, questionnaireId, input.token);
  const now = ctx.clock.now();
  // Spent first, by one UPDATE: of two submissions at once, one records.
  const spent = await ctx.db
    .update(collaboratorQuestionnaireLinks)
    .set({ answeredAt: now })
    .where(
      and(
        eq(collaboratorQuestionnaireLinks.id, link.id),
        isNull(collaboratorQuestionnaireLinks.answeredAt),
        isNull(collaboratorQuestionnaireLinks.revokedAt),
        gt(collaboratorQuestionnaireLinks.expiresAt, now),
      ),
    )
    .returning({ id: collaboratorQuestionnaireLinks.id });
  if (spent.length === 0) throw alreadyAnswered();
  try {
    const assessment = await recordAssessment(
      ctx,
      child,
      { questionnaire_id: questionnaireId, questionnaire_responses: input.questionnaire_responses },
      { respondent: { name: link.respondentName, relationship: link.respondentRelationship } },
    );
    await logUse(ctx, link, child.userId, 'create', 'submitCollaboratorQuestionnaire', ip);
    return assessment;
  } catch (error) {
    // Not recorded (answers refused, or a failure): the link stays open for a corrected submission.
    await ctx.db
      .update(collaboratorQuestionnaireLinks)
      .set({ answeredAt: null })
      .where(eq(collaboratorQuestionnaireLinks.id, link.id));
    throw error;
  }
}

/** The child's links that still open (not answered, revoked or expired), newest first. */
export async function listOpenCollaboratorLinks(ctx: AppContext, child: ChildRow) {
  const rows = await ctx.db
    .select({ link: collaboratorQuestionnaireLinks, name: questionnaires.title })
    .from(collaboratorQuestionnaireLinks)
    .innerJoin(questionnaires, eq(questionnaires.id, collaboratorQuestionnaireLinks.questionnaireId))
    .where(eq(collaboratorQuestionnaireLinks.childId, child.id))
    .orderBy(desc(collaboratorQuestionnaireLinks.id));
  const now = ctx.clock.now();
  return rows
    .filter(({ link }) => collaboratorLinkState(link, now) === 'open')
    .map(({ link, name }) => ({
      id: link.id,
      questionnaire_id: link.questionnaireId,
      questionnaire_name: name,
      respondent: { name: link.respondentName, relationship: link.respondentRelationship },
      expires_at: link.expiresAt.toISOString(),
      created_at: link.createdAt.toISOString(),
    }));
}

/** Revokes a link of the child (the router checked the child is the caller's); another child's link is 404. */
export async function revokeCollaboratorLink(
  ctx: AppContext,
  child: ChildRow,
  linkId: number,
): Promise<void> {
  const revoked = await ctx.db
    .update(collaboratorQuestionnaireLinks)
    .set({ revokedAt: ctx.clock.now() })
    .where(
      and(
        eq(collaboratorQuestionnaireLinks.id, linkId),
        eq(collaboratorQuestionnaireLinks.childId, child.id),
        isNull(collaboratorQuestionnaireLinks.revokedAt),
      ),
    )
    .returning({ id: collaboratorQuestionnaireLinks.id });
  if (revoked.length === 0) throw notFound('Link');
}
