import { addOnShare, localizeSolution, type Solution, type SolutionMarketing } from '@attune/core/rules';
import { AddOnVideo, Button, categoryColorStyle, SharePrompt, usePricingText } from '@attune/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/page-link';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/hydrated';

const SECTIONS: readonly [keyof SolutionMarketing, string][] = [
  ['why', 'addOns.sections.why'],
  ['forParents', 'addOns.sections.parents'],
  ['forKids', 'addOns.sections.kids'],
  ['whatYoullDo', 'addOns.sections.youllDo'],
  ['whatsNeeded', 'addOns.sections.needed'],
];

/**
 * The share page of an add-on (`/s/add-on/{solution}`), the landing of every shared link: a page of its
 * own (prerendered, so it paints before any JavaScript), with the add-on's facts, description, video and
 * marketing sections, Share, and the invitation to sign up. No log-in, no close or purchase controls.
 * The app's route and the light public entry both render it, each with the catalogue it has.
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
  const price = usePricingText({ pricing: solution?.pricing ?? null });
  const name = solution?.displayName;
  useEffect(() => {
    if (name) document.title = t('pageMeta.title', { page: name });
  }, [name, t]);
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
  const share = addOnShare(solution, typeof window === 'undefined' ? '' : window.location.origin);
  const video = solution.videoUrl && !/missing/i.test(solution.videoUrl) ? solution.videoUrl : null;
  const otherAreas = solution.categories
    .slice(1)
    .map((tag) => t(`pages.addOns.categories.${tag}`, { defaultValue: tag }));
  return (
    <div className="web-page web-page--narrow web-sandboxed">
      <article className="web-card at-addon-expanded" {...categoryColorStyle(solution.categories[0])}>
        <h1>{solution.displayName}</h1>
        <div className="at-addon-expanded__body">
          <div className="at-addon-expanded__facts">
            <p className="at-addon-expanded__area">
              {t('addOns.areaOfFocus', {
                area: t(`pages.addOns.categories.${solution.areaOfFocus}`, {
                  defaultValue: solution.areaOfFocus,
                }),
              })}
            </p>
            {price ? <p className="at-addon-expanded__price">{price}</p> : null}
            <div className="at-addon-expanded__actions">
              <Button variant="secondary" onClick={() => setSharing(true)} disabled={!hydrated}>
                {t('addOns.share')}
              </Button>
            </div>
          </div>
          {solution.tagline ? <p className="at-addon-expanded__tagline">{solution.tagline}</p> : null}
          {solution.description ? <p>{solution.description}</p> : null}
          <p className="web-muted">{t('pages.share.invite')}</p>
          <PageLink className="at-button at-button--primary at-button--md" to={paths.signup.getHref()}>
            {t('pages.share.getStarted')}
          </PageLink>
          {video ? <AddOnVideo src={video} title={solution.displayName} /> : null}
          {otherAreas.length > 0 ? (
            <section className="at-addon-expanded__section">
              <h2 className="web-h3">{t('addOns.otherAreas')}</h2>
              <ul className="at-addon-expanded__areas">
                {otherAreas.map((area) => (
                  <li key={area} className="at-badge">
                    {area}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {SECTIONS.map(([field, key]) => {
            const text = solution.marketing?.[field];
            return text ? (
              <section key={field} className="at-addon-expanded__section">
                <h2 className="web-h3">{t(key)}</h2>
                <p>{text}</p>
              </section>
            ) : null;
          })}
        </div>
      </article>
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
