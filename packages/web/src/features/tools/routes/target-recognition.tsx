/**
 * Target Recognition, the weekly attention game: the next task and the last result from the server
 * (`GET target_recognition/child_progresses`), the earlier results (`GET cognitive_results`), and the task
 * played in the browser; its answers go to
 * `POST target_recognition/results`, after which the page loads the next task again. A refused save keeps
 * the answers (Try again) and says the server's reason.
 */
import type { CognitiveProgress, CognitiveResult } from '@attune/core/rules';
import { Button, Card, formatDate, TargetRecognitionGame } from '@attune/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { call } from '../../../lib/api-client';
import { useChildData, useChildMayCall } from '../../../lib/child-data';
import { childQueries, loadQuery } from '../../../lib/queries';
import { useFailureText } from '../../../lib/refusal';

interface LoaderData {
  readonly progress: CognitiveProgress;
  readonly results: readonly CognitiveResult[];
}

export async function loader({ params }: LoaderFunctionArgs): Promise<LoaderData> {
  const childId = Number(params.child_id);
  const [progress, results] = await Promise.all([
    loadQuery(childQueries.cognitiveProgress(childId)),
    loadQuery(childQueries.cognitiveResults(childId)),
  ]);
  return { progress, results };
}

/** A fresh seed for a task's sets. */
function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
}

export function Component() {
  const { t, i18n } = useTranslation();
  const { child } = useChildData();
  // A game's result is saved for the child (`createCognitiveResult`): a collaborator may not, so no Play.
  const mayPlay = useChildMayCall('createCognitiveResult');
  const { progress, results } = useLoaderData() as LoaderData;
  const earlier = results.filter((result) => result.id !== progress.last_result?.id).slice(0, 5);
  const revalidator = useRevalidator();
  const failureText = useFailureText();
  const [seed, setSeed] = useState<number | null>(null);
  const gameRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (seed === null) return;
    gameRef.current?.scrollIntoView({ block: 'start' });
    gameRef.current?.focus({ preventScroll: true });
  }, [seed]);
  const task = progress.next_task;
  const last = progress.last_result;
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <h1>{t('targetRecognition.title')}</h1>
      <p className="web-muted">{t('targetRecognition.page.intro')}</p>
      {/* Play, and the game once it is tapped, come before the task and the results (at phone width those
          pushed the game below the fold); focus moves to the game, so it is in view and keys start there. */}
      {seed !== null && task ? (
        <div ref={gameRef} tabIndex={-1} className="web-game">
          <TargetRecognitionGame
            key={seed}
            level={task.level}
            sets={task.sets}
            seed={seed}
            postResult={(input) =>
              call((api) =>
                api.createCognitiveResult({
                  body: { child_id: child.id, ...input, answers: [...input.answers] },
                }),
              )
            }
            onDone={() => void revalidator.revalidate()}
            describeFailure={failureText}
          />
        </div>
      ) : null}
      {seed === null && task && mayPlay ? (
        <Button variant="primary" size="lg" onClick={() => setSeed(newSeed())}>
          {t('targetRecognition.page.play')}
        </Button>
      ) : null}
      <Card render={<section aria-labelledby="tr-next" />}>
        <h2 id="tr-next" className="web-h3">
          {t('targetRecognition.page.nextTask')}
        </h2>
        {task ? (
          <p>
            {t('targetRecognition.page.nextTaskLine', {
              level: task.level,
              sets: task.sets,
              date: task.due_date ? formatDate(task.due_date, i18n.language, 'long') : '',
            })}
          </p>
        ) : null}
      </Card>
      <Card render={<section aria-labelledby="tr-last" />}>
        <h2 id="tr-last" className="web-h3">
          {t('targetRecognition.page.lastResult')}
        </h2>
        {last ? (
          <p>
            {t('targetRecognition.page.lastResultLine', {
              level: last.level,
              score: last.score,
              date: formatDate(last.completed_at, i18n.language, 'long'),
            })}
            {last.leveled_up ? <strong> · {t('targetRecognition.page.leveledUp')}</strong> : null}
          </p>
        ) : (
          <p className="web-muted">{t('targetRecognition.page.noResult')}</p>
        )}
        {last && last.mean_response_ms !== null ? (
          <p>
            {t('targetRecognition.page.meanResponse', {
              seconds: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
                last.mean_response_ms / 1000,
              ),
            })}
          </p>
        ) : null}
      </Card>
      {earlier.length > 0 ? (
        <Card render={<section aria-labelledby="tr-history" />}>
          <h2 id="tr-history" className="web-h3">
            {t('targetRecognition.page.history')}
          </h2>
          <ul className="web-list">
            {earlier.map((result) => (
              <li key={result.id}>
                {t('targetRecognition.page.historyLine', {
                  date: formatDate(result.completed_at, i18n.language, 'long'),
                  level: result.level,
                  score: result.score,
                })}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
