/**
 * What the authenticated area loads once (`/app` loader): the refreshed account, children, purchases,
 * products and whether the family has a subscription. Pages read it with `useAppData()`.
 */
import type { Child, Product, Purchase, User } from '@attune/core/rules';
import {
  subscriptionProducts as coreSubscriptionProducts,
  SUBSCRIPTION_NAME,
  subscriptionEndedOn,
  subscriptionProductIds,
} from '@attune/core/rules';
import { useRouteLoaderData } from 'react-router';
import type { Account } from './account';
import { today } from './family-day';

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

/**
 * The day the family's subscription ended, when it has none now (core's `subscriptionEndedOn` on the
 * family's day); null inside a subscription, outside `/app`, or when it never had one. The subscription
 * blocker then says "Your Attune subscription ended on {date}" and offers to restart.
 */
export function useSubscriptionEndedOn(): string | null {
  const data = useRouteLoaderData('app') as AppData | undefined;
  if (!data || data.subscribed) return null;
  return subscriptionEndedOn(data.purchases, subscriptionIds(data.products), today());
}
