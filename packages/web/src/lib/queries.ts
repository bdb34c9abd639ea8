/**
 * The calls several parts of the app share (the account, children, a child's plans, purchases, products).
 * Feature-specific calls live in each feature's `api` folder.
 */
import type { Child, ChildActivityPlan, Product, Purchase, User } from '@attune/core/rules';
import { apiRequest } from './api-client';

export async function fetchCurrentUser(): Promise<User> {
  const body = await apiRequest<{ user: User }>('GET', 'users/me');
  return body.user;
}

export async function fetchChildren(): Promise<Child[]> {
  const body = await apiRequest<{ patients: Child[] }>('GET', 'patients');
  return body.patients;
}

export async function fetchChild(id: number | string): Promise<Child> {
  const body = await apiRequest<{ patient: Child }>('GET', `patients/${id}`);
  return body.patient;
}

export async function fetchChildPlans(childId: number | string): Promise<ChildActivityPlan[]> {
  const body = await apiRequest<{ plans: ChildActivityPlan[] }>('GET', 'child_activity_plans', {
    query: { child_id: childId },
  });
  return body.plans;
}

export async function fetchPurchases(): Promise<Purchase[]> {
  const body = await apiRequest<{ purchases: Purchase[] }>('GET', 'payment/purchases');
  return body.purchases;
}

export async function fetchProducts(): Promise<Product[]> {
  const body = await apiRequest<{ products: Product[] }>('GET', 'products');
  return body.products;
}

/** The family's calendar day (`YYYY-MM-DD`) in the browser's time zone. */
export function today(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
