/** A kit's shipping address as stored, read by core's schema (its own module: the listing and the service read it). */
import { type ShippingAddress, ShippingAddressSchema } from '@attune/core/rules';

/** The stored address as core's `ShippingAddressSchema` reads it; one it no longer takes (or none) is null. */
export const kitAddressOf = (stored: unknown): ShippingAddress | null =>
  stored ? (ShippingAddressSchema.safeParse(stored).data ?? null) : null;
