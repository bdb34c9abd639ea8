/**
 * What the authenticated area loads once (`/app` loader): the refreshed account, children, purchases,
 * products and whether the family has a subscription. Pages read it with `useAppData()`.
 */
import type { Child, Product, Purchase, User } from '@attune/core/rules';
import {
  subscriptionProducts as coreSubscriptionProducts,
  SUBSCRIPTION_NAME,
  subscriptionProductIds,
} from '@attune/core/rules';
import { useRouteLoaderData } from 'react-router';
import type { Account } from './account';

export interface AppData {
  readonly account: Account;
  readonly user: User | null;
  readonly purchases: readonly Purchase[];
  readonly children: readonly Child[];
  readonly products: readonly Product[];
  readonly subscribed: boolean;
  /** How many of the account's notifications are unread (core's `unreadNotificationCount`): the shell's badge. */
  readonly unreadNotifications: number;
}

/** The app's own subscription's name: core's `SUBSCRIPTION_NAME`, written once. */
export const PRODUCT_NAME = SUBSCRIPTION_NAME;

/** The products on the subscription list ('Attune Access', 'Yearly', 'Trial', 'Yearly Trial'), by name or key. */
export function subscriptionProducts(products: readonly Product[]): Product[] {
  return coreSubscriptionProducts(products, PRODUCT_NAME);
}

export function subscriptionIds(products: readonly Product[]): number[] {
  return subscriptionProductIds(products, PRODUCT_NAME);
}

export function useAppData(): AppData {
  const data = useRouteLoaderData('app') as AppData | undefined;
  if (!data) throw new Error('useAppData() used outside /app');
  return data;
}
