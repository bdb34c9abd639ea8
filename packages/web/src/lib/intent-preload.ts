/**
 * Route modules loaded on intent: when the pointer rests on a same-app link or the link gets focus, the
 * chunks of every route its path matches start loading (the router's own `lazy`, whose `import()` the
 * browser keeps), so the page the family picks is mostly there by the click. Data is left to the loaders
 * (and to pages that prefetch their own, like the child view's tabs).
 */
import { matchRoutes, type RouteObject } from 'react-router';

export function preloadRoutesOnIntent(router: { readonly routes: readonly unknown[] }): () => void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (seen.has(link.pathname)) return;
    seen.add(link.pathname);
    for (const match of matchRoutes(router.routes as RouteObject[], link.pathname) ?? []) {
      const lazy = match.route.lazy;
      if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => seen.delete(link.pathname));
    }
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
