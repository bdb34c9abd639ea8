/**
 * The calls several parts of the app share (the account, children, a child's plans, purchases, products).
 * Feature-specific calls live in each feature's `api` folder.
 */
import type { Child, ChildActivityPlan, Product, Purchase, User } from '@attune/core/rules';
import { call } from './api-client';

export const fetchCurrentUser = (): Promise<User> => call((api) => api.getCurrentUser());
export const fetchChildren = (): Promise<Child[]> => call((api) => api.listPatients());
export const fetchChild = (id: number | string): Promise<Child> =>
  call((api) => api.getPatient({ params: { id: Number(id) } }));
export const fetchChildPlans = (childId: number | string): Promise<ChildActivityPlan[]> =>
  call((api) => api.listChildPlans({ query: { child_id: Number(childId) } }));
export const fetchPurchases = (): Promise<Purchase[]> => call((api) => api.listPurchases());
export const fetchProducts = (): Promise<Product[]> => call((api) => api.listProducts());

/** The family's calendar day (`YYYY-MM-DD`) in the browser's time zone. */
export function today(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
