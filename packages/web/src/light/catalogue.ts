/**
 * A share page's catalogue from the server (`GET /v1/solutions`), without the app's API client (Effect,
 * ky, zod): a plain `fetch`. When the server's add-ons equal the ones the page was painted with (the
 * prerender's, checked at build time), nothing changes and nothing more loads; otherwise the answer is
 * decoded with core's solution schema (`catalogue-schema.ts`, loaded then) and shown: the server owns what
 * the page shows once loaded.
 */
import type { Solution } from '@attune/core/rules';

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
 * The server's catalogue, or null when it shows nothing new: every add-on `shown` is in the answer
 * unchanged. Rejects when the server does not answer, answers an error or a catalogue the schema refuses.
 */
export async function serverCatalogue(
  shown: readonly Solution[],
  language: string,
  signal?: AbortSignal,
): Promise<readonly Solution[] | null> {
  const response = await fetch('/v1/solutions', {
    headers: { Accept: 'application/json', 'Accept-Language': language },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`GET /v1/solutions: ${response.status}`);
  const body = (await response.json()) as { readonly solutions?: unknown };
  const answered = Array.isArray(body?.solutions) ? (body.solutions as unknown[]) : null;
  const unchanged =
    answered !== null &&
    shown.length > 0 &&
    shown.every((solution) =>
      answered.some(
        (each) =>
          typeof each === 'object' &&
          each !== null &&
          (each as { name?: unknown }).name === solution.name &&
          sameJson(each, solution),
      ),
    );
  if (unchanged) return null;
  const { decodeCatalogue } = await import('./catalogue-schema');
  return decodeCatalogue(body);
}
