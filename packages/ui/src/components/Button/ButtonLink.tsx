import { type AnchorHTMLAttributes, cloneElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { type ButtonLook, buttonClasses } from './Button';

/** What {@link ButtonLink} passes to the element it renders. */
export interface ButtonLinkRenderProps {
  readonly className?: string;
  readonly children?: ReactNode;
}

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps extends ButtonLook, AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * The link element to draw instead of a plain `<a>`: a router's link, such as
   * `render={<Link to="/app" />}`. It receives the button's class names, the children and the other
   * props; the kit never depends on a router.
   */
  readonly render?: ReactElement<ButtonLinkRenderProps>;
  readonly ref?: Ref<HTMLAnchorElement>;
  readonly children?: ReactNode;
}

/**
 * A link in a button's look: for a navigation that reads as an action ("Add a child", "Log In").
 * Without `render` it is an `<a href>`; with it, the given element (a router's link) carries the look.
 */
export function ButtonLink({ variant, size, block, className, render, children, ...rest }: ButtonLinkProps) {
  const classes = buttonClasses({ variant, size, block }, className);
  if (render) {
    const own = render.props.className;
    // A prop left undefined here never hides one the element was given (its own `href`, say).
    const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
    return cloneElement(render, { ...given, className: own ? `${classes} ${own}` : classes, children });
  }
  return (
    <a {...rest} className={classes}>
      {children}
    </a>
  );
}
