/**
 * The card form's adapter, chosen once by configuration: Stripe Elements when the build has a Stripe
 * publishable key (`VITE_STRIPE_PUBLISHABLE_KEY`; Stripe.js is loaded from js.stripe.com only when the
 * card form first shows, so it cannot load offline), otherwise the UI kit's test card adapter (Stripe's
 * test tokens, accepted by a server outside production only).
 */
import { type CardAdapter, createStripeCardAdapter } from '@attune/ui';

const publishableKey = (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined)?.trim();

/** The Stripe Elements adapter when a publishable key is configured, else undefined (the test adapter). */
export const cardAdapter: CardAdapter | undefined = publishableKey
  ? createStripeCardAdapter({ publishableKey })
  : undefined;
