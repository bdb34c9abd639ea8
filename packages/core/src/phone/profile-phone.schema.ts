import * as z from 'zod';
import { TEXT_LIMITS } from '../common/text-limits.logic';
import { validatePhone } from './phone.logic';

/**
 * The phone of the account's profile (`PUT users/{id}` `{ user: { phone } }`): `''` clears it; otherwise a
 * valid number that is not a landline (add-ons spec section 5, "Phone: no landlines"). A refused number is
 * an issue whose message is the phone field's code (`landline`, `invalid`, `too-short`...).
 */
export const ProfilePhoneSchema = z
  .string()
  .max(TEXT_LIMITS.phone)
  .superRefine((text, ctx) => {
    if (text === '') return;
    const result = validatePhone(text, { allowLandline: false });
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.code, params: { code: result.code } });
  });
