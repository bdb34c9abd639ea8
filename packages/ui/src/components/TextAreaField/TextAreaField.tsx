import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /** Visible label (from the locales). */
  readonly label: ReactNode;
  /** Marks the field required: a visual asterisk plus the native `required` attribute. */
  readonly required?: boolean;
  /** Help text under the field (a limit, what the text is for). */
  readonly hint?: ReactNode;
  /** Error under the field; marks it invalid and is announced with it. */
  readonly error?: ReactNode;
  readonly ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text (a reflection, a message): a required asterisk when required, a hint and an
 * error announced with the field. Like a native textarea it works with `value` and `onChange`, or with
 * `defaultValue` and `name` inside a form that reads its data on submit.
 */
export function TextAreaField({
  label,
  required = false,
  hint,
  error,
  id,
  className,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['at-field', error ? 'at-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="at-field__label">
        {label}
        {required ? (
          <span className="at-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea
        {...rest}
        id={inputId}
        className="at-input at-textarea"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="at-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="at-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
