import {
  type Medication,
  type MedicationTime,
  PRESCRIBERS,
  PRESCRIPTION_TIMES,
  type Prescriber,
  type Prescription,
  type PrescriptionField,
  TEXT_LIMITS,
} from '@attune/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPointerRelease } from '../../hooks/useAfterPointerRelease';
import { type UsePrescriptionEditorOptions, usePrescriptionEditor } from '../../hooks/usePrescriptionEditor';
import { useFormatDate } from '../../i18n/format';
import { intlLocale } from '../../i18n/i18n';
import { Button } from '../Button';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import { Toast } from '../Toast';

/** Props of {@link PrescriptionEditor}. */
export interface PrescriptionEditorProps extends Omit<UsePrescriptionEditorOptions, 'medications'> {
  /** The medication catalogue, with names and dosages (mg). */
  readonly medications: readonly Medication[];
}

function medicationName(prescription: Prescription): string {
  return prescription.medication?.name ?? prescription.custom_medication ?? '';
}

/**
 * A child's prescriptions: the list with add, edit and delete. The form follows the core's rules (Save
 * stays disabled until the form is valid; choosing a medication resets the dosage); Save shows
 * 'Saving' for up to 5 seconds; Delete asks to confirm and reverts after 5 seconds; failures show the
 * spec's messages and keep what the parent typed.
 */
