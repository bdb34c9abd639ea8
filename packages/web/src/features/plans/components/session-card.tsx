import type { ChildActivityPlan, Session } from '@attune/core/rules';
import { sessionStatus } from '@attune/core/rules';
import { formatDate, SessionCard as KitSessionCard } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { useChildMayCall } from '../../../lib/child-data';

/** The status line of a session, in words (for the session screen). */
export function useStatusText() {
  const { t, i18n } = useTranslation();
  return (session: Session, today: string) => {
    const status = sessionStatus(session, today);
    switch (status.kind) {
      case 'completed':
        return t('session.status.completed', { date: formatDate(status.date, i18n.language) });
      case 'skipped':
        return t('session.status.skipped', { date: formatDate(status.date, i18n.language) });
      case 'partial':
        return t('session.status.partial', { percent: status.percent });
      case 'scheduled':
        return t('session.status.scheduled', { date: formatDate(status.date, i18n.language) });
      case 'due':
        return status.length
          ? t('session.status.length', { length: status.length })
          : t('session.status.ready');
    }
  };
}

/**
 * The UI kit's session card wired to the app: the start button opens the intro or the next item; Mark as
 * Complete and Skip Session change every remaining item through the API, then the plans reload.
 */
export function SessionCard({
  childId,
  plan,
  session,
  today,
}: {
  readonly childId: number;
  readonly plan: ChildActivityPlan;
  readonly session: Session;
  readonly today: string;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // A collaborator reads the session; doing it (its steps, Mark as Complete, Skip) is the family's: the
  // server refuses their `updateItem`, so the card offers none of it (core's `collaboratorMayCall`).
  const mayDo = useChildMayCall('updateItem');
  return (
    <KitSessionCard
      readOnly={!mayDo}
      session={session}
      today={today}
      plan={plan.activity_plan.key}
      isAddOn={plan.activity_plan.kind === 'intervention'}
      childId={childId}
      headingLevel={3}
      onStart={(target) => {
        if (target.kind === 'intro') navigate(paths.app.child.plan.getHref(childId, plan.id, 'intro'));
        else navigate(paths.app.child.item.getHref(childId, plan.id, session.position, target.position));
      }}
      // The kit's card runs the quick action (its dialog, its failure) and then asks for the plans again.
      onQuickAction={async (_action, changes) => {
        for (const { id, change } of changes)
          await call((api) =>
            api.updateItem({ params: { id }, body: { child_id: childId, child_activity_item: change } }),
          );
      }}
      reloadPlans={() => revalidator.revalidate()}
    />
  );
}
