import { type InputHTMLAttributes, type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldIds } from '../FieldFrame/FieldFrame';

/** Props of {@link TextField}. */
export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size' | 'children'> {
  /** Visible label (from the locales). */
  readonly label: ReactNode;
  /** The field's text. */
  readonly value: string;
  /** Called with the new text on every change (and with '' when cleared). */
  readonly onValueChange: (value: string) => void;
  /** Marks the field required: a visual asterisk plus the native `required` attribute. */
  readonly required?: boolean;
  /** Shows a clear button while the field has text. Password fields always have one. */
  readonly clearable?: boolean;
  /** Help text under the field. */
  readonly hint?: ReactNode;
  /** Error under the field; marks it invalid. */
  readonly error?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input: a required asterisk when required, a clear button on password and
 * clear-enabled fields, a hint and an error announced with the field.
 */
export function TextField({
  label,
  value,
  onValueChange,
  required = false,
  clearable = false,
  hint,
  error,
  type = 'text',
  id,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const ids = useFieldIds(id, hint, error);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const showClear = (clearable || isPassword) && value !== '';
  const labelText = typeof label === 'string' ? label : '';

  return (
    <FieldFrame {...ids} className={className} label={label} required={required} hint={hint} error={error}>
      <div className="at-field__control">
        <div className="at-field__input-wrap">
          <input
            {...rest}
            ref={(node) => {
              inputRef.current = node;
              if (typeof ref === 'function') ref(node);
              else if (ref) ref.current = node;
            }}
            id={ids.controlId}
            type={isPassword && revealed ? 'text' : type}
            className="at-input"
            value={value}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => onValueChange(event.target.value)}
          />
          {showClear ? (
            <button
              type="button"
              className="at-icon-button at-field__clear"
              aria-label={t('forms.clear', { label: labelText })}
              onClick={() => {
                onValueChange('');
                inputRef.current?.focus();
              }}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        {isPassword ? (
          <button
            type="button"
            className="at-field__toggle"
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('forms.hidePassword') : t('forms.showPassword')}
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
