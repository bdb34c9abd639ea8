import type {
  AnchorHTMLAttributes,
  CSSProperties,
  HTMLAttributes,
  ReactElement,
  ReactNode,
  Ref,
} from 'react';
import { type ButtonLinkRenderProps, drawLink } from '../Button/ButtonLink';

/** The look every chip shares. */
interface ChipLook {
  /** A colour for the chip's edge (a category's), any CSS colour; the kit's border when left out. */
  readonly accent?: string;
}

const chipStyle = (
  accent: string | undefined,
  style: CSSProperties | undefined,
): CSSProperties | undefined => (accent ? { ...style, borderColor: accent } : style);

/** Props of {@link Chip}. */
export interface ChipProps extends ChipLook, HTMLAttributes<HTMLSpanElement> {
  readonly children?: ReactNode;
}

/** A small rounded label (a tag, a chosen area): text only, not a control. */
export function Chip({ accent, className, style, children, ...rest }: ChipProps) {
  return (
    <span
      {...rest}
      className={['at-chip', className].filter(Boolean).join(' ')}
      style={chipStyle(accent, style)}
    >
      {children}
    </span>
  );
}

/** Props of {@link ChipLink}. */
export interface ChipLinkProps extends ChipLook, AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The link element to draw instead of a plain `<a>`: a router's link (`render={<Link to="/app" />}`). */
  readonly render?: ReactElement<ButtonLinkRenderProps>;
  readonly ref?: Ref<HTMLAnchorElement>;
  readonly children?: ReactNode;
}

/**
 * A link in a chip's look: one of a set of places side by side (an add-on category, the library's other
 * pages). Without `render` it is an `<a href>`; with it, the given element (a router's link) carries the look.
 */
export function ChipLink({ accent, className, style, render, children, ...rest }: ChipLinkProps) {
  return drawLink(
    render,
    {
      ...rest,
      className: ['at-chip', 'at-chip--link', className].filter(Boolean).join(' '),
      style: chipStyle(accent, style),
    },
    children,
  );
}
