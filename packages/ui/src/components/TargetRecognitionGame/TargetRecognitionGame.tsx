import type { CognitiveResult, PostTargetRecognitionInput, TargetSymbol } from '@attune/core';
import { symbolKey } from '@attune/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTargetRecognition } from '../../hooks/useTargetRecognition';
import { Button } from '../Button';

/** Props of {@link TargetRecognitionGame}. */
export interface TargetRecognitionGameProps {
  /** The task's level and number of sets (the server's next task). */
  readonly level: number;
  readonly sets: number;
  /** The seed of the task's sets. */
  readonly seed: number;
  /** `POST target_recognition/results`; resolves with the stored result. */
  readonly postResult: (input: PostTargetRecognitionInput) => Promise<CognitiveResult>;
  /** Called once the result is stored (the page then reloads the next task). */
  readonly onDone?: (result: CognitiveResult) => void;
  /** The time of a press in milliseconds (default `performance.now()`); stories pass a fixed clock. */
  readonly now?: () => number;
  /**
   * Why saving failed, in the family's words (the server's reason for a refusal), from what `postResult`
   * threw; null (or no function) shows the generic message. The answers are kept for Try again either way.
   */
  readonly describeFailure?: (failure: unknown) => string | null;
}

/** The shapes of the symbols, drawn in a 24-unit box. */
const SHAPES: Readonly<Record<TargetSymbol, string>> = {
  circle: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z',
  square: 'M4 4h16v16H4z',
  triangle: 'M12 3l10 18H2z',
  star: 'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.6z',
  heart: 'M12 21s-9-5.6-9-11.5A5 5 0 0 1 12 6a5 5 0 0 1 9 3.5C21 15.4 12 21 12 21z',
  diamond: 'M12 2l9 10-9 10-9-10z',
  moon: 'M15 2a10 10 0 1 0 7 15A8 8 0 0 1 15 2z',
  sun: 'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM11 0h2v4h-2zM11 20h2v4h-2zM0 11h4v2H0zM20 11h4v2h-4z',
  cloud: 'M7 19a5 5 0 0 1-.5-10A6 6 0 0 1 18 8a4.5 4.5 0 0 1 0 11z',
};

function Shape({ symbol, size }: { readonly symbol: TargetSymbol; readonly size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={SHAPES[symbol]} fill="currentColor" />
    </svg>
  );
}

/**
 * The weekly Target Recognition task: Start, then one set at a time (the target, and the choices to tap,
 * or to pick with the keys 1-9), then the answers are posted and the score shows. Each answer's response
 * time runs from the moment its set was shown.
 */
export function TargetRecognitionGame({
  level,
  sets,
  seed,
  postResult,
  onDone,
  now,
  describeFailure,
}: TargetRecognitionGameProps) {
  const { t } = useTranslation();
  const game = useTargetRecognition({
    level,
    sets,
    seed,
    postResult,
    ...(onDone ? { onDone } : {}),
    ...(now ? { now } : {}),
  });
  const clock = now ?? (() => performance.now());
  const { phase, chooseByKey } = game;
  useEffect(() => {
    if (phase !== 'playing') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (chooseByKey(event.key, clock())) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const text = (value: { key: string; values?: Readonly<Record<string, string | number>> }) =>
    t(value.key, value.values ?? {});
  return (
    <section className="at-card at-target-game" aria-labelledby="at-target-game-title">
      <h2 id="at-target-game-title" className="at-target-game__title">
        {t('targetRecognition.level', { level: game.level })}
      </h2>
      {phase === 'ready' ? (
        <>
          <p>{t('targetRecognition.howTo', { sets: game.total })}</p>
          <Button block onClick={() => game.start(clock())}>
            {t('targetRecognition.start')}
          </Button>
        </>
      ) : null}
      {phase === 'playing' && game.target ? (
        <>
          <p className="at-target-game__progress" aria-live="polite">
            {text(game.progress)}
          </p>
          <p className="at-target-game__prompt">
            <span className="at-target-game__target">
              <Shape symbol={game.target} size={56} />
            </span>
            <span>{t('targetRecognition.find', { symbol: t(symbolKey(game.target)) })}</span>
          </p>
          <ul className="at-target-game__choices" aria-label={t('targetRecognition.choices')}>
            {game.choices.map((symbol, index) => {
              const props = game.getChoiceProps(index);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its place in the set
                <li key={index}>
                  <button
                    type="button"
                    className="at-target-game__choice"
                    aria-label={t('targetRecognition.choose', {
                      symbol: text(props.label),
                      key: props.shortcut,
                    })}
                    aria-keyshortcuts={props.shortcut}
                    onClick={props.onClick}
                  >
                    <Shape symbol={symbol} size={48} />
                    <span className="at-target-game__key" aria-hidden="true">
                      {props.shortcut}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="at-target-game__progress">{t('targetRecognition.keys')}</p>
        </>
      ) : null}
      {phase === 'submitting' ? (
        <p role="status" aria-busy="true">
          {t('targetRecognition.saving')}
        </p>
      ) : null}
      {phase === 'error' ? (
        <>
          <p role="alert">
            {(game.failure ? describeFailure?.(game.failure) : null) ?? t('targetRecognition.error')}
          </p>
          <p>{t('targetRecognition.resultKept', { total: game.total })}</p>
          <Button block onClick={game.retry}>
            {t('targetRecognition.retry')}
          </Button>
        </>
      ) : null}
      {phase === 'done' && game.result ? (
        <div role="status">
          <p className="at-target-game__done">{t('targetRecognition.done')}</p>
          <p>{t('targetRecognition.score', { score: game.result.score })}</p>
          {game.result.leveled_up ? (
            <p>{t('targetRecognition.leveledUp', { level: game.result.level + 1 })}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
