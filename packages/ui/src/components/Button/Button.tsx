import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` for the one main action of a view; `secondary`, `ghost` and `danger` for the rest. */
  readonly variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** `sm` for compact rows, `md` by default, `lg` for a screen's main call to action. */
  readonly size?: 'sm' | 'md' | 'lg';
  /** Stretches the button across its container (mobile call-to-action). */
  readonly block?: boolean;
  /** Shows a spinner and marks the button busy; the button stays focusable but ignores clicks. */
  readonly busy?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
  readonly children?: ReactNode;
}

/** A button in Attune's look. `type` defaults to `button`, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['at-button', `at-button--${variant}`, `at-button--${size}`];
  if (block) classes.push('at-button--block');
  if (className) classes.push(className);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
    >
      {busy ? <span className="at-spinner at-spinner--inline" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
