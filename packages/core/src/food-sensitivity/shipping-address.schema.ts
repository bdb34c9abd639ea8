import * as z from 'zod';
import { TEXT_LIMITS } from '../common/text-limits.logic';
import { isCountryCode, postalCodeProblem } from './shipping-address.logic';

/** The message of a required field left empty (the server's words; the app shows its own). */
const REQUIRED = 'is required';
const tooLong = (max: number) => `is too long (at most ${max} characters)`;
const required = (max: number) => z.string().trim().min(1, REQUIRED).max(max, tooLong(max));

/**
 * Where the Food Sensitivity kit is mailed (`shipping_address` of `POST food_sensitivity_states` with
 * `request_kit`): the name on the parcel, the street lines (`line2` optional), city, state or region,
 * postal code and the country's two-letter code. Each refused field is named by itself
 * (`shipping_address.postal_code`); the postal code is judged by its country (core's `postalCodeProblem`).
 */
export const ShippingAddressSchema = z
  .object({
    name: required(TEXT_LIMITS.name),
    line1: required(TEXT_LIMITS.short),
    line2: z.string().trim().max(TEXT_LIMITS.short, tooLong(TEXT_LIMITS.short)).optional(),
    city: required(TEXT_LIMITS.name),
    state: required(TEXT_LIMITS.name),
    postal_code: z.string().trim().max(TEXT_LIMITS.phone, tooLong(TEXT_LIMITS.phone)),
    country: z
      .string()
      .trim()
      .refine(isCountryCode, 'must be a two-letter country code')
      .transform((country) => country.toUpperCase()),
  })
  .superRefine((address, ctx) => {
    if (typeof address.postal_code !== 'string' || typeof address.country !== 'string') return;
    const problem = postalCodeProblem(address.country, address.postal_code);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: ['postal_code'],
        message: problem === 'required' ? REQUIRED : 'is not a valid postal code',
      });
  });
/** Where the Food Sensitivity kit is mailed. */
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;
/** A shipping address as typed (before trimming and the country's upper case). */
export type ShippingAddressInput = z.input<typeof ShippingAddressSchema>;
