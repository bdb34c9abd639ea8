import type { ComponentType } from 'react';

/** The outcome of turning the entered card into a payment token. */
export type CardTokenResult =
  | { readonly ok: true; readonly token: string }
  /** `message` is the card provider's message when it gave one. */
  | { readonly ok: false; readonly message?: string };

/** What card fields report as the parent types. */
export interface CardEntryState {
  /** Whether every card field is complete (Pay is disabled until then). */
  readonly complete: boolean;
  /** The current problem with the card, already in the family's language, or null. */
  readonly error: string | null;
}

/** Props every adapter's card fields receive from {@link PaymentCardForm}. */
export interface CardFieldsProps {
  /** Report completeness and the current problem after every change. */
  readonly onChange: (state: CardEntryState) => void;
  /** A card field lost focus: the form shows the current problem. */
  readonly onBlur: () => void;
  /** A card field got focus: the form hides the problem until the next blur. */
  readonly onFocus: () => void;
  /** Called once with the function that tokenizes the entered card. */
  readonly registerTokenizer: (tokenize: () => Promise<CardTokenResult>) => void;
  readonly disabled?: boolean;
}

/**
 * The card-entry port. The test card adapter (no Stripe key configured) renders plain fields and
 * produces Stripe test tokens; a Stripe Elements adapter renders Stripe's fields and calls
 * `stripe.createToken`. The form only knows this interface.
 */
export interface CardAdapter {
  /** A short id for logs and tests: 'test' or 'stripe'. */
  readonly kind: string;
  /** The card entry fields. */
  readonly Fields: ComponentType<CardFieldsProps>;
}
