import {
  addOnFacts,
  discoverCards,
  discoverTaskName,
  localizeSolution,
  MANAGED_CARE_SUMMARY_PLANS,
  MEASURES,
  type MeaningfulChangeScore,
  type Session,
  type Solution,
  searchTimeline,
  type TimelineEvent,
  timelineEvents,
} from '@attune/core/rules';
import { Button, ButtonLink, Card, formatDate, TextField } from '@attune/ui';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/account';
import { useAppData } from '../../../lib/app-data';
import { useChildData, useChildMay } from '../../../lib/child-data';
import { useAppClient } from '../../../lib/client-variant';
import { today } from '../../../lib/family-day';
import { enableWebPush, readUserTasks, recordUserTask } from '../../../lib/web-push';
import { groupTimeline } from './timeline-sections';

/** Preferences (core-app spec section 4, app-level state), kept in local storage. */
const NOTIFICATIONS_HIDDEN_KEY = 'enableNotificationsPromptHidden';
const DISCOVER_HIDDEN_KEY = 'discoverAddOnsHidden';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}
function storeFlag(key: string) {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    // private mode: the prompt stays hidden for this visit only
  }
}

type T = (key: string, values?: Record<string, unknown>) => string;

function eventText(t: T, event: TimelineEvent, name: string, productName: (name: string) => string): string {
  switch (event.kind) {
    case 'child-created':
      return t('child.timeline.created', { name });
    case 'birthday':
      return t('child.timeline.birthday', { name, age: event.age });
    case 'session-completed':
      return t('child.timeline.completed', { title: event.session.title, plan: event.session.planTitle });
    case 'session-skipped':
      return t('child.timeline.skipped', { title: event.session.title, plan: event.session.planTitle });
    case 'due-session':
      return t('child.timeline.due', { title: event.session.title, plan: event.session.planTitle });
    case 'scheduled-session':
      return t('child.timeline.scheduled', { title: event.session.title, plan: event.session.planTitle });
    case 'goal-achieved':
      return t('child.timeline.goalAchieved', {
        measure: t(`child.scores.kinds.${event.measure}`, { defaultValue: event.measure }),
        target: event.target,
      });
    case 'enable-notifications':
      return `${t('child.timeline.notifications.title')} ${t('child.timeline.notifications.body')}`;
    case 'discover-add-ons':
      return `${t('child.timeline.discover.addOnsTitle')} ${t('child.timeline.discover.addOnsBody', { name })}`;
    case 'discover-product':
      return `${t('child.timeline.discover.productTitle', { product: productName(event.product) })} ${t('child.timeline.discover.productBody', { product: productName(event.product), name })}`;
    case 'adhd-activities':
      return `${t('child.timeline.discover.activitiesTitle')} ${t('child.timeline.discover.activitiesBody', { name })}`;
    case 'managed-care-summary':
      return t('child.timeline.managedCareSummary');
  }
}

/**
 * The Timeline tab. Core's `timelineEvents` (due = in the today list, scheduled only for active plans,
 * goal events from the meaningful change scores, prompts and discover cards for the default client) and
 * `searchTimeline` (case and accents ignored, every word must match), read in the order a parent needs:
 * due today, the next upcoming session of each plan (the rest behind "show all upcoming"), suggestions,
 * then what happened, newest first.
 */
