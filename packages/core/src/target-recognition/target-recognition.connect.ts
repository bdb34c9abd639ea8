/**
 * A Target Recognition task as a view model, in the style of zag's `connect()`: from a snapshot of the
 * `targetRecognitionMachine`, what the screen shows (the phase, the level, which set of how many, the
 * target and the choices with their words as locale keys, the result) and the commands its controls
 * send. The caller passes the time of each press (`now()`), since the core reads no clock.
 */
import type { SnapshotFrom } from 'xstate';
import type { CognitiveResult } from '../children/children.schema';
import type { TargetRecognitionMachineEvent, targetRecognitionMachine } from './target-recognition.machine';
import type { TargetSymbol } from './target-recognition.schema';

/** A snapshot of the `targetRecognitionMachine`. */
export type TargetRecognitionSnapshot = Pick<
  SnapshotFrom<typeof targetRecognitionMachine>,
  'value' | 'context'
>;

/** Sends an event to the task's machine (an actor's `send`). */
export type TargetRecognitionSend = (event: TargetRecognitionMachineEvent) => void;

/** `ready`, `playing`, `submitting`, `done` or `error`. */
export type TargetRecognitionPhase = 'ready' | 'playing' | 'submitting' | 'done' | 'error';

/** Words as a locale key and its values. */
export interface LocaleText {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The props of one choice button: its symbol, its accessible name, its shortcut key (1-9) and the press. */
export interface TargetChoiceProps {
  readonly symbol: TargetSymbol;
  readonly label: LocaleText;
  readonly shortcut: string;
  readonly onClick: () => void;
}

/** The task's view model. */
export interface TargetRecognitionApi {
  readonly phase: TargetRecognitionPhase;
  readonly level: number;
  readonly total: number;
  /** Which set is on screen, from 1 (while playing); the number answered otherwise. */
  readonly position: number;
  /** 'Set 3 of 80'. */
  readonly progress: LocaleText;
  /** The symbol to find while playing, else null. */
  readonly target: TargetSymbol | null;
  /** The prompt ('Find the star'), while playing; its `symbol` value is the symbol's locale key. */
  readonly prompt: LocaleText | null;
  /** The choices on screen while playing (empty otherwise). */
  readonly choices: readonly TargetSymbol[];
  /** The stored result, once done. */
  readonly result: CognitiveResult | null;
  /**
   * Why saving failed (what `postResult` threw), in the `error` phase; null otherwise. The answers are
   * kept: Try again posts them again.
   */
  readonly failure: unknown;
  /** The props of the choice at this index. */
  getChoiceProps(index: number): TargetChoiceProps;
  /** Starts the task at time `at`. */
  start(at: number): void;
  /** Chooses the choice at `index` at time `at`. */
  choose(index: number, at: number): void;
  /** Chooses by a pressed key ('1'..'9'): true when the key was a choice's shortcut. */
  chooseByKey(key: string, at: number): boolean;
  /** Posts the answers again after a failure. */
  retry(): void;
}

/** The locale key of a symbol's name. */
export const symbolKey = (symbol: TargetSymbol): string => `targetRecognition.symbols.${symbol}`;

/** The task's view model from a snapshot of its machine; `now` gives the time of a press. */
export function connectTargetRecognition(
  snapshot: TargetRecognitionSnapshot,
  send: TargetRecognitionSend,
  now: () => number,
): TargetRecognitionApi {
  const phase = snapshot.value as TargetRecognitionPhase;
  const { sets, answers, level, result, failure } = snapshot.context;
  const playing = phase === 'playing';
  const current = playing ? sets[answers.length] : undefined;
  const position = playing ? answers.length + 1 : answers.length;
  const choices = current?.choices ?? [];
  const choose = (index: number, at: number) => send({ type: 'tr.choose', index, at });
  return {
    phase,
    level,
    total: sets.length,
    position,
    progress: { key: 'targetRecognition.progress', values: { position, total: sets.length } },
    target: current?.target ?? null,
    prompt: current ? { key: 'targetRecognition.find', values: { symbol: symbolKey(current.target) } } : null,
    choices,
    result,
    failure: phase === 'error' ? (failure ?? null) : null,
    getChoiceProps: (index) => {
      const symbol = choices[index] ?? 'circle';
      return {
        symbol,
        label: { key: symbolKey(symbol) },
        shortcut: String(index + 1),
        onClick: () => choose(index, now()),
      };
    },
    start: (at) => send({ type: 'tr.start', at }),
    choose,
    chooseByKey: (key, at) => {
      const index = Number(key) - 1;
      if (!playing || !/^[1-9]$/.test(key) || index >= choices.length) return false;
      choose(index, at);
      return true;
    },
    retry: () => send({ type: 'tr.retry' }),
  };
}
