import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link PhoneFieldPlaceholder}. */
export interface PhoneFieldPlaceholderProps {
  /** The label the field will have; 'Phone number' by default. */
  readonly label?: ReactNode;
}

/**
 * The outline of a {@link PhoneField} (its label and two empty boxes, the same height) while the field
 * itself loads: hidden from assistive technology and inert, so a form shows no gap and nothing moves
 * when the field arrives. This module does not load the phone metadata.
 */
export function PhoneFieldPlaceholder({ label }: PhoneFieldPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <div className="at-field at-phone at-phone--placeholder" aria-hidden="true" inert>
      <span className="at-field__label">{label ?? t('forms.phone.label')}</span>
      <div className="at-phone__row">
        <span className="at-input at-phone__country" />
        <span className="at-input at-phone__number" />
      </div>
    </div>
  );
}
