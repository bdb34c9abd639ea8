import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePhone } from './phone.logic';
import { ProfilePhoneSchema } from './profile-phone.schema';

describe('the profile phone', () => {
  it('takes a mobile number, clears with an empty one and refuses a landline', () => {
    expect(ProfilePhoneSchema.safeParse('+447400123456').success).toBe(true);
    expect(ProfilePhoneSchema.safeParse('').success).toBe(true);
    const landline = ProfilePhoneSchema.safeParse('+442079460000');
    expect(landline.success).toBe(false);
    expect(landline.error?.issues[0]?.message).toBe('landline');
    expect(ProfilePhoneSchema.safeParse('12').success).toBe(false);
  });
  it('a phone the profile accepts is always empty or a valid number that is not a landline', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^\+44[0-9]{10}$/)), (text) => {
        if (!ProfilePhoneSchema.safeParse(text).success) return;
        if (text === '') return;
        const result = validatePhone(text, { allowLandline: false });
        expect(result.ok).toBe(true);
      }),
    );
  });
});
