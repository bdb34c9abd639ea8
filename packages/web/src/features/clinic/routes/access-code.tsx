import type { AccessCodeFailure, AppError } from '@attune/core/rules';
import { Card, CodeInput } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, redirect, useFetcher } from 'react-router';
import { paths } from '../../../config/paths';
import { getAccount, setAccount } from '../../../lib/account';
import { call, statusOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';

/** Why the code was not applied: one of the spec's access code states, or too many tries (429). */
type Refusal =
  | { readonly kind: 'state'; readonly failure: AccessCodeFailure }
  | { readonly kind: 'throttled' };

/**
 * Applies the access code (`POST clinic/access_codes`): a valid one makes the account clinical and goes
 * home (the app's loader reads the account again); any other state comes back to the boxes.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { code } = (await request.json()) as { code: string };
  try {
    const answer = await call((api) => api.redeemAccessCode({ body: { access_code: { code } } }));
    if (answer.access_code.state === 'valid') {
      const account = getAccount();
      if (account) setAccount({ ...account, clinical: answer.clinical });
      return redirect(paths.app.home.getHref());
    }
    return { refusal: { kind: 'state', failure: answer.access_code.state } satisfies Refusal };
  } catch (error) {
    if (statusOf(error) === 429) return { refusal: { kind: 'throttled' } satisfies Refusal };
    return { refusal: { kind: 'state', failure: 'error' } satisfies Refusal };
  }
}

/** Enter the six-digit access code a clinic gave (core's code-entry machine in the UI kit's CodeInput). */
export function Component() {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const errorText = useErrorText();
  const busy = fetcher.state !== 'idle';
  const refusal = busy ? null : (fetcher.data?.refusal ?? null);
  const error =
    refusal === null
      ? null
      : refusal.kind === 'throttled'
        ? t('clinic.accessCode.throttled')
        : errorText({ kind: 'access-code', failure: refusal.failure } satisfies AppError);
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />}>
        <h1>{t('clinic.accessCode.title')}</h1>
        <p className="web-muted">{t('clinic.accessCode.intro')}</p>
        <CodeInput
          label={t('clinic.accessCode.label')}
          autoFocus
          disabled={busy}
          error={error}
          onComplete={(code) =>
            void fetcher.submit({ code }, { method: 'post', encType: 'application/json' })
          }
        />
        <p className="web-muted web-small" aria-live="polite">
          {busy ? t('clinic.accessCode.checking') : ''}
        </p>
      </Card>
    </div>
  );
}
