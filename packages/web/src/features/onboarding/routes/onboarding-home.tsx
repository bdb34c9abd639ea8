import type { ImprovementArea, ImprovementGroup, Path, Questionnaire } from '@attune/core/rules';
import { localizeQuestionnaire, recommendedGroup } from '@attune/core/rules';
import { Button, ButtonLink, Card, ConfirmDialog, ImprovementAreaPicker } from '@attune/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useFetcher,
  useLoaderData,
  useSearchParams,
} from 'react-router';
import { QuestionnaireChecklist } from '../../../components/questionnaire-checklist';
import { paths } from '../../../config/paths';
import { appErrorOf, call } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { childQueries, loadQuery, referenceQuery } from '../../../lib/queries';
import { pendingPlansOf, startPendingPlans } from '../api/pending-plans';

interface LoaderData {
  readonly areas: readonly ImprovementArea[];
  readonly groups: readonly ImprovementGroup[];
  readonly questionnaires: readonly Questionnaire[];
  readonly paths: readonly Path[];
  /** The questionnaires already answered for the child (the server's assessments: the same on every device). */
  readonly answered: readonly number[];
}

export async function loader({ params }: LoaderFunctionArgs): Promise<LoaderData> {
  const childId = Number(params.child_id);
  const [areas, groups, questionnaires, childPaths, answered] = await Promise.all([
    loadQuery(referenceQuery('listImprovementAreas')),
    loadQuery(referenceQuery('listImprovementGroups')),
    loadQuery(childQueries.clinicalQuestionnaires(childId)),
    loadQuery(childQueries.paths(childId)),
    loadQuery(childQueries.answeredQuestionnaires(childId)),
  ]);
  return { areas, groups, questionnaires, paths: childPaths, answered };
}

/**
 * `intent=essentials`: starts the essentials programme (`POST attune_essentials`). `intent=finish`: starts
 * every plan queued for the child together, then opens the child.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const childId = Number(params.child_id);
  const form = await request.formData();
  try {
    if (form.get('intent') === 'essentials') {
      const plan = await call((api) => api.startEssentials({ body: { child_id: childId } }));
      if (plan.state !== 'active')
        await call((api) => api.activatePlan({ params: { id: plan.id }, body: { child_id: childId } }));
      return redirect(paths.app.child.onboarding.getHref(childId));
    }
    const plans = await call((api) => api.listChildPlans({ query: { child_id: childId } }));
    await startPendingPlans(childId, new Set(plans.map((plan) => plan.activity_plan_id)));
    return redirect(paths.app.child.view.getHref(childId));
  } catch (error) {
    return { error: appErrorOf(error) };
  }
}

/**
 * Onboarding of a child: first the improvement areas (the kit's picker) and the recommended path, the
 * parent's own choice of plans, or the essentials programme; once a path or plans are chosen, the onboarding
 * questionnaires for the child's age and medication, then Finish starts the queued plans together.
 */
export function Component() {
  const { t } = useTranslation();
  const { child, plans } = useChildData();
  const data = useLoaderData() as LoaderData;
  const [search] = useSearchParams();
  const chosenSomething = data.paths.length > 0 || plans.length > 0 || pendingPlansOf(child.id).length > 0;
  const step = search.get('step') === 'areas' || !chosenSomething ? 'areas' : 'questionnaires';
  return (
    <div className="web-page web-page--narrow">
      <h1>{t('onboarding.title', { name: child.name })}</h1>
      {step === 'areas' ? <AreasStep data={data} /> : <QuestionnairesStep data={data} />}
    </div>
  );
}

