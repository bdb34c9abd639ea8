import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

/** The look every kit button and button-styled link shares: {@link Button} and {@link ButtonLink}. */
export interface ButtonLook {
  /** `primary` for the one main action of a view; `secondary`, `ghost` and `danger` for the rest. */
  readonly variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** `sm` for compact rows, `md` by default, `lg` for a screen's main call to action. */
  readonly size?: 'sm' | 'md' | 'lg';
  /** Stretches the button across its container (mobile call-to-action). */
  readonly block?: boolean;
}

/** The class names of a look (kept inside the kit: the app draws buttons with the components). */
export function buttonClasses(
  { variant = 'primary', size = 'md', block = false }: ButtonLook,
  extra?: string,
): string {
  const classes = ['at-button', `at-button--${variant}`, `at-button--${size}`];
  if (block) classes.push('at-button--block');
  if (extra) classes.push(extra);
  return classes.join(' ');
}

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Shows a spinner and marks the button busy; the button stays focusable but ignores clicks. (An
   * `aria-busy` of its own, without the spinner, is kept.)
   */
  readonly busy?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
  readonly children?: ReactNode;
}

/** A button in Attune's look. `type` defaults to `button`, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  block,
  busy = false,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClasses({ variant, size, block }, className)}
      aria-busy={busy ? true : rest['aria-busy']}
      onClick={busy ? undefined : onClick}
    >
      {busy ? <span className="at-spinner at-spinner--inline" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
