import { addOnShare } from '@attune/core/rules';
import { ExpandedAddOnCard } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { findSolution, toSolution } from '../../../components/add-ons/solutions';
import { paths } from '../../../config/paths';
import { formatCents } from '../../../lib/format';

/** The sandboxed share page of an add-on (`/s/add-on/{solution}`): no log-in, no close or purchase controls. */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const solution = findSolution(params.solution);
  if (!solution) {
    return (
      <div className="web-page web-page--narrow">
        <section className="web-card">
          <h1>{t('pages.notFound.title')}</h1>
          <p>{t('pages.notFound.body')}</p>
        </section>
      </div>
    );
  }
  const name = t(`pages.addOns.solutions.${solution.name}.name`);
  const share = addOnShare(
    { name: solution.name, kind: solution.kind, available: solution.available, displayName: name },
    window.location.origin,
  );
  return (
    <div className="web-page web-page--narrow web-sandboxed">
      <h1 className="web-visually-hidden">{name}</h1>
      <ExpandedAddOnCard
        open
        sandboxed
        onClose={() => undefined}
        solution={toSolution(solution, t, (cents) => formatCents(cents, i18n.language))}
        otherAreas={solution.tags
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
