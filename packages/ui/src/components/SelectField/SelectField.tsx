import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldIds } from '../FieldFrame/FieldFrame';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  /** The chosen value, or '' for none yet (shows the 'Choose one' placeholder). */
  readonly value: string;
  /** Called with a newly chosen value; never with the empty placeholder. */
  readonly onValueChange: (value: string) => void;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  /**
   * Text of the empty first choice; 'Choose one' by default. `null` leaves the empty choice out, for a
   * select that always holds one of its options (a language, a permission).
   */
  readonly placeholder?: string | null;
}

/**
 * A labelled native select. Picking the empty placeholder is ignored: the previous choice stays and
 * no change is reported (a select field ignores an empty selection).
 */
export function SelectField({
  label,
  options,
  value,
  onValueChange,
  required = false,
  hint,
  error,
  placeholder,
  id,
  className,
  ...rest
}: SelectFieldProps) {
  const { t } = useTranslation();
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...ids} className={className} label={label} required={required} hint={hint} error={error}>
      <div className="at-field__control">
        <select
          {...rest}
          id={ids.controlId}
          className="at-input at-select"
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            if (event.target.value !== '') onValueChange(event.target.value);
          }}
        >
          {placeholder === null ? null : <option value="">{placeholder ?? t('forms.choose')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}
