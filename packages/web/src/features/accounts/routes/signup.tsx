import {
  type AppError,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  passwordStrengthProblem,
  TEXT_LIMITS,
} from '@attune/core/rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Link, replace, useFetcher, useLocation } from 'react-router';
import { Field } from '../../../components/field';
import { LazyPhoneField } from '../../../components/phone-field';
import { paths } from '../../../config/paths';
import { appErrorOf, call, isApiError, statusOf } from '../../../lib/api-client';
import { signUpClient } from '../../../lib/client-variant';
import { useErrorText } from '../../../lib/error-text';
import { useHydrated } from '../../../lib/hydrated';
import { logIn as storeLogIn } from '../../../lib/session';
import { PasswordStrengthMeter, usePasswordStrength } from '../components/password-strength-meter';

type AccountType = 'personal' | 'work';

/** The fields of the sign-up form, as the action receives them. */
interface SignUpFields {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly password_confirmation: string;
  readonly phone: string | null;
}

/**
 * What the server refused, field by field; or, after a sign-up the server accepted, that the log-in with
 * the same password failed (the address already had an account with another password): the mail tells
 * its owner, and the form says to look at the mail or log in, the same words either way.
 */
type SignUpFailure =
  | { readonly kind: 'fields'; readonly fields: readonly ('email' | 'password' | 'password_confirmation')[] }
  | { readonly kind: 'check-email' }
  | { readonly kind: 'error'; readonly error: AppError };

/**
 * Signs up (`POST users`, which answers alike whether the address has an account), then logs in with the
 * same email and password (`POST sessions`), stores the account and goes home; a refusal comes back to
 * the form.
 */
export async function action({ request }: ActionFunctionArgs) {
  const fields = (await request.json()) as SignUpFields;
  // The client this session was opened as (`__client__`, host prefix) belongs to the account from now on.
  const client = signUpClient();
  try {
    await call((api) =>
      api.signUp({
        body: {
          user: {
            name: fields.name,
            email: fields.email,
            password: fields.password,
            password_confirmation: fields.password_confirmation,
            ...(fields.phone ? { phone: fields.phone } : {}),
            ...(client ? { client } : {}),
          },
        },
      }),
    );
  } catch (error) {
    return { failure: refusal(error) };
  }
  try {
    const user = await call((api) => api.logIn({ body: { email: fields.email, password: fields.password } }));
    storeLogIn(user);
    // A clinic's family goes on to enter the access code the clinic gave.
    const clinic = new URL(request.url).pathname.startsWith(paths.clinicSignup.path);
    return replace(clinic ? paths.app.accessCode.getHref() : paths.app.home.getHref());
  } catch (error) {
    if (statusOf(error) === 401) return { failure: { kind: 'check-email' } satisfies SignUpFailure };
    return { failure: { kind: 'error', error: appErrorOf(error) } satisfies SignUpFailure };
  }
}

/** What the form says of a refused sign-up: the fields the server named (422), or the catalogue's words. */
function refusal(error: unknown): SignUpFailure {
  if (isApiError(error) && error._tag === 'HttpError' && error.status === 422) {
    const refused = (['email', 'password', 'password_confirmation'] as const).filter(
      (field) => (error.errors[`user.${field}`] ?? []).length > 0,
    );
    if (refused.length > 0) return { kind: 'fields', fields: refused };
  }
  return { kind: 'error', error: appErrorOf(error) };
}

/** Sign up: personal or work account, name, email, password and its confirmation, phone (optional). */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<typeof action>();
  const errorText = useErrorText();
  const clinic = location.pathname.startsWith(paths.clinicSignup.path);
  const [type, setType] = useState<AccountType>('personal');
  const [form, setForm] = useState({ name: '', email: '', password: '', password_confirmation: '' });
  const [phone, setPhone] = useState<string | null>(null);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const busy = fetcher.state !== 'idle';
  const hydrated = useHydrated();
  const failure: SignUpFailure | null = busy ? null : (fetcher.data?.failure ?? null);
  const refused = failure?.kind === 'fields' ? failure.fields : [];
  const strength = usePasswordStrength(form.password, form.email.trim(), form.name.trim());
  // What the server refused, in the locale's words.
  const errors: Record<string, string> = {
    ...checked,
    ...(refused.includes('email') ? { email: t('auth.signup.errors.email') } : {}),
    ...(refused.includes('password') ? { password: t('auth.signup.errors.passwordRefused') } : {}),
    ...(refused.includes('password_confirmation')
      ? { password_confirmation: t('auth.signup.errors.passwordMatch') }
      : {}),
  };
  const checkEmail = failure?.kind === 'check-email';
  const formError = failure?.kind === 'error' ? errorText(failure.error) : null;
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

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
    const fields: SignUpFields = {
      name: form.name.trim(),
      email: form.email.trim(),
      password: form.password,
      password_confirmation: form.password_confirmation,
      phone,
    };
    void fetcher.submit({ ...fields }, { method: 'post', encType: 'application/json' });
  };

  return (
    <div className="web-page web-page--narrow">
      <section className="web-card">
        <h1>{clinic ? t('auth.signup.clinicTitle') : t('auth.signup.title')}</h1>
        <p className="web-muted">{t('auth.signup.intro')}</p>
        <form onSubmit={submit} method="post" noValidate>
          <fieldset className="web-choice">
            <legend>{t('auth.signup.accountType')}</legend>
            {(['personal', 'work'] as const).map((value) => (
              <label key={value} className="web-choice__option">
                <input
                  type="radio"
                  name="account-type"
                  value={value}
                  checked={type === value}
                  disabled={!hydrated}
                  onChange={() => setType(value)}
                />
                <span>
                  <strong>{t(`auth.signup.${value}`)}</strong>
                  <small>{t(`auth.signup.${value}Hint`)}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <Field
            label={t('auth.fields.name')}
            autoComplete="name"
            maxLength={TEXT_LIMITS.name}
            required
            value={form.name}
            readOnly={!hydrated}
            onChange={set('name')}
            error={errors.name}
          />
          <Field
            label={type === 'work' ? t('auth.fields.workEmail') : t('auth.fields.email')}
            type="email"
            autoComplete="email"
            maxLength={TEXT_LIMITS.email}
            required
            value={form.email}
            readOnly={!hydrated}
            onChange={set('email')}
            error={errors.email}
          />
          <Field
            label={t('auth.fields.password')}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            value={form.password}
            readOnly={!hydrated}
            onChange={set('password')}
            error={errors.password}
            hint={t('auth.signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          />
          <PasswordStrengthMeter estimate={strength} />
          <Field
            label={t('auth.fields.passwordConfirmation')}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            value={form.password_confirmation}
            readOnly={!hydrated}
            onChange={set('password_confirmation')}
            error={errors.password_confirmation}
          />
          <div className="web-field">
            <LazyPhoneField onValueChange={setPhone} refuseLandlines />
          </div>
          {checkEmail ? (
            <p className="web-form-error" role="alert">
              {t('auth.signup.checkEmail')} <Link to={paths.login.getHref()}>{t('auth.login.submit')}</Link>
            </p>
          ) : formError ? (
            <p className="web-form-error" role="alert">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            className="at-button at-button--primary at-button--lg at-button--block"
            disabled={busy || !hydrated}
            aria-busy={busy || undefined}
          >
            {t('auth.signup.submit')}
          </button>
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
          {t('auth.signup.haveAccount')} <Link to={paths.login.getHref()}>{t('auth.login.submit')}</Link>
        </p>
      </section>
    </div>
  );
}
