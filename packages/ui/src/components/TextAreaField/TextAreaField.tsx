import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '../FieldFrame/FieldFrame';

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
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame
      {...ids}
      className={className}
      label={label}
      required={required}
      hint={hint}
      error={error}
      errorRole="alert"
    >
      <textarea
        {...rest}
        id={ids.controlId}
        className="at-input at-textarea"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
