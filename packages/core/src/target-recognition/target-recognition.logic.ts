/**
 * Target Recognition, the weekly attention game: the sets of a task, the score of a session and when a
 * session levels up. The task itself (its level, 80 sets, the day it is due) is `targetRecognitionNextTask`
 * of `measures/`.
 *
 * Conventions: a set shows one target symbol and a row of choices; exactly one choice is the target. Sets
 * are drawn from a seed (the same seed gives the same sets), never from `Math.random` or the clock.
 * Response times are milliseconds measured by the caller.
 */
import { TARGET_RECOGNITION } from '../measures/measures.logic';
import { type TargetSymbol, TargetSymbolSchema } from './target-recognition.schema';

/** The symbols a set can show, in order; their names are locale keys under `targetRecognition.symbols`. */
export const TARGET_SYMBOLS: readonly TargetSymbol[] = TargetSymbolSchema.options;

/** One set of targets: the symbol to find and the choices shown, exactly one of which is that symbol. */
export interface TargetSet {
  readonly target: TargetSymbol;
  readonly choices: readonly TargetSymbol[];
}

/** The child's answer to one set: whether the chosen symbol was the target, and how long it took (ms). */
export interface TargetResponse {
  readonly correct: boolean;
  readonly response_ms: number;
}

/** The score a session needs, in percent of sets answered correctly, to count towards the next level. */
export const TARGET_RECOGNITION_PASS_SCORE = 80;

/** How many choices a set shows at a level: 3 at level 1, one more a level, at most all 9 symbols. */
export function targetChoiceCount(level: number): number {
  const steps = Math.max(0, Math.floor(level) - TARGET_RECOGNITION.firstLevel);
  return Math.min(TARGET_SYMBOLS.length, 3 + steps);
}

/** A small deterministic generator (mulberry32) of numbers in [0, 1) from a 32-bit seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The sets of a task: `count` sets at `level`, each with {@link targetChoiceCount} different symbols of
 * which one is the target, drawn from `seed` (the same arguments always give the same sets).
 */
export function targetRecognitionSets(level: number, count: number, seed: number): TargetSet[] {
  const next = generator(seed);
  const size = targetChoiceCount(level);
  const sets: TargetSet[] = [];
  for (let index = 0; index < Math.max(0, Math.floor(count)); index += 1) {
    const pool = [...TARGET_SYMBOLS];
    for (let i = pool.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as TargetSymbol, pool[i] as TargetSymbol];
    }
    const choices = pool.slice(0, size);
    const target = choices[Math.floor(next() * size)] as TargetSymbol;
    sets.push({ target, choices });
  }
  return sets;
}

/** A session's score: the percentage of sets answered correctly, rounded; 0 when nothing was answered. */
export function targetRecognitionScore(responses: readonly TargetResponse[]): number {
  if (responses.length === 0) return 0;
  const correct = responses.filter((response) => response.correct).length;
  return Math.round((100 * correct) / responses.length);
}

/** The average response time of a session in whole milliseconds, or null when nothing was answered. */
export function targetRecognitionMeanResponse(responses: readonly TargetResponse[]): number | null {
  if (responses.length === 0) return null;
  const total = responses.reduce((sum, response) => sum + Math.max(0, response.response_ms), 0);
  return Math.round(total / responses.length);
}

/** The previous result, as the levelling rule reads it. */
export interface TargetRecognitionPrevious {
  readonly level: number;
  readonly score: number;
  readonly leveled_up: boolean;
}

/**
 * Whether a session levels up, on consistent performance: its score reaches
 * {@link TARGET_RECOGNITION_PASS_SCORE} and so did the previous session at the same level (which did not
 * itself level up). A first session at a level never levels up.
 */
export function targetRecognitionLevelsUp(
  session: { readonly level: number; readonly score: number },
  previous: TargetRecognitionPrevious | null,
): boolean {
  if (session.score < TARGET_RECOGNITION_PASS_SCORE || previous === null) return false;
  return (
    previous.level === session.level &&
    !previous.leveled_up &&
    previous.score >= TARGET_RECOGNITION_PASS_SCORE
  );
}

/**
 * The responses of a played task: each answer is correct when its choice is its set's target. Answers
 * beyond the sets are ignored; sets without an answer count for nothing.
 */
export function targetResponses(
  sets: readonly TargetSet[],
  answers: readonly { readonly choice: TargetSymbol; readonly response_ms: number }[],
): TargetResponse[] {
  return answers.slice(0, sets.length).map((answer, index) => ({
    correct: sets[index]?.target === answer.choice,
    response_ms: answer.response_ms,
  }));
}
