import type { Product, Solution, WaitListItem } from '@attune/core/rules';
import {
  addOnFacts,
  addOnShare,
  categoryColor,
  getAction,
  hasJoinedWaitlist,
  localizeSolution,
} from '@attune/core/rules';
import { AddOnCard, ChipLink, ExpandedAddOnCard, PurchaseScreen, WaitlistPanel } from '@attune/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useRevalidator } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { paths } from '../../../config/paths';
import { isAccountFinished } from '../../../lib/account';
import { call } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';
import { isNativeApp, requestNativePurchase, sendToNative } from '../../../lib/bridge';
import { cardAdapter } from '../../../lib/card-adapter';
import { useChildData } from '../../../lib/child-data';
import { today } from '../../../lib/family-day';
import { joinWaitlist, useAddOnsData } from '../api/add-ons';

/** The add-ons home (all categories) or one category, with the expanded card of `:solution` on top. */
export function AddOnsView({ category }: { readonly category: string | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const revalidator = useRevalidator();
  const reloading = useRef<Promise<void> | null>(null);
  const reload = (): Promise<void> => {
    reloading.current ??= revalidator.revalidate().finally(() => {
      reloading.current = null;
    });
    return reloading.current;
  };
  const { child } = useChildData();
  const { account, products, purchases } = useAppData();
  const data = useAddOnsData();
  // Waiting lists joined on this page, until the next load brings them.
  const [joinedHere, setJoinedHere] = useState<readonly WaitListItem[]>([]);
  const [waitlistFor, setWaitlistFor] = useState<string | null>(null);
  const [buying, setBuying] = useState<{ solution: Solution; product: Product } | null>(null);

  const solutions = data.solutions.map((solution) => localizeSolution(solution, i18n.language));
  const joined = [...data.joined, ...joinedHere];
  const factsOf = (solution: Solution) =>
    addOnFacts(solution, {
      products,
      purchases,
      waitListItems: data.waitListItems,
      childId: child.id,
      today: today(),
    });
  const categoryName = (tag: string) =>
    t(`pages.addOns.categories.${tag}`, {
      defaultValue: data.categories.find((c) => c.tag === tag)?.title ?? tag,
    });
  const listHref = category
    ? paths.app.child.addOnCategory.getHref(child.id, category)
    : paths.app.child.addOns.getHref(child.id);
  const get = (solution: Solution) => {
    const { product, hasProduct } = factsOf(solution);
    const action = getAction(solution, { accountFinished: isAccountFinished(account), hasProduct });
    if (action === 'create-account') navigate(paths.app.createAccount.getHref(solution.name));
    else if (action === 'external-link' && solution.meta.affiliateLink)
      window.open(solution.meta.affiliateLink, '_blank', 'noopener');
    else if (action === 'waitlist') {
      setWaitlistFor(solution.name);
      if (params.solution !== solution.name)
        navigate(paths.app.child.addOns.getHref(child.id, solution.name));
    } else if (product) setBuying({ solution, product });
  };

  const shown = solutions.filter((s) => category === null || s.categories.includes(category));
  const open = solutions.find((s) => s.name === params.solution) ?? null;
  const openFacts = open ? factsOf(open) : null;

  return (
    <div className="web-page">
      <BackButton />
      <h1>
        {category
          ? t('pages.addOns.categoryTitle', { category: categoryName(category) })
          : t('pages.addOns.title')}
      </h1>
      <p className="web-muted">{t('pages.addOns.intro', { name: child.name })}</p>
      {category === null ? (
        <nav aria-label={t('pages.addOns.categoriesLabel')}>
          <ul className="web-chips">
            {data.categories.map((c) => (
              <li key={c.tag}>
                <ChipLink
                  accent={`var(--at-category-${categoryColor(c.tag)})`}
                  render={<Link to={paths.app.child.addOnCategory.getHref(child.id, c.tag)} />}
                >
                  {categoryName(c.tag)}
                </ChipLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <h2 className="web-h3">{t('pages.addOns.listTitle', { name: child.name })}</h2>
      <ul className="web-grid web-grid--cards">
        {shown.map((solution) => {
          const facts = factsOf(solution);
          return (
            <li key={solution.name} data-solution={solution.name}>
              <AddOnCard
                solution={solution}
                purchased={facts.purchased}
                hasWaitListItem={facts.hasWaitListItem}
                onOpen={() => navigate(paths.app.child.addOns.getHref(child.id, solution.name))}
                onGet={() => get(solution)}
              />
            </li>
          );
        })}
      </ul>
      {open && openFacts ? (
        <ExpandedAddOnCard
          open
          onClose={() => {
            setWaitlistFor(null);
            navigate(listHref);
          }}
          solution={open}
          otherAreas={open.categories.slice(1).map(categoryName)}
          purchased={openFacts.purchased}
          hasWaitListItem={openFacts.hasWaitListItem}
          onGet={() => get(open)}
          share={(() => {
            const share = addOnShare(open, window.location.origin);
            return {
              title: share.title,
              message: t(share.message.key, share.message.values),
              url: share.url,
            };
          })()}
        >
          {waitlistFor === open.name ? (
            <WaitlistPanel
              name={open.displayName}
              waitListItem={openFacts.waitListItem}
              joined={openFacts.waitListItem ? hasJoinedWaitlist(joined, openFacts.waitListItem) : false}
              joinWaitlist={(item) => joinWaitlist(openFacts.product?.id ?? item.id)}
              onJoined={(item) => setJoinedHere((list) => [...list, item])}
            />
          ) : null}
        </ExpandedAddOnCard>
      ) : null}
      {buying ? (
        <PurchaseScreen
          open
          onClose={() => setBuying(null)}
          name={buying.solution.displayName}
          product={buying.product}
          childId={child.id}
          today={today()}
          pricingKey={buying.solution.pricing?.key}
          {...(cardAdapter ? { cardAdapter } : {})}
          method={isNativeApp() && buying.product.iap ? 'in-app' : 'card'}
          requestInAppPurchase={(product) =>
            requestNativePurchase(
              product.iap?.productId ?? '',
              buying.solution.pricing?.kind === 'subscription',
            )
          }
          createPurchase={async ({ request }) => {
            const purchase = await call((api) => api.createPurchase({ body: request }));
            if ('iap' in request.payment)
              sendToNative({ type: 'finishTransaction', transactionId: request.payment.iap.transaction_id });
            return purchase;
          }}
          // One revalidation reloads every loader on screen: purchases, the child's plans and courses.
          reloadPlans={reload}
          reloadCourses={reload}
        />
      ) : null}
    </div>
  );
}
