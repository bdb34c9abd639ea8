import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds } from '../FieldFrame/FieldFrame';

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
  const ids = useFieldIds(id, hint, error, rest['aria-describedby']);
  return (
    <FieldFrame {...ids} frameClass="at-checkbox" className={className} hint={hint} error={error}>
      <label className="at-checkbox__label" htmlFor={ids.controlId}>
        <input
          {...rest}
          id={ids.controlId}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={ids.describedBy}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
    </FieldFrame>
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
