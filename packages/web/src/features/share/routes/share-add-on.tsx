import { addOnShare, localizeSolution } from '@attune/core/rules';
import { ExpandedAddOnCard } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSharedCatalogue } from '../api/catalogue';

export { sharedCatalogueLoader as loader } from '../api/catalogue';

/** The sandboxed share page of an add-on (`/s/add-on/{solution}`): no log-in, no close or purchase controls. */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const found = useSharedCatalogue().solutions.find((each) => each.name === params.solution);
  if (!found) {
    return (
      <div className="web-page web-page--narrow">
        <section className="web-card">
          <h1>{t('pages.notFound.title')}</h1>
          <p>{t('pages.notFound.body')}</p>
        </section>
      </div>
    );
  }
  const solution = localizeSolution(found, i18n.language);
  const share = addOnShare(solution, window.location.origin);
  return (
    <div className="web-page web-page--narrow web-sandboxed">
      <h1 className="web-visually-hidden">{solution.displayName}</h1>
      <ExpandedAddOnCard
        open
        sandboxed
        onClose={() => undefined}
        solution={solution}
        otherAreas={solution.categories
          .slice(1)
          .map((tag) => t(`pages.addOns.categories.${tag}`, { defaultValue: tag }))}
        purchased={false}
        hasWaitListItem={false}
        onGet={() => navigate(paths.signup.getHref())}
        share={{ title: share.title, message: t(share.message.key, share.message.values), url: share.url }}
      >
        <p className="web-muted">{t('pages.share.invite')}</p>
        <Link className="at-button at-button--primary at-button--md" to={paths.signup.getHref()}>
          {t('pages.share.getStarted')}
        </Link>
      </ExpandedAddOnCard>
    </div>
  );
}
