import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** Props of {@link Switch}. */
export interface SwitchProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'checked' | 'onChange' | 'children'> {
  /** Visible label, next to the switch (from the locales). */
  readonly label: ReactNode;
  /** Whether the setting is on. */
  readonly checked: boolean;
  /** Called with the new state when the switch is turned on or off. */
  readonly onCheckedChange: (checked: boolean) => void;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off setting that applies at once (a notification channel, a preference): a checkbox with the
 * `switch` role, so it is announced as "on"/"off", inside a label that toggles it on a tap.
 */
export function Switch({ label, checked, onCheckedChange, className, ...rest }: SwitchProps) {
  return (
    <label className={['at-switch', className].filter(Boolean).join(' ')}>
      <input
        {...rest}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
