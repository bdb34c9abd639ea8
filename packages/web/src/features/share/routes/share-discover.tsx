import { AddOnCard } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { findSolution, SOLUTIONS, toSolution } from '../../../components/add-ons/solutions';
import { paths } from '../../../config/paths';
import { formatCents } from '../../../lib/format';

/** `/s/discover-add-ons` and `/s/discover-{product}`: a sandboxed look at the add-ons, no log-in. */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const discover = params.discover ?? '';
  if (!discover.startsWith('discover-')) {
    return (
      <div className="web-page web-page--narrow">
        <section className="web-card">
          <h1>{t('pages.notFound.title')}</h1>
          <p>{t('pages.notFound.body')}</p>
        </section>
      </div>
    );
  }
  const product = discover.slice('discover-'.length);
  const focus = product === 'add-ons' ? null : findSolution(product);
  const list = focus ? [focus] : SOLUTIONS.filter((s) => s.kind !== 'bundle');
  return (
    <div className="web-page web-sandboxed">
      <h1>{t('pages.addOns.title')}</h1>
      <h2 className="web-h3">{t('pages.share.invite')}</h2>
      <ul className="web-grid web-grid--cards">
        {list.map((solution) => (
          <li key={solution.name}>
            <AddOnCard
              solution={toSolution(solution, t, (cents) => formatCents(cents, i18n.language))}
              purchased={false}
              hasWaitListItem={false}
              onOpen={() => navigate(paths.share.addOn.getHref(solution.name))}
              onGet={() => navigate(paths.signup.getHref())}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
