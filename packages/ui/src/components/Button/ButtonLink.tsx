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
  return drawLink(
    render,
    { ...rest, className: buttonClasses({ variant, size, block }, className) },
    children,
  );
}

/**
 * Draws a kit link: an `<a>` with `props`, or the given element (a router's link) with `props` added to
 * its own (class names joined; a prop left undefined never hides one the element was given, such as its
 * own `href`). Shared by the kit's link components; not exported from the package.
 */
export function drawLink(
  render: ReactElement<ButtonLinkRenderProps> | undefined,
  props: AnchorHTMLAttributes<HTMLAnchorElement> & { readonly ref?: Ref<HTMLAnchorElement> },
  children: ReactNode,
) {
  if (!render) {
    return (
      <a {...props} className={props.className}>
        {children}
      </a>
    );
  }
  const own = render.props.className;
  const given = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
  const className = [props.className, own].filter(Boolean).join(' ') || undefined;
  return cloneElement(render, { ...given, className, children });
}
