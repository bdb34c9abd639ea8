import { TEXT_LIMITS } from '@attune/core/rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, useFetcher, useSearchParams } from 'react-router';
import { Field } from '../../../components/field';
import { appErrorOf, call } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useHydrated } from '../../../lib/hydrated';

/** Mails the confirmation link again (`POST users/confirmation/resend`; the same answer for any address). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  try {
    await call((api) =>
      api.resendConfirmation({ body: { user: { email: String(form.get('email') ?? '').trim() } } }),
    );
    return { sent: true as const, error: null };
  } catch (error) {
    return { sent: false as const, error: appErrorOf(error) };
  }
}

/** `/users/confirmation/new`: asks for the confirmation email again (`?email=` fills the address in). */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const fetcher = useFetcher<typeof action>();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const busy = fetcher.state !== 'idle';
  const result = busy ? null : fetcher.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fetcher.submit({ email }, { method: 'post' });
  };
  return (
    <div className="web-page web-page--narrow">
      <section className="web-card">
        <h1>{t('lifecycle.resend.title')}</h1>
        {result?.sent ? (
          <p role="status" className="web-notice">
            {t('lifecycle.resend.sent')}
          </p>
        ) : (
          <>
            <p>{t('lifecycle.resend.intro')}</p>
            <form onSubmit={submit} method="post" noValidate>
              <Field
                label={t('auth.fields.email')}
                type="email"
                autoComplete="email"
                maxLength={TEXT_LIMITS.email}
                required
                value={email}
                readOnly={!hydrated}
                onChange={(event) => setEmail(event.target.value)}
              />
              {result?.error ? (
                <p className="web-form-error" role="alert">
                  {errorText(result.error)}
                </p>
              ) : null}
              <button
                type="submit"
                className="at-button at-button--primary at-button--lg at-button--block"
                aria-busy={busy || undefined}
                disabled={busy || !hydrated || email.trim() === ''}
              >
                {t('lifecycle.resend.submit')}
              </button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
