import { type ChildActivityPlan, nextItem, type Questionnaire, type Session } from '@attune/core/rules';
import { QuestionnaireForm } from '@attune/ui';
import { useMemo } from 'react';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useNavigate,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { BackButton } from '../../../components/back-button';
import { paths } from '../../../config/paths';
import { statusOf } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { forgetAnswers, keepAnswers, readKeptAnswers, sessionStore } from '../api/kept-answers';
import { loadQuestionnaire, safeAppPath, submitAssessment } from '../api/questionnaire';

export async function loader({
  params,
  request,
}: LoaderFunctionArgs): Promise<{ questionnaire: Questionnaire }> {
  try {
    return { questionnaire: await loadQuestionnaire(params.questionnaire ?? '', request.signal) };
  } catch (error) {
    if (statusOf(error) === 404) throw new Response('Not Found', { status: 404 });
    throw error;
  }
}

/**
 * A questionnaire for a child, one question at a time (the kit's QuestionnaireForm on the core's machine).
 * Answers are kept in session storage until recorded. Opened from a plan's check-in item (`item`, `from`),
 * the assessment names the item (`child_activity_item_id`) and the server completes it in the same
 * transaction; the session then moves on to its next item (or its end). Otherwise the parent goes to `next`.
 */
export function Component() {
  const { questionnaire } = useLoaderData() as { questionnaire: Questionnaire };
  const { child, plans } = useChildData();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const itemId = Number(search.get('item')) || null;
  const from = safeAppPath(search.get('from'));
  const next = safeAppPath(search.get('next'));
  const kept = useMemo(
    () => readKeptAnswers(sessionStore(), child.id, questionnaire.id),
    [child.id, questionnaire.id],
  );
  const place = itemId ? checkInPlace(plans, itemId) : null;

  const onSubmitted = async () => {
    forgetAnswers(sessionStore(), child.id, questionnaire.id);
    // The child's plans (and scores) load again: the item is complete on the server now.
    await revalidator.revalidate();
    const target = place
      ? afterItem(child.id, place.plan.id, place.session, itemId)
      : (from ?? next ?? paths.app.child.view.getHref(child.id, 'scores'));
    navigate(target, { replace: true });
  };

  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <QuestionnaireForm
        key={`${child.id}-${questionnaire.id}`}
        questionnaire={questionnaire}
        childId={child.id}
        {...(kept ? { answers: kept.answers, index: kept.index } : {})}
        submitAssessment={(input) =>
          submitAssessment(
            // An item already done (in another tab) is not named: the server would refuse it (422).
            place && !place.item.complete && !place.item.skipped
              ? { ...input, child_activity_item_id: place.item.id }
              : input,
          )
        }
        onSubmitted={() => void onSubmitted()}
        onProgress={(progress) => keepAnswers(sessionStore(), child.id, questionnaire.id, progress)}
      />
    </div>
  );
}

/** The plan, session and item of a check-in item of the child, by the item's id (null when not found). */
function checkInPlace(plans: readonly ChildActivityPlan[], itemId: number) {
  for (const plan of plans)
    for (const session of plan.child_activity_sessions) {
      const item = session.child_activity_items.find((candidate) => candidate.id === itemId);
      if (item) return { plan, session, item };
    }
  return null;
}

/**
 * Where the session goes once its check-in item `itemId` is answered (the server completed it): the next
 * open item (core's `nextItem`), or the session's completion page.
 */
function afterItem(childId: number, planId: number, session: Session, itemId: number | null): string {
  const done: Session = {
    ...session,
    child_activity_items: session.child_activity_items.map((item) =>
      item.id === itemId ? { ...item, complete: true } : item,
    ),
  };
  const following = nextItem(done);
  return following
    ? paths.app.child.item.getHref(childId, planId, session.position, following.position)
    : paths.app.child.sessionComplete.getHref(childId, planId, session.position);
}
