import { localizeSolution } from '@attune/core/rules';
import { AddOnCard, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSharedCatalogue } from '../api/catalogue';

export { sharedCatalogueLoader as loader } from '../api/catalogue';

/** `/s/discover-add-ons` and `/s/discover-{product}`: a sandboxed look at the add-ons, no log-in. */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { solutions } = useSharedCatalogue();
  const discover = params.discover ?? '';
  if (!discover.startsWith('discover-')) {
    return (
      <div className="web-page web-page--narrow">
        <Card render={<section />}>
          <h1>{t('pages.notFound.title')}</h1>
          <p>{t('pages.notFound.body')}</p>
        </Card>
      </div>
    );
  }
  const product = discover.slice('discover-'.length);
  const focus = solutions.find((solution) => solution.name === product);
  const list = focus ? [focus] : solutions;
  return (
    <div className="web-page web-sandboxed">
      <h1>{t('pages.addOns.title')}</h1>
      <h2 className="web-h3">{t('pages.share.invite')}</h2>
      <ul className="web-grid web-grid--cards">
        {list.map((solution) => (
          <li key={solution.name}>
            <AddOnCard
              solution={localizeSolution(solution, i18n.language)}
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
