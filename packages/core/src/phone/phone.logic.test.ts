import fc from 'fast-check';
import { getCountries, getExampleNumber } from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  filterPhoneInput,
  orderPhoneCountries,
  PREFERRED_COUNTRIES,
  phoneFieldValue,
  validatePhone,
} from './phone.logic';

describe('validatePhone', () => {
  it.each([
    ['a US number in national form', '(213) 373-4253', {}, '+12133734253'],
    ['a US number with country code', '+1 213 373 4253', {}, '+12133734253'],
    ['a UK mobile read in GB', '07911 123456', { country: 'GB' }, '+447911123456'],
    ['an international UK number while US is chosen', '+44 7911 123456', {}, '+447911123456'],
    [
      'a US number when landlines are refused (cannot be told apart)',
      '213.373.4253',
      { allowLandline: false },
      '+12133734253',
    ],
    ['an Australian mobile', '0412 345 678', { country: 'AU' }, '+61412345678'],
  ] as const)('accepts %s', (_name, input, options, number) => {
    const result = validatePhone(input, options);
    expect(result.ok && result.value.number).toBe(number);
  });

  it.each([
    ['nothing typed', '   ', {}, 'required'],
    ['too few digits', '213', {}, 'too-short'],
    ['too many digits', '213 373 4253 12345', {}, 'too-long'],
    ['letters', '213-373-HOME', {}, 'invalid'],
    ['an unknown country', '2133734253', { country: 'ZZ' }, 'invalid-country'],
    ['a number that does not exist in the country', '(123) 456-7890', {}, 'invalid'],
    [
      'a UK landline where landlines are refused',
      '020 7946 0958',
      { country: 'GB', allowLandline: false },
      'landline',
    ],
    [
      'a UK freephone number where landlines are refused',
      '0800 098 8000',
      { country: 'GB', allowLandline: false },
      'not-mobile',
    ],
  ] as const)('refuses %s', (_name, input, options, code) => {
    expect(validatePhone(input, options)).toEqual({ ok: false, code });
  });

  it('accepts a UK landline where landlines are allowed, and says it is a fixed line', () => {
    expect(validatePhone('020 7946 0958', { country: 'GB' })).toEqual({
      ok: true,
      value: { number: '+442079460958', country: 'GB', lineType: 'fixed-line' },
    });
  });

  it('says a UK mobile is a mobile and a US number is fixed-line-or-mobile', () => {
    const uk = validatePhone('07911 123456', { country: 'GB', allowLandline: false });
    expect(uk.ok && uk.value.lineType).toBe('mobile');
    const us = validatePhone('2133734253');
    expect(us.ok && us.value.lineType).toBe('fixed-line-or-mobile');
  });
});

describe('phone field', () => {
  it('defaults to the US and lists the preferred countries first', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
    expect(PREFERRED_COUNTRIES).toEqual([
      'US',
      'CA',
      'GB',
      'AU',
      'BR',
      'SG',
      'ZA',
      'PH',
      'NZ',
      'TR',
      'MX',
      'JP',
    ]);
    expect(orderPhoneCountries(['FR', 'US', 'DE'])).toEqual([...PREFERRED_COUNTRIES, 'FR', 'DE']);
  });

  it('drops characters a phone number cannot contain, keeping one leading plus', () => {
    expect(filterPhoneInput(' +1 (213) 373-4253 x12 +')).toBe(' +1 (213) 373-4253 12 ');
    expect(filterPhoneInput('2+13')).toBe('213');
  });

  it('emits the international number only when valid', () => {
    expect(phoneFieldValue('(213) 373-4253')).toBe('+12133734253');
    expect(phoneFieldValue('(213) 373-42')).toBeNull();
  });

  it('the filtered input only ever holds accepted characters, and filtering twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const once = filterPhoneInput(text);
        expect(once).toMatch(/^\s*\+?[0-9\s\-().]*$/);
        expect(filterPhoneInput(once)).toBe(once);
      }),
    );
  });

  it('a phone number is emitted only when valid, and then always in E.164 form', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\+?[0-9 ()-]{0,16}$/),
        fc.constantFrom(...PREFERRED_COUNTRIES),
        fc.boolean(),
        (input, country, allowLandline) => {
          const result = validatePhone(input, { country, allowLandline });
          const value = phoneFieldValue(input, { country, allowLandline });
          if (result.ok) {
            expect(value).toBe(result.value.number);
            expect(value).toMatch(/^\+[1-9]\d{6,14}$/);
            if (!allowLandline) expect(result.value.lineType).not.toBe('fixed-line');
          } else {
            expect(value).toBeNull();
          }
        },
      ),
    );
  });

  it('however a valid mobile number of a preferred country is written, the field emits the same international number, even where landlines are refused', () => {
    const writtenArb = fc.constantFrom(...PREFERRED_COUNTRIES).chain((country) => {
      const example = getExampleNumber(country, mobileExamples);
      if (!example) throw new Error(`no example mobile number for ${country}`);
      const national = example.formatNational().replace(/\D/g, '');
      const international = example.number.replace(/\D/g, '');
      return fc.record({
        country: fc.constant(country),
        expected: fc.constant(example.number),
        international: fc.boolean(),
        separators: fc.array(fc.constantFrom('', '', ' ', '-', '.'), {
          minLength: Math.max(national.length, international.length),
          maxLength: Math.max(national.length, international.length),
        }),
        national: fc.constant(national),
        internationalDigits: fc.constant(international),
      });
    });
    fc.assert(
      fc.property(writtenArb, (w) => {
        const digits = w.international ? w.internationalDigits : w.national;
        const spaced = [...digits].map((digit, index) =>
          index === 0 ? digit : (w.separators[index] ?? '') + digit,
        );
        const typed = `${w.international ? '+' : ''}${spaced.join('')}`;
        const result = validatePhone(typed, { country: w.country, allowLandline: false });
        expect({ typed, result }).toMatchObject({
          typed,
          result: { ok: true, value: { number: w.expected } },
        });
        expect(phoneFieldValue(typed, { country: w.country })).toBe(w.expected);
      }),
    );
  });

  it('the country picker always lists the twelve preferred countries first, in order, then every other country once', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(getCountries()), (countries) => {
        const ordered = orderPhoneCountries(countries);
        expect(ordered.slice(0, PREFERRED_COUNTRIES.length)).toEqual([...PREFERRED_COUNTRIES]);
        const rest = ordered.slice(PREFERRED_COUNTRIES.length);
        expect(rest).toEqual(
          countries.filter((c) => !(PREFERRED_COUNTRIES as readonly string[]).includes(c)),
        );
        expect(new Set(ordered).size).toBe(ordered.length);
      }),
    );
  });
});
