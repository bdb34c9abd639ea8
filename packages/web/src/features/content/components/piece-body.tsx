/**
 * A piece's markdown, rendered by react-markdown without raw HTML (`skipHtml`): headings, lists, quotes,
 * emphasis, links (opened in a new tab when they leave the app) and images (lazy, full width).
 */
import Markdown, { type Components } from 'react-markdown';

const components: Components = {
  // The piece's title is the page's h1: the body's headings are its sections (h2) and their parts (h3),
  // whatever level the author wrote, so no level is ever skipped.
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h2>{children}</h2>,
  h3: ({ children }) => <h2>{children}</h2>,
  h4: ({ children }) => <h3>{children}</h3>,
  h5: ({ children }) => <h3>{children}</h3>,
  h6: ({ children }) => <h3>{children}</h3>,
  a: ({ href, children }) => {
    const external = href ? /^https?:/i.test(href) : false;
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  img: ({ src, alt }) => (
    <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" />
  ),
};

/** Only links to the web, mail or the app itself; anything else (javascript:, data:) is dropped. */
function safeUrl(url: string): string {
  return /^(https?:|mailto:|\/(?!\/))/i.test(url) ? url : '';
}

export function PieceBody({ markdown }: { readonly markdown: string }) {
  return (
    <div className="web-piece__body">
      <Markdown skipHtml components={components} urlTransform={safeUrl}>
        {markdown}
      </Markdown>
    </div>
  );
}
