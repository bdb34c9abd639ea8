import { useFormatPrice } from '@attune/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { paths } from '../../../config/paths';
import { isAccountFinished } from '../../../lib/account';
import { subscriptionProducts, useAppData } from '../../../lib/app-data';
import { startTrial } from '../api/subscription';

/**
 * Finishing the account: confirm the email (the link we sent), then start the free trial of the
 * subscription. `for` names the add-on the family came from.
 */
export function Component() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [search] = useSearchParams();
  const { account, products, subscribed } = useAppData();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const finished = isAccountFinished(account);
  const trial = subscriptionProducts(products).find((product) => product.trial_length > 0);
  const forSolution = search.get('for');

  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <section className="web-card">
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
              <p>{t('pages.createAccount.subscribed')}</p>
            ) : trial ? (
              <>
                <p>
                  {t('pages.createAccount.trialBody', {
                    days: trial.trial_length,
                    price: formatPrice(trial.value),
                  })}
                </p>
                <button
                  type="button"
                  className="at-button at-button--primary at-button--lg"
                  disabled={!finished || busy}
                  aria-busy={busy || undefined}
                  onClick={async () => {
                    setBusy(true);
                    setError(null);
                    try {
                      await startTrial(trial.id);
                      revalidator.revalidate();
                    } catch {
                      setError(t('errors.purchaseGeneric'));
                    } finally {
                      setBusy(false);
                    }
                  }}
                >
                  {t('pages.createAccount.startTrial')}
                </button>
              </>
            ) : (
              <p>{t('pages.createAccount.noTrial')}</p>
            )}
            {error ? (
              <p role="alert" className="web-form-error">
                {error}
              </p>
            ) : null}
          </li>
        </ol>
        {finished && subscribed ? (
          <button
            type="button"
            className="at-button at-button--primary at-button--lg"
            onClick={() => navigate(paths.app.addChild.getHref())}
          >
            {t('pages.createAccount.addChild')}
          </button>
        ) : null}
      </section>
    </div>
  );
}
