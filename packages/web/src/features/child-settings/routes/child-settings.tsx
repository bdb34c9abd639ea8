import type { Medication } from '@attune/core/rules';
import { PrescriptionEditor } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useParams, useRevalidator } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { Field } from '../../../components/field';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { familyToday as today } from '../../../lib/today';
import {
  createPrescription,
  deletePrescription,
  updateChild,
  updatePrescription,
} from '../api/prescriptions';

/** The medication catalogue (`GET medications`, cached as reference data) the prescription editor offers. */
export function loader(): Promise<Medication[]> {
  return call((api) => api.listMedications());
}

const PAGES = ['edit-profile', 'prescriptions'] as const;

/** A child's settings: profile (name, birthday, gender) and prescriptions. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const { child } = useChildData();
  const page = params.page === 'prescriptions' ? 'prescriptions' : 'edit-profile';
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <h1>{t('child.settings.title', { name: child.name })}</h1>
      <nav className="web-tabs" aria-label={t('child.settings.pagesLabel')}>
        {PAGES.map((id) => (
          <Link
            key={id}
            className="web-tab"
            aria-current={page === id ? 'page' : undefined}
            to={paths.app.child.settings.getHref(child.id, id)}
            replace
          >
            {t(`child.settings.pages.${id}`)}
          </Link>
        ))}
      </nav>
      {page === 'prescriptions' ? <Prescriptions /> : <Profile />}
    </div>
  );
}

function Profile() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const revalidator = useRevalidator();
  const [name, setName] = useState(child.name);
  const [birthday, setBirthday] = useState(child.birthday);
  const [gender, setGender] = useState(child.gender);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    try {
      await updateChild(child.id, { name: name.trim(), birthday, gender });
      setState('saved');
      revalidator.revalidate();
    } catch {
      setState('error');
    }
  };
  return (
    <form className="web-card" onSubmit={submit} noValidate>
      <Field label={t('child.add.name')} required value={name} onChange={(e) => setName(e.target.value)} />
      <Field
        label={t('child.add.birthday')}
        type="date"
        required
        max={today()}
        value={birthday}
        onChange={(e) => setBirthday(e.target.value)}
      />
      <fieldset className="web-choice web-choice--inline">
        <legend>{t('child.add.gender')}</legend>
        {(['female', 'male', 'other'] as const).map((value) => (
          <label key={value} className="web-choice__option">
            <input type="radio" name="gender" checked={gender === value} onChange={() => setGender(value)} />
            <span>{t(`child.add.genders.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <p role="status" className="web-muted">
        {state === 'saved' ? t('child.settings.saved') : ''}
      </p>
      {state === 'error' ? (
        <p role="alert" className="web-form-error">
          {t('errors.pleaseTryAgain')}
        </p>
      ) : null}
      <button
        type="submit"
        className="at-button at-button--primary at-button--md"
        disabled={!name.trim() || state === 'saving'}
      >
        {state === 'saving' ? t('common.saving') : t('common.save')}
      </button>
    </form>
  );
}

function Prescriptions() {
  const { child } = useChildData();
  const revalidator = useRevalidator();
  const medications = useLoaderData() as Medication[];
  return (
    <div className="web-card">
      <PrescriptionEditor
        childId={child.id}
        prescriptions={child.prescriptions}
        birthday={child.birthday}
        today={today()}
        medications={medications}
        createPrescription={({ childId, prescription }) => createPrescription(childId, prescription)}
        updatePrescription={({ childId, id, prescription }) => updatePrescription(childId, id, prescription)}
        deletePrescription={async ({ childId, id }) => {
          await deletePrescription(childId, id);
        }}
        onChanged={() => revalidator.revalidate()}
      />
    </div>
  );
}
