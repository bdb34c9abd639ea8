/**
 * A prescription's adherence on its page: the last 7 and 30 days (taken, skipped, no answer, core's
 * `adherenceSummary` on the server) and today's doses, each marked Taken or Skipped here or from its
 * reminder (`PUT prescriptions/{id}/doses`). A reminder's Taken / Skipped in the browser's notification
 * opens this page with `?answer=&prescription=&day=&dose=`, and the page records that answer once.
 */

import type { Prescription, PrescriptionAdherence } from '@attune/core/rules';
import { Card } from '@attune/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useSearchParams } from 'react-router';
import {
  type AnswerDoseResult,
  answerDoseAction,
  DoseAnswerButtons,
  isAnswer,
  isDose,
} from '../../../components/dose-answer';
import { useChildData } from '../../../lib/child-data';
import { today } from '../../../lib/family-day';

export { answerDoseAction };

/** A prescription's name as the family reads it: the medication's, or the one typed for "Other". */
const nameOf = (prescription: Prescription): string =>
  prescription.medication?.name ?? prescription.custom_medication ?? '';

/** Each prescription's adherence: the periods' totals and today's doses with their answers. */
export function AdherenceList({
  prescriptions,
  adherence,
}: {
  readonly prescriptions: readonly Prescription[];
  readonly adherence: readonly PrescriptionAdherence[];
}) {
  const { t } = useTranslation();
  const { child } = useChildData();
  useAnswerFromNotification(child.id);
  const day = today();
  return (
    <>
      {prescriptions.map((prescription) => {
        const record = adherence.find((entry) => entry.prescription_id === prescription.id);
        if (!record) return null;
        const name = nameOf(prescription);
        const todays = record.doses.filter((dose) => dose.day === day);
        const headingId = `adherence-${prescription.id}`;
        return (
          <Card key={prescription.id} render={<section aria-labelledby={headingId} />}>
            <h2 id={headingId} className="web-h3">
              {t('adherence.title', { name })}
            </h2>
            <ul className="web-stack">
              {record.periods.map((period) => (
                <li key={period.days}>{t('adherence.period', period)}</li>
              ))}
            </ul>
            <h3 className="web-h3">{t('adherence.today')}</h3>
            {todays.length === 0 ? (
              <p className="web-muted">{t('adherence.none')}</p>
            ) : (
              <ul className="web-stack">
                {todays.map((dose) => (
                  <li key={dose.id} className="web-inline">
                    <span>{t(`adherence.dose.${dose.dose}`)}: </span>
                    <DoseAnswerButtons
                      childId={child.id}
                      prescriptionId={prescription.id}
                      day={dose.day}
                      dose={dose.dose}
                      answer={dose.answer}
                      name={name}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        );
      })}
    </>
  );
}

/**
 * The answer a reminder's Taken / Skipped action brought (`?answer=taken&prescription=3&day=&dose=`):
 * recorded once through the page's action, then taken out of the address.
 */
function useAnswerFromNotification(childId: number): void {
  const [params, setParams] = useSearchParams();
  const fetcher = useFetcher<AnswerDoseResult>();
  const done = useRef(false);
  useEffect(() => {
    const answer = params.get('answer');
    const dose = params.get('dose');
    if (done.current || !isAnswer(answer) || !isDose(dose)) return;
    done.current = true;
    void fetcher.submit(
      {
        intent: 'answer-dose',
        child_id: String(childId),
        prescription_id: params.get('prescription') ?? '',
        day: params.get('day') ?? '',
        dose,
        answer,
      },
      { method: 'post' },
    );
    setParams({}, { replace: true });
  }, [params, setParams, fetcher, childId]);
}
