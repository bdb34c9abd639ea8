/**
 * A link on a page: the router's `Link` inside the app (its root provides it), a plain anchor outside a
 * router (the next page loads as a document).
 */
import { type AnchorHTMLAttributes, type ComponentType, createContext, useContext } from 'react';

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: string;
}

function Anchor({ to, ...rest }: PageLinkProps) {
  return <a href={to} {...rest} />;
}

const LinkContext = createContext<ComponentType<PageLinkProps>>(Anchor);

/** Gives the pages below their link component (the router's `Link` in the app). */
export const PageLinkProvider = LinkContext.Provider;

export function PageLink(props: PageLinkProps) {
  const Link = useContext(LinkContext);
  return <Link {...props} />;
}
