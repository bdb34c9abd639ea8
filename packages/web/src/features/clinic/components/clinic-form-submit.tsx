import type { AppError } from '@attune/core/rules';
import { Button } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';

/** A clinic call's failure in the locale's words (the clinic's general error where there are none); nothing without one. */
export function ClinicFailure({ failure }: { readonly failure: AppError | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!failure) return null;
  return (
    <p className="web-form-error" role="alert">
      {errorText(failure) ?? t('clinic.error')}
    </p>
  );
}

/** The failure to show, whether the form is being sent, the button's words and its look. */
export interface ClinicFormSubmitProps {
  readonly failure: AppError | null;
  readonly busy: boolean;
  readonly label: string;
  /** `primary` for the form's main action (the default), `secondary` beside another form. */
  readonly variant?: 'primary' | 'secondary';
}

/** The end of a clinic form (consent, insurance, the card photos): why sending failed, then its button. */
export function ClinicFormSubmit({ failure, busy, label, variant = 'primary' }: ClinicFormSubmitProps) {
  return (
    <>
      <ClinicFailure failure={failure} />
      <Button type="submit" variant={variant} size="lg" block disabled={busy} aria-busy={busy || undefined}>
        {label}
      </Button>
    </>
  );
}
