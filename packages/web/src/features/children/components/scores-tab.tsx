/**
 * The Scores tab: each measure's current score against its goal (the kit's goal meter), the goal outcome
 * sentence (the outcome the server recorded with core's `goalOutcome`), who answered when it was a
 * collaborator, 'Accept goal' (`PUT meaningful_change_scores/{id}`), the trend (read in
 * the measure's improvement direction by the server with core's `trendDirection`), a chart of its history
 * (uPlot, loaded only here), and the child's gauges.
 */
import type { Gauge, MeaningfulChangeScore, Trend } from '@attune/core/rules';
import { findTrend, MEASURES, showsMeasure } from '@attune/core/rules';
import { Button, Card, GoalProgress, ProgressMeter, TrendBadge } from '@attune/ui';
import { lazy, memo, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert';
import { useChildMay } from '../../../lib/child-data';
import { useAppClient } from '../../../lib/client-variant';
import type { Failure } from '../../../lib/refusal';
import { scoreFacts } from './score-facts';

const loadScoreChart = () => import('./score-chart');
const ScoreChart = lazy(loadScoreChart);

/** Starts loading the chart's code (uPlot) before the Scores tab shows, e.g. when the pointer is on its tab. */
export function preloadScoreChart(): void {
  void loadScoreChart().catch(() => undefined);
}

export interface ScoresTabProps {
  readonly scores: readonly MeaningfulChangeScore[];
  readonly trends: readonly Trend[];
  readonly gauges: readonly Gauge[];
}

/** Rendered again only when its data changes (not when the tabs around it do). */
export const ScoresTab = memo(function ScoresTab({ scores: allScores, trends, gauges }: ScoresTabProps) {
  const { t } = useTranslation();
  // Client-variant measures (DESSA, pediatric symptom checklist...) show only outside the default client.
  const variant = useAppClient();
  const scores = allScores.filter((score) => {
    const measure = (MEASURES as Record<string, { clientVariantOnly: boolean } | undefined>)[score.kind];
    return !measure || showsMeasure(measure, variant);
  });
  const shown = gauges.filter((gauge) => gauge.value !== null);
  if (scores.length === 0 && shown.length === 0)
    return <p className="web-muted">{t('child.scores.empty')}</p>;
  return (
    <>
      <ul className="web-grid web-scores">
        {scores.map((score) => (
          <ScoreCard key={score.id} score={score} trends={trends} />
        ))}
      </ul>
      {shown.length > 0 ? (
        <section aria-labelledby="gauges-title" className="web-section">
          <h2 id="gauges-title" className="web-h3">
            {t('scores.gauges')}
          </h2>
          <ul className="web-gauges">
            {shown.map((gauge) => {
              // the measure's name in the app's language (the server's title is its English name)
              const title = t(`child.scores.kinds.${gauge.key}`, { defaultValue: gauge.title });
              return (
                <Card key={gauge.key} render={<li />} className="web-gauge">
                  <ProgressMeter
                    size={96}
                    fraction={((gauge.value ?? gauge.min) - gauge.min) / Math.max(gauge.max - gauge.min, 1)}
                    label={title}
                    valueText={t('progress.meter', { value: gauge.value, max: gauge.max })}
                  >
                    <span className="at-goal__score">{gauge.value}</span>
                  </ProgressMeter>
                  <span>{title}</span>
                </Card>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
});

function ScoreCard({
  score,
  trends,
}: {
  readonly score: MeaningfulChangeScore;
  readonly trends: readonly Trend[];
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ error: Failure | null }>();
  // A collaborator may not accept the family's goals (core's `collaboratorMay`).
  const mayChange = useChildMay('change');
  // the same facts (and chart history) while the score is the same: the chart is drawn once
  const facts = useMemo(() => scoreFacts(score), [score]);
  if (!facts) return null;
  const measure = t(`child.scores.kinds.${score.kind}`, { defaultValue: score.kind });
  const found = findTrend(trends, score.kind);
  const trend = found.ok ? found.trend.trend : null;
  const accepting = fetcher.state !== 'idle';
  const accepted = accepting ? fetcher.formData?.get('accepted') === 'true' : score.accepted;
  const failure = fetcher.state === 'idle' ? fetcher.data?.error : null;
  return (
    <Card render={<li aria-labelledby={`score-${score.id}`} />} className="web-score">
      <h3 id={`score-${score.id}`}>{measure}</h3>
      <GoalProgress goal={facts.goal} />
      {facts.offered ? <p className="web-score__goal">{t('scores.goal', { target: facts.target })}</p> : null}
      <p className="web-score__outcome">
        {t(`scores.outcome.${facts.outcome}`, { measure, current: facts.current, target: facts.target })}
      </p>
      {facts.respondent ? (
        <p className="web-muted web-score__respondent">
          {t('scores.answeredBy', {
            name: facts.respondent.name,
            relationship: facts.respondent.relationship,
          })}
        </p>
      ) : null}
      <p className="web-score__trend">
        {trend ? (
          <TrendBadge direction={trend} improvement={facts.goal.direction} />
        ) : (
          <span className="web-muted">{t('child.scores.noTrend')}</span>
        )}
        <span className="web-muted">{t(`improvementAreas.${facts.goal.direction}`)}</span>
      </p>
      {!facts.offered || !mayChange ? null : accepted === true ? (
        <p className="web-score__accepted" role="status">
          {t('scores.accepted')}
        </p>
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="accept-goal" />
          <input type="hidden" name="score_id" value={score.id} />
          <input type="hidden" name="accepted" value="true" />
          <Button
            variant="secondary"
            size="sm"
            type="submit"
            disabled={accepting}
            aria-busy={accepting || undefined}
            aria-label={t('scores.acceptNamed', { measure, target: facts.target })}
          >
            {t('scores.accept')}
          </Button>
        </fetcher.Form>
      )}
      <FailureAlert failure={failure} />
      {facts.history.length > 1 ? (
        <Suspense fallback={<div className="web-score-chart web-score-chart--loading" />}>
          <ScoreChart
            label={t('scores.chartLabel', { measure })}
            history={facts.history}
            target={facts.goal.target}
            min={facts.goal.min}
            max={facts.goal.max}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
