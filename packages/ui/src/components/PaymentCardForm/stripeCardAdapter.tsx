import { useEffect, useRef } from 'react';
import type { CardAdapter, CardFieldsProps } from './CardAdapter';

/** The part of Stripe.js's card Element the adapter uses. */
export interface StripeCardElementLike {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: { complete: boolean; error?: { message?: string } }) => void): void;
  on(event: 'blur' | 'focus', handler: () => void): void;
}

/** The part of a Stripe.js instance the adapter uses. */
export interface StripeLike {
  elements(options?: { locale?: string }): { create(type: 'card', options?: object): StripeCardElementLike };
  createToken(
    element: StripeCardElementLike,
  ): Promise<{ token?: { id: string }; error?: { message?: string } }>;
}

/** Options of {@link createStripeCardAdapter}. */
export interface StripeCardAdapterOptions {
  readonly publishableKey: string;
  /** The family's language for Stripe's own texts. */
  readonly locale?: string;
  /** Loads Stripe.js; by default the script from js.stripe.com is added once and `window.Stripe` is used. */
  readonly loadStripe?: (publishableKey: string) => Promise<StripeLike>;
}

let stripeScript: Promise<void> | null = null;

function loadStripeFromScript(publishableKey: string): Promise<StripeLike> {
  stripeScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Stripe.js could not be loaded'));
    document.head.append(script);
  });
  return stripeScript.then(() => {
    const factory = (window as unknown as { Stripe?: (key: string) => StripeLike }).Stripe;
    if (!factory) throw new Error('Stripe.js did not define window.Stripe');
    return factory(publishableKey);
  });
}

/**
 * The card adapter used when a Stripe key is configured: Stripe's card Element (number, expiry and CVC
 * in one field) mounted in the form, and `stripe.createToken` for the payment token. A tokenization
 * failure carries Stripe's own message. Create the adapter once (module level or `useMemo`): each call
 * makes a new fields component.
 */
export function createStripeCardAdapter(options: StripeCardAdapterOptions): CardAdapter {
  const load = options.loadStripe ?? loadStripeFromScript;
  // biome-ignore lint/correctness/noComponentHookFactories: the adapter is made once per Stripe key, at module level
  function StripeCardFields({ onChange, onBlur, onFocus, registerTokenizer }: CardFieldsProps) {
    const mountRef = useRef<HTMLDivElement>(null);
    const handlers = useRef({ onChange, onBlur, onFocus });
    handlers.current = { onChange, onBlur, onFocus };

    useEffect(() => {
      let card: StripeCardElementLike | null = null;
      let cancelled = false;
      void load(options.publishableKey).then((stripe) => {
        if (cancelled || !mountRef.current) return;
        card = stripe.elements(options.locale ? { locale: options.locale } : undefined).create('card', {
          hidePostalCode: true,
        });
        card.mount(mountRef.current);
        card.on('change', (event) =>
          handlers.current.onChange({ complete: event.complete, error: event.error?.message ?? null }),
        );
        card.on('blur', () => handlers.current.onBlur());
        card.on('focus', () => handlers.current.onFocus());
        const element = card;
        registerTokenizer(async () => {
          const result = await stripe.createToken(element);
          if (result.token) return { ok: true, token: result.token.id };
          return result.error?.message ? { ok: false, message: result.error.message } : { ok: false };
        });
      });
      return () => {
        cancelled = true;
        card?.destroy();
      };
    }, [registerTokenizer]);

    return <div ref={mountRef} className="at-input at-stripe-card" />;
  }
  return { kind: 'stripe', Fields: StripeCardFields };
}
