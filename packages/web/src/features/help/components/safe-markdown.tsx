import Markdown from 'react-markdown';

/**
 * Markdown from the server (help cards' descriptions) rendered safely: raw HTML is dropped, never parsed
 * (`skipHtml`), react-markdown's default URL filter removes `javascript:` and other unsafe links, and
 * images are left out (a help card links, it does not embed).
 */
export function SafeMarkdown({ children }: { readonly children: string }) {
  return (
    <div className="web-prose">
      <Markdown skipHtml disallowedElements={['img']} unwrapDisallowed>
        {children}
      </Markdown>
    </div>
  );
}
