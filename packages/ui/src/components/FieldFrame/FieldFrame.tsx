import { type ReactNode, useId } from 'react';

/**
 * The ids of a field's parts (internal to the kit's fields): its control's (`id`, else generated), its hint's
 * and error's, and the control's `aria-describedby` naming those shown, after any ids the caller gave.
 */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, describedBy?: string) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ids = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: ids || undefined };
}

/** Props of {@link FieldFrame}: the parts' ids from {@link useFieldIds} (or the field's own). */
export interface FieldFrameProps extends Partial<ReturnType<typeof useFieldIds>> {
  /** The frame's classes: `at-field` (a labelled box) by default, `at-checkbox` for a box beside its label. */
  readonly frameClass?: string;
  readonly className?: string | undefined;
  /** The label above the control; left out when the control carries its own. */
  readonly label?: ReactNode;
  /** A visual asterisk by the label (hidden from screen readers: the control is `required`). */
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  /** `alert` announces the error as it appears. */
  readonly errorRole?: 'alert';
  readonly children: ReactNode;
}

/**
 * The frame every kit field shares (internal, not exported from the kit): its label with the required
 * asterisk, the control, the hint and the error under it; marked invalid while it has an error.
 */
export function FieldFrame(props: FieldFrameProps) {
  const {
    frameClass = 'at-field',
    className,
    label,
    controlId,
    required,
    hint,
    hintId,
    error,
    errorId,
  } = props;
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
      {props.children}
      {hint ? (
        <p id={hintId} className="at-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="at-field__error" role={props.errorRole}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
