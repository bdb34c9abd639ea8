import { TextField } from '@attune/ui';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  /** The fields' labels, when not 'New password' and 'Confirm new password' (sign-up's own words). */
  readonly labels?: Readonly<Record<keyof NewPassword, string>>;
  /** Under the password field (e.g. the password policy). */
  readonly passwordHint?: ReactNode;
  /** The longest password the fields take. */
  readonly maxLength?: number;
  /** Between the two fields (e.g. sign-up's password strength meter). */
  readonly afterPassword?: ReactNode;
}

/**
 * The new password and its confirmation, both required and offered to the password manager as new: the
 * reset-password page, Settings › Password and log-ins, and sign-up (in its own words, with the policy as
 * a hint and the strength meter between the fields) show them.
 */
export function NewPasswordFields({
  value,
  errors,
  onChange,
  readOnly,
  labels,
  passwordHint,
  maxLength,
  afterPassword,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        className="web-form-field"
        label={labels?.password ?? t('lifecycle.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={maxLength}
        required
        value={value.password}
        readOnly={readOnly}
        error={errors.password}
        hint={passwordHint}
        onValueChange={(value) => onChange('password', value)}
      />
      {afterPassword}
      <TextField
        className="web-form-field"
        label={labels?.password_confirmation ?? t('lifecycle.reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={maxLength}
        required
        value={value.password_confirmation}
        readOnly={readOnly}
        error={errors.password_confirmation}
        onValueChange={(value) => onChange('password_confirmation', value)}
      />
    </>
  );
}
