import { addOnShare, localizeSolution, type Solution } from '@attune/core/rules';
import { AddOnDetails, Button, ButtonLink, Card, SharePrompt } from '@attune/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/page-link';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/hydrated';

/**
 * The share page of an add-on (`/s/add-on/{solution}`), the landing of every shared link: a page of its
 * own (prerendered, so it paints before any JavaScript), with the add-on's facts, description, video and
 * marketing sections, Share, and the invitation to sign up. No log-in, no close or purchase controls.
 * The app's route renders it, prerendered with the catalogue the server seeds, then with `GET solutions`.
 */
export function ShareAddOnPage({
  name: solutionName,
  solutions,
}: {
  readonly name: string | undefined;
  readonly solutions: readonly Solution[];
}) {
  const { t, i18n } = useTranslation();
  const [sharing, setSharing] = useState(false);
  // prerendered: the Share button answers once the page is hydrated
  const hydrated = useHydrated();
  const found = solutions.find((each) => each.name === solutionName);

  const solution = found ? localizeSolution(found, i18n.language) : null;
  const name = solution?.displayName;
  useEffect(() => {
    if (name) document.title = t('pageMeta.title', { page: name });
  }, [name, t]);
  if (!solution) {
    return (
      <div className="web-page web-page--narrow">
        <Card render={<section />}>
          <h1>{t('pages.notFound.title')}</h1>
          <p>{t('pages.notFound.body')}</p>
        </Card>
      </div>
    );
  }
  const share = addOnShare(solution, typeof window === 'undefined' ? '' : window.location.origin);
  const otherAreas = solution.categories
    .slice(1)
    .map((tag) => t(`pages.addOns.categories.${tag}`, { defaultValue: tag }));
  return (
    <div className="web-page web-page--narrow web-sandboxed">
      <Card render={<article />} className="at-addon-expanded">
        <h1>{solution.displayName}</h1>
        <AddOnDetails
          solution={solution}
          headingLevel={2}
          headingClassName="web-h3"
          otherAreas={otherAreas}
          actions={
            <Button variant="secondary" onClick={() => setSharing(true)} disabled={!hydrated}>
              {t('addOns.share')}
            </Button>
          }
          afterDescription={
            <>
              <p className="web-muted">{t('pages.share.invite')}</p>
              <ButtonLink variant="primary" render={<PageLink to={paths.signup.getHref()} />}>
                {t('pages.share.getStarted')}
              </ButtonLink>
            </>
          }
        />
      </Card>
      <SharePrompt
        open={sharing}
        onClose={() => setSharing(false)}
        title={share.title}
        message={t(share.message.key, share.message.values)}
        url={share.url}
      />
    </div>
  );
}
