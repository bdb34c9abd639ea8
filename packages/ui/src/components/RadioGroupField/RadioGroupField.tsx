import { type ReactNode, useId } from 'react';

/** One choice of a {@link RadioGroupField}. */
export interface RadioOption<V extends string = string> {
  readonly value: V;
  /** Visible label (from the locales). */
  readonly label: ReactNode;
}

/** Props of {@link RadioGroupField}. */
export interface RadioGroupFieldProps<V extends string = string> {
  /** The question the choices answer (the group's legend, from the locales). */
  readonly label: ReactNode;
  readonly options: readonly RadioOption<V>[];
  /** The radios' form name; one is generated when left out. */
  readonly name?: string;
  /** The chosen value (controlled), or '' for none yet. */
  readonly value?: V | '';
  /** The first choice when the form owns the value (read on submit). */
  readonly defaultValue?: V;
  /** Called with a newly chosen value. */
  readonly onValueChange?: (value: V) => void;
  /** Choices side by side (a few short ones, such as a gender or a theme) rather than one under another. */
  readonly inline?: boolean;
  /**
   * Marks the choice required: a visual asterisk by the question (the form checks it and says so with
   * `error`; the radios carry no native `required`, so the browser never blocks the form's own check).
   */
  readonly required?: boolean;
  /** Error under the choices; announced with the group. */
  readonly error?: ReactNode;
  readonly className?: string;
}

/**
 * A labelled group of radio buttons: a fieldset whose legend asks the question, each choice a tappable
 * row marked when chosen, an error announced with the group. Works controlled (`value`) or left to the
 * form (`defaultValue` and `name`).
 */
export function RadioGroupField<V extends string = string>({
  label,
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  inline = false,
  required = false,
  error,
  className,
}: RadioGroupFieldProps<V>) {
  const autoId = useId();
  const groupName = name ?? autoId;
  const errorId = `${autoId}-error`;
  const classes = ['at-radio-group', inline ? 'at-radio-group--inline' : null, className].filter(Boolean);
  return (
    <fieldset className={classes.join(' ')} aria-describedby={error ? errorId : undefined}>
      <legend>
        {label}
        {required ? (
          <span className="at-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="at-radio-group__option">
          <input
            type="radio"
            name={groupName}
            value={option.value}
            {...(value === undefined
              ? { defaultChecked: defaultValue === option.value }
              : { checked: value === option.value })}
            onChange={() => onValueChange?.(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="at-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
