import { PASSWORD_MIN_LENGTH, passwordProblem } from '@attune/core/rules';
import { PhoneField } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Field } from '../../../components/field';
import { paths } from '../../../config/paths';
import { serverErrorsOf, statusOf } from '../../../lib/api-client';
import { logIn as storeLogIn } from '../../../lib/session';
import { signUp } from '../api/accounts';

type AccountType = 'personal' | 'work';

/** Sign up: personal or work account, name, email, password and its confirmation, phone (optional). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const clinic = location.pathname.startsWith(paths.clinicSignup.path);
  const [type, setType] = useState<AccountType>('personal');
  const [form, setForm] = useState({ name: '', email: '', password: '', password_confirmation: '' });
  const [phone, setPhone] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!form.name.trim()) next.name = t('auth.signup.errors.name');
    if (!/^\S+@\S+\.\S+$/.test(form.email.trim())) next.email = t('auth.signup.errors.email');
    // The same password policy the server enforces (core's `passwordProblem`), worded by kind.
    const problem = passwordProblem(form.password, form.email.trim());
    if (problem) next.password = t(`auth.signup.errors.passwordProblem.${problem.kind}`, problem);
    if (form.password !== form.password_confirmation)
      next.password_confirmation = t('auth.signup.errors.passwordMatch');
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const user = await signUp({
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
        password_confirmation: form.password_confirmation,
        ...(phone ? { phone } : {}),
      });
      storeLogIn(user);
      navigate(paths.app.home.getHref(), { replace: true });
    } catch (cause) {
      const fields = Object.keys(serverErrorsOf(cause));
      if (statusOf(cause) === 422 && fields.some((field) => field.endsWith('email')))
        setErrors({ email: t('auth.signup.errors.emailTaken') });
      else if (statusOf(cause) === 422 && fields.some((field) => field.endsWith('password')))
        setErrors({ password: t('auth.signup.errors.passwordRefused') });
      else setFormError(t('errors.noResponse'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="web-page web-page--narrow">
      <section className="web-card">
        <h1>{clinic ? t('auth.signup.clinicTitle') : t('auth.signup.title')}</h1>
        <p className="web-muted">{t('auth.signup.intro')}</p>
        <form onSubmit={submit} noValidate>
          <fieldset className="web-choice">
            <legend>{t('auth.signup.accountType')}</legend>
            {(['personal', 'work'] as const).map((value) => (
              <label key={value} className="web-choice__option">
                <input
                  type="radio"
                  name="account-type"
                  value={value}
                  checked={type === value}
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
            required
            value={form.name}
            onChange={set('name')}
            error={errors.name}
          />
          <Field
            label={type === 'work' ? t('auth.fields.workEmail') : t('auth.fields.email')}
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={set('email')}
            error={errors.email}
          />
          <Field
            label={t('auth.fields.password')}
            type="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={set('password')}
            error={errors.password}
            hint={t('auth.signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          />
          <Field
            label={t('auth.fields.passwordConfirmation')}
            type="password"
            autoComplete="new-password"
            required
            value={form.password_confirmation}
            onChange={set('password_confirmation')}
            error={errors.password_confirmation}
          />
          <div className="web-field">
            <PhoneField onValueChange={setPhone} refuseLandlines />
          </div>
          {formError ? (
            <p className="web-form-error" role="alert">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            className="at-button at-button--primary at-button--lg at-button--block"
            disabled={busy}
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
