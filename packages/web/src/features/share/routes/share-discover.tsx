import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SolutionIcon } from '../../../components/add-ons/solution-details';
import { findSolution, SOLUTIONS } from '../../../components/add-ons/solutions';
import { paths } from '../../../config/paths';

/** `/s/discover-add-ons` and `/s/discover-{product}`: a sandboxed look at the add-ons, no log-in. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const discover = params.discover ?? '';
  if (!discover.startsWith('discover-')) {
    return (
      <section className="web-page web-page--narrow web-card">
        <h1>{t('pages.notFound.title')}</h1>
        <p>{t('pages.notFound.body')}</p>
      </section>
    );
  }
  const product = discover.slice('discover-'.length);
  const focus = product === 'add-ons' ? null : findSolution(product);
  const list = focus ? [focus] : SOLUTIONS.filter((s) => s.kind !== 'bundle');
  return (
    <div className="web-page web-sandboxed">
      <h1>{t('pages.addOns.title')}</h1>
      <ul className="web-grid web-grid--cards">
        {list.map((solution) => (
          <li key={solution.name} className="web-card web-addon-card">
            <div className="web-addon-card__head">
              <SolutionIcon solution={solution} />
              <div>
                <h2 className="web-h3">
                  <Link to={paths.share.addOn.getHref(solution.name)}>{t(`pages.addOns.solutions.${solution.name}.name`)}</Link>
                </h2>
                <p className="web-muted">{t(`pages.addOns.solutions.${solution.name}.tagline`)}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
