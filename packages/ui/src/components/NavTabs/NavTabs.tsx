import type { AnchorHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { type ButtonLinkRenderProps, drawLink } from '../Button/ButtonLink';

/** Props of {@link NavTabs}. */
export interface NavTabsProps {
  /** The navigation's accessible name (from the locales): what these pages are ("Settings pages"). */
  readonly label: string;
  /** Many tabs (settings): they wrap onto more lines rather than run off a phone's edge. */
  readonly wrap?: boolean;
  /** The {@link NavTab}s. */
  readonly children: ReactNode;
}

/**
 * Pages of one view as a row of tabs: a `<nav>` of links, the current page marked `aria-current="page"`.
 * Each tab is a link to its own address (so it can be opened, shared and restored), unlike the kit's
 * `Tabs`, which switch panels inside one page.
 */
export function NavTabs({ label, wrap = false, children }: NavTabsProps) {
  return (
    <nav aria-label={label} className={wrap ? 'at-nav-tabs at-nav-tabs--wrap' : 'at-nav-tabs'}>
      {children}
    </nav>
  );
}

/** Props of {@link NavTab}. */
export interface NavTabProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * Whether this tab is the page shown (`aria-current="page"`). Leave it out when the link marks itself,
   * as React Router's `NavLink` does.
   */
  readonly current?: boolean;
  /** The link element to draw instead of a plain `<a>`: a router's link, such as `render={<Link to="…" />}`. */
  readonly render?: ReactElement<ButtonLinkRenderProps>;
  readonly ref?: Ref<HTMLAnchorElement>;
  readonly children?: ReactNode;
}

/** One tab of {@link NavTabs}: a link in the tabs' look. */
export function NavTab({ current, render, className, children, ...rest }: NavTabProps) {
  return drawLink(
    render,
    {
      ...rest,
      'aria-current': current === undefined ? rest['aria-current'] : current ? 'page' : undefined,
      className: className ? `at-nav-tab ${className}` : 'at-nav-tab',
    },
    children,
  );
}
