import { ButtonLink, Card } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Link, useFetcher, useSearchParams } from 'react-router';
import { NewPasswordFields, refusedPasswordErrors } from '../../../components/new-password-fields';
import { paths } from '../../../config/paths';
import { newPasswordErrors, refusedFields } from '../../../lib/account-forms';
import { appErrorOf, call, isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useHydrated } from '../../../lib/hydrated';
import { EmailLinkForm } from '../components/email-link-form';
import { FormSubmit } from '../components/form-submit';

type Result =
  | { readonly kind: 'requested' }
  | { readonly kind: 'reset' }
  | { readonly kind: 'token'; readonly expired: boolean }
  | { readonly kind: 'fields'; readonly fields: readonly string[] }
  | { readonly kind: 'error'; readonly error: ReturnType<typeof appErrorOf> };

/**
 * Without a token, mails a reset link (`POST users/password`, the same answer for any address); with the
 * mailed token, sets the new password (`PUT users/password`), which logs the account out everywhere.
 */
export async function action({ request }: ActionFunctionArgs): Promise<Result> {
  const form = await request.formData();
  const token = String(form.get('reset_password_token') ?? '');
  try {
    if (!token) {
      await call((api) =>
        api.requestPasswordReset({ body: { user: { email: String(form.get('email') ?? '').trim() } } }),
      );
      return { kind: 'requested' };
    }
    await call((api) =>
      api.resetPassword({
        body: {
          user: {
            reset_password_token: token,
            password: String(form.get('password') ?? ''),
            password_confirmation: String(form.get('password_confirmation') ?? ''),
          },
        },
      }),
    );
    return { kind: 'reset' };
  } catch (error) {
    const fields = refusedFields(error);
    if (fields?.includes('reset_password_token')) {
      const expired =
        isApiError(error) &&
        error._tag === 'HttpError' &&
        /expired/i.test(Object.values(error.errors).flat().join(' '));
      return { kind: 'token', expired };
    }
    if (fields && fields.length > 0) return { kind: 'fields', fields };
    return { kind: 'error', error: appErrorOf(error) };
  }
}

/** `/users/reset_password`: the request form, or, with `?reset_password_token=`, the new password form. */
export function Component() {
  const [search] = useSearchParams();
  const token = search.get('reset_password_token');
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />}>{token ? <NewPassword token={token} /> : <RequestLink />}</Card>
    </div>
  );
}

function RequestLink() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('lifecycle.reset.requestTitle')}</h1>
      <EmailLinkForm
        intro={t('lifecycle.reset.requestIntro')}
        sentNotice={t('lifecycle.reset.requestSent')}
        submitLabel={t('lifecycle.reset.requestSubmit')}
        outcomeOf={(result: Result) => ({
          sent: result.kind === 'requested',
          error: result.kind === 'error' ? result.error : null,
        })}
      />
      <p className="web-muted web-center">
        <Link to={paths.login.getHref()}>{t('lifecycle.reset.backToLogIn')}</Link>
      </p>
    </>
  );
}

function NewPassword({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const [form, setForm] = useState({ password: '', password_confirmation: '' });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const busy = fetcher.state !== 'idle';
  const result = busy ? null : fetcher.data;
  const refused = result?.kind === 'fields' ? result.fields : [];
  const errors = { ...checked, ...refusedPasswordErrors(t, refused) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = newPasswordErrors(t, form.password, form.password_confirmation);
    setChecked(next);
    if (Object.keys(next).length > 0) return;
    void fetcher.submit({ ...form, reset_password_token: token }, { method: 'post' });
  };
  if (result?.kind === 'reset') {
    return (
      <>
        <h1>{t('lifecycle.reset.title')}</h1>
        <p role="status">{t('lifecycle.reset.done')}</p>
        <ButtonLink variant="primary" size="lg" render={<Link to={paths.login.getHref()} />}>
          {t('lifecycle.reset.logIn')}
        </ButtonLink>
      </>
    );
  }
  if (result?.kind === 'token') {
    return (
      <>
        <h1>{t('lifecycle.reset.title')}</h1>
        <p role="alert">{result.expired ? t('lifecycle.reset.expired') : t('lifecycle.reset.invalid')}</p>
        <ButtonLink variant="primary" render={<Link to={paths.resetPassword.getHref()} />}>
          {t('lifecycle.reset.requestNew')}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <h1>{t('lifecycle.reset.title')}</h1>
      <form onSubmit={submit} method="post" noValidate>
        <NewPasswordFields
          value={form}
          errors={errors}
          readOnly={!hydrated}
          onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
        />
        <FormSubmit
          label={t('lifecycle.reset.submit')}
          busy={busy}
          error={result?.kind === 'error' ? errorText(result.error) : null}
        />
      </form>
    </>
  );
}
