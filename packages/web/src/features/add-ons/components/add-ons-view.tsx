import type { AddOnCategory, WaitListItem } from '@attune/core/rules';
import { addButtonState, addOnShare, getAction, isPurchasedForChild } from '@attune/core/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useRevalidator } from 'react-router';
import { SolutionDetails, SolutionIcon, usePriceText } from '../../../components/add-ons/solution-details';
import { type CatalogueSolution, categoryColorVar, findSolution, productFor, SOLUTIONS } from '../../../components/add-ons/solutions';
import { BackButton } from '../../../components/back-button';
import { Modal } from '../../../components/modal';
import { paths } from '../../../config/paths';
import { isAccountFinished } from '../../../lib/account';
import { useAppData } from '../../../lib/app-data';
import { useChildData } from '../../../lib/child-data';
import { fetchCategories, fetchJoinedWaitLists, fetchWaitListItems } from '../api/add-ons';
import { PurchaseSheet } from './purchase-sheet';
import { WaitlistPanel } from './waitlist-panel';

/** The add-ons home (all categories) or one category, with the expanded card of `:solution` on top. */
export function AddOnsView({ category }: { readonly category: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { child } = useChildData();
  const [categories, setCategories] = useState<AddOnCategory[]>([]);
  const [waitItems, setWaitItems] = useState<WaitListItem[]>([]);
  const [joined, setJoined] = useState<WaitListItem[]>([]);
  useEffect(() => {
    fetchCategories()
      .then(setCategories)
      .catch(() => setCategories([]));
    fetchWaitListItems()
      .then(setWaitItems)
      .catch(() => setWaitItems([]));
    fetchJoinedWaitLists()
      .then(setJoined)
      .catch(() => setJoined([]));
  }, []);
  const solutions = SOLUTIONS.filter((s) => s.kind !== 'bundle' && (category === null || s.tags.includes(category)));
  const open = findSolution(params.solution);
  const categoryTitle = category ? (categories.find((c) => c.tag === category)?.title ?? t(`pages.addOns.categories.${category}`, { defaultValue: category })) : null;
  const close = () => navigate(category ? paths.app.child.addOnCategory.getHref(child.id, category) : paths.app.child.addOns.getHref(child.id));

  return (
    <div className="web-page">
      <BackButton />
      <h1>{categoryTitle ? t('pages.addOns.categoryTitle', { category: categoryTitle }) : t('pages.addOns.title')}</h1>
      <p className="web-muted">{t('pages.addOns.intro', { name: child.name })}</p>
      {category === null ? (
        <nav aria-label={t('pages.addOns.categoriesLabel')}>
          <ul className="web-chips">
            {categories.map((c) => (
              <li key={c.tag}>
                <Link className="web-chip web-chip--link" style={{ borderColor: categoryColorVar(c.tag) }} to={paths.app.child.addOnCategory.getHref(child.id, c.tag)}>
                  {t(`pages.addOns.categories.${c.tag}`, { defaultValue: c.title })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ul className="web-grid web-grid--cards">
        {solutions.map((solution) => (
          <li key={solution.name}>
            <AddOnCard solution={solution} waitItems={waitItems} joined={joined} onJoined={(item) => setJoined((j) => [...j, item])} />
          </li>
        ))}
      </ul>
      {open ? (
        <Modal open onClose={close} title={t(`pages.addOns.solutions.${open.name}.name`)} size="lg">
          <SolutionDetails solution={open} />
          <div className="web-actions">
            <AddButton solution={open} waitItems={waitItems} joined={joined} onJoined={(item) => setJoined((j) => [...j, item])} />
            <ShareButton solution={open} />
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

function AddOnCard({
  solution,
  waitItems,
  joined,
  onJoined,
}: {
  readonly solution: CatalogueSolution;
  readonly waitItems: readonly WaitListItem[];
  readonly joined: readonly WaitListItem[];
  readonly onJoined: (item: WaitListItem) => void;
}) {
  const { t } = useTranslation();
  const { child } = useChildData();
  const price = usePriceText()(solution);
  const name = t(`pages.addOns.solutions.${solution.name}.name`);
  return (
    <article className="web-card web-addon-card" style={{ borderTopColor: categoryColorVar(solution.tags[0]) }} aria-labelledby={`addon-${solution.name}`}>
      <div className="web-addon-card__head">
        <SolutionIcon solution={solution} />
        <div>
          <h2 id={`addon-${solution.name}`} className="web-h3">
            <Link to={paths.app.child.addOns.getHref(child.id, solution.name)}>{name}</Link>
          </h2>
          <p className="web-muted">{t(`pages.addOns.solutions.${solution.name}.tagline`)}</p>
        </div>
      </div>
      <div className="web-addon-card__foot">
        <span className="web-price">{price ?? ''}</span>
        <AddButton solution={solution} waitItems={waitItems} joined={joined} onJoined={onJoined} />
      </div>
    </article>
  );
}

function AddButton({
  solution,
  waitItems,
  joined,
  onJoined,
}: {
  readonly solution: CatalogueSolution;
  readonly waitItems: readonly WaitListItem[];
  readonly joined: readonly WaitListItem[];
  readonly onJoined: (item: WaitListItem) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { account, products, purchases } = useAppData();
  const { child } = useChildData();
  const [panel, setPanel] = useState<'purchase' | 'waitlist' | null>(null);
  const product = productFor(solution, products);
  const name = t(`pages.addOns.solutions.${solution.name}.name`);
  const waitItem = waitItems.find((item) => item.name === solution.name || item.name === solution.displayName) ?? null;
  const hasJoined = joined.some((item) => item.name === solution.name || item.name === solution.displayName || item.id === waitItem?.id);
  const facts = { name: solution.name, kind: solution.kind, available: solution.available, displayName: solution.displayName };
  const purchased =
    product !== null &&
    isPurchasedForChild({ productIds: [product.id], purchaseKind: product.purchase_kind, kind: solution.kind }, purchases, child.id);
  const state = addButtonState(facts, { purchased, hasWaitListItem: waitItem !== null });

  if (state === 'none') return null;
  if (state === 'purchased')
    return (
      <span className="web-badge web-badge--success" data-testid={`purchased-${solution.name}`}>
        {t('addOns.purchased')}
      </span>
    );
  if (state === 'external-link')
    return (
      <a className="at-button at-button--primary at-button--sm" href={solution.affiliateLink ?? '#'} target="_blank" rel="noopener noreferrer" aria-label={`${t('addOns.getExternal')}: ${name}`}>
        {t('addOns.get')}
      </a>
    );
  const onGet = () => {
    const action = getAction(facts, { accountFinished: isAccountFinished(account), hasProduct: product !== null });
    if (action === 'create-account') navigate(paths.app.createAccount.getHref(solution.name));
    else if (action === 'external-link' && solution.affiliateLink) window.open(solution.affiliateLink, '_blank', 'noopener');
    else setPanel(action === 'waitlist' ? 'waitlist' : 'purchase');
  };
  return (
    <>
      <button type="button" className="at-button at-button--primary at-button--sm" onClick={onGet} aria-label={`${t('addOns.get')}: ${name}`}>
        {hasJoined ? t('pages.addOns.onWaitlist') : t('addOns.get')}
      </button>
      {product && panel === 'purchase' ? (
        <PurchaseSheet open onClose={() => setPanel(null)} product={product} childId={child.id} name={name} onComplete={() => revalidator.revalidate()} />
      ) : null}
      {panel === 'waitlist' ? (
        <WaitlistPanel
          open
          onClose={() => setPanel(null)}
          name={name}
          productId={product?.id ?? null}
          joined={hasJoined}
          onJoined={() => onJoined(waitItem ?? { id: -1, name: solution.name })}
        />
      ) : null}
    </>
  );
}

function ShareButton({ solution }: { readonly solution: CatalogueSolution }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const share = addOnShare({ name: solution.name, kind: solution.kind, available: solution.available, displayName: solution.displayName }, window.location.origin);
  return (
    <>
      <button
        type="button"
        className="at-button at-button--ghost at-button--sm"
        onClick={() => {
          void navigator.clipboard?.writeText(share.url).catch(() => {});
          setCopied(true);
          window.setTimeout(() => setCopied(false), 2500);
        }}
      >
        {t('addOns.share')}
      </button>
      <span role="status" className="web-muted web-small">
        {copied ? t('share.copied') : ''}
      </span>
    </>
  );
}