function AreasStep({ data }: { readonly data: LoaderData }) {
  const { t } = useTranslation();
  const { child } = useChildData();
  const [selected, setSelected] = useState<readonly string[]>([]);
  const essentials = useFetcher<typeof action>();
  const group = recommendedGroup(data.groups, selected);
  const busy = essentials.state !== 'idle';
  return (
    <>
      <p>{t('onboarding.areasIntro', { name: child.name })}</p>
      <Card render={<section />}>
        <ImprovementAreaPicker
          areas={data.areas}
          selected={selected}
          onChange={setSelected}
          onMedication={child.on_medication}
        />
      </Card>
      <Card render={<section aria-live="polite" />}>
        <h2 className="web-h3">{t('onboarding.recommendedTitle')}</h2>
        {group ? (
          <>
            <p>
              {/* the group in the app's language (the catalogue's English name is its key), else as given */}
              <strong>{t(`improvementGroups.names.${group.name}.name`, { defaultValue: group.name })}</strong>
              {group.description
                ? ` · ${t(`improvementGroups.names.${group.name}.description`, { defaultValue: group.description })}`
                : ''}
            </p>
            <ButtonLink
              variant="primary"
              size="lg"
              block
              render={
                <Link
                  to={`${paths.app.child.onboardingConfirm.getHref(child.id, group.id)}?${new URLSearchParams(
                    {
                      areas: selected.join(','),
                    },
                  )}`}
                />
              }
            >
              {t('onboarding.seePath')}
            </ButtonLink>
          </>
        ) : (
          <p className="web-muted">{t('onboarding.pickAreas')}</p>
        )}
      </Card>
      <div className="web-actions">
        <ButtonLink
          variant="secondary"
          render={<Link to={paths.app.child.onboardingCustom.getHref(child.id)} />}
        >
          {t('onboarding.custom')}
        </ButtonLink>
        <essentials.Form method="post">
          <input type="hidden" name="intent" value="essentials" />
          <Button variant="ghost" type="submit" disabled={busy} aria-busy={busy || undefined}>
            {t('onboarding.essentials')}
          </Button>
        </essentials.Form>
      </div>
      {essentials.state === 'idle' && essentials.data && 'error' in essentials.data ? (
        <p role="alert" className="web-form-error">
          {t('child.plans.startError')}
        </p>
      ) : null}
    </>
  );
}

function QuestionnairesStep({ data }: { readonly data: LoaderData }) {
  const { t, i18n } = useTranslation();
  const { child } = useChildData();
  const finish = useFetcher<typeof action>();
  const answered = new Set(data.answered);
  const done = data.questionnaires.filter((q) => answered.has(q.id)).length;
  // Finishing with questionnaires left says which, and the parent chooses: answer them, or start anyway.
  const left = data.questionnaires.filter((q) => !answered.has(q.id));
  const [asking, setAsking] = useState(false);
  const finishNow = () => {
    setAsking(false);
    void finish.submit({ intent: 'finish' }, { method: 'post' });
  };
  const busy = finish.state !== 'idle';
  const here = paths.app.child.onboarding.getHref(child.id);
  return (
    <>
      <p>{t('onboarding.questionnairesIntro', { name: child.name })}</p>
      <Card render={<section />}>
        <h2 className="web-h3">{t('onboarding.questionnairesTitle')}</h2>
        <p className="web-muted">
          {t('onboarding.answeredCount', { done, total: data.questionnaires.length })}
        </p>
        <QuestionnaireChecklist
          className="web-onboarding-list"
          childId={child.id}
          questionnaires={data.questionnaires}
          answered={answered}
          next={here}
        />
      </Card>
      <Button
        variant="primary"
        size="lg"
        block
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => (left.length > 0 ? setAsking(true) : finishNow())}
      >
        {t('onboarding.finish')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('onboarding.leftTitle', { count: left.length })}
        description={
          <>
            <span>{t('onboarding.leftBody', { count: left.length, name: child.name })}</span>
            <ul>
              {left.map((questionnaire) => (
                <li key={questionnaire.id}>{localizeQuestionnaire(questionnaire, i18n.language).title}</li>
              ))}
            </ul>
          </>
        }
        confirmLabel={t('onboarding.startAnyway')}
        cancelLabel={t('onboarding.answerFirst')}
        onConfirm={finishNow}
        onCancel={() => setAsking(false)}
      />
      {finish.state === 'idle' && finish.data && 'error' in finish.data ? (
        <p role="alert" className="web-form-error">
          {t('child.plans.startError')}
        </p>
      ) : null}
      <p>
        <Link to={`${here}?step=areas`}>{t('onboarding.changeAreas')}</Link>
      </p>
    </>
  );
}
