import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  passwordStrengthProblem,
  TEXT_LIMITS,
} from '@attune/core/rules';
import { Card, TextField } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, refusedPasswordErrors } from '../../../components/new-password-fields';
import { PageLink } from '../../../components/page-link';
import { LazyPhoneField } from '../../../components/phone-field';
import { paths } from '../../../config/paths';
import { preloadApiClient } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useHydrated } from '../../../lib/hydrated';
import type { SignUpFailure, SignUpFields } from '../api/sign-up';
import { FormSubmit } from './form-submit';
import { PasswordStrengthMeter, usePasswordStrength } from './password-strength-meter';

/**
 * Sign up (a personal account: the spec's work account needs an employer-benefits eligibility check this
 * product has no source for, so it is not offered): name, email, password (with the server's strength meter) and its
 * confirmation, phone (optional, its field loaded on its own), the terms. The app's `/signup` and
 * `/clinic-signup` routes render it; each submits its own way (`onSubmit`, after the form's own checks) and
 * says how it went (`busy`, `failure`).
 */
export function SignupForm({
  clinic,
  busy,
  failure,
  onSubmit,
  returnTo = null,
}: {
  /** The page the family came from (`redirect`, e.g. an invitation): logging in instead keeps it. */
  readonly returnTo?: string | null;
  readonly clinic: boolean;
  readonly busy: boolean;
  readonly failure: SignUpFailure | null;
  readonly onSubmit: (fields: SignUpFields) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form, setForm] = useState({ name: '', email: '', password: '', password_confirmation: '' });
  const [phone, setPhone] = useState<string | null>(null);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const hydrated = useHydrated();
  const refused = failure?.kind === 'fields' ? failure.fields : [];
  const strength = usePasswordStrength(form.password, form.email.trim(), form.name.trim());
  // What the server refused, in the locale's words.
  const errors: Record<string, string> = {
    ...checked,
    ...(refused.includes('email') ? { email: t('auth.signup.errors.email') } : {}),
    ...refusedPasswordErrors(t, refused),
  };
  const checkEmail = failure?.kind === 'check-email';
  const formError = failure?.kind === 'error' ? errorText(failure.error) : null;
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!form.name.trim()) next.name = t('auth.signup.errors.name');
    if (!/^\S+@\S+\.\S+$/.test(form.email.trim())) next.email = t('auth.signup.errors.email');
    // The same password policy the server enforces (core's `passwordProblem`), worded by kind.
    // The server's strength estimate, when the meter has one, judged by core's threshold.
    const problem =
      passwordProblem(form.password, form.email.trim()) ??
      (strength ? passwordStrengthProblem(strength.score) : null);
    if (problem) next.password = t(`auth.signup.errors.passwordProblem.${problem.kind}`, problem);
    if (form.password !== form.password_confirmation)
      next.password_confirmation = t('auth.signup.errors.passwordMatch');
    setChecked(next);
    if (Object.keys(next).length > 0) return;
    onSubmit({
      name: form.name.trim(),
      email: form.email.trim(),
      password: form.password,
      password_confirmation: form.password_confirmation,
      phone,
    });
  };

  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />}>
        <h1>{clinic ? t('auth.signup.clinicTitle') : t('auth.signup.title')}</h1>
        <p className="web-muted">{t('auth.signup.intro')}</p>
        {/* the API client loads once the family turns to the form, not with the page */}
        <form
          onSubmit={submit}
          onFocus={preloadApiClient}
          onPointerDown={preloadApiClient}
          method="post"
          noValidate
        >
          <TextField
            className="web-form-field"
            label={t('auth.fields.name')}
            autoComplete="name"
            maxLength={TEXT_LIMITS.name}
            required
            value={form.name}
            readOnly={!hydrated}
            onValueChange={set('name')}
            error={errors.name}
          />
          <TextField
            className="web-form-field"
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            maxLength={TEXT_LIMITS.email}
            required
            value={form.email}
            readOnly={!hydrated}
            onValueChange={set('email')}
            error={errors.email}
          />
          <NewPasswordFields
            value={form}
            errors={errors}
            readOnly={!hydrated}
            onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
            labels={{
              password: t('auth.fields.password'),
              password_confirmation: t('auth.fields.passwordConfirmation'),
            }}
            passwordHint={t('auth.signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            maxLength={PASSWORD_MAX_LENGTH}
            afterPassword={<PasswordStrengthMeter estimate={strength} />}
          />
          <div className="web-form-field">
            <LazyPhoneField onValueChange={setPhone} refuseLandlines afterIntent />
          </div>
          <FormSubmit
            label={t('auth.signup.submit')}
            busy={busy}
            error={
              checkEmail ? (
                <>
                  {t('auth.signup.checkEmail')}{' '}
                  <PageLink to={paths.login.getHref(hydrated ? returnTo : null)}>
                    {t('auth.login.submit')}
                  </PageLink>
                </>
              ) : (
                formError
              )
            }
          />
          <p className="web-muted web-small">
            {t('auth.signup.agree')}{' '}
            <a href={paths.legal.terms} target="_blank" rel="noreferrer">
              {t('auth.signup.terms')}
            </a>{' '}
            ·{' '}
            <a href={paths.legal.privacy} target="_blank" rel="noreferrer">
              {t('auth.signup.privacy')}
            </a>
          </p>
        </form>
        <p className="web-muted web-center">
          {t('auth.signup.haveAccount')}{' '}
          <PageLink to={paths.login.getHref(hydrated ? returnTo : null)}>{t('auth.login.submit')}</PageLink>
        </p>
      </Card>
    </div>
  );
}
