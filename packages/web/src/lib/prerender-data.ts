/**
 * What a prerendered public page carries for the browser to hydrate it with (`src/prerender`), as a JSON
 * data island (`<script type="application/json" id="attune-data">`: data the CSP lets through, never run):
 * the routes' loader data for React Router's `hydrationData` (the guards' left out: the browser runs them
 * with the visitor's cookie) and the texts the page shows, for i18next to start with before the language's
 * whole file is loaded.
 */
import type { HydrationState } from 'react-router';

/** Locale resources by language, in the locale files' nested shape (a subset of them). */
export type Texts = Readonly<Record<string, Record<string, unknown>>>;

/** A prerendered page's data. */
export interface PrerenderData {
  /** The path the page was rendered at (`/login`). */
  readonly path: string;
  /** The language it was rendered in. */
  readonly language: string;
  readonly hydration: Pick<HydrationState, 'loaderData'>;
  readonly texts: Texts;
}

/** The element id of the data island. */
export const PRERENDER_DATA_ID = 'attune-data';

/** The island as HTML: `<` escaped so that no text in it can close the element. */
export function prerenderDataIsland(data: PrerenderData): string {
  return `<script type="application/json" id="${PRERENDER_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The data of the page the browser is on, or null (the app shell, or an island that does not parse). */
export function readPrerenderData(): PrerenderData | null {
  try {
    const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
    return text ? (JSON.parse(text) as PrerenderData) : null;
  } catch {
    return null;
  }
}
