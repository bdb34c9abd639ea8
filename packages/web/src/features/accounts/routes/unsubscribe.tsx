import { Button, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, useFetcher, useSearchParams } from 'react-router';
import { refusedFields } from '../../../lib/account-forms';
import { appErrorOf, call } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useHydrated } from '../../../lib/hydrated';

/**
 * Stops the account's mail with the signed link's token (`POST users/unsubscribe`), without logging in.
 * It takes a click: mail scanners that open links must not unsubscribe anyone.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  try {
    const { email } = await call((api) =>
      api.unsubscribe({ body: { token: String(form.get('token') ?? '') } }),
    );
    return { email, invalid: false, error: null };
  } catch (error) {
    const invalid = refusedFields(error)?.includes('token') ?? false;
    return { email: null, invalid, error: invalid ? null : appErrorOf(error) };
  }
}

/** `/users/unsubscribe?token=`: one button that stops Attune's mail to the account. */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const fetcher = useFetcher<typeof action>();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const token = search.get('token') ?? '';
  const busy = fetcher.state !== 'idle';
  const result = busy ? null : fetcher.data;
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section aria-live="polite" />}>
        <h1>{t('lifecycle.unsubscribe.title')}</h1>
        {!token ? <p role="alert">{t('lifecycle.unsubscribe.missing')}</p> : null}
        {result?.email ? (
          <p role="status">{t('lifecycle.unsubscribe.done', { email: result.email })}</p>
        ) : null}
        {result?.invalid ? <p role="alert">{t('lifecycle.unsubscribe.invalid')}</p> : null}
        {result?.error ? <p role="alert">{errorText(result.error)}</p> : null}
        {token && !result?.email && !result?.invalid ? (
          <>
            <p>{t('lifecycle.unsubscribe.intro')}</p>
            <Button
              variant="primary"
              size="lg"
              aria-busy={busy || undefined}
              disabled={busy || !hydrated}
              onClick={() => void fetcher.submit({ token }, { method: 'post' })}
            >
              {t('lifecycle.unsubscribe.submit')}
            </Button>
          </>
        ) : null}
      </Card>
    </div>
  );
}
