import { ageInYears, type ConsentForm, ConsentInputSchema, TEXT_LIMITS } from '@attune/core/rules';
import { Card, CheckboxField, SelectField, TextField } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  redirect,
  useFetcher,
  useLoaderData,
} from 'react-router';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { today } from '../../../lib/family-day';
import { formFailure } from '../api/form-failure';
import { ClinicFormSubmit } from '../components/clinic-form-submit';

const TEXT_FIELDS = ['name', 'date_of_birth', 'address', 'city', 'state', 'zip', 'relationship'] as const;
type TextKey = (typeof TEXT_FIELDS)[number];
type Fields = Record<TextKey | 'gender' | 'custody_status' | 'signature', string> & {
  agreed: boolean;
  confirmed: boolean;
};
const EMPTY: Fields = {
  name: '',
  date_of_birth: '',
  gender: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  custody_status: '',
  relationship: '',
  signature: '',
  agreed: false,
  confirmed: false,
};

export async function loader({ request }: LoaderFunctionArgs): Promise<{ form: ConsentForm }> {
  return { form: await call((api) => api.getConsentForm(), request.signal) };
}

/** Signs the consent (`POST clinic/forms/consents`); a 422 comes back naming the fields, the form kept. */
export async function action({ params, request }: ActionFunctionArgs) {
  const body = (await request.json()) as Record<string, unknown>;
  try {
    await call((api) =>
      api.createConsent({
        body: { consent_form: ConsentInputSchema.parse({ ...body, patient_id: Number(params.child_id) }) },
      }),
    );
    return redirect(paths.app.child.clinical.getHref(Number(params.child_id)));
  } catch (error) {
    return formFailure(error, 'consent_form');
  }
}

/**
 * The consent form: its sections for children (or for adults, for an adult patient), the spec's fields,
 * the agreement tick, the confirmation and the signature. Checked with core's `ConsentInputSchema` here
 * and by the server.
 */
export function Component() {
  const { t } = useTranslation();
  const { form } = useLoaderData() as { form: ConsentForm };
  const { child } = useChildData();
  const fetcher = useFetcher<typeof action>();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [checked, setChecked] = useState<readonly string[]>([]);
  const busy = fetcher.state !== 'idle';
  const refused = busy ? [] : (fetcher.data?.fields ?? []);
  const invalid = new Set([...checked, ...refused]);
  const failure = busy ? null : (fetcher.data?.error ?? null);
  const adult = ageInYears(child.birthday, today()) >= 18;
  const sections = adult ? form.sections.adults : form.sections.children;
  const errorOf = (field: string) =>
    invalid.has(field)
      ? t(field === 'signature' ? 'clinic.consent.errors.signature' : 'clinic.consent.errors.required')
      : undefined;
  const set = (field: keyof Fields, value: string | boolean) => setFields((f) => ({ ...f, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ConsentInputSchema.safeParse({
      ...fields,
      consent_form_id: form.id,
      patient_id: child.id,
    });
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]));
    setChecked(problems);
    if (problems.length > 0) return;
    void fetcher.submit(
      { ...fields, consent_form_id: form.id },
      { method: 'post', encType: 'application/json' },
    );
  };

  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />}>
        <h1>{form.title}</h1>
        <p className="web-muted">{t('clinic.consent.intro', { name: child.name })}</p>
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="web-h3">{section.title}</h2>
            <p>{section.body}</p>
          </section>
        ))}
        <form onSubmit={submit} noValidate>
          {TEXT_FIELDS.map((field) => (
            <TextField
              className="web-form-field"
              key={field}
              label={t(`clinic.consent.fields.${field}`)}
              type={field === 'date_of_birth' ? 'date' : 'text'}
              max={field === 'date_of_birth' ? today() : undefined}
              maxLength={field === 'date_of_birth' ? undefined : TEXT_LIMITS.name}
              autoComplete={
                field === 'name'
                  ? 'name'
                  : field === 'address'
                    ? 'street-address'
                    : field === 'city'
                      ? 'address-level2'
                      : field === 'state'
                        ? 'address-level1'
                        : field === 'zip'
                          ? 'postal-code'
                          : field === 'date_of_birth'
                            ? 'bday'
                            : 'off'
              }
              required
              value={fields[field]}
              onValueChange={(value) => set(field, value)}
              error={errorOf(field)}
            />
          ))}
          <SelectField
            label={t('clinic.consent.fields.gender')}
            required
            value={fields.gender}
            onValueChange={(value) => set('gender', value)}
            placeholder={t('clinic.consent.choose')}
            options={(['female', 'male', 'other'] as const).map((value) => ({
              value,
              label: t(`clinic.consent.gender.${value}`),
            }))}
            error={errorOf('gender')}
          />
          <SelectField
            label={t('clinic.consent.fields.custody_status')}
            required
            value={fields.custody_status}
            onValueChange={(value) => set('custody_status', value)}
            placeholder={t('clinic.consent.choose')}
            options={(['sole', 'joint', 'other'] as const).map((value) => ({
              value,
              label: t(`clinic.consent.custody.${value}`),
            }))}
            error={errorOf('custody_status')}
          />
          {(['agreed', 'confirmed'] as const).map((tick) => (
            <CheckboxField
              key={tick}
              id={`consent-${tick}`}
              label={t(`clinic.consent.${tick}`)}
              checked={fields[tick]}
              onCheckedChange={(checked) => set(tick, checked)}
              error={invalid.has(tick) ? t('clinic.consent.errors.tick') : undefined}
            />
          ))}
          <TextField
            className="web-form-field"
            label={t('clinic.consent.fields.signature')}
            hint={t('clinic.consent.signatureHint')}
            maxLength={TEXT_LIMITS.name}
            required
            value={fields.signature}
            onValueChange={(value) => set('signature', value)}
            error={errorOf('signature')}
          />
          <ClinicFormSubmit failure={failure} busy={busy} label={t('clinic.consent.submit')} />
        </form>
      </Card>
    </div>
  );
}
