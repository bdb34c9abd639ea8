/**
 * A prerendered public page paints from the rules its own markup uses (inlined at build time,
 * `scripts/prerender.ts`); the app's whole style sheet is linked beside them with `media="print"` and
 * {@link FULL_SHEET_ATTRIBUTE}, so it downloads without holding up the first paint. The app applies it
 * ({@link applyFullSheet}) once the page is hydrated and before any other page is shown.
 */

/** The attribute that marks the whole style sheet's link on a prerendered page, until it is applied. */
export const FULL_SHEET_ATTRIBUTE = 'data-full-sheet';

/**
 * Applies the whole style sheet (every page's rules) where a prerendered page deferred it; nothing
 * otherwise. The sheet holds the page's own rules too, in the same order, so the page looks the same.
 */
export function applyFullSheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${FULL_SHEET_ATTRIBUTE}]`)) {
    link.media = 'all';
    link.removeAttribute(FULL_SHEET_ATTRIBUTE);
  }
}
