import type { Medication, MedicationTime, Prescriber, PrescriptionDraft, PrescriptionField } from '@attune/core/rules';
import { changeMedication, PRESCRIBERS, PRESCRIPTION_TIMES, prescriptionInputFromEntry, validatePrescription } from '@attune/core/rules';
import type { PrescriptionInput } from '@attune/core/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';



/**
 * The prescription form, validated by the core's rule: Save stays unavailable until the form is valid;
 * pressing it early shows each field's problem so the parent knows what to fix.
 */
export function PrescriptionForm({
  initial,
  medications,
  birthday,
  today,
  onSave,
  onCancel,
}: {
  readonly initial: PrescriptionDraft;
  readonly medications: readonly Medication[];
  readonly birthday: string;
  readonly today: string;
  readonly onSave: (input: PrescriptionInput) => Promise<void>;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<PrescriptionDraft>(initial);
  const [touched, setTouched] = useState<ReadonlySet<PrescriptionField>>(new Set());
  const [saving, setSaving] = useState(false);
  const validation = validatePrescription(draft, { birthday, today, medications });
  const issues = validation.ok ? [] : validation.issues;
  const issueOf = (field: PrescriptionField) => {
    if (!touched.has(field)) return null;
    const issue = issues.find((candidate) => candidate.field === field);
    if (!issue) return null;
    return field === 'taken' && issue.code === 'required' ? t('prescription.issues.taken') : t(`prescription.issues.${issue.code}`);
  };
  const touch = (field: PrescriptionField) => setTouched((s) => new Set(s).add(field));
  const medication = typeof draft.medication === 'number' ? medications.find((m) => m.id === draft.medication) : undefined;

  const errorText = (field: PrescriptionField) => {
    const text = issueOf(field);
    return text ? (
      <p id={`${id}-${field}-error`} className="web-field__error">
        {text}
      </p>
    ) : null;
  };
  const describedBy = (field: PrescriptionField) => (issueOf(field) ? `${id}-${field}-error` : undefined);

  const save = async () => {
    if (!validation.ok) {
      setTouched(new Set<PrescriptionField>(['medication', 'dosage', 'custom_medication', 'custom_dosage', 'start_date', 'taken', 'prescribed_by']));
      return;
    }
    setSaving(true);
    try {
      await onSave(prescriptionInputFromEntry(validation.value));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="web-prescription-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      <div className={`web-field${issueOf('medication') ? ' web-field--invalid' : ''}`}>
        <label htmlFor={`${id}-medication`}>
          {t('prescription.fields.medication')}
          <span className="web-required" aria-hidden="true"> *</span>
        </label>
        <select
          id={`${id}-medication`}
          value={draft.medication === null ? '' : String(draft.medication)}
          aria-invalid={issueOf('medication') ? true : undefined}
          aria-describedby={describedBy('medication')}
          onChange={(event) => {
            const value = event.target.value;
            if (value === '') return;
            setDraft(changeMedication(draft, value === 'other' ? 'other' : Number(value)));
            touch('medication');
          }}
          onBlur={() => touch('medication')}
        >
          <option value="">{t('forms.choose')}</option>
          {medications.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
          <option value="other">{t('prescription.otherMedication')}</option>
        </select>
        {errorText('medication')}
      </div>
      {draft.medication === 'other' ? (
        <>
          <div className={`web-field${issueOf('custom_medication') ? ' web-field--invalid' : ''}`}>
            <label htmlFor={`${id}-cm`}>
              {t('prescription.fields.customMedication')}
              <span className="web-required" aria-hidden="true"> *</span>
            </label>
            <input
              id={`${id}-cm`}
              value={draft.custom_medication ?? ''}
              aria-invalid={issueOf('custom_medication') ? true : undefined}
              aria-describedby={describedBy('custom_medication')}
              onChange={(e) => setDraft({ ...draft, custom_medication: e.target.value })}
              onBlur={() => touch('custom_medication')}
            />
            {errorText('custom_medication')}
          </div>
          <div className={`web-field${issueOf('custom_dosage') ? ' web-field--invalid' : ''}`}>
            <label htmlFor={`${id}-cd`}>
              {t('prescription.fields.customDosage')}
              <span className="web-required" aria-hidden="true"> *</span>
            </label>
            <input
              id={`${id}-cd`}
              value={draft.custom_dosage ?? ''}
              aria-invalid={issueOf('custom_dosage') ? true : undefined}
              aria-describedby={describedBy('custom_dosage')}
              onChange={(e) => setDraft({ ...draft, custom_dosage: e.target.value })}
              onBlur={() => touch('custom_dosage')}
            />
            {errorText('custom_dosage')}
          </div>
        </>
      ) : (
        <div className={`web-field${issueOf('dosage') ? ' web-field--invalid' : ''}`}>
          <label htmlFor={`${id}-dosage`}>
            {t('prescription.fields.dosage')}
            <span className="web-required" aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-dosage`}
            value={draft.dosage === null ? '' : String(draft.dosage)}
            disabled={!medication}
            aria-invalid={issueOf('dosage') ? true : undefined}
            aria-describedby={describedBy('dosage')}
            onChange={(event) => {
              if (event.target.value === '') return;
              setDraft({ ...draft, dosage: Number(event.target.value) });
              touch('dosage');
            }}
            onBlur={() => touch('dosage')}
          >
            <option value="">{t('forms.choose')}</option>
            {(medication?.dosages ?? []).map((dosage) => (
              <option key={dosage.id} value={dosage.id}>
                {t('prescription.dosageMg', { value: dosage.value })}
              </option>
            ))}
          </select>
          {errorText('dosage')}
        </div>
      )}
      <div className={`web-field${issueOf('start_date') ? ' web-field--invalid' : ''}`}>
        <label htmlFor={`${id}-start`}>
          {t('prescription.fields.startDate')}
          <span className="web-required" aria-hidden="true"> *</span>
        </label>
        <input
          id={`${id}-start`}
          type="date"
          value={draft.start_date ?? ''}
          aria-invalid={issueOf('start_date') ? true : undefined}
          aria-describedby={describedBy('start_date')}
          onChange={(e) => {
            setDraft({ ...draft, start_date: e.target.value || null });
            touch('start_date');
          }}
          onBlur={() => touch('start_date')}
        />
        {errorText('start_date')}
      </div>
      <fieldset className="web-choice web-choice--inline" aria-describedby={describedBy('taken')}>
        <legend>
          {t('prescription.fields.taken')}
          <span className="web-required" aria-hidden="true"> *</span>
        </legend>
        {PRESCRIPTION_TIMES.map((time: MedicationTime) => (
          <label key={time} className="web-choice__option">
            <input
              type="checkbox"
              checked={draft.taken.includes(time)}
              onChange={(e) => {
                setDraft({ ...draft, taken: e.target.checked ? [...draft.taken, time] : draft.taken.filter((x) => x !== time) });
                touch('taken');
              }}
            />
            <span>{t(`prescription.times.${time}`)}</span>
          </label>
        ))}
        {errorText('taken')}
      </fieldset>
      <fieldset className="web-choice web-choice--inline" aria-describedby={describedBy('prescribed_by')}>
        <legend>
          {t('prescription.fields.prescribedBy')}
          <span className="web-required" aria-hidden="true"> *</span>
        </legend>
        {PRESCRIBERS.map((who: Prescriber) => (
          <label key={who} className="web-choice__option">
            <input
              type="radio"
              name={`${id}-prescriber`}
              checked={draft.prescribed_by === who}
              onChange={() => {
                setDraft({ ...draft, prescribed_by: who });
                touch('prescribed_by');
              }}
            />
            <span>{t(`prescription.prescribers.${who}`)}</span>
          </label>
        ))}
        {errorText('prescribed_by')}
      </fieldset>
      <div className="web-actions">
        <button
          type="submit"
          className="at-button at-button--primary at-button--md"
          aria-disabled={!validation.ok || saving || undefined}
          aria-busy={saving || undefined}
        >
          {saving ? t('prescription.saving') : t('prescription.save')}
        </button>
        <button type="button" className="at-button at-button--ghost at-button--md" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
