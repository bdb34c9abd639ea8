/**
 * What the shared (logged-out, sandboxed) add-on pages load: the catalogue the server owns. No log-in is
 * needed; a failure rejects, so the route's error element shows it.
 */
import type { Solution } from '@attune/core/rules';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loadQuery, referenceQuery } from '../../../lib/queries';

/** What a shared page shows. */
export interface SharedCatalogue {
  readonly solutions: readonly Solution[];
}

/**
 * Loader of `/s/add-on/:solution` and `/s/:discover`. At build time the prerender passes the catalogue in
 * its request context (`{ solutions }`); in the browser it comes from `GET solutions`.
 */
export async function sharedCatalogueLoader(
  args?: Pick<LoaderFunctionArgs, 'context'>,
): Promise<SharedCatalogue> {
  const given = (args?.context as { solutions?: readonly Solution[] } | undefined)?.solutions;
  if (given) return { solutions: given };
  return { solutions: await loadQuery(referenceQuery('listSolutions')) };
}

/** The data of {@link sharedCatalogueLoader}. */
export const useSharedCatalogue = (): SharedCatalogue => useLoaderData() as SharedCatalogue;
