import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'children'> {
  /** Visible label, next to the box (from the locales; may hold markup, such as a name and a note). */
  readonly label: ReactNode;
  /** Whether the box is ticked. */
  readonly checked: boolean;
  /** Called with the new state when the box is ticked or cleared. */
  readonly onCheckedChange: (checked: boolean) => void;
  /** Help text under the box. */
  readonly hint?: ReactNode;
  /** Error under the box; marks it invalid and is announced with it. */
  readonly error?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox with its label: the whole row toggles it; a hint and an error are announced with the box.
 * For a yes/no choice inside a form (a consent, an "I confirm"); a setting that applies at once is a
 * {@link Switch}.
 */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  hint,
  error,
  id,
  className,
  ...rest
}: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [rest['aria-describedby'], hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={['at-checkbox', error ? 'at-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="at-checkbox__label" htmlFor={inputId}>
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={describedBy}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="at-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="at-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps {
  /** The question the boxes answer (from the locales). */
  readonly legend: ReactNode;
  /** The group's {@link CheckboxField}s. */
  readonly children: ReactNode;
  readonly className?: string;
}

/** A set of {@link CheckboxField}s under one question: a fieldset whose legend names the group. */
export function CheckboxGroup({ legend, children, className }: CheckboxGroupProps) {
  return (
    <fieldset className={['at-checkbox-group', className].filter(Boolean).join(' ')}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
