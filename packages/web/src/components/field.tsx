import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly label: ReactNode;
  readonly error?: ReactNode;
  readonly hint?: ReactNode;
  /** The input itself (React 19 passes `ref` as a prop), for a form that moves the focus to a refused field. */
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error announced (required fields show an asterisk). */
export function Field({ label, error, hint, required, id, ...rest }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`web-field${error ? ' web-field--invalid' : ''}`}>
      <label htmlFor={inputId}>
        {label}
        {required ? (
          <span className="web-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="web-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="web-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
