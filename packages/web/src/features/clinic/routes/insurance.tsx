import {
  type AppError,
  type InsurancePlan,
  type PersonInformation,
  PersonInformationInputSchema,
  TEXT_LIMITS,
} from '@attune/core/rules';
import { SelectField } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  redirect,
  useFetcher,
  useLoaderData,
} from 'react-router';
import { Field } from '../../../components/field';
import { paths } from '../../../config/paths';
import { appErrorOf, call, isApiError } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { useErrorText } from '../../../lib/error-text';
import { today } from '../../../lib/family-day';

/** The choice for a plan that is not in the list. */
const UNLISTED = 'unlisted';

interface LoaderData {
  readonly plans: readonly InsurancePlan[];
  /** The details saved last for this child (`GET clinic/insurances/person_informations`), shown to edit; null when none. */
  readonly saved: PersonInformation | null;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<LoaderData> {
  const childId = Number(params.child_id);
  const [plans, saved] = await Promise.all([
    call((api) => api.listInsurancePlans(), request.signal),
    call((api) => api.listPersonInformations(), request.signal),
  ]);
  return { plans, saved: saved.findLast((info) => info.ownable_id === childId) ?? null };
}

/** Saves the insurance details; a 422 comes back naming the fields (an unknown plan: 'Insurance plan not found'). */
export async function action({ params, request }: ActionFunctionArgs) {
  const body = (await request.json()) as Record<string, unknown>;
  const childId = Number(params.child_id);
  try {
    await call((api) =>
      api.createPersonInformation({
        body: PersonInformationInputSchema.parse({
          person_information: { ...body, ownable_id: childId, ownable_type: 'Patient' },
        }),
      }),
    );
    return redirect(paths.app.child.clinical.getHref(childId));
  } catch (error) {
    if (isApiError(error) && error._tag === 'HttpError' && error.status === 422) {
      return {
        fields: Object.keys(error.errors).map((key) => key.replace(/^person_information\./, '')),
        error: null,
      };
    }
    return { fields: [] as string[], error: appErrorOf(error) satisfies AppError };
  }
}

const TEXT_FIELDS = ['first_name', 'last_name', 'policy', 'date_of_birth'] as const;

/**
 * Insurance capture: the plan (from `GET clinic/insurances/plans`, or not listed: a notice and its name),
 * first and last name, policy number and date of birth, checked with core's `PersonInformationInputSchema`.
 * Details saved before for this child fill the form, to check or correct.
 */
export function Component() {
  const { t } = useTranslation();
  const { plans, saved } = useLoaderData() as LoaderData;
  const { child } = useChildData();
  const fetcher = useFetcher<typeof action>();
  const errorText = useErrorText();
  const [fields, setFields] = useState({
    plan: saved ? (saved.insurances_plan_id === null ? UNLISTED : String(saved.insurances_plan_id)) : '',
    custom_insurance_plan: saved?.custom_insurance_plan ?? '',
    first_name: saved?.first_name ?? '',
    last_name: saved?.last_name ?? '',
    policy: saved?.policy ?? '',
    date_of_birth: saved?.date_of_birth ?? '',
  });
  const [checked, setChecked] = useState<readonly string[]>([]);
  const busy = fetcher.state !== 'idle';
  const refused = busy ? [] : (fetcher.data?.fields ?? []);
  const invalid = new Set([...checked, ...refused]);
  const failure = busy ? null : (fetcher.data?.error ?? null);
  const unlisted = fields.plan === UNLISTED;
  const set = (field: keyof typeof fields, value: string) => setFields((f) => ({ ...f, [field]: value }));
  const errorOf = (field: string) =>
    invalid.has(field)
      ? field === 'insurances_plan_id' && refused.includes(field)
        ? errorText({ kind: 'insurance-plan-not-found' })
        : t('clinic.consent.errors.required')
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const info = {
      insurances_plan_id: fields.plan === '' || unlisted ? null : Number(fields.plan),
      ...(unlisted ? { custom_insurance_plan: fields.custom_insurance_plan } : {}),
      first_name: fields.first_name,
      last_name: fields.last_name,
      policy: fields.policy,
      date_of_birth: fields.date_of_birth,
    };
    const parsed = PersonInformationInputSchema.safeParse({
      person_information: { ...info, ownable_id: child.id, ownable_type: 'Patient' },
    });
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[1]));
    if (fields.plan === '') problems.push('insurances_plan_id');
    setChecked(problems);
    if (problems.length > 0) return;
    void fetcher.submit(info, { method: 'post', encType: 'application/json' });
  };

  return (
    <div className="web-page web-page--narrow">
      <section className="web-card">
        <h1>{t('clinic.insurance.formTitle')}</h1>
        <p className="web-muted">{t('clinic.insurance.intro', { name: child.name })}</p>
        <form onSubmit={submit} noValidate>
          <SelectField
            label={t('clinic.insurance.fields.plan')}
            required
            value={fields.plan}
            onValueChange={(value) => set('plan', value)}
            placeholder={t('clinic.consent.choose')}
            options={[
              ...plans.map((plan) => ({ value: String(plan.id), label: plan.name })),
              { value: UNLISTED, label: t('clinic.insurance.unlisted') },
            ]}
            error={errorOf('insurances_plan_id')}
          />
          {unlisted ? (
            <>
              <p className="web-notice" role="status">
                {t('clinic.insurance.unknownNotice')}
              </p>
              <Field
                label={t('clinic.insurance.fields.custom_insurance_plan')}
                maxLength={TEXT_LIMITS.short}
                required
                value={fields.custom_insurance_plan}
                onChange={(event) => set('custom_insurance_plan', event.target.value)}
                error={errorOf('custom_insurance_plan')}
              />
            </>
          ) : null}
          {TEXT_FIELDS.map((field) => (
            <Field
              key={field}
              label={t(`clinic.insurance.fields.${field}`)}
              type={field === 'date_of_birth' ? 'date' : 'text'}
              max={field === 'date_of_birth' ? today() : undefined}
              maxLength={field === 'date_of_birth' ? undefined : TEXT_LIMITS.name}
              autoComplete={
                field === 'first_name'
                  ? 'given-name'
                  : field === 'last_name'
                    ? 'family-name'
                    : field === 'date_of_birth'
                      ? 'bday'
                      : 'off'
              }
              required
              value={fields[field]}
              onChange={(event) => set(field, event.target.value)}
              error={errorOf(field)}
            />
          ))}
          {failure ? (
            <p className="web-form-error" role="alert">
              {errorText(failure) ?? t('clinic.error')}
            </p>
          ) : null}
          <button
            type="submit"
            className="at-button at-button--primary at-button--lg at-button--block"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('clinic.insurance.submit')}
          </button>
        </form>
      </section>
    </div>
  );
}
