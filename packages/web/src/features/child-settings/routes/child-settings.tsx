import type { Medication, Prescription, PrescriptionInput } from '@attune/core/rules';
import { draftFromPrescription, emptyPrescriptionDraft } from '@attune/core/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useRevalidator } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { Field } from '../../../components/field';
import { paths } from '../../../config/paths';
import { useChildData } from '../../../lib/child-data';
import { formatDay } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { today } from '../../../lib/queries';
import { createPrescription, deletePrescription, fetchMedications, updateChild, updatePrescription } from '../api/prescriptions';
import { PrescriptionForm } from '../components/prescription-form';

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
          <Link key={id} className="web-tab" aria-current={page === id ? 'page' : undefined} to={paths.app.child.settings.getHref(child.id, id)} replace>
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
      <Field label={t('child.add.birthday')} type="date" required max={today()} value={birthday} onChange={(e) => setBirthday(e.target.value)} />
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
      <button type="submit" className="at-button at-button--primary at-button--md" disabled={!name.trim() || state === 'saving'}>
        {state === 'saving' ? t('common.saving') : t('common.save')}
      </button>
    </form>
  );
}

const DELETE_CONFIRM_MS = 5000;

function Prescriptions() {
  const { t, i18n } = useTranslation();
  const { child } = useChildData();
  const revalidator = useRevalidator();
  const [medications, setMedications] = useState<Medication[] | null>(null);
  const [editing, setEditing] = useState<Prescription | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  useEffect(() => {
    fetchMedications()
      .then(setMedications)
      .catch(() => setMedications([]));
  }, []);
  useEffect(() => {
    if (confirming === null) return;
    const id = window.setTimeout(() => setConfirming(null), DELETE_CONFIRM_MS);
    return () => window.clearTimeout(id);
  }, [confirming]);

  const medicationName = (p: Prescription) => p.medication?.name ?? p.custom_medication ?? '';
  const dosageText = (p: Prescription) => (p.dosage ? t('prescription.dosageMg', { value: p.dosage.value }) : (p.custom_dosage ?? ''));
  const save = async (input: PrescriptionInput) => {
    const existing = editing !== 'new' ? editing : null;
    try {
      if (existing) await updatePrescription(child.id, existing.id, input);
      else await createPrescription(child.id, input);
      setEditing(null);
      revalidator.revalidate();
    } catch {
      notify(
        existing
          ? { title: 'prescription.saveErrorTitle', message: 'prescription.saveErrorMessage' }
          : { title: 'prescription.addErrorTitle', message: 'prescription.addErrorMessage' },
      );
    }
  };
  const remove = async (p: Prescription) => {
    try {
      await deletePrescription(child.id, p.id);
      setConfirming(null);
      revalidator.revalidate();
    } catch {
      notify({ title: 'prescription.deleteErrorTitle', message: 'prescription.deleteErrorMessage' });
    }
  };

  if (medications === null) return <p role="status">{t('common.loading')}</p>;
  return (
    <section className="web-card" aria-labelledby="prescriptions-title">
      <h2 id="prescriptions-title">{t('prescription.title')}</h2>
      {child.prescriptions.length === 0 ? <p className="web-muted">{t('prescription.empty')}</p> : null}
      <ul className="web-list">
        {child.prescriptions.map((p) => (
          <li key={p.id} className="web-list__row">
            <div>
              <strong>{medicationName(p)}</strong> · {dosageText(p)}
              <p className="web-muted">
                {t('prescription.startedOn', { date: formatDay(p.start_date, i18n.language) })} ·{' '}
                {t('prescription.takenList', { times: p.taken.map((time) => t(`prescription.times.${time}`)).join(', ') })}
              </p>
            </div>
            <div className="web-actions web-actions--tight">
              <button type="button" className="at-button at-button--ghost at-button--sm" aria-label={t('prescription.editLabel', { name: medicationName(p) })} onClick={() => setEditing(p)}>
                {t('common.edit')}
              </button>
              <button
                type="button"
                className={`at-button at-button--${confirming === p.id ? 'danger' : 'ghost'} at-button--sm`}
                aria-label={confirming === p.id ? t('prescription.confirmDelete') : t('prescription.deleteLabel', { name: medicationName(p) })}
                onClick={() => (confirming === p.id ? void remove(p) : setConfirming(p.id))}
              >
                {confirming === p.id ? t('prescription.confirmDelete') : t('common.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <PrescriptionForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={
            editing === 'new'
              ? emptyPrescriptionDraft()
              : draftFromPrescription(editing)
          }
          medications={medications}
          birthday={child.birthday}
          today={today()}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="at-button at-button--primary at-button--md" onClick={() => setEditing('new')}>
          {t('prescription.add')}
        </button>
      )}
    </section>
  );
}
