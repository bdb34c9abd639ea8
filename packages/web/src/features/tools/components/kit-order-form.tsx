/**
 * Ordering the Food Sensitivity kit: where to mail it (`POST food_sensitivity_states` with `request_kit`
 * and its `shipping_address`). Checked with core's `ShippingAddressSchema` before sending and by the
 * server; each refused field says why beside it, and what the parent typed stays when a save fails.
 */
import { ShippingAddressSchema, TEXT_LIMITS } from '@attune/core/rules';
import { Button, TextField } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { fieldErrorsOf, useFailureText } from '../../../lib/refusal';

const FIELDS = ['name', 'line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const;
type AddressField = (typeof FIELDS)[number];
type Address = Record<AddressField, string>;
/** Why a field was refused, in words of the `tools.foodSensitivity.address.errors` locale keys. */
type Problem = 'required' | 'tooLong' | 'postalCode' | 'country' | 'invalid';

const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  name: 'name',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postal_code: 'postal-code',
  country: 'country',
};
const MAX_LENGTH: Readonly<Record<AddressField, number>> = {
  name: TEXT_LIMITS.name,
  line1: TEXT_LIMITS.short,
  line2: TEXT_LIMITS.short,
  city: TEXT_LIMITS.name,
  state: TEXT_LIMITS.name,
  postal_code: TEXT_LIMITS.phone,
  country: 2,
};

const isField = (name: string): name is AddressField => (FIELDS as readonly string[]).includes(name);

/** The problem of each field core's schema refuses in `address` (none when it is a shipping address). */
function problemsOf(address: Address): Partial<Record<AddressField, Problem>> {
  const { line2, ...rest } = address;
  const parsed = ShippingAddressSchema.safeParse(line2.trim() ? address : rest);
  if (parsed.success) return {};
  const problems: Partial<Record<AddressField, Problem>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!isField(field) || problems[field]) continue;
    const empty = address[field].trim() === '';
    problems[field] =
      issue.code === 'too_big'
        ? 'tooLong'
        : empty
          ? 'required'
          : field === 'postal_code'
            ? 'postalCode'
            : field === 'country'
              ? 'country'
              : 'invalid';
  }
  return problems;
}

/** The kit's order form; `onOrdered` runs once the server took the order. */
export function KitOrderForm({
  childId,
  onOrdered,
}: {
  readonly childId: number;
  readonly onOrdered: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [address, setAddress] = useState<Address>({
    name: '',
    line1: '',
    line2: '',
    city: '',
    state: '',
    postal_code: '',
    country: 'US',
  });
  const [problems, setProblems] = useState<Partial<Record<AddressField, Problem>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: AddressField) => (value: string) =>
    setAddress((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = problemsOf(address);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { line2, ...rest } = address;
      await call((api) =>
        api.updateFoodSensitivityState({
          body: {
            child_id: childId,
            state_action: 'request_kit',
            shipping_address: ShippingAddressSchema.parse(line2.trim() ? address : rest),
          },
        }),
      );
      await onOrdered();
    } catch (error) {
      // A field the server refused is shown beside it; anything else under the form. What was typed stays.
      const refused = Object.keys(fieldErrorsOf(error))
        .map((key) => key.replace(/^shipping_address\./, ''))
        .filter(isField);
      setProblems(Object.fromEntries(refused.map((field) => [field, 'invalid' as const])));
      if (refused.length === 0) setFailure(failureText(error) ?? t('tools.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="fs-order">
      <h3 id="fs-order" className="web-h4">
        {t('tools.foodSensitivity.address.title')}
      </h3>
      <p className="web-muted">{t('tools.foodSensitivity.address.intro')}</p>
      {FIELDS.map((field) => (
        <TextField
          className="web-form-field"
          key={field}
          label={t(`tools.foodSensitivity.address.fields.${field}`)}
          hint={field === 'country' ? t('tools.foodSensitivity.address.countryHint') : undefined}
          required={field !== 'line2'}
          autoComplete={AUTOCOMPLETE[field]}
          maxLength={MAX_LENGTH[field]}
          value={address[field]}
          onValueChange={set(field)}
          error={problems[field] ? t(`tools.foodSensitivity.address.errors.${problems[field]}`) : undefined}
        />
      ))}
      {failure ? (
        <p className="web-form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <Button variant="primary" size="lg" block type="submit" disabled={busy} aria-busy={busy || undefined}>
        {t('tools.foodSensitivity.steps.request_kit')}
      </Button>
    </form>
  );
}