export const ChildTimeline = memo(function ChildTimeline({
  todayList,
  scores,
  solutions,
}: {
  /** The add-on catalogue: a discover card for each the child does not have (core's `discoverCards`). */
  readonly solutions: readonly Solution[];
  /** The sessions due today (`GET today_list_sessions`): the timeline shows them as due. */
  readonly todayList: readonly Session[];
  /** The meaningful change scores, for the achieved-goal events. */
  readonly scores: readonly MeaningfulChangeScore[];
}) {
  const { t, i18n } = useTranslation();
  const { child, plans } = useChildData();
  const account = useAccount();
  const variant = useAppClient();
  const { products, purchases } = useAppData();
  const [userTasks, setUserTasks] = useState(readUserTasks);
  const [showAllUpcoming, setShowAllUpcoming] = useState(false);
  const [query, setQuery] = useState('');
  const [notificationsHidden, setNotificationsHidden] = useState(() => readFlag(NOTIFICATIONS_HIDDEN_KEY));
  const [discoverHidden, setDiscoverHidden] = useState(() => readFlag(DISCOVER_HIDDEN_KEY));
  // Add-ons and plans are the family's to buy and start: a collaborator gets no discover cards.
  const family = useChildMay('change');
  const searchId = useId();
  const changes = useMemo(
    () => Object.fromEntries(scores.map((score) => [score.kind, score.results])),
    [scores],
  );
  const events = useMemo(() => {
    const directions = Object.fromEntries(
      Object.values(MEASURES).flatMap((m) => (m.direction ? [[m.key, m.direction] as const] : [])),
    );
    const pushEnabled = typeof Notification !== 'undefined' && Notification.permission === 'granted';
    const day = today();
    const discover = discoverCards({
      addOns: solutions.map((solution) => ({
        name: solution.name,
        available: solution.available,
        purchased: addOnFacts(solution, {
          products,
          purchases,
          waitListItems: [],
          childId: child.id,
          today: day,
        }).purchased,
      })),
      planKeys: plans.map((plan) => plan.activity_plan.key),
      userTasks,
      hidden: discoverHidden || !family,
    });
    return timelineEvents(
      {
        birthday: child.birthday,
        created_at: child.created_at,
        // Plan names in the family's language, as on the plan cards.
        plans: plans.map((plan) => ({
          ...plan,
          activity_plan: {
            ...plan.activity_plan,
            title: plan.activity_plan.translations[`title_${i18n.language}`] ?? plan.activity_plan.title,
          },
        })),
        todayList,
        meaningfulChanges: changes,
      },
      {
        today: day,
        variant,
        managedCarePlans: MANAGED_CARE_SUMMARY_PLANS,
        directions,
        discover,
        notifications: {
          pushEnabled,
          emailEnabled: account?.email_subscription === true,
          smsEnabled: account?.sms_subscription === true,
          userTasks,
          promptHidden: notificationsHidden,
        },
      },
    );
  }, [
    child,
    plans,
    todayList,
    changes,
    account,
    variant,
    discoverHidden,
    family,
    notificationsHidden,
    i18n.language,
    solutions,
    products,
    purchases,
    userTasks,
  ]);
  const productName = (name: string) => {
    const solution = solutions.find((s) => s.name === name);
    return solution ? localizeSolution(solution, i18n.language).displayName : name;
  };
  const text = (event: TimelineEvent) => eventText(t, event, child.name, productName);
  const shown = searchTimeline(events, query, text);
  const sections = groupTimeline(shown);

  const hideNotifications = () => {
    storeFlag(NOTIFICATIONS_HIDDEN_KEY);
    setNotificationsHidden(true);
  };
  const enableNotifications = async () => {
    // Permission, this browser's push subscription (stored on the server) and the setup task.
    await enableWebPush().catch(() => 'unavailable');
    setUserTasks(readUserTasks());
    hideNotifications();
  };
  const hideDiscover = () => {
    storeFlag(DISCOVER_HIDDEN_KEY);
    setDiscoverHidden(true);
  };

  const item = (event: TimelineEvent) => (
    <li key={event.id} className={`web-timeline__item web-timeline__item--${event.kind}`}>
      {event.kind === 'due-session' ? null : (
        <span className="web-timeline__date">{formatDate(event.date, i18n.language)}</span>
      )}
      {event.kind === 'due-session' || event.kind === 'scheduled-session' ? (
        <Link to={paths.app.child.session.getHref(child.id, event.session.planId, event.session.position)}>
          {event.kind === 'due-session' ? (
            // under the "Today" heading, "Due today:" would only repeat it (the search still knows it)
            <>
              <span className="web-visually-hidden">{t('child.timeline.dueLabel')} </span>
              {t('child.timeline.scheduled', { title: event.session.title, plan: event.session.planTitle })}
            </>
          ) : (
            text(event)
          )}
        </Link>
      ) : (
        <span>{text(event)}</span>
      )}
      {event.kind === 'scheduled-session' ? (
        <span className="web-badge">{t('child.timeline.sessionScheduled')}</span>
      ) : null}
    </li>
  );

  const prompt = (event: TimelineEvent) => {
    if (event.kind === 'enable-notifications') {
      return (
        <Card key={event.id} render={<li />} className="web-timeline-prompt">
          <h4 className="web-timeline-prompt__title">{t('child.timeline.notifications.title')}</h4>
          <p>{t('child.timeline.notifications.body')}</p>
          <div className="web-timeline-prompt__actions">
            <Button variant="primary" size="sm" onClick={() => void enableNotifications()}>
              {t('child.timeline.notifications.enable')}
            </Button>
            <Button variant="secondary" size="sm" onClick={hideNotifications}>
              {t('child.timeline.notifications.dismiss')}
            </Button>
          </div>
        </Card>
      );
    }
    const [title, body] =
      event.kind === 'discover-product'
        ? [
            t('child.timeline.discover.productTitle', { product: productName(event.product) }),
            t('child.timeline.discover.productBody', {
              product: productName(event.product),
              name: child.name,
            }),
          ]
        : event.kind === 'adhd-activities'
          ? [
              t('child.timeline.discover.activitiesTitle'),
              t('child.timeline.discover.activitiesBody', { name: child.name }),
            ]
          : [
              t('child.timeline.discover.addOnsTitle'),
              t('child.timeline.discover.addOnsBody', { name: child.name }),
            ];
    return (
      <Card key={event.id} render={<li />} className="web-timeline-prompt">
        <h4 className="web-timeline-prompt__title">{title}</h4>
        {body ? <p>{body}</p> : null}
        <div className="web-timeline-prompt__actions">
          <ButtonLink
            variant="primary"
            size="sm"
            render={
              <Link
                to={
                  event.kind === 'discover-product'
                    ? paths.app.child.addOns.getHref(child.id, event.product)
                    : event.kind === 'adhd-activities'
                      ? paths.app.child.onboarding.getHref(child.id)
                      : paths.app.child.addOns.getHref(child.id)
                }
              />
            }
          >
            {event.kind === 'discover-product'
              ? t('child.timeline.discover.openProduct', { product: productName(event.product) })
              : event.kind === 'adhd-activities'
                ? t('child.timeline.discover.openActivities')
                : t('child.timeline.discover.open')}
          </ButtonLink>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              // A product's card goes on its own (its `discover{Name}` task); the others hide every card.
              if (event.kind === 'discover-product') {
                recordUserTask(discoverTaskName(event.product));
                setUserTasks(readUserTasks());
              } else hideDiscover();
            }}
          >
            {t('child.timeline.discover.dismiss')}
          </Button>
        </div>
      </Card>
    );
  };

  return (
    <div className="web-timeline-sections">
      <TextField
        className="web-form-field web-search"
        id={searchId}
        type="search"
        label={t('child.timeline.search')}
        value={query}
        onValueChange={setQuery}
      />
      {shown.length === 0 ? <p className="web-muted">{t('child.timeline.empty')}</p> : null}
      {sections.due.length > 0 || (!query && shown.length > 0) ? (
        <section aria-labelledby={`${searchId}-due`} className="web-timeline-section">
          <h3 id={`${searchId}-due`}>{t('child.timeline.sections.today')}</h3>
          {sections.due.length > 0 ? (
            <ol className="web-timeline web-timeline--today">{sections.due.map(item)}</ol>
          ) : (
            <p className="web-muted">{t('child.timeline.nothingToday')}</p>
          )}
        </section>
      ) : null}
      {sections.upcoming.length > 0 ? (
        <section aria-labelledby={`${searchId}-upcoming`} className="web-timeline-section">
          <h3 id={`${searchId}-upcoming`}>{t('child.timeline.sections.upcoming')}</h3>
          <ol className="web-timeline" id={`${searchId}-upcoming-list`}>
            {(showAllUpcoming ? sections.allUpcoming : sections.upcoming).map(item)}
          </ol>
          {sections.laterUpcoming.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={showAllUpcoming}
              aria-controls={`${searchId}-upcoming-list`}
              onClick={() => setShowAllUpcoming((open) => !open)}
            >
              {showAllUpcoming
                ? t('child.timeline.showFewerUpcoming')
                : t('child.timeline.showAllUpcoming', { count: sections.laterUpcoming.length })}
            </Button>
          ) : null}
        </section>
      ) : null}
      {sections.prompts.length > 0 ? (
        <section aria-labelledby={`${searchId}-prompts`} className="web-timeline-section">
          <h3 id={`${searchId}-prompts`} className="web-visually-hidden">
            {t('child.timeline.sections.suggestions')}
          </h3>
          <ul className="web-timeline-prompts">{sections.prompts.map(prompt)}</ul>
        </section>
      ) : null}
      {sections.past.length > 0 ? (
        <section aria-labelledby={`${searchId}-past`} className="web-timeline-section">
          <h3 id={`${searchId}-past`}>{t('child.timeline.sections.past')}</h3>
          <ol className="web-timeline">{sections.past.map(item)}</ol>
        </section>
      ) : null}
    </div>
  );
});
