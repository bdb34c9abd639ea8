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

/** Whether two JSON values are equal (objects whatever their keys' order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) => key in b && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Whether the server's catalogue (`GET /v1/solutions`, by a plain `fetch`: the app's API client, with
 * Effect and zod, is not loaded for it) differs from the add-ons a page was built with (`solutions` in
 * its routes' data): then the router loads the page's data again (`revalidate`), through the app's own
 * loader. An unchanged catalogue loads nothing more; a server that does not answer leaves the page as built.
 */
export async function catalogueChanged(
  data: Pick<PrerenderData, 'hydration'>,
  language: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const shown = Object.values(data.hydration.loaderData ?? {}).flatMap(
    (each) => (each as { solutions?: readonly unknown[] } | null)?.solutions ?? [],
  );
  if (shown.length === 0) return false;
  try {
    const response = await fetch('/v1/solutions', {
      headers: { Accept: 'application/json', 'Accept-Language': language },
      credentials: 'same-origin',
      signal,
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { readonly solutions?: unknown };
    const answered = Array.isArray(body?.solutions) ? (body.solutions as unknown[]) : [];
    return !shown.every((solution) =>
      answered.some(
        (each) =>
          typeof each === 'object' &&
          each !== null &&
          (each as { name?: unknown }).name === (solution as { name?: unknown }).name &&
          sameJson(each, solution),
      ),
    );
  } catch {
    return false;
  }
}
