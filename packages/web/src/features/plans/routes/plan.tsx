import { planToggle } from '@attune/core/rules';
import { Button, ButtonLink, Card, NavTab, NavTabs } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  Link,
  redirect,
  useFetcher,
  useNavigation,
  useParams,
  useSubmit,
} from 'react-router';
import { BackButton } from '../../../components/back-button';
import { NotFoundCard } from '../../../components/not-found-card';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { useChildData, useChildMay } from '../../../lib/child-data';
import { today as todayOf } from '../../../lib/family-day';
import { SessionCard } from '../components/session-card';
import { planTitle, usePlanRoute } from '../components/use-plan';

/** Done with the intro: completes its open items, one by one, then shows the sessions (the plans load again). */
export async function action({ params, request }: ActionFunctionArgs) {
  const childId = Number(params.child_id);
  const form = await request.formData();
  const toggle = form.get('toggle');
  if (toggle === 'pause' || toggle === 'unpause' || toggle === 'activate') {
    // core's planToggle named the call; the plans load again afterwards
    const id = Number(params.plan_id);
    const body = { child_id: childId };
    try {
      if (toggle === 'pause') await call((api) => api.pausePlan({ params: { id }, body }));
      else if (toggle === 'unpause') await call((api) => api.unpausePlan({ params: { id }, body }));
      else await call((api) => api.activatePlan({ params: { id }, body }));
      return { toggleFailed: false };
    } catch {
      return { toggleFailed: true };
    }
  }
  for (const id of form.getAll('item_id'))
    await call((api) =>
      api.updateItem({
        params: { id: Number(id) },
        body: { child_id: childId, child_activity_item: { complete: true } },
      }),
    );
  return redirect(paths.app.child.plan.getHref(childId, params.plan_id ?? ''));
}

/** A plan: its sessions as cards, and the intro tab (`plan/{id}/intro`). */
export function Component() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const submit = useSubmit();
  const navigation = useNavigation();
  const { child } = useChildData();
  // A collaborator reads the plan; pausing it and finishing its steps are the family's (core's `collaboratorMay`).
  const mayChange = useChildMay('change');
  const { plan } = usePlanRoute();
  const busy = navigation.state === 'submitting';
  if (!plan) return <NotFoundCard />;
  const tab = params.plan_tab === 'intro' ? 'intro' : 'sessions';
  const today = todayOf();
  const sessions = [...plan.child_activity_sessions].sort((a, b) => a.position - b.position);
  const intro = sessions.find((s) => s.position === 0);
  const title = planTitle(plan, i18n.language);

  return (
    <div className="web-page">
      <BackButton />
      <header className="web-plan-header" style={{ borderLeftColor: plan.activity_plan.primary_color }}>
        <h1>{title}</h1>
        {plan.activity_plan.short_description ? (
          <p className="web-muted">{plan.activity_plan.short_description}</p>
        ) : null}
      </header>
      {mayChange ? <PlanToggle state={plan.state} /> : null}
      {plan.activity_plan.key === 'target-recognition' ? (
        <ButtonLink
          variant="primary"
          size="lg"
          render={<Link to={paths.app.child.targetRecognition.getHref(child.id)} />}
        >
          {t('targetRecognition.page.open')}
        </ButtonLink>
      ) : null}
      <NavTabs label={t('plan.tabsLabel')}>
        <NavTab
          current={tab === 'sessions'}
          render={<Link to={paths.app.child.plan.getHref(child.id, plan.id)} replace />}
        >
          {t('plan.sessionsTab')}
        </NavTab>
        <NavTab
          current={tab === 'intro'}
          render={<Link to={paths.app.child.plan.getHref(child.id, plan.id, 'intro')} replace />}
        >
          {t('plan.introTab')}
        </NavTab>
      </NavTabs>
      {tab === 'intro' ? (
        <Card render={<section aria-label={t('plan.introTab')} />} className="web-prose">
          {intro ? (
            <>
              <h2>{intro.title}</h2>
              {intro.description ? <p>{intro.description}</p> : null}
              {[...intro.child_activity_items]
                .sort((a, b) => a.position - b.position)
                .map((item) => (
                  <p key={item.id}>{item.activity_item.content}</p>
                ))}
              {mayChange ? (
                <Button
                  variant="primary"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  onClick={() => {
                    // one `item_id` field per open item: an object with an array would be joined to "1,2,3"
                    const form = new FormData();
                    for (const item of intro.child_activity_items)
                      if (!item.complete && !item.skipped) form.append('item_id', String(item.id));
                    // the sessions replace the intro in the history, as the tabs do
                    void submit(form, { method: 'post', replace: true });
                  }}
                >
                  {t('plan.introDone')}
                </Button>
              ) : null}
            </>
          ) : (
            <p>{t('plan.noIntro')}</p>
          )}
        </Card>
      ) : (
        <section aria-labelledby="plan-sessions-title" className="web-stack">
          <h2 id="plan-sessions-title" className="web-visually-hidden">
            {t('plan.sessionsTab')}
          </h2>
          {sessions.map((session) => (
            <SessionCard key={session.id} childId={child.id} plan={plan} session={session} today={today} />
          ))}
        </section>
      )}
      <p className="web-muted web-small">{t('common.informationalOnly')}</p>
    </div>
  );
}

/** Pause, unpause (or start) the plan, by core's `planToggle`; persisted on the server. */
function PlanToggle({ state }: { readonly state: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const pending = fetcher.formData?.get('toggle');
  // what the plan shows while the call runs (core's toggledPlanState mirrors it)
  const shownState = pending ? (pending === 'pause' ? 'paused' : 'active') : state;
  const toggle = planToggle({ state: shownState });
  const failed =
    fetcher.state === 'idle' && fetcher.data && 'toggleFailed' in fetcher.data && fetcher.data.toggleFailed;
  return (
    <div className="web-plan-state">
      <p>
        <span className="web-muted">{t('plan.stateLabel')}: </span>
        <strong>
          {t(
            `plan.states.${shownState === 'paused' ? 'paused' : shownState === 'active' ? 'active' : 'inactive'}`,
          )}
        </strong>
      </p>
      {shownState === 'paused' ? <p>{t('plan.pausedNote')}</p> : null}
      <fetcher.Form method="post">
        <input type="hidden" name="toggle" value={toggle} />
        <Button
          variant="secondary"
          type="submit"
          disabled={fetcher.state !== 'idle'}
          aria-busy={fetcher.state !== 'idle' || undefined}
        >
          {t(`plan.${toggle}`)}
        </Button>
      </fetcher.Form>
      {failed ? (
        <p role="alert" className="web-form-error">
          {t('plan.pauseFailed')}
        </p>
      ) : null}
    </div>
  );
}