export function PrescriptionEditor(props: PrescriptionEditorProps) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const editor = usePrescriptionEditor(props);
  const [touched, setTouched] = useState<ReadonlySet<PrescriptionField>>(new Set());
  const ids = { taken: useId(), prescriber: useId(), heading: useId() };
  const list = new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' });

  const afterRelease = useAfterPointerRelease();
  const touch = (field: PrescriptionField) => setTouched((before) => new Set(before).add(field));
  // Leaving a field reveals its problem, but not while a click is under way: the message would push the
  // control being clicked (a time-of-day checkbox, Cancel) out from under the pointer and the click would be lost.
  const touchOnLeave = (field: PrescriptionField) => afterRelease(() => touch(field));
  const issueOf = (field: PrescriptionField) => {
    const key = touched.has(field) ? editor.issueKey(field) : null;
    return key === null ? undefined : t(key);
  };
  // Queued behind a reveal still waiting for the click to end, so a closed form does not keep it.
  const resetTouched = () => afterRelease(() => setTouched(new Set()));

  const { draft, saving } = editor;
  const chosen =
    typeof draft?.medication === 'number'
      ? props.medications.find((m) => m.id === draft.medication)
      : undefined;

  return (
    <section className="at-prescriptions" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="at-prescriptions__title">
        {t('prescription.title')}
      </h2>
      {editor.errorText ? (
        <Toast
          tone="error"
          title={t(editor.errorText.title)}
          message={t(editor.errorText.message)}
          onDismiss={editor.dismiss}
        />
      ) : null}

      {editor.formOpen && draft ? (
        <form
          className="at-card at-prescription-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            editor.save();
          }}
        >
          <SelectField
            label={t('prescription.fields.medication')}
            required
            value={draft.medication === null ? '' : String(draft.medication)}
            options={[
              ...props.medications.map((m) => ({ value: String(m.id), label: m.name })),
              { value: 'other', label: t('prescription.otherMedication') },
            ]}
            onValueChange={(value) => editor.changeMedication(value === 'other' ? 'other' : Number(value))}
            onBlur={() => touchOnLeave('medication')}
            error={issueOf('medication')}
            disabled={saving}
          />
          {draft.medication === 'other' ? (
            <>
              <TextField
                label={t('prescription.fields.customMedication')}
                maxLength={TEXT_LIMITS.short}
                required
                value={draft.custom_medication ?? ''}
                onValueChange={(value) => editor.change({ custom_medication: value })}
                onBlur={() => touchOnLeave('custom_medication')}
                error={issueOf('custom_medication')}
                disabled={saving}
              />
              <TextField
                label={t('prescription.fields.customDosage')}
                maxLength={TEXT_LIMITS.short}
                required
                value={draft.custom_dosage ?? ''}
                onValueChange={(value) => editor.change({ custom_dosage: value })}
                onBlur={() => touchOnLeave('custom_dosage')}
                error={issueOf('custom_dosage')}
                disabled={saving}
              />
            </>
          ) : (
            <SelectField
              label={t('prescription.fields.dosage')}
              required
              value={draft.dosage === null ? '' : String(draft.dosage)}
              options={(chosen?.dosages ?? []).map((dosage) => ({
                value: String(dosage.id),
                label: t('prescription.dosageMg', { value: dosage.value }),
              }))}
              onValueChange={(value) => editor.change({ dosage: Number(value) })}
              onBlur={() => touchOnLeave('dosage')}
              error={issueOf('dosage')}
              disabled={saving || chosen === undefined}
            />
          )}
          <TextField
            label={t('prescription.fields.startDate')}
            type="date"
            required
            min={props.birthday}
            max={props.today}
            value={draft.start_date ?? ''}
            onValueChange={(value) => editor.change({ start_date: value === '' ? null : value })}
            onBlur={() => touchOnLeave('start_date')}
            error={issueOf('start_date')}
            disabled={saving}
          />
          <fieldset
            className="at-fieldset"
            aria-describedby={issueOf('taken') ? ids.taken : undefined}
            disabled={saving}
          >
            <legend>
              {t('prescription.fields.taken')}
              <span className="at-field__required" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="at-choices">
              {PRESCRIPTION_TIMES.map((time: MedicationTime) => (
                <label key={time} className="at-choice">
                  <input
                    type="checkbox"
                    checked={draft.taken.includes(time)}
                    onChange={(event) => {
                      touch('taken');
                      editor.setTaken(time, event.target.checked);
                    }}
                  />
                  {t(`prescription.times.${time}`)}
                </label>
              ))}
            </div>
            {issueOf('taken') ? (
              <p id={ids.taken} className="at-field__error">
                {issueOf('taken')}
              </p>
            ) : null}
          </fieldset>
          <SelectField
            label={t('prescription.fields.prescribedBy')}
            required
            value={draft.prescribed_by ?? ''}
            options={PRESCRIBERS.map((prescriber: Prescriber) => ({
              value: prescriber,
              label: t(`prescription.prescribers.${prescriber}`),
            }))}
            onValueChange={(value) => editor.change({ prescribed_by: value as Prescriber })}
            onBlur={() => touchOnLeave('prescribed_by')}
            error={issueOf('prescribed_by')}
            disabled={saving}
          />
          <div className="at-prescription-form__actions">
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() => {
                resetTouched();
                editor.cancel();
              }}
            >
              {t('common.cancel')}
            </Button>
            <Button {...editor.getSaveButtonProps()}>{t(editor.saveLabel)}</Button>
          </div>
        </form>
      ) : (
        <>
          {editor.prescriptions.length === 0 ? (
            <p className="at-prescriptions__empty">{t('prescription.empty')}</p>
          ) : (
            <ul className="at-prescriptions__list">
              {editor.prescriptions.map((prescription) => {
                const name = medicationName(prescription);
                const deleteState = editor.getDeleteState(prescription.id);
                return (
                  <li key={prescription.id} className="at-card at-prescription">
                    <div className="at-prescription__text">
                      <p className="at-prescription__name">
                        {name}{' '}
                        <span className="at-prescription__dose">
                          {prescription.dosage
                            ? t('prescription.dosageMg', { value: prescription.dosage.value })
                            : prescription.custom_dosage}
                        </span>
                      </p>
                      <p className="at-prescription__meta">
                        {t('prescription.startedOn', { date: formatDate(prescription.start_date) })}
                        {' · '}
                        {t('prescription.takenList', {
                          times: list.format(
                            prescription.taken.map((time) => t(`prescription.timesInline.${time}`)),
                          ),
                        })}
                        {' · '}
                        {t(`prescription.prescribers.${prescription.prescribed_by}`)}
                      </p>
                    </div>
                    <div className="at-prescription__actions">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('prescription.editLabel', { name })}
                        disabled={editor.listDisabled}
                        onClick={() => {
                          resetTouched();
                          editor.edit(prescription.id);
                        }}
                      >
                        {t('common.edit')}
                      </Button>
                      {deleteState !== 'idle' ? (
                        <Button
                          variant="danger"
                          size="sm"
                          busy={deleteState === 'deleting'}
                          onClick={editor.confirmDelete}
                        >
                          {t('prescription.confirmDelete')}
                        </Button>
                      ) : (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t('prescription.deleteLabel', { name })}
                          disabled={editor.listDisabled}
                          onClick={() => editor.remove(prescription.id)}
                        >
                          {t('common.delete')}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <Button
            variant="secondary"
            disabled={editor.listDisabled}
            onClick={() => {
              resetTouched();
              editor.add();
            }}
          >
            {t('prescription.add')}
          </Button>
        </>
      )}
    </section>
  );
}
