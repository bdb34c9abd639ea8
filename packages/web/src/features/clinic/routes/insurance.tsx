import {
  type AppError,
  INSURANCE_CARD_TYPES,
  type InsurancePlan,
  insuranceCardProblem,
  type PersonInformation,
  PersonInformationCardInputSchema,
  PersonInformationInputSchema,
  savedInsuranceDetails,
  TEXT_LIMITS,
} from '@attune/core/rules';
import { Card, FileField, SelectField, TextField } from '@attune/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  redirect,
  useFetcher,
  useLoaderData,
} from 'react-router';
import { paths } from '../../../config/paths';
import { appErrorOf, call, isApiError } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { useErrorText } from '../../../lib/error-text';
import { today } from '../../../lib/family-day';
import { loadQuery, referenceQuery } from '../../../lib/queries';
import { formFailure } from '../api/form-failure';
import { ClinicFormSubmit } from '../components/clinic-form-submit';

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
    loadQuery(referenceQuery('listInsurancePlans')),
    call((api) => api.listPersonInformations(), request.signal),
  ]);
  return { plans, saved: savedInsuranceDetails(saved, childId) };
}

/** Saves the insurance details; a 422 comes back naming the fields (an unknown plan: 'Insurance plan not found'). */
export async function action({ params, request }: ActionFunctionArgs) {
  const body = (await request.json()) as Record<string, unknown>;
  const childId = Number(params.child_id);
  if (body.intent === 'card') return saveCard(childId, body);
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
    return formFailure(error, 'person_information');
  }
}

/**
 * The two sides of the insurance card, each sent as a photo (`card`, a data URL, with its `side`) through the
 * same call; the server keeps the child's latest photo of each side.
 */
const SIDES = ['front', 'back'] as const;
type Side = (typeof SIDES)[number];

/**
 * Saves the card photos, front then back (`POST clinic/insurances/person_informations` with `card`); a 422
 * names the side the server refused, the form keeps the rest.
 */
async function saveCard(childId: number, body: Record<string, unknown>) {
  for (const side of SIDES) {
    try {
      await call((api) =>
        api.createPersonInformation({
          body: PersonInformationCardInputSchema.parse({
            person_information: { ownable_id: childId, ownable_type: 'Patient', card: body[side], side },
          }),
        }),
      );
    } catch (error) {
      if (isApiError(error) && error._tag === 'HttpError' && error.status === 422)
        return { fields: [] as string[], cardRefused: side, error: null };
      if (!isApiError(error)) return { fields: [] as string[], cardRefused: side, error: null };
      return { fields: [] as string[], error: appErrorOf(error) satisfies AppError };
    }
  }
  return redirect(paths.app.child.clinical.getHref(childId));
}

/** A photo read as a data URL in the browser. */
function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

type CardProblem = 'type' | 'size' | 'missing' | 'refused';

/**
 * The insurance card's photos, front and back: image types and size checked with core's
 * `insuranceCardProblem` as the server checks them; what was chosen stays when sending fails.
 */
function CardPhotos() {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<typeof action>();
  const [photos, setPhotos] = useState<Record<Side, { name: string; url: string } | null>>({
    front: null,
    back: null,
  });
  const [problems, setProblems] = useState<Partial<Record<Side, CardProblem>>>({});
  const busy = fetcher.state !== 'idle';
  const data = busy ? null : fetcher.data;
  const refused = (data as { cardRefused?: Side } | null | undefined)?.cardRefused ?? null;
  const failure = data?.error ?? null;
  const problemOf = (side: Side): CardProblem | undefined =>
    problems[side] ?? (refused === side ? 'refused' : undefined);

  const choose = async (side: Side, file: File | null) => {
    if (!file) return;
    const problem = insuranceCardProblem({ type: file.type, size: file.size });
    setProblems((current) => ({ ...current, [side]: problem ?? undefined }));
    if (problem) {
      setPhotos((current) => ({ ...current, [side]: null }));
      return;
    }
    const url = await readDataUrl(file);
    setPhotos((current) => ({ ...current, [side]: { name: file.name, url } }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Side, CardProblem>> = {};
    for (const side of SIDES) if (!photos[side]) missing[side] = problems[side] ?? 'missing';
    setProblems(missing);
    if (Object.keys(missing).length > 0) return;
    void fetcher.submit(
      { intent: 'card', front: photos.front?.url ?? '', back: photos.back?.url ?? '' },
      { method: 'post', encType: 'application/json' },
    );
  };

  return (
    <Card render={<section aria-labelledby={`${id}-title`} />}>
      <h2 id={`${id}-title`}>{t('clinic.insurance.card.title')}</h2>
      <p className="web-muted">{t('clinic.insurance.card.intro')}</p>
      <form onSubmit={submit} noValidate>
        {SIDES.map((side) => {
          const problem = problemOf(side);
          return (
            <FileField
              key={side}
              className="web-form-field"
              label={t(`clinic.insurance.card.${side}`)}
              hint={t('clinic.insurance.card.hint')}
              accept={INSURANCE_CARD_TYPES}
              fileName={photos[side]?.name ?? null}
              error={problem ? t(`clinic.insurance.card.errors.${problem}`) : undefined}
              onFileChange={(file) => void choose(side, file)}
            />
          );
        })}
        <ClinicFormSubmit
          failure={failure}
          busy={busy}
          label={t('clinic.insurance.card.submit')}
          variant="secondary"
        />
      </form>
    </Card>
  );
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
      <Card render={<section />}>
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
              <TextField
                className="web-form-field"
                label={t('clinic.insurance.fields.custom_insurance_plan')}
                maxLength={TEXT_LIMITS.short}
                required
                value={fields.custom_insurance_plan}
                onValueChange={(value) => set('custom_insurance_plan', value)}
                error={errorOf('custom_insurance_plan')}
              />
            </>
          ) : null}
          {TEXT_FIELDS.map((field) => (
            <TextField
              className="web-form-field"
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
              onValueChange={(value) => set(field, value)}
              error={errorOf(field)}
            />
          ))}
          <ClinicFormSubmit failure={failure} busy={busy} label={t('clinic.insurance.submit')} />
        </form>
      </Card>
      <CardPhotos />
    </div>
  );
}
