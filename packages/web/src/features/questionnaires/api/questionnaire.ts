/** Loading a questionnaire by id or kind, and recording a child's answers (`POST assessments`). */
import type { AssessmentInput, Questionnaire } from '@attune/core/rules';
import { call } from '../../../lib/api-client';

/**
 * The questionnaire named by a route: a number is its id (`GET questionnaires/{id}`), anything else its
 * kind (`vanderbilt`, `medication`: what a plan's check-in item holds), found in `GET questionnaires`.
 * Throws a 404 response when there is no such questionnaire.
 */
export async function loadQuestionnaire(ref: string, signal?: AbortSignal): Promise<Questionnaire> {
  if (/^\d+$/.test(ref)) return call((api) => api.getQuestionnaire({ params: { id: Number(ref) } }), signal);
  const all = await call((api) => api.listQuestionnaires(), signal);
  const found = all.find((questionnaire) => questionnaire.kind === ref);
  if (!found) throw new Response('Not Found', { status: 404 });
  return found;
}

/** Records the answers; resolves with the assessment, rejects with the client's error. */
export function submitAssessment(input: AssessmentInput) {
  return call((api) => api.createAssessment({ body: input }));
}

/** A return path the app may follow after the answers are recorded: only the app's own pages. */
export function safeAppPath(value: string | null): string | null {
  return value && /^\/app\/[^/\\]/.test(value) && !value.includes('//') ? value : null;
}
