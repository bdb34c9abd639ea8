/**
 * What the add-ons pages load and change: the catalogue the server owns (`GET solutions`, with the
 * categories), the waiting lists, and joining one. Loaders reject on any failure, so the
 * route's error element shows it; nothing is turned into an empty list.
 */
import type { AddOnCategory, Solution, WaitListItem } from '@attune/core/rules';
import { useLoaderData } from 'react-router';
import { call } from '../../../lib/api-client';
import { loadQuery, referenceQuery } from '../../../lib/queries';

/** What the add-ons pages show: the catalogue, its categories and the family's waiting lists. */
export interface AddOnsData {
  readonly solutions: readonly Solution[];
  readonly categories: readonly AddOnCategory[];
  /** The solutions one can wait for. */
  readonly waitListItems: readonly WaitListItem[];
  /** The waiting lists this family has joined. */
  readonly joined: readonly WaitListItem[];
}

/** Loader of the add-ons pages (home, a category, an opened add-on). */
export async function addOnsLoader(): Promise<AddOnsData> {
  const [solutions, categories, waitListItems, joined] = await Promise.all([
    loadQuery(referenceQuery('listSolutions')),
    loadQuery(referenceQuery('listAddOnCategories')),
    call((api) => api.listWaitListItems()),
    call((api) => api.listJoinedWaitListItems()),
  ]);
  return { solutions, categories, waitListItems, joined };
}

/** The data of {@link addOnsLoader}. */
export const useAddOnsData = (): AddOnsData => useLoaderData() as AddOnsData;

/** Joins the waiting list of the product that sells an add-on. */
export const joinWaitlist = (productId: number): Promise<WaitListItem> =>
  call((api) => api.joinWaitList({ body: { product_id: productId } }));
