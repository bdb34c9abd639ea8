import {
  type ChildAppearance,
  type Medication,
  type PrescriptionAdherence,
  TEXT_LIMITS,
} from '@attune/core/rules';
import {
  AvatarEditor,
  Button,
  Card,
  NavTab,
  NavTabs,
  PrescriptionEditor,
  RadioGroupField,
  TextField,
} from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  Navigate,
  useFetcher,
  useLoaderData,
  useParams,
  useRevalidator,
} from 'react-router';
import { BackButton } from '../../../components/back-button';
import { FailureAlert } from '../../../components/failure-alert';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { childMay, useChildData } from '../../../lib/child-data';
import { today } from '../../../lib/family-day';
import { childQueries, loadQuery, referenceQuery } from '../../../lib/queries';
import { failureOf } from '../../../lib/refusal';
import { AdherenceList, answerDoseAction } from '../components/adherence';
import { ChildData, deleteChildAction } from '../components/child-data';

const PAGES = ['edit-profile', 'look', 'prescriptions', 'data'] as const;

/** What the prescriptions page loads: the medications the editor offers, and each prescription's adherence. */
export interface PrescriptionsData {
  readonly medications: readonly Medication[];
  readonly adherence: readonly PrescriptionAdherence[];
}

/**
 * The medications the prescription editor offers (`GET medications`, a reference list of the query cache) and each of the
 * child's prescriptions' adherence (`GET prescriptions/{id}/adherence`), on that page only.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<PrescriptionsData> {
  if (params.page !== 'prescriptions') return { medications: [], adherence: [] };
  const childId = Number(params.child_id);
  const [medications, child] = await Promise.all([
    loadQuery(referenceQuery('listMedications')),
    loadQuery(childQueries.patient(childId)),
  ]);
  const adherence = await Promise.all(
    child.prescriptions.map((prescription) => loadQuery(childQueries.adherence(childId, prescription.id))),
  );
  return { medications, adherence };
}

const GENDERS = ['female', 'male', 'other'] as const;
type Gender = (typeof GENDERS)[number];

/** Saves the child's profile (`PUT patients/{id}`); the child then loads again everywhere. */
export async function action({ params, request }: ActionFunctionArgs) {
  if (request.headers.get('Content-Type')?.includes('application/json')) {
    // The Look page: the avatar's appearance (styles by name, colours by their number in the palette).
    const appearance = (await request.json()) as Partial<ChildAppearance>;
    const patient: Partial<ChildAppearance> = {};
    for (const [key, value] of Object.entries(appearance))
      if (value !== null && value !== undefined) Object.assign(patient, { [key]: value });
    try {
      await call((api) => api.updatePatient({ params: { id: Number(params.child_id) }, body: { patient } }));
      return { saved: true, error: null };
    } catch (error) {
      return { saved: false, error: failureOf(error) };
    }
  }
  const form = await request.formData();
  if (form.get('intent') === 'delete-child') return deleteChildAction({ params });
  if (form.get('intent') === 'answer-dose') return answerDoseAction(form);
  const gender = GENDERS.find((value) => value === form.get('gender'));
  const patient = {
    name: String(form.get('name') ?? '').trim(),
    birthday: String(form.get('birthday') ?? ''),
    ...(gender ? { gender } : {}),
  };
  try {
    await call((api) => api.updatePatient({ params: { id: Number(params.child_id) }, body: { patient } }));
    return { saved: true, error: null };
  } catch (error) {
    return { saved: false, error: failureOf(error) };
  }
}

