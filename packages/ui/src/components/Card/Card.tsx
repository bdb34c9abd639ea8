import { cloneElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';

/** What {@link Card} passes to the element it renders. */
export interface CardRenderProps {
  readonly className?: string;
  readonly children?: ReactNode;
}

/** Props of {@link Card}. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element that carries the card's look instead of a plain `<div>`: a landmark or item
   * (`render={<section aria-labelledby="…" />}`, `<article />`, `<li />`), a router's link or form
   * (`render={<Link to="…" />}`, `render={<Form method="post" />}`). It receives the card's class names
   * (joined with its own), the children and the other props; the kit never depends on a router.
   */
  readonly render?: ReactElement<CardRenderProps>;
  /** A highlighted card: an accent edge and a soft tint, for a notice or a failure the view explains. */
  readonly notice?: boolean;
  readonly ref?: Ref<HTMLDivElement>;
  readonly children?: ReactNode;
}

/** The class names of a card (kept inside the kit: the app draws cards with {@link Card}). */
export function cardClasses({ notice = false }: Pick<CardProps, 'notice'>, extra?: string): string {
  return ['at-card', 'at-card--view', notice ? 'at-card--notice' : null, extra].filter(Boolean).join(' ');
}

/**
 * A surface that groups one topic of a view: a bordered, rounded, lightly raised block with room inside.
 * A `<div>` by default; with `render`, the given element (a section, a list item, a router's link or
 * form) carries the look, so the card keeps that element's meaning.
 */
export function Card({ notice, className, render, children, ref, ...rest }: CardProps) {
  const classes = cardClasses({ notice }, className);
  if (!render) {
    return (
      <div {...rest} ref={ref} className={classes}>
        {children}
      </div>
    );
  }
  const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const own = render.props.className;
  return cloneElement(render, {
    ...given,
    className: [classes, own].filter(Boolean).join(' '),
    children,
  });
}
