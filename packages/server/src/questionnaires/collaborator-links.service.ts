/**
 * Collaborator questionnaire links: the family makes a link (`/collaborator/{questionnaire_id}?token=`) for
 * someone without an account (a teacher, a grandparent) to answer one questionnaire about one child.
 *
 * Conventions:
 * - the token is 32 random bytes; only its SHA-256 is stored (a leaked table gives no usable link), so a
 *   token is as unguessable as a log-in token and the server's record is its signature;
 * - a link lasts core's `COLLABORATOR_LINK_DAYS` (14) days; an unknown, expired or other questionnaire's token
 *   answers 404 'Link not found', the same for each, so a token reveals nothing;
 * - the answers are recorded exactly as a parent's (the same validation, scoring, goals and trends), marked
 *   with the respondent's name and relationship.
 */
import { collaboratorLinkExpiresAt } from '@attune/core/rules';
import { and, eq, gt } from 'drizzle-orm';
import { newToken, tokenHash } from '../accounts/tokens';
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

/** The live link of a token for a questionnaire, with its child, or 404 'Link not found'. */
async function linkOf(ctx: AppContext, questionnaireId: number, token: string) {
  const rows = await ctx.db
    .select({ link: collaboratorQuestionnaireLinks, child: children })
    .from(collaboratorQuestionnaireLinks)
    .innerJoin(children, eq(children.id, collaboratorQuestionnaireLinks.childId))
    .where(
      and(
        eq(collaboratorQuestionnaireLinks.tokenHash, tokenHash(token)),
        eq(collaboratorQuestionnaireLinks.questionnaireId, questionnaireId),
        gt(collaboratorQuestionnaireLinks.expiresAt, ctx.clock.now()),
      ),
    );
  const found = rows[0];
  if (!found) throw notFound('Link');
  return found;
}

/** What a collaborator's link opens: the questionnaire, the child's first name, who answers, the expiry. */
export async function readCollaboratorQuestionnaire(ctx: AppContext, questionnaireId: number, token: string) {
  const { link, child } = await linkOf(ctx, questionnaireId, token);
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
) {
  const { link, child } = await linkOf(ctx, questionnaireId, input.token);
  return recordAssessment(
    ctx,
    child,
    { questionnaire_id: questionnaireId, questionnaire_responses: input.questionnaire_responses },
    { respondent: { name: link.respondentName, relationship: link.respondentRelationship } },
  );
}
