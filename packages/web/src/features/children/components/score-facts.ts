/**
 * What the Scores tab shows for one measure, from its meaningful change score, with core's rules only:
 * the latest entry as the goal meter's facts, and the goal outcome the server recorded for the latest entry
 * (`outcome`, core's `goalOutcome` when the score was taken). Entries recorded before outcomes were kept
 * (`outcome` null or absent) fall back to the same rule here: the latest entry against the one before, read
 * in the measure's improvement direction (`goalDirection`).
 */
import type { GoalMeterFacts } from '@attune/core';
import {
  type GoalOutcomeKind,
  goalDirection,
  goalOutcome,
  type MeaningfulChangeScore,
  type Respondent,
  shownGoal,
} from '@attune/core/rules';

/** One measure on the Scores tab. */
export interface ScoreFacts {
  readonly goal: GoalMeterFacts;
  readonly outcome: GoalOutcomeKind;
  /** Whether the family is offered the goal ("Goal: n", Accept goal): core's `shownGoal`. */
  readonly offered: boolean;
  readonly current: number;
  readonly target: number;
  /** The scores over time, oldest first, for the chart. */
  readonly history: readonly { readonly at: string; readonly score: number }[];
  /** Who gave the latest score when it was not the family (a collaborator's link), else null. */
  readonly respondent: Respondent | null;
}

/** The Scores tab's facts of a measure, or null when it has no entry yet. */
export function scoreFacts(score: MeaningfulChangeScore): ScoreFacts | null {
  const results = [...score.results].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const latest = results[results.length - 1];
  if (!latest) return null;
  const previous = results[results.length - 2] ?? null;
  const direction = goalDirection(score.kind, latest);
  const outcome = latest.outcome ?? goalOutcome(previous, latest, { direction, cutOff: latest.cutOff }).kind;
  // the meter measures the goal core says to show: the goal just reached when no further goal is recommended
  const shown = shownGoal(previous, { ...latest, outcome });
  return {
    goal: {
      start: shown.goal.start,
      current: shown.goal.current,
      target: shown.goal.target,
      direction,
      min: latest.min,
      max: latest.max,
    },
    outcome,
    offered: shown.offered,
    current: latest.current,
    target: latest.target,
    history: results.map((entry) => ({ at: entry.created_at, score: entry.current })),
    respondent: latest.respondent ?? null,
  };
}
