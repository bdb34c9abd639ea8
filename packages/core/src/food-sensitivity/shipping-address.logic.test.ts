import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FoodSensitivityStateInputSchema } from '../children/children.schema';
import { parseWith } from '../common/common.schema';
import { isCountryCode, postalCodeProblem } from './shipping-address.logic';
import { ShippingAddressSchema } from './shipping-address.schema';

const address = {
  name: 'Dana Rivera',
  line1: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62704',
  country: 'US',
};
const fieldsOf = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

describe('the kit’s shipping address', () => {
  it('takes a US address with a ZIP or ZIP+4, and another country’s postal code by its own shape', () => {
    expect(parseWith(ShippingAddressSchema, address)).toEqual({ ok: true, value: address });
    expect(postalCodeProblem('US', '62704-1234')).toBeNull();
    expect(postalCodeProblem('us', ' 62704 ')).toBeNull();
    expect(postalCodeProblem('GB', 'SW1A 1AA')).toBeNull();
    expect(postalCodeProblem('CA', 'K1A 0B1')).toBeNull();
    expect(postalCodeProblem('US', '6270')).toBe('format');
    expect(postalCodeProblem('US', 'SW1A 1AA')).toBe('format');
    expect(postalCodeProblem('GB', '  ')).toBe('required');
  });

  it('trims what was typed, keeps the optional second line, and writes the country in capitals', () => {
    const parsed = ShippingAddressSchema.parse({
      ...address,
      name: '  Dana ',
      line2: 'Apt 4',
      country: 'us',
    });
    expect(parsed).toMatchObject({ name: 'Dana', line2: 'Apt 4', country: 'US' });
  });

  it('names each refused field by itself', () => {
    expect(fieldsOf(parseWith(ShippingAddressSchema, { ...address, postal_code: '' }))).toEqual([
      'postal_code',
    ]);
    expect(fieldsOf(parseWith(ShippingAddressSchema, { ...address, city: '   ' }))).toEqual(['city']);
    expect(fieldsOf(parseWith(ShippingAddressSchema, { ...address, country: 'USA' }))).toEqual(['country']);
    const { line1: _, ...noLine1 } = address;
    expect(fieldsOf(parseWith(ShippingAddressSchema, noLine1))).toEqual(['line1']);
    expect(isCountryCode('de')).toBe(true);
    expect(isCountryCode('D1')).toBe(false);
  });

  it('ordering the kit needs the address; the other steps do not', () => {
    expect(
      fieldsOf(parseWith(FoodSensitivityStateInputSchema, { child_id: 3, state_action: 'request_kit' })),
    ).toEqual(['shipping_address']);
    expect(
      fieldsOf(
        parseWith(FoodSensitivityStateInputSchema, {
          child_id: 3,
          state_action: 'request_kit',
          shipping_address: { ...address, postal_code: 'abc' },
        }),
      ),
    ).toEqual(['shipping_address.postal_code']);
    expect(parseWith(FoodSensitivityStateInputSchema, { child_id: 3, state_action: 'sample_sent' }).ok).toBe(
      true,
    );
  });
});

describe('the kit’s shipping address (properties)', () => {
  it('a US ZIP code of five digits, with or without four more, is always accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), fc.option(fc.stringMatching(/^\d{4}$/)), (zip, plus4) => {
        expect(postalCodeProblem('US', plus4 ? `${zip}-${plus4}` : zip)).toBeNull();
      }),
    );
  });

  it('a postal code with a character other than letters, digits, spaces and hyphens is refused in every country', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{2}$/),
        fc.string({ maxLength: 4 }),
        fc.constantFrom('!', '.', '/', '#', '_', 'é'),
        fc.string({ maxLength: 4 }),
        (country, before, bad, after) => {
          expect(postalCodeProblem(country, `1${before}${bad}${after}`)).not.toBeNull();
        },
      ),
    );
  });

  it('removing any one required field names exactly that field', () => {
    fc.assert(
      fc.property(fc.constantFrom('name', 'line1', 'city', 'state', 'postal_code', 'country'), (field) => {
        const { [field as keyof typeof address]: _, ...rest } = address;
        expect(fieldsOf(parseWith(ShippingAddressSchema, rest))).toEqual([field]);
      }),
    );
  });
});
