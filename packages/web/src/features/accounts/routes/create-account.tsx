import { canStartTrial, isInTrial } from '@attune/core/rules';
import { Button, Card, PurchaseScreen, useFormatPrice } from '@attune/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  useFetcher,
  useNavigate,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { BackButton } from '../../../components/back-button';
import { paths } from '../../../config/paths';
import { isAccountFinished } from '../../../lib/account';
import { appErrorOf, call } from '../../../lib/api-client';
import { subscriptionIds, subscriptionProducts, useAppData } from '../../../lib/app-data';
import { cardAdapter } from '../../../lib/card-adapter';
import { today } from '../../../lib/family-day';

/** Starts the free trial of the subscription (`soft_trial`); the family's purchases then load again. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const productId = Number(form.get('product_id'));
  try {
    await call((api) =>
      api.createPurchase({ body: { payment: { product_id: productId, soft_trial: true } } }),
    );
    return { error: null };
  } catch (error) {
    return { error: appErrorOf(error) };
  }
}

/**
 * Finishing the account: confirm the email (the link we sent), then start the free trial of the
 * subscription. `for` names the add-on the family came from.
 */
export function Component() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof action>();
  const [search] = useSearchParams();
  const { account, products, purchases, subscribed } = useAppData();
  const revalidator = useRevalidator();
  const [subscribing, setSubscribing] = useState(false);
  const busy = fetcher.state !== 'idle';
  const failed = !busy && Boolean(fetcher.data?.error);
  const finished = isAccountFinished(account);
  const trial = subscriptionProducts(products).find((product) => product.trial_length > 0);
  // The trial is given once (the server's rule, core's canStartTrial): after it, the monthly subscription.
  const trialUsed = !canStartTrial(purchases, subscriptionIds(products));
  const monthly = subscriptionProducts(products).find((product) => product.trial_length === 0);
  const forSolution = search.get('for');

  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <Card render={<section />}>
        <h1>{t('pages.createAccount.title')}</h1>
        {forSolution ? <p className="web-muted">{t('pages.createAccount.forSolution')}</p> : null}
        <ol className="web-steps">
          <li className={finished ? 'web-steps__done' : 'web-steps__current'}>
            <strong>{t('pages.createAccount.confirmStep')}</strong>
            <p>
              {finished
                ? t('pages.createAccount.confirmed')
                : t('pages.home.confirm.body', { email: account.email ?? '' })}
            </p>
          </li>
          <li className={subscribed ? 'web-steps__done' : finished ? 'web-steps__current' : ''}>
            <strong>{t('pages.createAccount.trialStep')}</strong>
            {subscribed ? (
              <p>
                {isInTrial(purchases, subscriptionIds(products), today())
                  ? t('pages.createAccount.subscribed')
                  : t('pages.createAccount.subscriptionActive')}
              </p>
            ) : trialUsed && monthly ? (
              <>
                <p>
                  {t('pages.createAccount.trialUsed', {
                    price: t('purchase.pricePer.monthly', { price: formatPrice(monthly.value) }),
                  })}
                </p>
                <Button variant="primary" size="lg" disabled={!finished} onClick={() => setSubscribing(true)}>
                  {t('pages.createAccount.subscribe')}
                </Button>
                {subscribing ? (
                  <PurchaseScreen
                    open
                    onClose={() => setSubscribing(false)}
                    name={t('pages.createAccount.subscriptionName')}
                    product={monthly}
                    childId={null}
                    today={today()}
                    pricingKey="monthly"
                    method="card"
                    {...(cardAdapter ? { cardAdapter } : {})}
                    createPurchase={({ request }) => call((api) => api.createPurchase({ body: request }))}
                    reloadPlans={async () => revalidator.revalidate()}
                    reloadCourses={async () => undefined}
                  />
                ) : null}
              </>
            ) : trial ? (
              <>
                <p>
                  {t('pages.createAccount.trialBody', {
                    days: trial.trial_length,
                    price: formatPrice(trial.value),
                  })}
                </p>
                <Button
                  variant="primary"
                  size="lg"
                  disabled={!finished || busy}
                  aria-busy={busy || undefined}
                  onClick={() => void fetcher.submit({ product_id: trial.id }, { method: 'post' })}
                >
                  {t('pages.createAccount.startTrial')}
                </Button>
              </>
            ) : (
              <p>{t('pages.createAccount.noTrial')}</p>
            )}
            {failed ? (
              <p role="alert" className="web-form-error">
                {t('errors.purchaseGeneric')}
              </p>
            ) : null}
          </li>
        </ol>
        {finished && subscribed ? (
          <Button variant="primary" size="lg" onClick={() => navigate(paths.app.getStarted.getHref())}>
            {t('pages.createAccount.addChild')}
          </Button>
        ) : null}
      </Card>
    </div>
  );
}
