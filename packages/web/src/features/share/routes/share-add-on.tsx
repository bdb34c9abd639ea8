import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SolutionDetails } from '../../../components/add-ons/solution-details';
import { findSolution } from '../../../components/add-ons/solutions';
import { paths } from '../../../config/paths';

/** The sandboxed share page of an add-on (`/s/add-on/{solution}`): no log-in, no close or purchase controls. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const solution = findSolution(params.solution);
  return (
    <div className="web-page web-page--narrow web-sandboxed">
      {solution ? (
        <article className="web-card">
          <h1>{t(`pages.addOns.solutions.${solution.name}.name`)}</h1>
          <SolutionDetails solution={solution} />
          <p className="web-muted">{t('pages.share.invite')}</p>
          <Link className="at-button at-button--primary at-button--md" to={paths.signup.getHref()}>
            {t('pages.share.getStarted')}
          </Link>
        </article>
      ) : (
        <section className="web-card">
          <h1>{t('pages.notFound.title')}</h1>
          <p>{t('pages.notFound.body')}</p>
        </section>
      )}
    </div>
  );
}
