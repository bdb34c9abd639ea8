/**
 * The children other families share with the logged-in account (`GET shared_children`): each opens the
 * child's plans and scores; a collaborator allowed to answer questionnaires (core's `collaboratorMay`, the
 * server's own rule, mirrored here) also gets the questionnaires to answer for that child.
 */
import { collaboratorMay, type Questionnaire, type SharedChild } from '@attune/core/rules';
import { ButtonLink, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';

interface LoaderData {
  readonly shared: readonly SharedChild[];
  readonly questionnaires: readonly Pick<Questionnaire, 'id' | 'title'>[];
}

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const shared = await call((api) => api.listSharedChildren(), request.signal);
  const answering = shared.some((each) => collaboratorMay(each.permission, 'answer-questionnaire'));
  const questionnaires = answering ? await call((api) => api.listQuestionnaires(), request.signal) : [];
  return { shared, questionnaires: questionnaires.map(({ id, title }) => ({ id, title })) };
}

export function Component() {
  const { t } = useTranslation();
  const { shared, questionnaires } = useLoaderData() as LoaderData;
  const here = paths.app.shared.getHref();
  return (
    <div className="web-page web-page--narrow">
      <h1>{t('collaborators.shared.title')}</h1>
      {shared.length === 0 ? <p className="web-muted">{t('collaborators.shared.none')}</p> : null}
      {shared.map((each) => (
        <Card key={each.collaborator_id} render={<section aria-labelledby={`shared-${each.child_id}`} />}>
          <h2 id={`shared-${each.child_id}`}>{each.child_name}</h2>
          <p className="web-muted">
            {t(`collaborators.shared.by.${each.permission}`, { family: each.family_name })}
          </p>
          <ButtonLink
            variant="primary"
            render={<Link to={paths.app.child.view.getHref(each.child_id, 'scores')} />}
          >
            {t('collaborators.shared.open', { name: each.child_name })}
          </ButtonLink>
          {collaboratorMay(each.permission, 'answer-questionnaire') ? (
            <>
              <h3>{t('collaborators.shared.answerTitle')}</h3>
              <ul className="web-list">
                {questionnaires.map((questionnaire) => (
                  <li key={questionnaire.id}>
                    <Link
                      to={paths.app.child.questionnaire.getHref(each.child_id, questionnaire.id, {
                        next: here,
                      })}
                    >
                      {t('collaborators.shared.answer', {
                        questionnaire: questionnaire.title,
                        name: each.child_name,
                      })}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Card>
      ))}
    </div>
  );
}
