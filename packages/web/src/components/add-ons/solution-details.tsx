import { useTranslation } from 'react-i18next';
import { formatCents } from '../../lib/format';
import { type CatalogueSolution, categoryColorVar } from './solutions';

/** The price line of a solution ('$14.95 / month', 'Free'), or null when it has no price. */
export function usePriceText() {
  const { t, i18n } = useTranslation();
  return (solution: CatalogueSolution) => {
    if (solution.pricing === null || solution.priceCents === null) return null;
    if (solution.pricing === 'free') return t('pages.addOns.free');
    return t(`pages.addOns.pricing.${solution.pricing}`, { price: formatCents(solution.priceCents, i18n.language) });
  };
}

export function SolutionIcon({ solution }: { readonly solution: CatalogueSolution }) {
  return (
    <span className="web-solution-icon" style={{ background: categoryColorVar(solution.tags[0]) }} aria-hidden="true">
      {solution.displayName.slice(0, 1)}
    </span>
  );
}

/** The body of an expanded add-on card: what it is, its price, what it does and the areas it helps. */
export function SolutionDetails({ solution }: { readonly solution: CatalogueSolution }) {
  const { t } = useTranslation();
  const price = usePriceText()(solution);
  const key = `pages.addOns.solutions.${solution.name}`;
  return (
    <div className="web-solution-details">
      <div className="web-solution-details__head">
        <SolutionIcon solution={solution} />
        <div>
          <p className="web-muted">{t(`${key}.tagline`)}</p>
          {price ? <p className="web-price">{price}</p> : null}
        </div>
      </div>
      <p>{t(`${key}.description`)}</p>
      {solution.tags.length > 1 ? (
        <>
          <h3 className="web-h3">{t('addOns.otherAreas')}</h3>
          <ul className="web-chips">
            {solution.tags.slice(1).map((tag) => (
              <li key={tag} className="web-chip" style={{ borderColor: categoryColorVar(tag) }}>
                {t(`pages.addOns.categories.${tag}`, { defaultValue: t('addOns.categoryOther') })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
