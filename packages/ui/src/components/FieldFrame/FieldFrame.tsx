import { type ReactNode, useId } from 'react';

/** The ids a field gives its control, hint and error, and the control's `aria-describedby`. */
export interface FieldIds {
  /** The control's id: the one given, or a generated one. */
  readonly controlId: string;
  readonly hintId: string;
  readonly errorId: string;
  /** The hint's and the error's ids when shown (after any ids given), or undefined when neither is. */
  readonly describedBy: string | undefined;
}

/**
 * The ids of a field's parts (internal to the kit's fields): the control's (`id`, else generated), its
 * hint's and error's (`{id}-hint`, `{id}-error`), and the `aria-describedby` naming those shown, after
 * `describedBy` when the caller gave one.
 */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  describedBy?: string,
): FieldIds {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return {
    controlId,
    hintId,
    errorId,
    describedBy:
      [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
  };
}

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  /** The frame's own classes (`at-field` for a labelled box, `at-checkbox` for a box beside its label). */
  readonly frameClass?: string;
  /** The caller's classes, after the frame's. */
  readonly className?: string | undefined;
  /** The label above the control, for `controlId`; left out when the control carries its own. */
  readonly label?: ReactNode;
  readonly controlId?: string;
  /** A visual asterisk by the label (hidden from screen readers: the control is `required`). */
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly hintId?: string;
  readonly error?: ReactNode;
  readonly errorId?: string;
  /** Announces the error as it appears (`alert`), for a field whose error shows while the parent types. */
  readonly errorRole?: 'alert';
  readonly children: ReactNode;
}

/**
 * The frame every kit field shares (internal, not exported from the kit): its label with the required
 * asterisk, the control, the hint and the error under it; marked invalid while it has an error.
 */
export function FieldFrame({
  frameClass = 'at-field',
  className,
  label,
  controlId,
  required = false,
  hint,
  hintId,
  error,
  errorId,
  errorRole,
  children,
}: FieldFrameProps) {
  return (
    <div className={[frameClass, error ? 'at-field--invalid' : null, className].filter(Boolean).join(' ')}>
      {label === undefined ? null : (
        <label htmlFor={controlId} className="at-field__label">
          {label}
          {required ? (
            <span className="at-field__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      )}
      {children}
      {hint ? (
        <p id={hintId} className="at-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="at-field__error" role={errorRole}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
