import type { AddOnCategory, Product, WaitListItem } from '@attune/core/rules';
import { addOnShare, getAction, isPurchasedForChild } from '@attune/core/rules';
import { AddOnCard, ExpandedAddOnCard, PurchaseScreen, WaitlistPanel } from '@attune/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useRevalidator } from 'react-router';
import {
  type CatalogueSolution,
  categoryColorVar,
  findSolution,
  productFor,
  SOLUTIONS,
  toSolution,
} from '../../../components/add-ons/solutions';
import { BackButton } from '../../../components/back-button';
import { paths } from '../../../config/paths';
import { isAccountFinished } from '../../../lib/account';
import { call } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';
import { isNativeApp, requestNativePurchase, sendToNative } from '../../../lib/bridge';
import { useChildData } from '../../../lib/child-data';
import { today } from '../../../lib/family-day';
import { formatCents } from '../../../lib/format';
import { fetchCategories, fetchJoinedWaitLists, fetchWaitListItems, joinWaitlist } from '../api/add-ons';

const sameName = (item: WaitListItem, solution: CatalogueSolution) =>
  item.name === solution.name || item.name === solution.displayName;

/** The add-ons home (all categories) or one category, with the expanded card of `:solution` on top. */
export function AddOnsView({ category }: { readonly category: string | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const revalidator = useRevalidator();
  const { child } = useChildData();
  const { account, products, purchases } = useAppData();
  const [categories, setCategories] = useState<AddOnCategory[]>([]);
  const [waitItems, setWaitItems] = useState<WaitListItem[]>([]);
  const [joined, setJoined] = useState<WaitListItem[]>([]);
  const [waitlistFor, setWaitlistFor] = useState<string | null>(null);
  const [buying, setBuying] = useState<{ solution: CatalogueSolution; product: Product } | null>(null);
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

  const solutionOf = (c: CatalogueSolution) => toSolution(c, t, (cents) => formatCents(cents, i18n.language));
  const waitItemOf = (c: CatalogueSolution) => waitItems.find((item) => sameName(item, c)) ?? null;
  const purchasedOf = (c: CatalogueSolution) => {
    const product = productFor(c, products);
    return (
      product !== null &&
      isPurchasedForChild(
        { productIds: [product.id], purchaseKind: product.purchase_kind, kind: c.kind },
        purchases,
        child.id,
      )
    );
  };
  const listHref = category
    ? paths.app.child.addOnCategory.getHref(child.id, category)
    : paths.app.child.addOns.getHref(child.id);
  const get = (c: CatalogueSolution) => {
    const product = productFor(c, products);
    const action = getAction(
      { name: c.name, kind: c.kind, available: c.available, displayName: c.displayName },
      { accountFinished: isAccountFinished(account), hasProduct: product !== null },
    );
    if (action === 'create-account') navigate(paths.app.createAccount.getHref(c.name));
    else if (action === 'external-link' && c.affiliateLink)
      window.open(c.affiliateLink, '_blank', 'noopener');
    else if (action === 'waitlist') {
      setWaitlistFor(c.name);
      if (params.solution !== c.name) navigate(paths.app.child.addOns.getHref(child.id, c.name));
    } else if (product) setBuying({ solution: c, product });
  };

  const solutions = SOLUTIONS.filter(
    (s) => s.kind !== 'bundle' && (category === null || s.tags.includes(category)),
  );
  const open = findSolution(params.solution);
  const categoryTitle = category
    ? (categories.find((c) => c.tag === category)?.title ??
      t(`pages.addOns.categories.${category}`, { defaultValue: category }))
    : null;

  return (
    <div className="web-page">
      <BackButton />
      <h1>
        {categoryTitle
          ? t('pages.addOns.categoryTitle', {
              category: t(`pages.addOns.categories.${category}`, { defaultValue: categoryTitle }),
            })
          : t('pages.addOns.title')}
      </h1>
      <p className="web-muted">{t('pages.addOns.intro', { name: child.name })}</p>
      {category === null ? (
        <nav aria-label={t('pages.addOns.categoriesLabel')}>
          <ul className="web-chips">
            {categories.map((c) => (
              <li key={c.tag}>
                <Link
                  className="web-chip web-chip--link"
                  style={{ borderColor: categoryColorVar(c.tag) }}
                  to={paths.app.child.addOnCategory.getHref(child.id, c.tag)}
                >
                  {t(`pages.addOns.categories.${c.tag}`, { defaultValue: c.title })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <h2 className="web-h3">{t('pages.addOns.listTitle', { name: child.name })}</h2>
      <ul className="web-grid web-grid--cards">
        {solutions.map((c) => (
          <li key={c.name} data-solution={c.name}>
            <AddOnCard
              solution={solutionOf(c)}
              {...(c.tags[0] ? { category: c.tags[0] } : {})}
              purchased={purchasedOf(c)}
              hasWaitListItem={waitItemOf(c) !== null}
              onOpen={() => navigate(paths.app.child.addOns.getHref(child.id, c.name))}
              onGet={() => get(c)}
            />
          </li>
        ))}
      </ul>
      {open ? (
        <ExpandedAddOnCard
          open
          onClose={() => {
            setWaitlistFor(null);
            navigate(listHref);
          }}
          solution={solutionOf(open)}
          otherAreas={open.tags
            .slice(1)
            .map((tag) => t(`pages.addOns.categories.${tag}`, { defaultValue: tag }))}
          purchased={purchasedOf(open)}
          hasWaitListItem={waitItemOf(open) !== null}
          onGet={() => get(open)}
          share={(() => {
            const share = addOnShare(
              {
                name: open.name,
                kind: open.kind,
                available: open.available,
                displayName: t(`pages.addOns.solutions.${open.name}.name`),
              },
              window.location.origin,
            );
            return {
              title: share.title,
              message: t(share.message.key, share.message.values),
              url: share.url,
            };
          })()}
        >
          {waitlistFor === open.name ? (
            <WaitlistPanel
              name={t(`pages.addOns.solutions.${open.name}.name`)}
              waitListItem={waitItemOf(open)}
              joined={joined.some((item) => sameName(item, open))}
              joinWaitlist={(item) => {
                const product = productFor(open, products);
                return joinWaitlist(product?.id ?? item.id);
              }}
              onJoined={(item) => setJoined((list) => [...list, item])}
            />
          ) : null}
        </ExpandedAddOnCard>
      ) : null}
      {buying ? (
        <PurchaseScreen
          open
          onClose={() => setBuying(null)}
          name={t(`pages.addOns.solutions.${buying.solution.name}.name`)}
          product={buying.product}
          childId={child.id}
          today={today()}
          method={isNativeApp() && buying.product.iap ? 'in-app' : 'card'}
          requestInAppPurchase={(product) =>
            requestNativePurchase(
              product.iap?.productId ?? '',
              buying.solution.pricing === 'monthly' || buying.solution.pricing === 'yearly',
            )
          }
          createPurchase={async ({ request }) => {
            const purchase = await call((api) => api.createPurchase({ body: request }));
            if ('iap' in request.payment)
              sendToNative({ type: 'finishTransaction', transactionId: request.payment.iap.transaction_id });
            return purchase;
          }}
          reloadPlans={async () => revalidator.revalidate()}
          reloadCourses={async () => undefined}
        />
      ) : null}
    </div>
  );
}
