/**
 * `/collaborator/{questionnaire_id}?token=`: someone the family invited (a teacher, a grandparent) answers
 * one questionnaire about the child through the link, without an account (no log-in, no redirect to it).
 * The loader reads what the link opens (`GET collaborator_questionnaires/{id}?token=`); an unknown or
 * expired link (404), or one without a token, shows that the link does not work. The answers go with the
 * token (`POST collaborator_questionnaires/{id}`) and count toward the child's scores, marked with who gave them.
 */

import type { AssessmentAnswer, CollaboratorQuestionnaire as LinkData } from '@attune/core/rules';
import { Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { call, statusOf } from '../../../lib/api-client';
import { CollaboratorQuestionnaire } from '../components/collaborator-questionnaire';

type LoaderData =
  | { readonly ok: true; readonly id: number; readonly token: string; readonly link: LinkData }
  | { readonly ok: false };

export async function loader({ params, request }: LoaderFunctionArgs): Promise<LoaderData> {
  const id = Number(params.questionnaire_id);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!Number.isInteger(id) || id <= 0 || token === '') return { ok: false };
  try {
    const link = await call(
      (api) => api.getCollaboratorQuestionnaire({ params: { id }, query: { token } }),
      request.signal,
    );
    return { ok: true, id, token, link };
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 422) return { ok: false };
    throw error;
  }
}

export function Component() {
  const { t } = useTranslation();
  const data = useLoaderData() as LoaderData;
  if (!data.ok) {
    return (
      <div className="web-page web-page--narrow">
        <Card render={<section />}>
          <h1>{t('collaboratorLink.invalidTitle')}</h1>
          <p>{t('collaboratorLink.invalidBody')}</p>
        </Card>
      </div>
    );
  }
  const { id, token, link } = data;
  const submit = (responses: readonly AssessmentAnswer[]) =>
    call((api) =>
      api.submitCollaboratorQuestionnaire({
        params: { id },
        body: { token, questionnaire_responses: [...responses] },
      }),
    );
  return (
    <CollaboratorQuestionnaire
      questionnaire={link.questionnaire}
      childName={link.child_name}
      respondent={link.respondent}
      submit={submit}
    />
  );
}
