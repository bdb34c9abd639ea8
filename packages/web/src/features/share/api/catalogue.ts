/**
 * What the shared (logged-out, sandboxed) add-on pages load: the catalogue the server owns. No log-in is
 * needed; a failure rejects, so the route's error element shows it.
 */
import type { Solution } from '@attune/core/rules';
import { useLoaderData } from 'react-router';
import { call } from '../../../lib/api-client';

/** What a shared page shows. */
export interface SharedCatalogue {
  readonly solutions: readonly Solution[];
}

/** Loader of `/s/add-on/:solution` and `/s/:discover`. */
export async function sharedCatalogueLoader(): Promise<SharedCatalogue> {
  return { solutions: await call((api) => api.listSolutions()) };
}

/** The data of {@link sharedCatalogueLoader}. */
export const useSharedCatalogue = (): SharedCatalogue => useLoaderData() as SharedCatalogue;
