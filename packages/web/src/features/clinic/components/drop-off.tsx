import { Button, Card } from '@attune/ui';
/**
 * The drop-off screen: a child whose clinical care has ended (`active: false`; core's `clinicalEntry`)
 * opens the Clinical tab here. The spec names the screen without its content: it says care has ended,
 * that what the family shared stays, and offers to return to care (the child is active again and an
 * appointment is asked for) or to ask the care team for help.
 */
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useAccount } from '../../../lib/account';
import { useErrorText } from '../../../lib/error-text';
import type { action } from '../routes/clinical';

/** The drop-off screen for `name`, posting to the Clinical tab's action. */
export function DropOff({ name }: { readonly name: string }) {
  const { t } = useTranslation();
  const account = useAccount();
  const errorText = useErrorText();
  const returnFetcher = useFetcher<typeof action>();
  const helpFetcher = useFetcher<typeof action>();
  const failure = returnFetcher.data?.error ?? helpFetcher.data?.error ?? null;
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />}>
        <h1>{t('clinic.dropOff.title', { name })}</h1>
        <p>{t('clinic.dropOff.body', { name })}</p>
        <div className="web-actions">
          <returnFetcher.Form method="post">
            <input type="hidden" name="intent" value="return" />
            <Button
              variant="primary"
              type="submit"
              disabled={returnFetcher.state !== 'idle'}
              aria-busy={returnFetcher.state !== 'idle' || undefined}
            >
              {t('clinic.dropOff.return')}
            </Button>
          </returnFetcher.Form>
          {helpFetcher.data?.helpSent ? null : (
            <helpFetcher.Form method="post">
              <input type="hidden" name="intent" value="help" />
              <Button variant="secondary" type="submit" disabled={helpFetcher.state !== 'idle'}>
                {t('clinic.help.ask')}
              </Button>
            </helpFetcher.Form>
          )}
        </div>
        <p role="status">
          {helpFetcher.data?.helpSent ? t('clinic.helpRequest.sent', { email: account?.email ?? '' }) : ''}
        </p>
        {failure ? (
          <p role="alert" className="web-form-error">
            {errorText(failure) ?? t('clinic.error')}
          </p>
        ) : null}
      </Card>
    </div>
  );
}