/** A child's settings: profile (name, birthday, gender) and prescriptions. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const { child, permission } = useChildData();
  const page = PAGES.find((id) => id === params.page) ?? 'edit-profile';
  // The child's settings are the family's alone (core's `collaboratorMay`): a collaborator goes to the child.
  if (!childMay(permission, 'change'))
    return <Navigate to={paths.app.child.view.getHref(child.id)} replace />;
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <h1>{t('child.settings.title', { name: child.name })}</h1>
      <NavTabs label={t('child.settings.pagesLabel')}>
        {PAGES.map((id) => (
          <NavTab
            key={id}
            current={page === id}
            render={<Link to={paths.app.child.settings.getHref(child.id, id)} replace />}
          >
            {t(`child.settings.pages.${id}`)}
          </NavTab>
        ))}
      </NavTabs>
      <p>
        <Link to={paths.app.child.collaborators.getHref(child.id)}>
          {t('collaborators.settingsLink', { name: child.name })}
        </Link>
      </p>
      <p>
        <Link to={paths.app.child.report.getHref(child.id)}>{t('report.link', { name: child.name })}</Link>
      </p>
      {page === 'prescriptions' ? (
        <Prescriptions />
      ) : page === 'data' ? (
        <ChildData />
      ) : page === 'look' ? (
        <Look />
      ) : (
        <Profile />
      )}
    </div>
  );
}

function Profile() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const fetcher = useFetcher<typeof action>();
  const [name, setName] = useState(child.name);
  const [birthday, setBirthday] = useState(child.birthday);
  const [gender, setGender] = useState<Gender>(child.gender);
  const state =
    fetcher.state !== 'idle'
      ? 'saving'
      : fetcher.data && 'saved' in fetcher.data && fetcher.data.saved
        ? 'saved'
        : fetcher.data && 'error' in fetcher.data && fetcher.data.error
          ? 'error'
          : 'idle';
  // A refusal shows each 422 message by its field (in the server's words), anything else below the form.
  const answer = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;
  const failure = state === 'error' && answer && 'fields' in answer ? answer : null;
  const fields = failure?.fields ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fetcher.submit({ name, birthday, gender }, { method: 'post' });
  };
  return (
    <Card render={<form onSubmit={submit} noValidate />}>
      <TextField
        className="web-form-field"
        label={t('child.add.name')}
        maxLength={TEXT_LIMITS.name}
        required
        value={name}
        onValueChange={setName}
        error={fields.name}
      />
      <TextField
        className="web-form-field"
        label={t('child.add.birthday')}
        type="date"
        required
        max={today()}
        value={birthday}
        onValueChange={setBirthday}
        error={fields.birthday}
      />
      <RadioGroupField
        label={t('child.add.gender')}
        name="gender"
        inline
        options={GENDERS.map((value) => ({ value, label: t(`child.add.genders.${value}`) }))}
        value={gender}
        onValueChange={setGender}
      />
      <p role="status" className="web-muted">
        {state === 'saved' ? t('child.settings.saved') : ''}
      </p>
      <FailureAlert failure={failure} placed={['name', 'birthday']} />
      <Button variant="primary" type="submit" disabled={!name.trim() || state === 'saving'}>
        {state === 'saving' ? t('common.saving') : t('common.save')}
      </Button>
    </Card>
  );
}

/** The child's look: the avatar editor, saved with the child (`PUT patients/{id}`), as when the child was added. */
function Look() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const fetcher = useFetcher<typeof action>();
  const [appearance, setAppearance] = useState<Partial<ChildAppearance>>({
    chosen_visualization: child.chosen_visualization,
    chosen_eyes: child.chosen_eyes,
    skin_color: child.skin_color,
    hair_color: child.hair_color,
    eye_color: child.eye_color,
  });
  const saving = fetcher.state !== 'idle';
  const answer = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;
  const failure = !saving && answer && 'fields' in answer ? answer : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fetcher.submit({ ...appearance }, { method: 'post', encType: 'application/json' });
  };
  return (
    <Card render={<form onSubmit={submit} noValidate />}>
      <AvatarEditor name={child.name} gender={child.gender} value={appearance} onChange={setAppearance} />
      <p role="status" className="web-muted">
        {!saving && fetcher.data && 'saved' in fetcher.data && fetcher.data.saved
          ? t('child.settings.saved')
          : ''}
      </p>
      <FailureAlert failure={failure} />
      <Button variant="primary" type="submit" disabled={saving}>
        {saving ? t('common.saving') : t('common.save')}
      </Button>
    </Card>
  );
}

function Prescriptions() {
  const { child } = useChildData();
  const revalidator = useRevalidator();
  const { medications, adherence } = useLoaderData<typeof loader>();
  return (
    <>
      <Card>
        <PrescriptionEditor
          childId={child.id}
          prescriptions={child.prescriptions}
          birthday={child.birthday}
          today={today()}
          medications={medications}
          // The kit's editor runs each change (its saving state, its catalogue errors), then the child loads again.
          createPrescription={({ childId, prescription }) =>
            call((api) =>
              api.createPrescription({
                body: { taking_medication: true, prescription: { ...prescription, child_id: childId } },
              }),
            )
          }
          updatePrescription={({ childId, id, prescription }) =>
            call((api) =>
              api.updatePrescription({ params: { id }, body: { child_id: childId, prescription } }),
            )
          }
          deletePrescription={async ({ childId, id }) => {
            await call((api) => api.deletePrescription({ params: { id }, body: { child_id: childId } }));
          }}
          onChanged={() => revalidator.revalidate()}
        />
      </Card>
      <AdherenceList prescriptions={child.prescriptions} adherence={adherence} />
    </>
  );
}
