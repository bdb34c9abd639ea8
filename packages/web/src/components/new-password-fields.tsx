import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from './field';

/** A new password and its confirmation as a form keeps them (the wire's field names). */
export interface NewPassword {
  readonly password: string;
  readonly password_confirmation: string;
}

/** The words under each field of a new password, where there are any. */
export type NewPasswordErrors = Partial<Record<keyof NewPassword, string>>;

/**
 * The locale's words for the new-password fields a 422 named (`refused`): the server's password policy
 * refused the password, or the confirmation does not match it.
 */
export function refusedPasswordErrors(t: TFunction, refused: readonly string[]): NewPasswordErrors {
  return {
    ...(refused.includes('password') ? { password: t('auth.signup.errors.passwordRefused') } : {}),
    ...(refused.includes('password_confirmation')
      ? { password_confirmation: t('auth.signup.errors.passwordMatch') }
      : {}),
  };
}

/** The fields' values and words, what a keystroke changes, and whether they wait for the page's JavaScript. */
export interface NewPasswordFieldsProps {
  readonly value: NewPassword;
  readonly errors: NewPasswordErrors;
  readonly onChange: (field: keyof NewPassword, value: string) => void;
  /** Read-only (before hydration, so the browser cannot send the form its own way). */
  readonly readOnly?: boolean;
}

/**
 * The new password and its confirmation, both required and offered to the password manager as new: the
 * reset-password page and Settings › Password and log-ins show them.
 */
export function NewPasswordFields({ value, errors, onChange, readOnly }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('lifecycle.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={value.password}
        readOnly={readOnly}
        error={errors.password}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <Field
        label={t('lifecycle.reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={value.password_confirmation}
        readOnly={readOnly}
        error={errors.password_confirmation}
        onChange={(event) => onChange('password_confirmation', event.target.value)}
      />
    </>
  );
}
